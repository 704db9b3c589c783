import { Badge, Table, Text } from '@mantine/core';
import { LoadingLines, QueryError } from '../../components/query-state';
import { useFixtureWear } from './results-queries';

const STATUS = {
  ok: { color: 'positive', label: 'ok' },
  due: { color: 'warning', label: 'maintenance due' },
  overdue: { color: 'negative', label: 'overdue' },
  unrated: { color: 'gray', label: 'no rating' },
} as const;

/** Cycles per fixture against the rated cycles of its kit (catalog); maintenance due first. */
export function FixtureWearTable() {
  const wear = useFixtureWear();
  if (wear.isPending) return <LoadingLines lines={3} />;
  if (wear.isError) return <QueryError error={wear.error} onRetry={() => wear.refetch()} />;
  if (wear.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No runs yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Fixture wear" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fixture</Table.Th>
            <Table.Th>Stations</Table.Th>
            <Table.Th ta="right">Cycles</Table.Th>
            <Table.Th ta="right">Rated</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {wear.data.map((w) => (
            <Table.Tr key={w.fixtureSerial}>
              <Table.Td>{w.fixtureSerial}</Table.Td>
              <Table.Td>{w.stations.join(', ')}</Table.Td>
              <Table.Td ta="right">{w.cycles.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">
                {w.ratedCycles === null ? '–' : w.ratedCycles.toLocaleString('en-US')}
                {w.used !== null && ` (${(w.used * 100).toFixed(1)} %)`}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS[w.status].color} variant="light">
                  {STATUS[w.status].label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
