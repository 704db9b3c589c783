import { countryName, taxIdKinds } from '@studio/api';

/** What the VAT/tax ID field says it takes, for the chosen country. */
export function taxIdHint(countryCode: string): string {
  const kinds = taxIdKinds(countryCode || null);
  if (!countryCode) return 'With its country prefix, e.g. DE123456789 (or choose the country first).';
  const country = countryName(countryCode);
  const list = kinds.join(' or ');
  return kinds.length > 0
    ? `For ${country}: ${list}${list.endsWith('.') ? '' : '.'}`
    : `For ${country}: the tax ID as its tax office writes it.`;
}
