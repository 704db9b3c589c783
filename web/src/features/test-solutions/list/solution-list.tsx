import { Anchor, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { TestSolutionSummary } from '@studio/api';
import { formatAmounts } from '@studio/core';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { useCanEditDuts } from '../../../lib/current-user';
import { formatUpdated } from '../../../lib/format';
import { useSolutions } from '../solution-queries';
import { SolutionStatusBadge } from '../solution-status';
import { SolutionListEmpty } from './solution-list-empty';

const nameOf = (s: TestSolutionSummary) => s.title || `${s.dut.name} fixture`;

function SolutionTable({ items }: { items: TestSolutionSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Test solutions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Solution</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>DUT</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th>Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Anchor component={Link} to={`/test-solution/${s.id}`} fw={600}>
                  {nameOf(s)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {s.testConfig.name} · version {s.versionNumber} · {s.quantity} ×
                </Text>
              </Table.Td>
              <Table.Td>
                <SolutionStatusBadge solution={s} />
              </Table.Td>
              <Table.Td>{s.dut.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatAmounts(s.totals)}
              </Table.Td>
              <Table.Td>{formatUpdated(s.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SolutionCards({ items }: { items: TestSolutionSummary[] }) {
  return (
    <Stack gap="xs">
      {items.map((s) => (
        <Card key={s.id} withBorder radius="md" padding="sm" component={Link} to={`/test-solution/${s.id}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} lineClamp={2}>
              {nameOf(s)}
            </Text>
            <SolutionStatusBadge solution={s} />
          </Group>
          <Text size="sm">{formatAmounts(s.totals)}</Text>
          <Text size="xs" c="dimmed">
            {s.dut.name} · {s.quantity} × · updated {formatUpdated(s.updatedAt)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** `/test-solution`: the company's solutions, drafts and ordered, newest change first. */
export function SolutionList() {
  const solutions = useSolutions();
  const canEdit = useCanEditDuts();
  if (solutions.isPending) return <LoadingLines lines={6} />;
  if (solutions.isError) return <QueryError error={solutions.error} onRetry={() => solutions.refetch()} />;
  if (solutions.data.length === 0) return <SolutionListEmpty canEdit={canEdit} />;
  return (
    <>
      <Box visibleFrom="md">
        <SolutionTable items={solutions.data} />
      </Box>
      <Box hiddenFrom="md">
        <SolutionCards items={solutions.data} />
      </Box>
    </>
  );
}
