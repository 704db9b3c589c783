import { describe, expect, it } from 'vitest';
import { checkTaxId, taxIdKinds } from './tax-id';

// Valid numbers are published examples with correct check digits (VIES test numbers and registers);
// each wrong one differs from a right one by its check digit or its length.
describe('checkTaxId', () => {
  it.each([
    // EU VAT numbers with their VIES prefix, with or without the company's country, any spacing.
    ['de 136 695 976', null, 'DE136695976'],
    ['DE136695976', 'DE', 'DE136695976'],
    ['136695976', 'DE', 'DE136695976'],
    ['ATU13585627', null, 'ATU13585627'],
    ['FR40303265045', 'FR', 'FR40303265045'],
    ['NL004495445B01', null, 'NL004495445B01'],
    // Greece's VIES prefix is EL, not GR.
    ['EL094259216', 'GR', 'EL094259216'],
    ['094259216', 'GR', 'EL094259216'],
    // The UK's VAT numbers, and Northern Ireland's XI ones (Windsor Framework).
    ['980 7806 84', 'GB', 'GB980780684'],
    ['XI980780684', 'GB', 'XI980780684'],
    // Other countries' company identifiers, formatted as their registers write them.
    ['12-3456789', 'US', '12-3456789'],
    ['123456789', 'US', '12-3456789'],
    ['CHE-107.787.577 MWST', 'CH', 'CHE-107.787.577 MWST'],
    ['CHE107787577', 'CH', 'CHE-107.787.577'],
    // A country whose formats are not known: any identifier with a digit.
    ['ABC-123', 'EG', 'ABC-123'],
    ['', null, ''],
    ['  ', 'DE', ''],
  ] as const)('accepts %j for %s as %j', (input, country, value) => {
    expect(checkTaxId(input, country)).toMatchObject({ ok: true, value });
  });

  it.each([
    [
      'XX1',
      null,
      "Choose the company's country, or write the VAT ID with its country prefix (e.g. DE123456789)",
    ],
    ['XX1', 'US', '"XX1" is not a valid EIN for United States of America: the number has an invalid length'],
    ['XX1', 'DE', '"XX1" is not a valid St.-Nr. or USt ID Nr. for Germany: the number has an invalid length'],
    [
      'DE136695977',
      'DE',
      '"DE136695977" is not a valid German VAT Number (USt ID Nr.): the number checksum or check digit is invalid',
    ],
    [
      'DE136695977',
      null,
      '"DE136695977" is not a valid German VAT Number (USt ID Nr.): the number checksum or check digit is invalid',
    ],
    ['DE136695976', 'FR', "DE is the VAT prefix of Germany, but the company's country is France"],
    ['EL094259216', 'CY', "EL is the VAT prefix of Greece, but the company's country is Cyprus"],
    ['ABC', 'EG', '"ABC" does not look like a tax ID (letters, digits, - . /)'],
  ] as const)('refuses %j for %s: %s', (input, country, message) => {
    expect(checkTaxId(input, country)).toEqual({ ok: false, message });
  });

  it('names the kind of ID it read', () => {
    expect(checkTaxId('12-3456789', 'US')).toMatchObject({
      kind: 'U.S. Employer Identification Number (EIN)',
    });
    expect(checkTaxId('DE136695976', null)).toMatchObject({ kind: 'German VAT Number (USt ID Nr.)' });
  });

  it("lists a country's kinds of ID for the form's hint", () => {
    expect(taxIdKinds('DE')).toEqual(['St.-Nr.', 'USt ID Nr.']);
    expect(taxIdKinds('US')).toEqual(['EIN']);
    expect(taxIdKinds(null)).toEqual([]);
    expect(taxIdKinds('EG')).toEqual([]);
  });
});
