import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MOVEMENT_KINDS, type MovementKind } from '@studio/api';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { InsufficientStockError, useLocations, useRecordMovement } from '../api/inventory-queries';
import { usePhone } from '../list/use-phone';
import {
  describeShortage,
  emptyMovement,
  MOVEMENT_LABELS,
  type MovementFormValues,
  toMovementInput,
  validateMovement,
} from './movement-values';
import { PartPicker } from './part-picker';

export interface MovementPreset {
  partId?: string;
  partLabel?: string;
  locationId?: string;
  kind?: MovementKind;
}

function MovementForm({ preset, onClose }: { preset: MovementPreset; onClose(): void }) {
  const locations = useLocations();
  const record = useRecordMovement();
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const form = useForm<MovementFormValues>({
    initialValues: emptyMovement(preset.partId, preset.locationId, preset.kind),
    validate: validateMovement,
    validateInputOnBlur: true,
  });
  const kind = form.values.kind;
  const locationCode = (id: string) => locations.data?.find((l) => l.id === id)?.code ?? '';

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    record.mutate(toMovementInput(values) as never, {
      onSuccess: (m) => {
        notify({
          color: 'positive',
          message: `${MOVEMENT_LABELS[m.kind].label} of ${m.quantity} × ${m.partNumber} at ${m.locationCode} recorded: ${m.after.available} available.`,
        });
        onClose();
      },
      onError: (error) => {
        if (error instanceof InsufficientStockError) {
          setRefusal({
            title: 'Refused: not enough stock',
            text: describeShortage(
              values.kind,
              error.stock,
              locationCode(values.locationId),
              values.fromReservation,
            ),
          });
          form.setFieldError(
            'quantity',
            `At most ${values.kind === 'release' ? error.stock.reserved : error.stock.available}`,
          );
          return;
        }
        if (error instanceof ApiError) form.setErrors(error.fields);
        setRefusal({ title: 'Not recorded', text: describeError(error) });
      },
    });
  });

  const activeLocations = (locations.data ?? []).filter((l) => l.active || l.id === form.values.locationId);
  return (
    <form onSubmit={submit} noValidate aria-label="Stock movement">
      <Stack gap="md">
        <Stack gap={4}>
          <SegmentedControl
            aria-label="Movement"
            fullWidth
            size="xs"
            data={MOVEMENT_KINDS.map((k) => ({ value: k, label: MOVEMENT_LABELS[k].label }))}
            value={kind}
            onChange={(v) => {
              form.setFieldValue('kind', v as MovementKind);
              setRefusal(null);
              form.clearErrors();
            }}
            style={{ overflowX: 'auto' }}
          />
          <Text size="xs" c="dimmed">
            {MOVEMENT_LABELS[kind].help}
          </Text>
        </Stack>
        {refusal && (
          <Alert
            color="negative"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title={refusal.title}
          >
            {refusal.text}
          </Alert>
        )}
        <PartPicker
          name="partId"
          value={form.values.partId}
          onChange={(id) => form.setFieldValue('partId', id)}
          initialLabel={preset.partLabel}
          error={form.errors.partId}
        />
        <Group grow align="flex-start" gap="sm">
          <Select
            label="Location"
            required
            name="locationId"
            placeholder={locations.isPending ? 'Loading…' : 'Choose'}
            data={activeLocations.map((l) => ({ value: l.id, label: `${l.code} — ${l.name}` }))}
            nothingFoundMessage="No locations yet: add one under Locations"
            value={form.values.locationId || null}
            onChange={(v) => form.setFieldValue('locationId', v ?? '')}
            error={form.errors.locationId}
            allowDeselect={false}
          />
          <NumberInput
            label="Quantity"
            required
            name="quantity"
            allowDecimal={false}
            allowNegative={kind === 'adjustment'}
            hideControls
            thousandSeparator=","
            description={kind === 'adjustment' ? 'Negative removes' : undefined}
            {...form.getInputProps('quantity')}
          />
        </Group>
        {kind === 'consumption' && (
          <Switch
            label="From reserved stock"
            description="Off: consume stock that was never reserved."
            {...form.getInputProps('fromReservation', { type: 'checkbox' })}
          />
        )}
        <Textarea
          label="Reason"
          required={kind === 'adjustment'}
          name="reason"
          autosize
          minRows={2}
          placeholder={kind === 'adjustment' ? 'e.g. Stock take: 3 found damaged' : 'Optional'}
          {...form.getInputProps('reason')}
        />
        <TextInput
          label="Reference"
          name="reference"
          placeholder="e.g. purchase order PO-2026-114"
          {...form.getInputProps('reference')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            {MOVEMENT_LABELS[kind].verb}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Record a movement in the ledger: receipt, reservation, release, consumption or adjustment. */
export function MovementDialog({ preset, onClose }: { preset: MovementPreset | null; onClose(): void }) {
  const phone = usePhone();
  return (
    <AppDialog
      fullScreen={phone}
      opened={preset !== null}
      onClose={onClose}
      title="Record a stock movement"
      size="lg"
    >
      {preset && <MovementForm preset={preset} onClose={onClose} />}
    </AppDialog>
  );
}
