import { Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { TestStrategyDetail, TestStrategyStatus } from '@studio/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { notify } from '../../components/notifications/notification-store';
import { describeError } from '../../lib/describe-error';
import { formatUpdated } from '../../lib/format';
import { StrategyStatusBadge } from './strategy-status-badge';
import { STATUS_OPTIONS } from './strategy-status';
import { useUpdateStrategy } from './strategy-queries';

/** The strategy's status: a select for engineers, a badge for viewers. */
function StatusControl({ detail, canEdit }: { detail: TestStrategyDetail; canEdit: boolean }) {
  const update = useUpdateStrategy(detail.id);
  if (!canEdit) return <StrategyStatusBadge status={detail.status} />;
  return (
    <Select
      aria-label="Status"
      size="xs"
      w={130}
      allowDeselect={false}
      data={STATUS_OPTIONS}
      value={detail.status}
      disabled={update.isPending}
      onChange={(v) =>
        v &&
        update.mutate(
          { status: v as TestStrategyStatus },
          { onError: (error) => notify({ color: 'negative', message: describeError(error) }) },
        )
      }
    />
  );
}

/** Name, DUT, version chooser and status of a strategy, with the page's actions. */
export function StrategyHeader({
  detail,
  version,
  canEdit,
  onVersion,
  actions,
}: {
  detail: TestStrategyDetail;
  version: number | null;
  canEdit: boolean;
  onVersion(n: number): void;
  actions?: ReactNode;
}) {
  const shown = detail.versions.find((v) => v.number === version);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Anchor component={Link} to="/test-strategy" size="xs">
          ← All test strategies
        </Anchor>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {detail.name}
        </Title>
        <Text size="sm" c="dimmed">
          Test strategy of{' '}
          <Anchor component={Link} to={`/dut/${detail.dutId}`} size="sm">
            {detail.dutName}
          </Anchor>
          {detail.source
            ? ` · drafted from ${detail.source.testConfigName} v${detail.source.versionNumber}`
            : ' · drafted from the board'}
          {shown &&
            ` · version ${shown.number} saved ${formatUpdated(shown.createdAt)} by ${shown.createdBy?.name ?? 'a former member'}`}
        </Text>
        {shown?.note && (
          <Text size="sm" maw={760} style={{ whiteSpace: 'pre-line' }}>
            {shown.note}
          </Text>
        )}
        <Group gap="xs" mt={4} wrap="wrap">
          {version !== null && (
            <Select
              aria-label="Version"
              size="xs"
              w={220}
              allowDeselect={false}
              value={String(version)}
              onChange={(v) => v && onVersion(Number(v))}
              data={detail.versions.map((v) => ({
                value: String(v.number),
                label: `Version ${v.number}${v.number === detail.latestVersion ? ' (latest)' : ''}${v.note ? ` · ${v.note.slice(0, 30)}` : ''}`,
              }))}
            />
          )}
          <StatusControl detail={detail} canEdit={canEdit} />
        </Group>
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
