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
 * | GET | /staff/shop-settings | staff | `ShopSettings` |
 * | PUT | /staff/shop-settings | staff | `ShopSettingsInput` → `ShopSettings` |
 */

/** Incoterms® 2020 rules (ICC): the delivery term a quote names, with its place. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;

export const ShopSettingsInput = z.object({
  /** The company that sells (the fixture shop's own company): its legal name, billing address, VAT ID. */
  companyId: z.string().trim().min(1, 'Choose the shop’s company').nullable(),
  paymentTerms: z.string().trim().min(1, 'Payment terms are required').max(200).default('30 days net'),
  incoterms: z.enum(INCOTERMS, { error: `Incoterms: one of ${INCOTERMS.join(', ')}` }).default('FCA'),
  /** The named place of the Incoterms rule (e.g. the shop's town). */
  incotermsPlace: z.string().trim().max(100).default(''),
  validityDays: z
    .number()
    .int('Validity must be whole days')
    .min(1, 'Validity must be at least 1 day')
    .max(365, 'Validity must be at most 365 days')
    .default(30),
  /** Off until the shop turns it on (an instance that never saved its settings asks for neither). */
  requirePoNumber: z.boolean().default(false),
  requireBuyerReference: z.boolean().default(false),
  /** How quotes print money (BCP 47 tag: en, de, fr…). */
  locale: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/, 'Locale must be a language tag such as en or de-AT')
    .default('en'),
});
export type ShopSettingsInput = z.input<typeof ShopSettingsInput>;

export const ShopSettings = ShopSettingsInput.extend({
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

/** What ordering asks of a buyer (the submit dialog). */
export const ShopTerms = z.object({
  requirePoNumber: z.boolean(),
  requireBuyerReference: z.boolean(),
  paymentTerms: z.string(),
  incoterms: z.string(),
});
export type ShopTerms = z.infer<typeof ShopTerms>;

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
