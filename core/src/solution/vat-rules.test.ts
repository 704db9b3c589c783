import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { quoteLabel, taxOn, taxTreatment } from './vat-rules';

// The VAT rules of a quote (issue 29, docs/quotes-and-tax.md), case by case.

const de = { country: 'DE', vatIdValid: true };

describe('taxTreatment', () => {
  it('charges the seller country’s VAT at home, whatever the buyer’s VAT ID', () => {
    expect(taxTreatment(de, { country: 'DE', vatIdValid: true })).toMatchObject({
      kind: 'domestic',
      rateBp: 1900,
      country: 'DE',
    });
    expect(taxTreatment(de, { country: 'de', vatIdValid: false }).kind).toBe('domestic');
    expect(
      taxTreatment({ country: 'FI', vatIdValid: true }, { country: 'FI', vatIdValid: true }),
    ).toMatchObject({
      rateBp: 2550,
      note: 'FI VAT at the standard rate of 25.5 %.',
    });
  });

  it('applies the reverse charge to EU B2B across borders only when both VAT IDs are valid', () => {
    const rc = taxTreatment(de, { country: 'NL', vatIdValid: true });
    expect(rc).toMatchObject({ kind: 'intra-eu-reverse-charge', rateBp: 0, country: null });
    expect(rc.note).toContain('Article 138');
    expect(rc.note).toContain('Reverse charge');
    // No valid buyer VAT ID (or none of the seller's): taxed where the goods arrive.
    expect(taxTreatment(de, { country: 'FR', vatIdValid: false })).toMatchObject({
      kind: 'eu-distance-sale',
      rateBp: 2000,
      country: 'FR',
    });
    expect(
      taxTreatment({ country: 'DE', vatIdValid: false }, { country: 'AT', vatIdValid: true }),
    ).toMatchObject({
      kind: 'eu-distance-sale',
      rateBp: 2000,
    });
  });

  it('zero-rates exports outside the EU (the UK, Switzerland, the US)', () => {
    for (const country of ['GB', 'CH', 'US', 'NO'])
      expect(taxTreatment(de, { country, vatIdValid: true })).toMatchObject({ kind: 'export', rateBp: 0 });
    expect(taxTreatment(de, { country: 'CH', vatIdValid: false }).note).toContain('Article 146');
  });

  it('calculates no VAT when the shop is outside the EU or has no country, and says so', () => {
    expect(
      taxTreatment({ country: 'US', vatIdValid: true }, { country: 'DE', vatIdValid: true }),
    ).toMatchObject({
      kind: 'not-applied',
      rateBp: 0,
    });
    expect(
      taxTreatment({ country: null, vatIdValid: false }, { country: 'DE', vatIdValid: true }).note,
    ).toContain('has not set its country');
    expect(taxTreatment(de, { country: null, vatIdValid: true }).kind).toBe('not-applied');
  });
});

describe('taxOn and money', () => {
  it('rounds the tax to the cent, half away from zero, per currency', () => {
    expect(taxOn([{ currency: 'EUR', cents: 690_000 }], 1900)).toEqual([{ currency: 'EUR', cents: 131_100 }]);
    expect(taxOn([{ currency: 'EUR', cents: 1 }], 2550)).toEqual([{ currency: 'EUR', cents: 0 }]);
    expect(taxOn([{ currency: 'EUR', cents: 2 }], 2500)).toEqual([{ currency: 'EUR', cents: 1 }]);
    expect(
      taxOn(
        [
          { currency: 'EUR', cents: 1000 },
          { currency: 'USD', cents: 333 },
        ],
        0,
      ),
    ).toEqual([
      { currency: 'EUR', cents: 0 },
      { currency: 'USD', cents: 0 },
    ]);
  });

  it('formats money per locale with the currency code, one way for every amount', () => {
    expect(formatMoney(690_000, 'EUR')).toBe('EUR 6,900.00');
    expect(formatMoney(1_380_000, 'EUR', 'en-GB')).toBe('EUR 13,800.00');
    expect(formatMoney(1_380_050, 'EUR', 'de-AT')).toBe('EUR 13.800,50');
    expect(formatMoney(-123_456_789, 'EUR', 'fr')).toBe('-EUR 1 234 567,89');
    expect(formatMoney(5, 'USD', 'xx')).toBe('USD 0.05');
  });

  it('labels quotes with their number and revision', () => {
    expect(quoteLabel(123, 1)).toBe('Q-000123');
    expect(quoteLabel(123, 2)).toBe('Q-000123 rev 2');
  });
});
