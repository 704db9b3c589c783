import { describe, expect, it } from 'vitest';
import {
  COUNTRY_OPTIONS,
  emptyAddress,
  newAddressCountry,
  filterCountries,
  guessCountry,
  validateAddress,
} from './address-validation';

const valid = {
  ...emptyAddress('shipping', 'DE'),
  recipient: 'Ada Lovelace',
  line1: 'Hauptstraße 1',
  city: 'Berlin',
  postalCode: '10115',
  phone: '+49 30 901820',
};

describe('validateAddress', () => {
  it('accepts a complete German address', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it('names every missing required field at once', () => {
    const errors = validateAddress({ ...valid, recipient: ' ', line1: '', city: '', postalCode: '' });
    expect(errors).toEqual({
      recipient: 'Recipient is required',
      line1: 'Address line 1 is required',
      city: 'City is required',
      postalCode: 'Postcode is required for DE',
    });
  });

  it('checks the postcode against the country', () => {
    expect(validateAddress({ ...valid, postalCode: '1234' }).postalCode).toBe(
      '"1234" is not a valid postcode for DE',
    );
    expect(validateAddress({ ...valid, countryCode: 'US', postalCode: '94105', phone: '' })).toEqual({});
    expect(
      validateAddress({ ...valid, countryCode: 'US', postalCode: '10115-ABC', phone: '' }).postalCode,
    ).toContain('not a valid postcode for US');
  });

  it('checks the phone number against the country', () => {
    expect(validateAddress({ ...valid, phone: '12' }).phone).toMatch(
      /^"12" is not a valid phone number for DE/,
    );
    expect(validateAddress({ ...valid, phone: '' })).toEqual({});
  });

  it('reports postcode and phone together with other problems', () => {
    const errors = validateAddress({ ...valid, recipient: '', postalCode: 'x', phone: 'abc' });
    expect(Object.keys(errors).sort()).toEqual(['phone', 'postalCode', 'recipient']);
  });

  it('asks for a country, and then says nothing about postcode or phone', () => {
    const errors = validateAddress({ ...valid, countryCode: '', phone: 'abc' });
    expect(errors).toEqual({ countryCode: 'Choose a country (ISO 3166-1 code, e.g. DE or US)' });
    expect(validateAddress({ ...valid, countryCode: 'XX' }).countryCode).toContain('Choose a country');
  });

  it('limits lengths with a message naming the field', () => {
    expect(validateAddress({ ...valid, label: 'x'.repeat(61) }).label).toBe(
      'Label must be at most 60 characters',
    );
  });
});

describe('country picker', () => {
  it('shows ISO code and name', () => {
    expect(COUNTRY_OPTIONS.find((o) => o.value === 'DE')?.label).toBe('DE — Germany');
  });

  it('finds countries by code first, then by name', () => {
    const found = filterCountries(COUNTRY_OPTIONS, 'de').map((o) => o.value);
    expect(found[0]).toBe('DE');
    expect(found).toContain('BD');
    expect(filterCountries(COUNTRY_OPTIONS, 'germ').map((o) => o.value)).toEqual(['DE']);
  });

  it('guesses the country from the browser language', () => {
    expect(guessCountry(['en-GB', 'en'])).toBe('GB');
    expect(guessCountry(['en'])).toBe('');
    expect(guessCountry(['xx-ZZ', 'de-AT'])).toBe('AT');
  });
});

describe('newAddressCountry', () => {
  const address = (countryCode: string, kind: 'shipping' | 'billing', isDefault: boolean) => ({
    countryCode,
    kind,
    isDefault,
  });

  it("starts in the company's country, whatever the browser says", () => {
    expect(newAddressCountry('DE', [address('FR', 'shipping', true)], 'shipping', 'US')).toBe('DE');
  });

  it("without one, in the country of the company's addresses: the default of the same kind first", () => {
    const addresses = [
      address('FR', 'shipping', false),
      address('AT', 'billing', true),
      address('CH', 'shipping', true),
    ];
    expect(newAddressCountry(null, addresses, 'shipping', 'US')).toBe('CH');
    expect(newAddressCountry(null, addresses, 'billing', 'US')).toBe('AT');
    expect(newAddressCountry(null, [address('FR', 'shipping', false)], 'billing', 'US')).toBe('FR');
  });

  it("falls back to the browser's country only when nothing else says", () => {
    expect(newAddressCountry(null, [], 'shipping', 'US')).toBe('US');
    expect(newAddressCountry('', [], 'shipping', '')).toBe('');
  });
});
