import { PART_KINDS, SPECS_BY_KIND } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { emptySpecs, SPEC_FIELDS } from './spec-fields';
import { formatLeadTime, formatMm, formatPrice, formatSpecValue } from './spec-format';

describe('spec field definitions per kind', () => {
  it.each(PART_KINDS)('%s lists exactly the fields of its API schema', (kind) => {
    const schemaKeys = Object.keys(SPECS_BY_KIND[kind].shape).sort();
    expect(SPEC_FIELDS[kind].map((f) => f.key).sort()).toEqual(schemaKeys);
  });

  it('gives a probe its pitch class, tip style, diameter, travels, force and current, with units', () => {
    const probe = Object.fromEntries(SPEC_FIELDS.probe.map((f) => [f.key, f]));
    expect(probe.pitchClass?.type).toBe('select');
    expect(probe.tipStyle?.type).toBe('select');
    expect(probe.tipDiameterMm).toMatchObject({ type: 'number', unit: 'mm' });
    expect(probe.forceAtWorkingTravelN).toMatchObject({ type: 'number', unit: 'N' });
    expect(probe.currentRatingA).toMatchObject({ type: 'number', unit: 'A' });
    expect(probe.lengthMm).toMatchObject({ optional: true });
  });

  it('offers exactly the values each enumeration accepts', () => {
    for (const kind of PART_KINDS) {
      const shape = SPECS_BY_KIND[kind].shape as Record<
        string,
        { safeParse(v: unknown): { success: boolean } }
      >;
      for (const field of SPEC_FIELDS[kind]) {
        if (field.type !== 'select') continue;
        for (const choice of field.choices)
          expect(shape[field.key]!.safeParse(choice.value).success).toBe(true);
      }
    }
    // A receptacle cannot be P39 (receptacle-less class): the form does not offer it.
    const pitch = SPEC_FIELDS.receptacle.find((f) => f.key === 'pitchClass');
    expect(pitch?.type === 'select' && pitch.choices.map((c) => c.value)).toEqual(['P100', 'P75', 'P50']);
  });

  it('starts a form with blank numbers, false booleans and empty lists', () => {
    expect(emptySpecs('fixture-kit')).toMatchObject({ activeAreaXMm: '', topProbing: false });
    expect(emptySpecs('cartridge')).toEqual({ pitchClasses: [], positions: '' });
  });
});

describe('spec values on screen', () => {
  const field = (kind: keyof typeof SPEC_FIELDS, key: string) =>
    SPEC_FIELDS[kind].find((f) => f.key === key)!;

  it('shows lengths in the user units', () => {
    expect(formatMm(1.7, 'mm')).toBe('1.7 mm');
    expect(formatMm(0.635, 'mm')).toBe('0.635 mm');
    expect(formatMm(2.54, 'mil')).toBe('100 mil');
    expect(formatSpecValue(field('probe', 'tipDiameterMm'), 1.27, 'mil')).toBe('50 mil');
  });

  it('shows forces, currents, counts, booleans and choices', () => {
    expect(formatSpecValue(field('probe', 'forceAtWorkingTravelN'), 1.5, 'mm')).toBe('1.5 N');
    expect(formatSpecValue(field('probe', 'currentRatingA'), 3, 'mm')).toBe('3 A');
    expect(formatSpecValue(field('fixture-kit', 'ratedCycles'), 1_000_000, 'mm')).toBe('1,000,000');
    expect(formatSpecValue(field('fixture-kit', 'topProbing'), true, 'mm')).toBe('Yes');
    expect(formatSpecValue(field('receptacle', 'termination'), 'wire-wrap', 'mm')).toBe('Wire wrap');
    expect(formatSpecValue(field('cartridge', 'pitchClasses'), ['P100', 'P75'], 'mm')).toBe('P100, P75');
    expect(formatSpecValue(field('probe', 'lengthMm'), null, 'mm')).toBeNull();
  });

  it('shows prices with two to four decimals and lead times in days', () => {
    expect(formatPrice(12.5, 'EUR')).toBe('12.50 EUR');
    expect(formatPrice(0.1234, 'USD')).toBe('0.1234 USD');
    expect(formatPrice(1234.567, 'EUR')).toBe('1,234.567 EUR');
    expect(formatPrice(3, 'EUR')).toBe('3.00 EUR');
    expect(formatLeadTime(0)).toBe('From stock');
    expect(formatLeadTime(1)).toBe('1 day');
    expect(formatLeadTime(15)).toBe('15 days');
  });
});
