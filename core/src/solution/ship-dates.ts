/**
 * Dates of an order (issue 29): the estimated ship date is the lead time in working days (Monday to
 * Friday, UTC; public holidays are not known) counted from the day after `from`.
 */
export function addWorkingDays(from: Date, days: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = Math.max(0, Math.ceil(days));
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}
