import { Table, Text } from '@mantine/core';
import type { DftThresholdsBody } from '@studio/api';
import {
  CLAMP_FIELDS,
  defaultValue,
  fieldNumber,
  THRESHOLD_ROWS,
  type ThresholdField,
  toFormValues,
} from './thresholds-form';

function Value({
  field,
  value,
  unit,
  comparator,
}: {
  field: ThresholdField;
  value: number;
  unit: string;
  comparator: string;
}) {
  const changed = value !== defaultValue(field);
  return (
    <Text span size="sm" fw={changed ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {comparator} {value} {unit}
      {changed && (
        <Text span size="xs" c="dimmed" fw={400}>
          {' '}
          (default {defaultValue(field)})
        </Text>
      )}
    </Text>
  );
}

/** The thresholds a report used (or a company has), rule by rule; values that differ from the defaults are bold. */
export function ThresholdsTable({ thresholds }: { thresholds: DftThresholdsBody }) {
  const values = toFormValues(thresholds);
  const clamp = CLAMP_FIELDS.map((c) => fieldNumber(values, c.field)).join('–');
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table aria-label="Thresholds used" fz="sm" verticalSpacing={4} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rule</Table.Th>
            <Table.Th>Recommended</Table.Th>
            <Table.Th>Minimum</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {THRESHOLD_ROWS.map((row) => (
            <Table.Tr key={row.rule}>
              <Table.Td>
                {row.rule}
                {row.recommended?.unit === '%' && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (of the component height, clamped to {clamp} mm)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.recommended ? (
                  <Value
                    field={row.recommended.field}
                    value={fieldNumber(values, row.recommended.field) ?? 0}
                    unit={row.recommended.unit}
                    comparator={row.recommended.comparator}
                  />
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                {row.minimum ? (
                  <Value
                    field={row.minimum.field}
                    value={fieldNumber(values, row.minimum.field) ?? 0}
                    unit={row.minimum.unit}
                    comparator={row.minimum.comparator}
                  />
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
