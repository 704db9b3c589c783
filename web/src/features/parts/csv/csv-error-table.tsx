import { Table, Text } from '@mantine/core';
import type { CsvRowError } from '@studio/api';
import { csvErrorRows } from './csv-report';

/** The problems of a refused file, one line each: row, column, value, what is wrong, what is expected. */
export function CsvErrorTable({
  errors,
  columns,
}: {
  errors: readonly CsvRowError[];
  columns: readonly string[];
}) {
  const rows = csvErrorRows(errors, columns);
  return (
    <Table.ScrollContainer minWidth={640} maxHeight={360} type="native">
      <Table
        striped
        withTableBorder
        verticalSpacing={6}
        fz="sm"
        stickyHeader
        aria-label="Problems in the file"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Row</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Problem</Table.Th>
            <Table.Th>Expected</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.row}</Table.Td>
              <Table.Td>
                <Text span ff="monospace" size="xs">
                  {r.column}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text
                  span
                  ff="monospace"
                  size="xs"
                  style={r.value.length <= 24 ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                >
                  {r.value}
                </Text>
              </Table.Td>
              <Table.Td>{r.problem}</Table.Td>
              <Table.Td>
                <Text span size="xs" c="dimmed">
                  {r.expected}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
