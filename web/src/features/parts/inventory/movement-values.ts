import { type InsufficientStock, MovementInput, type MovementKind } from '@studio/api';

export interface MovementFormValues {
  kind: MovementKind;
  partId: string;
  locationId: string;
  quantity: number | string;
  reason: string;
  reference: string;
  fromReservation: boolean;
}

export const MOVEMENT_LABELS: Record<MovementKind, { label: string; verb: string; help: string }> = {
  receipt: { label: 'Receipt', verb: 'Receive', help: 'Goods arrived: on hand goes up.' },
  reservation: {
    label: 'Reservation',
    verb: 'Reserve',
    help: 'Set stock aside for an order: available goes down.',
  },
  release: { label: 'Release', verb: 'Release', help: 'Give reserved stock back: available goes up.' },
  consumption: { label: 'Consumption', verb: 'Consume', help: 'Stock used or shipped: on hand goes down.' },
  adjustment: {
    label: 'Adjustment',
    verb: 'Adjust',
    help: 'Correct the count after a stock take or loss: + adds, − removes. Say why.',
  },
};

export const emptyMovement = (
  partId = '',
  locationId = '',
  kind: MovementKind = 'receipt',
): MovementFormValues => ({
  kind,
  partId,
  locationId,
  quantity: '',
  reason: '',
  reference: '',
  fromReservation: true,
});

export function toMovementInput(values: MovementFormValues): Record<string, unknown> {
  const q = values.quantity;
  const quantity = typeof q === 'number' ? q : q.trim() === '' ? undefined : Number(q);
  return { ...values, quantity };
}

/** The shared schema's messages, by field. */
export function validateMovement(values: MovementFormValues): Record<string, string> {
  const parsed = MovementInput.safeParse(toMovementInput(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

const n = (v: number) => v.toLocaleString('en-US');

/**
 * The server's refusal in plain words: what is there, what was asked, and that nothing changed.
 * Release and consumption from reservation are limited by what is reserved; the others by what is
 * available.
 */
export function describeShortage(
  kind: MovementKind,
  stock: InsufficientStock,
  locationCode: string,
  fromReservation = true,
): string {
  const where = locationCode ? ` at ${locationCode}` : '';
  const fromReserved = kind === 'release' || (kind === 'consumption' && fromReservation);
  const have = fromReserved ? `only ${n(stock.reserved)} reserved` : `only ${n(stock.available)} available`;
  const asked =
    kind === 'adjustment'
      ? `removing ${n(Math.abs(stock.requested))}`
      : `${MOVEMENT_LABELS[kind].label.toLowerCase()} of ${n(stock.requested)}`;
  return `Not enough stock${where}: ${have} (${n(stock.onHand)} on hand, ${n(stock.reserved)} reserved), so the ${asked} would take it below zero. Nothing was recorded.`;
}
