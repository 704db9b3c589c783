import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import type { MeasurementStats } from '@studio/api';

const num = (v: number | null, digits = 4) => (v === null ? '–' : Number(v.toPrecision(digits)).toString());

/** Cpk below 1.33 is the usual "not capable" line; below 1 the process makes failures. */
function CpkBadge({ cpk }: { cpk: number | null }) {
  if (cpk === null) return <Text c="dimmed">–</Text>;
  const color = cpk >= 1.33 ? 'positive' : cpk >= 1 ? 'warning' : 'negative';
  return (
    <Badge color={color} variant="light">
      {cpk.toFixed(2)}
    </Badge>
  );
}

/** Every measurement with count, failures, mean, σ and Cpk; choosing one shows its histogram. */
export function MeasurementTable({
  stats,
  chosen,
  onChoose,
}: {
  stats: readonly MeasurementStats[];
  chosen: string | null;
  onChoose(m: MeasurementStats): void;
}) {
  const measured = stats.filter((s) => s.measurementId !== '');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Measurements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Measurement</Table.Th>
            <Table.Th ta="right">Runs</Table.Th>
            <Table.Th ta="right">Failed</Table.Th>
            <Table.Th ta="right">Limits</Table.Th>
            <Table.Th ta="right">Mean</Table.Th>
            <Table.Th ta="right">σ</Table.Th>
            <Table.Th ta="right">Cpk</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {measured.map((s) => {
            const key = `${s.stepId}/${s.measurementId}`;
            return (
              <Table.Tr key={key} bg={chosen === key ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <UnstyledButton onClick={() => onChoose(s)} aria-pressed={chosen === key}>
                    <Text size="sm" fw={500}>
                      {s.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.stepTitle || s.stepId}
                    </Text>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td ta="right">{s.count}</Table.Td>
                <Table.Td ta="right" c={s.failures > 0 ? 'negative' : undefined}>
                  {s.failures}
                </Table.Td>
                <Table.Td ta="right">
                  {num(s.low)} … {num(s.high)} {s.unit}
                </Table.Td>
                <Table.Td ta="right">
                  {num(s.mean)} {s.mean === null ? '' : s.unit}
                </Table.Td>
                <Table.Td ta="right">{num(s.stdDev, 3)}</Table.Td>
                <Table.Td ta="right">
                  <CpkBadge cpk={s.cpk} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
