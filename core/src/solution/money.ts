/**
 * Money as Studio shows it on the page, in the quote PDF and in mails: whole cents formatted the same
 * way everywhere (`EUR 1,234.50`), without the runtime's locale data, so that the browser and the
 * server print the same characters for the same amount.
 */
export function formatMoney(cents: number, currency: string): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${currency} ${whole}.${fraction}`;
}

/** An amount in one currency, in whole cents. */
export interface MoneyAmount {
  currency: string;
  cents: number;
}

/** Sums amounts per currency (nothing is converted), sorted by currency code. */
export function sumByCurrency(amounts: Iterable<MoneyAmount>): MoneyAmount[] {
  const sums = new Map<string, number>();
  for (const a of amounts) sums.set(a.currency, (sums.get(a.currency) ?? 0) + a.cents);
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, cents]) => ({ currency, cents }));
}

/** "EUR 1,234.50" or, for a price in several currencies, "EUR 1,000.00 + USD 20.00"; "—" for none. */
export function formatAmounts(amounts: MoneyAmount[]): string {
  return amounts.length === 0 ? '—' : amounts.map((a) => formatMoney(a.cents, a.currency)).join(' + ');
}
