import { Table, Text } from '@mantine/core';
import { describeLimit, displayNetName, limitProbes, type Step, type StepLimit } from '@studio/core';

const net = (n: string | null) => (n === null ? '—' : displayNetName(n));

/** The tester channels a measurement goes through: "MUX.3 → PSU1.S-", or the step's probes for a check. */
function channels(step: Step, l: StepLimit): string {
  if (l.quantity === 'check') return 'the step’s probes';
  const { hi, lo } = limitProbes(step, l);
  const end = (p: typeof hi, n: string | null) => (n === null ? null : (p?.channel ?? 'no probe'));
  return [end(hi, l.net), end(lo, l.quantity === 'current' ? null : l.reference)]
    .filter((x) => x !== null)
    .join(' → ');
}

/**
 * A step's measurements: what is measured, between which nets, the limits, and why; with the tester
 * channels each goes through when the plan is tied to a fixture (`step` given).
 */
export function LimitTable({ limits, step = null }: { limits: StepLimit[]; step?: Step | null }) {
  if (limits.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No limit or check yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing={4} fz="sm" withTableBorder aria-label="Limits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Measurement</Table.Th>
            <Table.Th>Net</Table.Th>
            <Table.Th>Against</Table.Th>
            <Table.Th>Limits</Table.Th>
            {step && <Table.Th>Channels</Table.Th>}
            <Table.Th>Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {limits.map((l) => (
            <Table.Tr key={l.id} data-limit={l.id}>
              <Table.Td>{l.label}</Table.Td>
              <Table.Td>{net(l.net)}</Table.Td>
              <Table.Td>{net(l.reference)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{describeLimit(l)}</Table.Td>
              {step && <Table.Td style={{ whiteSpace: 'nowrap' }}>{channels(step, l)}</Table.Td>}
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {l.reason}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
