import { NumberInput, Stack, Text } from '@mantine/core';
import { SOLUTION_LIMITS } from '@studio/core';

/** Step 4: how many fixtures (each with the whole BOM; spares are per order). */
export function QuantityStep({ value, onChange }: { value: number; onChange(quantity: number): void }) {
  return (
    <Stack gap="xs" maw={320}>
      <NumberInput
        label="Fixtures"
        description={`1 to ${SOLUTION_LIMITS.maxQuantity} per order; each has the whole bill of materials.`}
        min={1}
        max={SOLUTION_LIMITS.maxQuantity}
        value={value}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        onChange={(v) => onChange(typeof v === 'number' && v >= 1 ? v : 1)}
      />
      <Text size="xs" c="dimmed">
        Parts the stock does not cover for this many set the lead time (see the price).
      </Text>
    </Stack>
  );
}
