import { describe, expect, it } from 'vitest';
import { readPartValue } from './read-value';
import { readFrequencyHz, readResistanceOhms } from './simple-readers';
import { isNotFittedValue } from './not-fitted';
import type { PartKind } from './types';

const close = (a: number | null, b: number) => {
  expect(a).not.toBeNull();
  expect(Math.abs(a! - b)).toBeLessThanOrEqual(Math.abs(b) * 1e-9);
};

describe('resistances as engineers write them', () => {
  it.each([
    ['10k', 10e3],
    ['10K', 10e3],
    ['4k7', 4.7e3],
    ['4K7', 4.7e3],
    ['0R1', 0.1],
    ['0R051', 0.051],
    ['22R', 22],
    ['47E', 47],
    ['4E7', 4.7],
    ['R47', 0.47],
    ['1M5', 1.5e6],
    ['10K0', 10e3],
    ['2.2kΩ', 2.2e3],
    ['2.2 kΩ', 2.2e3],
    ['100 ohm', 100],
    ['100ohms', 100],
    ['1meg', 1e6],
    ['10mR', 0.01],
    ['5,1K', 5.1e3],
    ['470', 470],
    ['220', 220],
    ['0', 0],
    ['0R', 0],
    ['0201, 1.5k, 1/16W, 1%', 1.5e3],
    ['0201, 22ohm, 1/16W, 1%', 22],
    ['DNP 47K', 47e3],
    // Not in any series as written: the EIA code (10 × 10³, 100 × 10¹).
    ['103', 10e3],
    ['1001', 1e3],
  ])('%s → %s Ω', (text, ohms) => close(readPartValue(text, 'resistor').resistanceOhms, ohms));

  it.each(['R', '', '0603', 'RES', 'LT1129', '100nF'])('%s → unknown', (text) =>
    expect(readPartValue(text, 'resistor').resistanceOhms).toBeNull(),
  );

  it('says when it read a code', () => {
    expect(readPartValue('103', 'resistor').assumptions[0]).toContain('EIA code 10 × 10^3 Ω');
    expect(readPartValue('470', 'resistor').assumptions).toEqual([]);
  });

  it('reads power and tolerance beside the value', () => {
    const v = readPartValue('0201, 1.5k, 1/16W, 1%', 'resistor');
    expect(v).toMatchObject({
      powerW: 1 / 16,
      tolerance: { plus: 0.01, minus: 0.01 },
      toleranceFrom: 'value',
    });
  });
});

describe('capacitances', () => {
  it.each([
    ['100nF', 100e-9],
    ['100n', 100e-9],
    ['100nF 10%', 100e-9],
    ['100n/50V', 100e-9],
    ['4n7', 4.7e-9],
    ['2u2', 2.2e-6],
    ['4u7F', 4.7e-6],
    ['22pF C0G', 22e-12],
    ['100µF', 100e-6],
    ['220uF', 220e-6],
    ['22uF/25V', 22e-6],
    ['10MFD', 10e-6],
    ['1mF', 1e-3],
    ['0201, 1uF, 10V, X5R, 20%', 1e-6],
    ['0402, 10uF, 6.3V, X5R, 20%', 10e-6],
    ['4,7uF', 4.7e-6],
    // Bare numbers: below 1 microfarads, whole numbers picofarads, EIA codes where the number is no value.
    ['0.1', 0.1e-6],
    ['22', 22e-12],
    ['4700', 4.7e-9],
    ['104', 100e-9],
    ['473', 47e-9],
  ])('%s → %s F', (text, farads) => close(readPartValue(text, 'capacitor').capacitanceF, farads));

  it('reads the rating, dielectric and tolerance', () => {
    expect(readPartValue('100n/50V', 'capacitor').voltageRatingV).toBe(50);
    expect(readPartValue('10u 6V3', 'capacitor').voltageRatingV).toBe(6.3);
    expect(readPartValue('22pF C0G', 'capacitor').dielectric).toBe('C0G');
    expect(readPartValue('22p NPO', 'capacitor').dielectric).toBe('NP0');
    expect(readPartValue('100nF ±10%', 'capacitor').tolerance).toEqual({ plus: 0.1, minus: 0.1 });
    expect(readPartValue('10uF +80/-20%', 'capacitor').tolerance).toEqual({ plus: 0.8, minus: 0.2 });
  });

  it('leaves 0 and words unknown, saying why', () => {
    const zero = readPartValue('0', 'capacitor');
    expect(zero.capacitanceF).toBeNull();
    expect(zero.assumptions.join(' ')).toContain('placeholder');
    expect(readPartValue('C', 'capacitor').capacitanceF).toBeNull();
    expect(readPartValue('10k', 'capacitor').capacitanceF).toBeNull();
  });

  it('says when a bare number was read as picofarads', () => {
    expect(readPartValue('22', 'capacitor').assumptions[0]).toContain('picofarads');
  });
});

describe('inductances, beads, crystals, zeners', () => {
  it.each([
    ['4.7uH', 4.7e-6],
    ['22uH', 22e-6],
    ['2u2', 2.2e-6],
    ['100nH', 100e-9],
    ['10mH', 10e-3],
    ['4.7 µH 2A', 4.7e-6],
  ])('%s → %s H', (text, henries) => close(readPartValue(text, 'inductor').inductanceH, henries));

  it('reads an inductor current rating', () => {
    expect(readPartValue('4.7 µH 2A', 'inductor').currentA).toBe(2);
  });

  it('reads a bead impedance as no DC resistance', () => {
    const v = readPartValue('600R@100MHz', 'ferrite-bead');
    expect(v.resistanceOhms).toBeNull();
    expect(v.frequencyHz).toBe(100e6);
    expect(v.assumptions[0]).toContain('impedance');
  });

  it.each([
    ['16MHz', 16e6],
    ['32.768kHz', 32768],
    ['12M', 12e6],
    ['16.000 MHz', 16e6],
  ])('crystal %s → %s Hz', (text, hz) => expect(readPartValue(text, 'crystal').frequencyHz).toBe(hz));

  it.each([
    ['BZX84C5V1', 5.1, 0.05],
    ['BZX84-C5V1', 5.1, 0.05],
    ['BZX79-B3V3', 3.3, 0.02],
    ['BZT52C12', 12, 0.05],
    ['MM3Z5V6', 5.6, null],
    ['1N4733A', 5.1, 0.05],
    ['1N4742', 12, 0.1],
    ['1N5231B', 5.1, 0.05],
    ['MMSZ5242B', 12, 0.05],
    ['1N750A', 4.7, 0.05],
    ['PDZ5.1B', 5.1, null],
    ['5V1', 5.1, null],
    ['5.1V', 5.1, null],
  ])('zener %s → %s V ±%s', (text, volts, tol) => {
    const v = readPartValue(text, 'zener');
    expect(v.zenerV).toBeCloseTo(volts, 9);
    expect(v.tolerance?.plus ?? null).toBe(tol);
  });

  it('reads a zener voltage from the MPN field when the value has none', () => {
    expect(readPartValue('ZENER', 'zener', { MPN: 'BZX84C3V3' }).zenerV).toBe(3.3);
  });
});

describe('fields fill what the value does not say', () => {
  it('tolerance, voltage, dielectric and part number from fields', () => {
    const v = readPartValue('100n', 'capacitor', {
      Tolerance: '±10 %',
      Voltage: '50V',
      Dielectric: 'x7r',
      'Mfr. No': 'GRM155R71H104KA88D',
    });
    expect(v).toMatchObject({
      capacitanceF: 100e-9,
      tolerance: { plus: 0.1, minus: 0.1 },
      toleranceFrom: 'Tolerance',
      voltageRatingV: 50,
      dielectric: 'X7R',
      partNumber: 'GRM155R71H104KA88D',
    });
  });

  it('reads a tolerance letter', () => {
    expect(readPartValue('10k', 'resistor', { Tol: 'J' }).tolerance).toEqual({ plus: 0.05, minus: 0.05 });
  });

  it('prefers the value over a field that disagrees', () => {
    const v = readPartValue('10k 1%', 'resistor', { Tolerance: '5%' });
    expect(v.tolerance).toEqual({ plus: 0.01, minus: 0.01 });
    expect(v.toleranceFrom).toBe('value');
  });
});

describe('part numbers in the value', () => {
  it.each([
    ['1N4148', 'diode', '1N4148'],
    ['BZX84C5V1', 'zener', 'BZX84C5V1'],
    ['BC847B', 'bjt', 'BC847B'],
    ['LT1129', 'regulator', 'LT1129'],
  ] as [string, PartKind, string][])('%s', (text, kind, pn) =>
    expect(readPartValue(text, kind).partNumber).toBe(pn),
  );
});

describe('the strategy’s readers (one parser)', () => {
  it.each([
    ['0201, 100ohm, 1/16W, 1%', 100],
    ['22R', 22],
    ['4K7', 4700],
    ['0R051', 0.051],
    ['0603', null],
    ['R', null],
    ['DNP 47K', 47000],
  ])('resistance %s → %s', (text, ohms) => {
    const r = readResistanceOhms(text);
    if (ohms === null) expect(r).toBeNull();
    else close(r, ohms);
  });

  it.each([
    ['8MHz', 8e6],
    ['32.768kHz', 32768],
    ['12M', 12e6],
    ['/8MH-OUT', 8e6],
    ['16.000 MHz', 16e6],
    ['CRYSTAL_4PIN', null],
    ['Crystal Oscillator', null],
  ])('frequency %s → %s', (text, hz) => expect(readFrequencyHz(text)).toBe(hz));
});

describe('not fitted', () => {
  it.each(['DNP', 'DNP 10K', 'DNP - 10n X7R 50V', 'dnf', 'NC', 'N/A', 'NO POP', 'Do not fit'])('%s', (v) =>
    expect(isNotFittedValue(v)).toBe(true),
  );
  it.each(['10k', 'NC7SZ125', 'DNPX', 'ZENER'])('%s is fitted', (v) =>
    expect(isNotFittedValue(v)).toBe(false),
  );
});
