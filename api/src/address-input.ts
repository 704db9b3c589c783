import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { AddressKind } from './address';
import { isCountryCode } from './countries';

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/**
 * The postcode against the country's format (where one is known) and the phone number against the
 * country's numbering plan: the address form's and the shop's seller address's checks.
 */
export function checkPostcodeAndPhone(
  a: { postalCode: string; countryCode: string; phone: string },
  ctx: z.RefinementCtx,
): void {
  const needsPostcode = postcodeValidatorExistsForCountry(a.countryCode);
  if (needsPostcode && a.postalCode === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: `Postcode is required for ${a.countryCode}`,
    });
  } else if (needsPostcode && !postcodeValidator(a.postalCode, a.countryCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: `"${a.postalCode}" is not a valid postcode for ${a.countryCode}`,
    });
  }
  if (a.phone !== '' && !isValidPhoneNumber(a.phone, a.countryCode as CountryCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      message: `"${a.phone}" is not a valid phone number for ${a.countryCode}; include the area code, or +country code`,
    });
  }
}

/** The postal fields of an address (without who it is for): the address form's and the shop's. */
export const postalAddressShape = {
  line1: text('Address line 1', 120),
  line2: optionalText('Address line 2', 120),
  city: text('City', 80),
  region: optionalText('Region', 80),
  postalCode: z.string().trim().max(16, 'Postcode must be at most 16 characters').default(''),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'Choose a country (ISO 3166-1 code, e.g. DE or US)'),
  phone: z.string().trim().max(32, 'Phone must be at most 32 characters').default(''),
};

/**
 * An address as typed by the user. Country is an ISO 3166-1 alpha-2 code; the postcode is checked
 * against the country's format (where one is known) and the phone number against the country's
 * numbering plan (libphonenumber), so that the message names exactly what is wrong.
 */
export const AddressInput = z
  .object({
    kind: AddressKind,
    label: optionalText('Label', 60),
    recipient: text('Recipient', 100),
    companyName: optionalText('Company name', 100),
    ...postalAddressShape,
    isDefault: z.boolean().default(false),
  })
  .superRefine(checkPostcodeAndPhone);
export type AddressInput = z.input<typeof AddressInput>;
export type AddressData = z.output<typeof AddressInput>;
