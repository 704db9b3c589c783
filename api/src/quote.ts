import { z } from 'zod';
import { Address } from './address';

/**
 * Quotes as documents and the shop's terms (issue 29, decision 0063, docs/quotes-and-tax.md).
 *
 * | Method | Path | Access | Body → Answer |
 * |---|---|---|---|
 * | POST | /test-solutions/:id/quotes | editor | → 201 `Quote` (a new number or revision), 200 the current one when nothing changed; 409 when the shop has no seller identity |
 * | GET | /test-solutions/:id/quotes | member | `Quote[]`, newest revision first |
 * | GET | /quotes/:id | member (or staff) | `Quote` |
 * | GET | /quotes/:id/quote.pdf | member (or staff) | the quote (PDF), from the frozen document |
 * | GET | /shop-terms | signed in | `ShopTerms`: what ordering asks for |
 *
 * The shop's settings (seller, terms, logo) are in shop-settings.ts.
 */

const Money = z.object({ currency: z.string(), cents: z.number() });

export const QuoteParty = z.object({
  legalName: z.string(),
  address: Address.nullable(),
  vatId: z.string().nullable(),
  vatIdValid: z.boolean(),
  countryCode: z.string().nullable(),
  website: z.string().nullable(),
});
export type QuoteParty = z.infer<typeof QuoteParty>;

export const QuoteLine = z.object({
  partNumber: z.string(),
  description: z.string(),
  group: z.string(),
  quantity: z.number(),
  unitCents: z.number().nullable(),
  currency: z.string().nullable(),
  extendedCents: z.number().nullable(),
});

export const Quote = z.object({
  id: z.string(),
  /** "Q-000123" or "Q-000123 rev 2". */
  label: z.string(),
  number: z.number(),
  revision: z.number(),
  solutionId: z.string().nullable(),
  issuedAt: z.string(),
  /** The last day the quote holds (YYYY-MM-DD). */
  validUntil: z.string(),
  seller: QuoteParty,
  buyer: QuoteParty,
  shipTo: Address.nullable(),
  title: z.string(),
  dutName: z.string(),
  testConfig: z.object({ name: z.string(), versionNumber: z.number() }),
  quantity: z.number(),
  lines: z.array(QuoteLine),
  net: z.array(Money),
  tax: z.object({
    kind: z.string(),
    /** Basis points (1 % = 100). */
    rateBp: z.number(),
    country: z.string().nullable(),
    note: z.string(),
    amounts: z.array(Money),
  }),
  totals: z.array(Money),
  paymentTerms: z.string(),
  /** "FCA Eindhoven (Incoterms 2020)". */
  incoterms: z.string(),
  leadTimeDays: z.number(),
  /** The ship date the lead time gives if ordered on the issue date (YYYY-MM-DD). */
  shipDate: z.string(),
  locale: z.string(),
  problems: z.array(z.string()),
  /** The shop's logo when the quote was issued (its sha256; absent on quotes issued before logos). */
  logoSha256: z.string().nullable().optional(),
});
export type Quote = z.infer<typeof Quote>;

/** What the buyer gives when ordering (issue 29): required as the shop's settings say. */
export const SubmitSolutionInput = z
  .object({
    poNumber: z.string().trim().max(100, 'PO number must be at most 100 characters').default(''),
    buyerReference: z.string().trim().max(200, 'Reference must be at most 200 characters').default(''),
  })
  .default({ poNumber: '', buyerReference: '' });
export type SubmitSolutionInput = z.input<typeof SubmitSolutionInput>;
