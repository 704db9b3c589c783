import { Table, Text } from '@mantine/core';
import type { TestStrategy } from '@studio/core';

/** The instruments the plan needs, what for, and in which steps (by their number). */
export function EquipmentTable({ strategy }: { strategy: TestStrategy }) {
  const number = new Map(strategy.steps.map((s, i) => [s.id, i + 1]));
  if (strategy.equipment.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No step names an instrument yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table verticalSpacing={6} fz="sm" aria-label="Equipment">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Instrument</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th>Steps</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {strategy.equipment.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td fw={500}>{e.name}</Table.Td>
              <Table.Td>{e.purpose}</Table.Td>
              <Table.Td>{e.steps.map((id) => number.get(id) ?? id).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
