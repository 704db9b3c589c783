/**
 * Digit grouping and decimal mark per language (the primary subtag of a BCP 47 tag): English and the
 * default `1,234.50`; German, Dutch, Italian, Spanish, Portuguese, Danish `1.234,50`; French, Swedish,
 * Finnish, Norwegian, Polish, Czech `1 234,50` (a plain space, which every PDF font has).
 */
const SEPARATORS: Record<string, [group: string, decimal: string]> = {
  en: [',', '.'],
  de: ['.', ','],
  nl: ['.', ','],
  it: ['.', ','],
  es: ['.', ','],
  pt: ['.', ','],
  da: ['.', ','],
  fr: [' ', ','],
  sv: [' ', ','],
  fi: [' ', ','],
  nb: [' ', ','],
  pl: [' ', ','],
  cs: [' ', ','],
};

/** The separators of a locale tag (`de-AT` → German's); English for unknown or missing tags. */
export function moneySeparators(locale?: string | null): [string, string] {
  const lang = (locale ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
  return SEPARATORS[lang] ?? SEPARATORS.en!;
}

/**
 * Money as Studio shows it on the page, in the quote PDF and in mails: whole cents with the currency
 * code first (`EUR 1,234.50`; `EUR 1.234,50` for `de`), from its own table rather than the runtime's
 * locale data, so that the browser and the server print the same characters for the same amount.
 */
export function formatMoney(cents: number, currency: string, locale?: string | null): string {
  const [group, decimal] = moneySeparators(locale);
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${currency} ${whole}${decimal}${fraction}`;
}

/** A unit price given in currency units (the catalog's `unitPrice`) as money, via whole cents. */
export function formatUnitPrice(units: number, currency: string, locale?: string | null): string {
  return formatMoney(Math.round(units * 100), currency, locale);
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
export function formatAmounts(amounts: MoneyAmount[], locale?: string | null): string {
  return amounts.length === 0
    ? '—'
    : amounts.map((a) => formatMoney(a.cents, a.currency, locale)).join(' + ');
}
