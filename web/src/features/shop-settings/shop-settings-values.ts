import { type ShopSettings, ShopSettingsInput } from '@studio/api';

/** The form's values: flat, every text a string, as the inputs hold them. */
export interface ShopSettingsValues {
  legalName: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  region: string;
  countryCode: string;
  phone: string;
  vatId: string;
  paymentTerms: string;
  incoterms: string;
  incotermsPlace: string;
  validityDays: number | string;
  requirePoNumber: boolean;
  requireBuyerReference: boolean;
  locale: string;
}

export type ShopSettingsField = keyof ShopSettingsValues;

export function toValues(s: ShopSettings): ShopSettingsValues {
  const a = s.seller?.address;
  return {
    legalName: s.seller?.legalName ?? '',
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    postalCode: a?.postalCode ?? '',
    city: a?.city ?? '',
    region: a?.region ?? '',
    countryCode: a?.countryCode ?? '',
    phone: a?.phone ?? '',
    vatId: s.seller?.vatId ?? '',
    paymentTerms: s.paymentTerms,
    incoterms: s.incoterms,
    incotermsPlace: s.incotermsPlace,
    validityDays: s.validityDays,
    requirePoNumber: s.requirePoNumber,
    requireBuyerReference: s.requireBuyerReference,
    locale: s.locale,
  };
}

/** The body of PUT /staff/shop-settings; a legacy seller company is kept as it was. */
export function toInput(v: ShopSettingsValues, companyId: string | null): ShopSettingsInput {
  return {
    seller: {
      legalName: v.legalName,
      address: {
        line1: v.line1,
        line2: v.line2,
        postalCode: v.postalCode,
        city: v.city,
        region: v.region,
        countryCode: v.countryCode,
        phone: v.phone,
      },
      vatId: v.vatId,
    },
    companyId,
    paymentTerms: v.paymentTerms,
    incoterms: v.incoterms as ShopSettingsInput['incoterms'],
    incotermsPlace: v.incotermsPlace,
    validityDays: typeof v.validityDays === 'number' ? v.validityDays : Number.NaN,
    requirePoNumber: v.requirePoNumber,
    requireBuyerReference: v.requireBuyerReference,
    locale: v.locale,
  };
}

/** A path of the API's answer ("seller.address.postalCode") as the form's field ("postalCode"). */
export const fieldOf = (path: string): string => path.replace(/^seller\.(address\.)?/, '');

/** Maps the server's field errors onto the form's fields. */
export const formErrors = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [fieldOf(k), v]));

/**
 * Checks the form with the schema the server uses (`ShopSettingsInput`: the postcode and phone against
 * the country, the VAT/tax ID's format and check digits), one message per field, all at once. While
 * no valid country is chosen the postcode, phone and VAT checks say nothing (the country says it).
 */
export function validateShopSettings(v: ShopSettingsValues): Partial<Record<ShopSettingsField, string>> {
  const parsed = ShopSettingsInput.safeParse(toInput(v, null));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    const message =
      field === 'validityDays' && !Number.isFinite(v.validityDays as number)
        ? 'Validity is required'
        : issue.message;
    errors[field] ??= message;
  }
  if (errors.countryCode) {
    delete errors.postalCode;
    delete errors.phone;
    delete errors.vatId;
  }
  return errors;
}
