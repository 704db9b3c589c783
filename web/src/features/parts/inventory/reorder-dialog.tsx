import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { ReorderPointInput, type StockLevel } from '@studio/api';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { describeError } from '../../../lib/describe-error';
import { useSetReorderPoint } from '../api/inventory-queries';

function ReorderForm({ level, onClose }: { level: StockLevel; onClose(): void }) {
  const save = useSetReorderPoint();
  const [value, setValue] = useState<number | string>(level.reorderPoint ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (reorderPoint: number | null) => {
    const parsed = ReorderPointInput.safeParse({
      partId: level.partId,
      locationId: level.locationId,
      reorderPoint,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the number');
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        notify({
          color: 'positive',
          message:
            saved.reorderPoint === null
              ? `No reorder point for ${saved.partNumber} at ${saved.locationCode}.`
              : `Reorder point of ${saved.partNumber} at ${saved.locationCode}: ${saved.reorderPoint}.`,
        });
        onClose();
      },
      onError: (e) => setError(describeError(e)),
    });
  };
  return (
    <form
      noValidate
      aria-label="Reorder point"
      onSubmit={(e) => {
        e.preventDefault();
        submit(value === '' ? null : Number(value));
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {level.partNumber} at {level.locationCode} is flagged low when its available stock (
          {level.available}) is at or below this number. Leave it blank for no reorder point.
        </Text>
        {error && (
          <Alert color="negative" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <NumberInput
          label="Reorder point"
          name="reorderPoint"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={value}
          onChange={setValue}
          error={error ? ' ' : undefined}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ReorderDialog({ level, onClose }: { level: StockLevel | null; onClose(): void }) {
  return (
    <AppDialog opened={level !== null} onClose={onClose} title="Reorder point">
      {level && <ReorderForm level={level} onClose={onClose} />}
    </AppDialog>
  );
}
