import { entityValidators, euVat, stdnum, type Validator } from 'stdnum';
import { countryName } from './countries';

/**
 * A company's VAT or tax ID checked against its country's formats and check digits. The formats and
 * checksums are stdnum's (a port of python-stdnum, MIT): EU VAT numbers as VIES knows them, and the
 * company identifiers of about 75 other countries (US EIN, GB VAT, CH UID/MWST, NO MVA, CA BN, AU
 * ABN, CN USCC, JP corporate number, IN PAN, MX RFC, BR CNPJ…). Decision 0058 and
 * docs/formats/tax-ids.md.
 */
export type TaxIdCheck = { ok: true; value: string; kind: string | null } | { ok: false; message: string };

/**
 * The VAT prefixes of VIES (ec.europa.eu/taxation_customs/vies): the ISO code of each EU member state,
 * except Greece (EL), plus XI for Northern Ireland's traders under the Windsor Framework.
 */
const VIES_PREFIX: Record<string, string> = {
  AT: 'AT',
  BE: 'BE',
  BG: 'BG',
  CY: 'CY',
  CZ: 'CZ',
  DE: 'DE',
  DK: 'DK',
  EE: 'EE',
  GR: 'EL',
  ES: 'ES',
  FI: 'FI',
  FR: 'FR',
  HR: 'HR',
  HU: 'HU',
  IE: 'IE',
  IT: 'IT',
  LT: 'LT',
  LU: 'LU',
  LV: 'LV',
  MT: 'MT',
  NL: 'NL',
  PL: 'PL',
  PT: 'PT',
  RO: 'RO',
  SE: 'SE',
  SI: 'SI',
  SK: 'SK',
};

/** VAT prefix → the country whose validators read it (GB numbers written with XI are GB's). */
const PREFIX_COUNTRY: Record<string, string> = {
  ...Object.fromEntries(Object.entries(VIES_PREFIX).map(([country, prefix]) => [prefix, country])),
  XI: 'GB',
  GB: 'GB',
};

/** The VAT validators of a country (EU members as VIES, and the UK's). */
function vatValidators(country: string): Validator[] {
  const gb = stdnum.GB?.vat;
  return country === 'GB' ? (gb ? [gb] : []) : (euVat[country] ?? []);
}

const abbreviation = (v: Validator) => v.abbreviation?.trim() || null;
const describe = (v: Validator) => (abbreviation(v) ? `${v.name} (${abbreviation(v)})` : v.name);
const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message.replace(/\.$/, '').replace(/^The /, 'the ') : 'the format is wrong';

/** The value as stored: a VAT number with its VIES prefix and no spaces, any other ID formatted. */
function canonical(v: Validator, input: string, compact: string, country: string, prefix: string | null) {
  if (!vatValidators(country).includes(v)) return v.format(input);
  if (country === 'GB') return `${prefix === 'XI' ? 'XI' : 'GB'}${compact}`;
  const vies = VIES_PREFIX[country];
  return vies ? `${vies}${compact}` : v.format(input);
}

/**
 * Checks `input` as the VAT or tax ID of a company in `country` (ISO 3166-1 alpha-2; null when the
 * company has not said). A number written with a VAT prefix (DE…, EL…, XI…) is read as that country's
 * VAT number and must belong to `country` when one is given; without a prefix, any of the country's
 * company identifiers is accepted. A country whose formats are not known accepts any identifier that
 * has a digit in it. An empty input is "no ID".
 */
export function checkTaxId(input: string, country: string | null): TaxIdCheck {
  const value = input.trim().toUpperCase();
  if (value === '') return { ok: true, value: '', kind: null };
  const prefix = /^[A-Z]{2}/.test(value) ? value.slice(0, 2) : null;
  const prefixCountry = prefix ? (PREFIX_COUNTRY[prefix] ?? null) : null;

  // Why the number is not a valid VAT number of the country its prefix names (the likeliest reading).
  let vatRefusal: { validator: Validator; error: unknown } | null = null;
  if (prefixCountry) {
    for (const v of vatValidators(prefixCountry)) {
      const result = v.validate(prefix === 'XI' ? value.slice(2) : value);
      if (!result.isValid) {
        vatRefusal ??= { validator: v, error: result.error };
        continue;
      }
      if (country && country !== prefixCountry)
        return {
          ok: false,
          message: `${prefix} is the VAT prefix of ${countryName(prefixCountry)}, but the company's country is ${countryName(country)}`,
        };
      return {
        ok: true,
        value: canonical(v, value, result.compact, prefixCountry, prefix),
        kind: describe(v),
      };
    }
  }

  const target = country ?? prefixCountry;
  if (!target)
    return {
      ok: false,
      message: "Choose the company's country, or write the VAT ID with its country prefix (e.g. DE123456789)",
    };
  const validators = entityValidators[target] ?? [];
  if (validators.length === 0) {
    return /\d/.test(value) && /^[A-Z0-9][A-Z0-9 .\-/]{1,31}$/.test(value)
      ? { ok: true, value, kind: null }
      : { ok: false, message: `"${input.trim()}" does not look like a tax ID (letters, digits, - . /)` };
  }
  let reason: unknown = null;
  for (const v of validators) {
    const result = v.validate(value);
    if (result.isValid)
      return { ok: true, value: canonical(v, value, result.compact, target, prefix), kind: describe(v) };
    reason ??= result.error;
  }
  if (vatRefusal && prefixCountry === target)
    return {
      ok: false,
      message: `"${input.trim()}" is not a valid ${describe(vatRefusal.validator)}: ${reasonOf(vatRefusal.error)}`,
    };
  const names = validators.map((v) => abbreviation(v) ?? v.name).join(' or ');
  return {
    ok: false,
    message: `"${input.trim()}" is not a valid ${names} for ${countryName(target)}: ${reasonOf(reason)}`,
  };
}

/** The kinds of ID a company of `country` may give, for the form's hint ("USt ID Nr. or St.-Nr."). */
export function taxIdKinds(country: string | null): string[] {
  if (!country) return [];
  return (entityValidators[country] ?? []).map((v) => abbreviation(v) ?? v.name);
}
