import { Table, Text } from '@mantine/core';
import { describeLimit, displayNetName, type StepLimit } from '@studio/core';

const net = (n: string | null) => (n === null ? '—' : displayNetName(n));

/** A step's measurements: what is measured, between which nets, the limits, and why. */
export function LimitTable({ limits }: { limits: StepLimit[] }) {
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
