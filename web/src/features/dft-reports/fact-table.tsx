import { Table } from '@mantine/core';
import type { FactRow } from './report-facts-rows';

/** Label / value rows, values right-aligned in tabular figures. */
export function FactTable({
  rows,
  label,
  size = 'sm',
}: {
  rows: FactRow[];
  label: string;
  size?: 'xs' | 'sm';
}) {
  return (
    <Table
      aria-label={label}
      withRowBorders={false}
      verticalSpacing={size === 'xs' ? 1 : 4}
      horizontalSpacing={0}
      fz={size}
    >
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th fw={400} c="dimmed" pr="sm" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              {row.label}
            </Table.Th>
            <Table.Td
              fw={500}
              ta="right"
              style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
            >
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
