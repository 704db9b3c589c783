import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';

/** Asks for the current a high-power point carries (A); the engine adds probes by class rating. */
export function HighPowerDialog({
  name,
  currentA,
  onSave,
  onClose,
}: {
  /** The point's name; null = closed. */
  name: string | null;
  currentA: number | undefined;
  onSave(currentA: number | null): void;
  onClose(): void;
}) {
  const [value, setValue] = useState<string | number>(currentA ?? '');
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over whenever another point's dialog opens.
  useEffect(() => {
    setValue(currentA ?? '');
    setError(null);
  }, [currentA, name]);
  const save = () => {
    const n = typeof value === 'number' ? value : Number.parseFloat(value);
    if (!(n > 0) || n > 1000) return setError('Enter the current in A: more than 0, at most 1000.');
    onSave(n);
  };
  return (
    <AppDialog opened={name !== null} onClose={onClose} title={`High power: ${name ?? ''}`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The fixture gets as many probes on this point as its current needs (by the probe class’s rating).
        </Text>
        <NumberInput
          label="Current"
          suffix=" A"
          min={0}
          max={1000}
          decimalScale={2}
          value={value}
          onChange={setValue}
          error={error}
          data-autofocus
        />
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="negative"
            disabled={currentA === undefined}
            onClick={() => onSave(null)}
          >
            Not high power
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save}>Save</Button>
          </Group>
        </Group>
      </Stack>
    </AppDialog>
  );
}
