import { Anchor, Text } from '@mantine/core';
import type { TestStrategySummary } from '@studio/api';
import { Link } from 'react-router';
import { type Column, DataTable, dash } from '../../../components/paged-list/data-table';
import type { ListState } from '../../../components/paged-list/list-state';
import { formatUpdated } from '../../../lib/format';
import { StrategyStatusBadge } from '../strategy-status-badge';
import { formatSeconds } from '../strategy-status';

const percent = (s: TestStrategySummary) =>
  s.counts && s.counts.nets > 0 ? `${Math.round((100 * s.counts.touched) / s.counts.nets)} %` : null;

const COLUMNS: Column<TestStrategySummary>[] = [
  {
    key: 'name',
    label: 'Name',
    sortKey: 'name',
    render: (s) => (
      <>
        <Anchor component={Link} to={`/test-strategy/${s.id}`} fw={600}>
          {s.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {s.latestVersion ? `Version ${s.latestVersion}` : 'No version'}
          {s.source ? ` · from ${s.source.testConfigName} v${s.source.versionNumber}` : ' · from the board'}
        </Text>
      </>
    ),
  },
  {
    key: 'dut',
    label: 'DUT',
    sortKey: 'dut',
    render: (s) => (
      <Anchor component={Link} to={`/dut/${s.dutId}`} size="sm">
        {s.dutName}
      </Anchor>
    ),
  },
  { key: 'steps', label: 'Steps', align: 'right', render: (s) => dash(s.counts?.steps) },
  {
    key: 'flagged',
    label: 'Flagged',
    align: 'right',
    render: (s) =>
      s.counts ? (
        <Text size="sm" c={s.counts.flagged > 0 ? 'warning-text' : undefined}>
          {s.counts.flagged}
        </Text>
      ) : (
        dash(null)
      ),
  },
  { key: 'coverage', label: 'Net coverage', align: 'right', nowrap: true, render: (s) => dash(percent(s)) },
  {
    key: 'time',
    label: 'Est. time',
    align: 'right',
    nowrap: true,
    render: (s) => dash(s.counts && formatSeconds(s.counts.seconds)),
  },
  {
    key: 'status',
    label: 'Status',
    sortKey: 'status',
    render: (s) => <StrategyStatusBadge status={s.status} />,
  },
  {
    key: 'updated',
    label: 'Updated',
    sortKey: 'updatedAt',
    nowrap: true,
    render: (s) => (
      <Text size="sm" title={new Date(s.updatedAt).toLocaleString()}>
        {formatUpdated(s.updatedAt)}
      </Text>
    ),
  },
];

/** The strategy list as a table (wide screens; cards below `md`). */
export function StrategyTable({
  items,
  state,
  onSort,
}: {
  items: TestStrategySummary[];
  state: ListState;
  onSort(key: string): void;
}) {
  return (
    <DataTable<TestStrategySummary>
      label="Test strategies"
      rows={items}
      columns={COLUMNS}
      rowKey={(s) => s.id}
      state={state}
      onSort={onSort}
      minWidth={900}
      verticalSpacing="sm"
      stickyFirstColumn={false}
    />
  );
}
