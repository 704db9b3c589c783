import { Alert, Badge, List, Progress, Stack, Table, Text } from '@mantine/core';
import type { FixtureWearRow } from '@studio/api';
import { LoadingLines, QueryError } from '../../components/query-state';
import { useFixtureWear } from './results-queries';

const STATUS = {
  ok: { color: 'positive', label: 'ok' },
  due: { color: 'warning', label: 'maintenance due' },
  overdue: { color: 'negative', label: 'overdue' },
  unrated: { color: 'gray', label: 'no rating' },
} as const;

const n = (v: number) => v.toLocaleString('en-US');

/** Where the rating comes from, in words: the limiting part, and the probes' rating and how it was found. */
function ratingSource(w: FixtureWearRow): string {
  if (w.limitedBy === null) return 'Nothing rated in the catalog';
  const probes =
    w.probeRatedCycles === null
      ? 'no rated probe'
      : w.probeSource === 'design'
        ? `probes ${n(w.probeRatedCycles)} (classes ${w.probeClasses.join(', ')} of the design)`
        : `probes ${n(w.probeRatedCycles)} (design not known: the catalog’s lowest-rated probe)`;
  return `Limited by ${w.limitedBy}; ${probes}`;
}

/** The fixtures due for maintenance (≥ 80 % of their rated life) or overdue (≥ 100 %), most worn first. */
function MaintenanceDue({ rows }: { rows: readonly FixtureWearRow[] }) {
  const due = rows.filter((w) => w.status === 'due' || w.status === 'overdue');
  if (due.length === 0) return null;
  const overdue = due.some((w) => w.status === 'overdue');
  return (
    <Alert
      color={overdue ? 'negative' : 'warning'}
      variant="light"
      title={`Maintenance due: ${due.length} fixture${due.length === 1 ? '' : 's'}`}
    >
      <List size="sm" spacing={2} aria-label="Maintenance due">
        {due.map((w) => (
          <List.Item key={w.fixtureSerial}>
            <Text span fw={600} size="sm">
              {w.fixtureSerial}
            </Text>
            {w.status === 'overdue'
              ? `: overdue — ${n(w.cycles)} of ${n(w.ratedCycles ?? 0)} rated cycles (${w.limitedBy})`
              : `: due — ${n(w.remainingCycles ?? 0)} cycles left of ${n(w.ratedCycles ?? 0)} (${w.limitedBy})`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Cycles per fixture against the lowest rating of its kit and probe classes (catalog), the remaining
 * life, and the maintenance-due list above it (issue 32 item 4).
 */
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
    <Stack gap="sm">
      <MaintenanceDue rows={wear.data} />
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Fixture wear" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fixture</Table.Th>
              <Table.Th>Stations</Table.Th>
              <Table.Th ta="right">Cycles</Table.Th>
              <Table.Th ta="right">Rated</Table.Th>
              <Table.Th>Life used</Table.Th>
              <Table.Th ta="right">Remaining</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {wear.data.map((w) => (
              <Table.Tr key={w.fixtureSerial}>
                <Table.Td>{w.fixtureSerial}</Table.Td>
                <Table.Td>{w.stations.join(', ')}</Table.Td>
                <Table.Td ta="right">{n(w.cycles)}</Table.Td>
                <Table.Td ta="right">
                  {w.ratedCycles === null ? '–' : n(w.ratedCycles)}
                  <Text size="xs" c="dimmed" ta="right" maw={240} ml="auto">
                    {ratingSource(w)}
                  </Text>
                </Table.Td>
                <Table.Td miw={120}>
                  {w.used === null ? (
                    '–'
                  ) : (
                    <Stack gap={2}>
                      <Progress
                        value={Math.min(100, w.used * 100)}
                        color={STATUS[w.status].color}
                        aria-label={`${w.fixtureSerial}: ${(w.used * 100).toFixed(1)} % of rated life used`}
                      />
                      <Text size="xs">{(w.used * 100).toFixed(1)} %</Text>
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td ta="right">{w.remainingCycles === null ? '–' : n(w.remainingCycles)}</Table.Td>
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
    </Stack>
  );
}
