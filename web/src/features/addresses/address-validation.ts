import { type Address, AddressInput, type AddressKind, COUNTRIES, isCountryCode } from '@studio/api';

/** The form's values: every text field a string, as the inputs hold them. */
export interface AddressFormValues {
  kind: AddressKind;
  label: string;
  recipient: string;
  companyName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  countryCode: string;
  phone: string;
  isDefault: boolean;
}

export type AddressField = keyof AddressFormValues;

/**
 * Checks the form with the same schema the server uses (`AddressInput`), returning one message per
 * invalid field — all of them at once. Postcode and phone are checked against the country; while
 * no valid country is chosen those checks say nothing (the country field carries the message).
 */
export function validateAddress(values: AddressFormValues): Partial<Record<AddressField, string>> {
  const parsed = AddressInput.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  if (errors.countryCode) {
    delete errors.postalCode;
    delete errors.phone;
  }
  return errors;
}

/** The country of the browser's language (en-GB → GB), when it is a real country code. */
export function guessCountry(languages: readonly string[] = navigator.languages ?? []): string {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase();
    if (region && isCountryCode(region)) return region;
  }
  return '';
}

/**
 * The country a new address starts in: the company's own, else that of its addresses (a default one
 * of the same kind first), else the browser's; never a fixed one.
 */
export function newAddressCountry(
  companyCountry: string | null,
  addresses: readonly Pick<Address, 'countryCode' | 'kind' | 'isDefault'>[],
  kind: AddressKind,
  browserCountry = guessCountry(),
): string {
  if (companyCountry && isCountryCode(companyCountry)) return companyCountry;
  const ranked = [...addresses].sort(
    (a, b) =>
      Number(b.kind === kind && b.isDefault) - Number(a.kind === kind && a.isDefault) ||
      Number(b.isDefault) - Number(a.isDefault),
  );
  return ranked.find((a) => isCountryCode(a.countryCode))?.countryCode ?? browserCountry;
}

export function emptyAddress(kind: AddressKind, countryCode = guessCountry()): AddressFormValues {
  return {
    kind,
    label: '',
    recipient: '',
    companyName: '',
    line1: '',
    line2: '',
    city: '',
    region: '',
    postalCode: '',
    countryCode,
    phone: '',
    isDefault: false,
  };
}

export function toFormValues(address: Address): AddressFormValues {
  const { id: _id, createdAt: _c, updatedAt: _u, ...values } = address;
  return { ...values, kind: values.kind };
}

/** Picker options: "DE — Germany", searchable by code or name. */
export const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));

/** Code matches first (typing "DE" finds Germany before Bangladesh), then name matches. */
export function filterCountries<T extends { value: string; label: string }>(
  options: readonly T[],
  search: string,
): T[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...options];
  const byCode = options.filter((o) => o.value.toLowerCase().startsWith(q));
  const byName = options.filter((o) => !byCode.includes(o) && o.label.toLowerCase().includes(q));
  return [...byCode, ...byName];
}
