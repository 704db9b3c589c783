import { Anchor, Text } from '@mantine/core';
import type { Dut, Units } from '@studio/api';
import { Link } from 'react-router';
import { type Column, DataTable, dash } from '../../../components/paged-list/data-table';
import type { ListState } from '../../../components/paged-list/list-state';
import { formatBoardSize, formatCount, formatUpdated } from '../../../lib/format';
import { DutStatusBadge } from '../dut-status-badge';

/** The DUT list's columns. Board columns stay empty until a board is imported. */
function dutColumns(units: Units): Column<Dut>[] {
  return [
    {
      key: 'name',
      label: 'Name',
      sortKey: 'name',
      render: (dut) => (
        <>
          <Anchor component={Link} to={`/dut/${dut.id}`} fw={600}>
            {dut.name}
          </Anchor>
          {dut.partNumber && (
            <Text size="xs" c="dimmed">
              {dut.partNumber}
            </Text>
          )}
        </>
      ),
    },
    { key: 'revision', label: 'Revision', sortKey: 'revision', render: (dut) => dash(dut.revision) },
    {
      key: 'size',
      label: 'Board size',
      nowrap: true,
      render: (dut) => dash(dut.board && formatBoardSize(dut.board.widthMm, dut.board.heightMm, units)),
    },
    { key: 'layers', label: 'Layers', align: 'right', render: (dut) => dash(dut.board?.copperLayers) },
    {
      key: 'components',
      label: 'Components',
      align: 'right',
      render: (dut) => dash(dut.board && formatCount(dut.board.components)),
    },
    {
      key: 'testPoints',
      label: 'Probe-able candidates',
      align: 'right',
      render: (dut) => dash(dut.board && formatCount(dut.board.testPoints.total)),
    },
    {
      key: 'status',
      label: 'Status',
      sortKey: 'status',
      render: (dut) => <DutStatusBadge status={dut.status} />,
    },
    {
      key: 'updated',
      label: 'Updated',
      sortKey: 'updatedAt',
      nowrap: true,
      render: (dut) => (
        <Text size="sm" title={new Date(dut.updatedAt).toLocaleString()}>
          {formatUpdated(dut.updatedAt)}
        </Text>
      ),
    },
  ];
}

export interface DutTableProps {
  duts: Dut[];
  state: ListState;
  units: Units;
  onSort(key: string): void;
}

/** The DUT list as a table (wide screens; cards below `md`). */
export function DutTable({ duts, state, units, onSort }: DutTableProps) {
  return (
    <DataTable<Dut>
      label="DUTs"
      rows={duts}
      columns={dutColumns(units)}
      rowKey={(dut) => dut.id}
      state={state}
      onSort={onSort}
      minWidth={860}
      verticalSpacing="sm"
      stickyFirstColumn={false}
    />
  );
}
