import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@studio/core';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All recent orders' },
  { value: 'open', label: 'Open (not delivered or cancelled)' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
];
export const HOLD_FILTERS = [
  { value: 'any', label: 'On hold or not' },
  { value: 'true', label: 'On hold' },
  { value: 'false', label: 'Not on hold' },
];
export const ATTENTION_FILTERS = [
  { value: 'any', label: 'Every order' },
  { value: 'late', label: 'Late (past its ship date)' },
  { value: 'short', label: 'Short of stock' },
];

/**
 * The status filter in the address bar: one of `STATUS_FILTERS`; every recent order (delivered ones
 * too) when absent or unknown (issue 29: the list never hides orders by default).
 */
export function queueStatus(search: URLSearchParams): string {
  const asked = search.get('status');
  return STATUS_FILTERS.some((f) => f.value === asked) ? asked! : 'all';
}

/** The queue's API query from the address bar (`?status=&hold=&attention=&q=`). */
export function queueQuery(search: URLSearchParams): string {
  const q = new URLSearchParams();
  const status = queueStatus(search);
  if (status !== 'all') q.set('status', status);
  const hold = search.get('hold');
  if (hold === 'true' || hold === 'false') q.set('onHold', hold);
  const attention = search.get('attention');
  if (attention === 'late') q.set('late', 'true');
  if (attention === 'short') q.set('short', 'true');
  const words = search.get('q')?.trim();
  if (words) q.set('q', words.slice(0, 100));
  return q.toString();
}
