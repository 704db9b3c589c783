import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@studio/core';

export const STATUS_FILTERS = [
  { value: 'open', label: 'Open (not delivered or cancelled)' },
  { value: 'all', label: 'All statuses' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
];
export const HOLD_FILTERS = [
  { value: 'any', label: 'On hold or not' },
  { value: 'true', label: 'On hold' },
  { value: 'false', label: 'Not on hold' },
];

/** The status filter in the address bar: one of `STATUS_FILTERS`, `open` when absent or unknown. */
export function queueStatus(search: URLSearchParams): string {
  const asked = search.get('status');
  return STATUS_FILTERS.some((f) => f.value === asked) ? asked! : 'open';
}

/** The queue's API query from the address bar (`?status=&hold=&q=`). */
export function queueQuery(search: URLSearchParams): string {
  const q = new URLSearchParams();
  const status = queueStatus(search);
  if (status !== 'all') q.set('status', status);
  const hold = search.get('hold');
  if (hold === 'true' || hold === 'false') q.set('onHold', hold);
  const words = search.get('q')?.trim();
  if (words) q.set('q', words.slice(0, 100));
  return q.toString();
}
