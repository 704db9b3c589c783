import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { describeLimit, type LimitPatch, type Quantity, type Step, unitOf } from '@studio/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { StrategyEdit } from './draft-reducer';
import { NumberField } from './number-field';

const QUANTITIES: { value: Quantity; label: string }[] = [
  { value: 'voltage', label: 'Voltage (V)' },
  { value: 'current', label: 'Current (A)' },
  { value: 'resistance', label: 'Resistance (Ω)' },
  { value: 'frequency', label: 'Frequency (Hz)' },
  { value: 'check', label: 'Check (pass / fail)' },
];

export interface EditProps {
  readOnly: boolean;
  edit(edit: StrategyEdit, field?: string): void;
}

/** A step's limits as editable rows: label, nets, nominal / min / max (or what a check expects). */
export function LimitEditor({
  step,
  netOptions,
  readOnly,
  edit,
}: { step: Step; netOptions: { value: string; label: string }[] } & EditProps) {
  const [label, setLabel] = useState('');
  const [quantity, setQuantity] = useState<Quantity>('voltage');
  const field = (limitId: string, name: string) => `limit:${step.id}:${limitId}:${name}`;
  const patch = (limitId: string, name: string, p: LimitPatch) =>
    edit({ type: 'update-limit', stepId: step.id, limitId, patch: p }, field(limitId, name));
  return (
    <Stack gap="xs">
      {step.limits.length > 0 && (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing={4} horizontalSpacing={6} aria-label={`Limits of ${step.title}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Measurement</Table.Th>
                <Table.Th>Net</Table.Th>
                <Table.Th>Against</Table.Th>
                <Table.Th>Nominal</Table.Th>
                <Table.Th>Min</Table.Th>
                <Table.Th>Max</Table.Th>
                <Table.Th>Reads</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {step.limits.map((l) => {
                const unit = unitOf(l);
                const name = `${l.label || l.id}`;
                return (
                  <Table.Tr key={l.id} data-limit={l.id}>
                    <Table.Td>
                      <TextInput
                        aria-label={`${name}: measurement`}
                        size="xs"
                        value={l.label}
                        readOnly={readOnly}
                        maxLength={500}
                        onChange={(e) => patch(l.id, 'label', { label: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${name}: net`}
                        size="xs"
                        w={130}
                        searchable
                        clearable
                        limit={50}
                        readOnly={readOnly}
                        data={netOptions}
                        value={l.net}
                        onChange={(v) => patch(l.id, 'net', { net: v })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${name}: against`}
                        size="xs"
                        w={130}
                        searchable
                        clearable
                        limit={50}
                        readOnly={readOnly}
                        data={netOptions}
                        value={l.reference}
                        onChange={(v) => patch(l.id, 'reference', { reference: v })}
                      />
                    </Table.Td>
                    {l.quantity === 'check' ? (
                      <Table.Td colSpan={3}>
                        <TextInput
                          aria-label={`${name}: expected`}
                          size="xs"
                          placeholder="What passes"
                          value={l.expected ?? ''}
                          readOnly={readOnly}
                          maxLength={500}
                          onChange={(e) =>
                            patch(l.id, 'expected', { expected: e.currentTarget.value || null })
                          }
                        />
                      </Table.Td>
                    ) : (
                      (['nominal', 'min', 'max'] as const).map((k) => (
                        <Table.Td key={k}>
                          <NumberField
                            label={`${name}: ${k === 'min' ? 'minimum' : k === 'max' ? 'maximum' : 'nominal'}`}
                            value={l[k]}
                            unit={unit}
                            readOnly={readOnly}
                            onChange={(v) => patch(l.id, k, { [k]: v })}
                          />
                        </Table.Td>
                      ))
                    )}
                    <Table.Td>
                      <Tooltip label={l.reason} multiline maw={320}>
                        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                          {describeLimit(l)}
                        </Text>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>
                      {!readOnly && (
                        <ActionIcon
                          variant="subtle"
                          color="negative"
                          aria-label={`Remove ${name}`}
                          onClick={() => edit({ type: 'remove-limit', stepId: step.id, limitId: l.id })}
                        >
                          <IconTrash size={14} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {step.limits.length === 0 && (
        <Text size="xs" c="dimmed">
          No limit or check yet.
        </Text>
      )}
      {!readOnly && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            size="xs"
            label="New measurement"
            placeholder="e.g. VBUS to GND"
            value={label}
            maxLength={500}
            onChange={(e) => setLabel(e.currentTarget.value)}
          />
          <Select
            size="xs"
            label="Quantity"
            w={170}
            allowDeselect={false}
            data={QUANTITIES}
            value={quantity}
            onChange={(v) => v && setQuantity(v as Quantity)}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={!label.trim()}
            onClick={() => {
              edit({ type: 'add-limit', stepId: step.id, label: label.trim(), quantity });
              setLabel('');
            }}
          >
            Add limit
          </Button>
        </Group>
      )}
    </Stack>
  );
}
