import { Anchor, Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../components/query-state';
import { formatUpdated } from '../duts/dut-format';
import { SEVERITY_COLORS } from './tabs/tab-props';
import { useDutReports } from './test-config-queries';
import { useState } from 'react';

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
      <Table fz="xs" verticalSpacing={4} aria-label="DFT reports">
        <Table.Tbody>
          {items.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Anchor component={Link} to={`/dft-report/${r.id}`} size="sm">
                  {r.title ?? `${r.testConfig.name} v${r.version.number}`}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge size="xs" color={SEVERITY_COLORS[r.status]} variant="light">
                  {STATUS[r.status]}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.coveragePercent}% coverage</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} title={r.createdAt}>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs">{formatUpdated(r.createdAt)}</Text>
                  <Text size="xs" c="dimmed" visibleFrom="sm">
                    by {r.createdBy?.name ?? 'a former member'}
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > pageSize && (
        <Pagination size="sm" total={Math.ceil(total / pageSize)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
