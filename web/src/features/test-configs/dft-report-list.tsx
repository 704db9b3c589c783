import { Anchor, Badge, Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../components/query-state';
import { formatUpdated } from '../../lib/format';
import { SEVERITY_COLORS } from './tabs/tab-props';
import { useDutReports } from './test-config-queries';

const STATUS = { pass: 'Pass', warning: 'Warnings', fail: 'Fail' } as const;

/** The DUT's DFT reports, newest first, each linking to its page. */
export function DftReportList({ dutId }: { dutId: string }) {
  const [page, setPage] = useState(1);
  const reports = useDutReports(dutId, page);
  if (reports.isPending) return <LoadingLines lines={2} />;
  if (reports.isError) return <QueryError error={reports.error} onRetry={() => reports.refetch()} />;
  const { items, total, pageSize } = reports.data;
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No DFT reports yet. Open a saved version and choose Run DFT.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack gap={8} role="list" aria-label="DFT reports">
        {items.map((r) => (
          <Stack key={r.id} gap={2} role="listitem">
            <Anchor component={Link} to={`/dft-report/${r.id}`} size="sm" fw={500}>
              {r.title ?? `${r.testConfig.name} v${r.version.number}`}
            </Anchor>
            <Group gap="xs" wrap="wrap">
              <Badge size="xs" color={SEVERITY_COLORS[r.status]} variant="light" style={{ flexShrink: 0 }}>
                {STATUS[r.status]}
              </Badge>
              <Text size="xs">{r.coveragePercent}% coverage</Text>
              <Text size="xs" c="dimmed" title={r.createdAt}>
                {formatUpdated(r.createdAt)} by {r.createdBy?.name ?? 'a former member'}
              </Text>
            </Group>
          </Stack>
        ))}
      </Stack>
      {total > pageSize && (
        <Pagination size="sm" total={Math.ceil(total / pageSize)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
