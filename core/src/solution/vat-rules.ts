import type { MoneyAmount } from './money';

/**
 * VAT on a quote (issue 29, decision 0063, docs/quotes-and-tax.md): which rule applies to a sale of
 * goods (a fixture, shipped) from the shop to a buyer, by their countries and whether their VAT IDs
 * are valid, and what it adds. Sources: Council Directive 2006/112/EC (the VAT Directive) — Art. 138
 * (intra-Community supply exempt), Art. 146 (exports exempt), Art. 33 (distance sales taxed where the
 * goods arrive), Art. 226(11)/(11a) (the invoice's mention); the standard rates from the European
 * Commission's "VAT rates applied in the Member States of the European Union" with the 2024–2025
 * changes (FI 25.5 % from 2024-09-01, SK 23 % from 2025-01-01, EE 24 % from 2025-07-01, RO 21 % from
 * 2025-08-01). Reduced rates do not apply to test fixtures. Pure.
 */

/** Standard VAT rates of the EU member states, in basis points (1 % = 100). */
export const EU_STANDARD_VAT_BP: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

export const isEuMember = (country: string | null | undefined): boolean =>
  !!country && country.toUpperCase() in EU_STANDARD_VAT_BP;

export interface TaxParty {
  /** ISO 3166-1 alpha-2 (the address the goods go to for the buyer; where the shop is registered for the seller). */
  country: string | null;
  /** A VAT ID that passed the format and check-digit test for that country (not a VIES lookup). */
  vatIdValid: boolean;
}

export type TaxKind = 'domestic' | 'intra-eu-reverse-charge' | 'eu-distance-sale' | 'export' | 'not-applied';

export interface TaxTreatment {
  kind: TaxKind;
  /** The rate charged, basis points (0 for exempt supplies). */
  rateBp: number;
  /** The country whose VAT is charged (null when none is). */
  country: string | null;
  /** What the quote says under the tax line (the legal mention where one is required). */
  note: string;
}

const pct = (bp: number) => `${bp % 100 === 0 ? bp / 100 : (bp / 100).toFixed(1)} %`;

/** Which VAT rule applies to goods the seller ships to the buyer (see the file's comment for sources). */
export function taxTreatment(seller: TaxParty, buyer: TaxParty): TaxTreatment {
  const s = seller.country?.toUpperCase() ?? null;
  const b = buyer.country?.toUpperCase() ?? null;
  if (!s || !isEuMember(s))
    return {
      kind: 'not-applied',
      rateBp: 0,
      country: null,
      note: s
        ? `No VAT calculated: the shop is registered in ${s}, outside the EU rules Studio applies; taxes are stated separately if due.`
        : 'No VAT calculated: the shop has not set its country.',
    };
  if (!b)
    return {
      kind: 'not-applied',
      rateBp: 0,
      country: null,
      note: 'No VAT calculated: the delivery address has no country.',
    };
  if (b === s)
    return {
      kind: 'domestic',
      rateBp: EU_STANDARD_VAT_BP[s]!,
      country: s,
      note: `${s} VAT at the standard rate of ${pct(EU_STANDARD_VAT_BP[s]!)}.`,
    };
  if (!isEuMember(b))
    return {
      kind: 'export',
      rateBp: 0,
      country: null,
      note: 'Export of goods outside the EU: VAT exempt (Article 146 of Directive 2006/112/EC). Import duties and taxes at destination are not included.',
    };
  if (buyer.vatIdValid && seller.vatIdValid)
    return {
      kind: 'intra-eu-reverse-charge',
      rateBp: 0,
      country: null,
      note: 'Intra-Community supply of goods, VAT exempt (Article 138 of Directive 2006/112/EC). Reverse charge: the buyer accounts for the VAT on the acquisition (Article 226(11a)).',
    };
  return {
    kind: 'eu-distance-sale',
    rateBp: EU_STANDARD_VAT_BP[b]!,
    country: b,
    note: `${b} VAT at ${pct(EU_STANDARD_VAT_BP[b]!)}: the buyer has no valid VAT ID, so the supply is taxed where the goods arrive (Article 33 of Directive 2006/112/EC, declared through the OSS).`,
  };
}

/** The tax on net amounts (per currency, rounded half away from zero to the cent). */
export function taxOn(net: MoneyAmount[], rateBp: number): MoneyAmount[] {
  return net.map((a) => ({
    currency: a.currency,
    cents: Math.sign(a.cents) * Math.round((Math.abs(a.cents) * rateBp) / 10000),
  }));
}

/** "Q-000123", or "Q-000123 rev 2" from the second revision on. */
export function quoteLabel(number: number, revision: number): string {
  const n = `Q-${String(number).padStart(6, '0')}`;
  return revision > 1 ? `${n} rev ${revision}` : n;
}
