import { Alert, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { DeliveryOrder } from '@studio/api';
import { ORDER_ACTION_RULES, type OrderAction, shipmentLines, shortWords } from '@studio/core';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { useOrderAction } from '../order-queries';

const INTRO: Record<OrderAction, string> = {
  confirm: 'The shop accepts the order: the customer is told it will be built.',
  'start-production': 'Machining, wiring and assembly start. The customer can no longer cancel.',
  ship: 'The fixture leaves the shop. Its reserved parts are taken out of stock.',
  deliver: 'The fixture has reached the customer.',
  cancel: 'The order stops here and its reserved parts go back to stock. This cannot be undone.',
  hold: 'The order waits for the customer (e.g. a design approval) until the hold is released.',
  release: 'The order moves on again.',
  note: 'A note on the order’s timeline, mailed to the company’s members.',
};

const NOTE_LABELS: Partial<Record<OrderAction, string>> = {
  hold: 'Reason (shown to the customer)',
  note: 'Note',
  cancel: 'Why (shown to the customer)',
};

/** Asks what an action needs (note, carrier, tracking number), then takes it (keyed by action: fresh fields each time). */
export function OrderActionDialog({
  order,
  action,
  onClose,
}: {
  order: DeliveryOrder;
  action: OrderAction | null;
  onClose(): void;
}) {
  const take = useOrderAction(order.id);
  const [note, setNote] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [partial, setPartial] = useState(false);
  const [promisedShipDate, setPromisedShipDate] = useState(order.promisedShipDate ?? order.estimatedShipDate);
  if (!action) return null;
  // What the next box would hold from the reservations as the page knows them (the server first
  // reserves stock received since, so it may pack more).
  const lines = shipmentLines(
    order.reservations.map((r) => ({
      partNumber: r.partNumber,
      need: r.need,
      shipped: r.consumed,
      reserved: r.reserved,
    })),
  );
  const short = lines.some((l) => l.backordered > 0);
  const rule = ORDER_ACTION_RULES[action];
  const fields = isApiError(take.error) ? (take.error.fields ?? {}) : {};
  const submit = () =>
    take.mutate(
      {
        action,
        note,
        carrier,
        trackingNumber,
        ...(action === 'ship' ? { partial } : {}),
        ...(action === 'confirm' && promisedShipDate ? { promisedShipDate } : {}),
      },
      {
        onSuccess: () => {
          notify({ color: 'positive', message: `${order.number}: ${rule.label.toLowerCase()} — done.` });
          onClose();
        },
      },
    );
  return (
    <AppDialog opened onClose={onClose} title={`${rule.label}: ${order.number}`}>
      <Stack gap="sm">
        <Text size="sm">{INTRO[action]}</Text>
        {action === 'confirm' && (
          <TextInput
            type="date"
            label="Promised ship date"
            description={`The lead time gives ${order.estimatedShipDate}; the customer sees the date you promise.`}
            value={promisedShipDate}
            onChange={(e) => setPromisedShipDate(e.currentTarget.value)}
            error={fields.promisedShipDate}
          />
        )}
        {action === 'ship' && short && (
          <Alert color="warning" variant="light" title="Parts are short">
            <Stack gap="xs">
              <Text size="sm">
                {shortWords(lines)}. A complete shipment is refused; stock received since it was reserved is
                taken first.
              </Text>
              <Checkbox
                label="Ship partially: pack what is reserved now and backorder the rest"
                checked={partial}
                onChange={(e) => setPartial(e.currentTarget.checked)}
              />
            </Stack>
          </Alert>
        )}
        {action === 'ship' && (
          <>
            <TextInput
              label="Carrier"
              required
              value={carrier}
              onChange={(e) => setCarrier(e.currentTarget.value)}
              error={fields.carrier}
              maxLength={100}
              data-autofocus
            />
            <TextInput
              label="Tracking number"
              required
              value={trackingNumber}
              onChange={(e) => setTrackingNumber(e.currentTarget.value)}
              error={fields.trackingNumber}
              maxLength={100}
            />
          </>
        )}
        <Textarea
          label={NOTE_LABELS[action] ?? 'Note (optional)'}
          required={rule.needs.includes('note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={fields.note}
          maxLength={2000}
          autosize
          minRows={2}
          data-autofocus={action !== 'ship' ? true : undefined}
        />
        {take.isError && !Object.keys(fields).length && (
          <Alert color="negative" variant="light" role="alert">
            {describeError(take.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button
            color={action === 'cancel' ? 'negative' : undefined}
            loading={take.isPending}
            onClick={submit}
          >
            {rule.label}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
