import { z } from 'zod';
import { checkPostcodeAndPhone, postalAddressShape } from './address-input';
import { checkTaxId } from './tax-id';

/**
 * The fixture shop's settings (issue 29, decisions 0063 and 0067): who sells on quotes, its terms,
 * what ordering asks of a buyer, and its logo.
 *
 * | Method | Path | Access | Body → Answer |
 * |---|---|---|---|
 * | GET | /staff/shop-settings | staff | `ShopSettings` (the defaults while never saved: `saved: false`) |
 * | PUT | /staff/shop-settings | staff | `ShopSettingsInput` → `ShopSettings` |
 * | PUT | /staff/shop-settings/logo | staff | the image's bytes (`image/png` or `image/jpeg`, at most `SHOP_LOGO_MAX_BYTES`) → `ShopSettings` |
 * | DELETE | /staff/shop-settings/logo | staff | → `ShopSettings` without a logo (quotes issued with it keep it) |
 * | GET | /staff/shop-settings/logo | staff | the current logo's bytes (404 without one) |
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

/** The logo's formats: raster only — pdfkit embeds PNG and JPEG, not SVG (decision 0067). */
export const SHOP_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const SHOP_LOGO_MAX_BYTES = 1024 * 1024;
/** Larger pictures are refused before they are decoded (a small PNG can inflate to gigabytes). */
export const SHOP_LOGO_MAX_PIXELS = 2000;

/** Where the seller is: the postal fields of an address, checked against its country. */
export const ShopAddress = z.object(postalAddressShape).superRefine(checkPostcodeAndPhone);
export type ShopAddress = z.input<typeof ShopAddress>;

/**
 * The seller as quotes print it. The VAT/tax ID is checked against the address's country, as the
 * company form checks it (checkTaxId: format and check digits); the server saves its canonical form.
 */
export const ShopSeller = z
  .object({
    legalName: z
      .string()
      .trim()
      .min(1, 'Legal name is required')
      .max(200, 'Legal name must be at most 200 characters'),
    address: ShopAddress,
    vatId: z.string().trim().max(32, 'VAT/tax ID must be at most 32 characters').default(''),
  })
  .superRefine((s, ctx) => {
    const check = checkTaxId(s.vatId, s.address.countryCode || null);
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['vatId'], message: check.message });
  });
export type ShopSeller = z.input<typeof ShopSeller>;

export const ShopSettingsInput = z.object({
  /** Who sells on quotes: legal name, address, VAT ID. Null: not named yet (quotes are refused). */
  seller: ShopSeller.nullable().default(null),
  /**
   * Before the shop settings had their own seller (decision 0063): a company of the instance whose
   * name, first billing address and VAT ID sell. Used only while `seller` is null.
   */
  companyId: z.string().trim().min(1, 'Choose the shop’s company').nullable().default(null),
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
  /** On unless the shop turns it off: a purchasing department files orders by PO (decision 0067). */
  requirePoNumber: z.boolean().default(true),
  requireBuyerReference: z.boolean().default(false),
  /** How quotes print money (BCP 47 tag: en, de, fr…). */
  locale: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/, 'Locale must be a language tag such as en or de-AT')
    .default('en'),
});
export type ShopSettingsInput = z.input<typeof ShopSettingsInput>;

export const ShopLogo = z.object({
  sha256: z.string(),
  contentType: z.enum(SHOP_LOGO_TYPES),
  width: z.number(),
  height: z.number(),
  sizeBytes: z.number(),
});
export type ShopLogo = z.infer<typeof ShopLogo>;

export const ShopSettings = ShopSettingsInput.extend({
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** False while staff never saved the settings: the defaults apply. */
  saved: z.boolean(),
  logo: ShopLogo.nullable(),
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
