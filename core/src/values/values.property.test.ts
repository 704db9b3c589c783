import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyPart } from './classify-part';
import { readQuantity } from './quantity';
import { readPartValue } from './read-value';
import { readFrequencyHz, readResistanceOhms } from './simple-readers';
import { PART_KINDS, type PartKind } from './types';
import { tokenizeValue } from './value-tokens';
import { readToleranceField } from './fields';

// Values come from any CAD tool and any BOM: the readers answer (a reading or null) and never throw,
// and what they read is a finite, non-negative number in SI base units.
const pieces = fc.constantFrom(
  '4',
  '7',
  '0',
  '1',
  '.',
  ',',
  'k',
  'K',
  'M',
  'm',
  'u',
  'µ',
  'n',
  'p',
  'R',
  'E',
  'V',
  'F',
  'H',
  'Hz',
  'Ω',
  'ohm',
  '%',
  '±',
  '+',
  '-',
  '/',
  ' ',
  '@',
  '_',
  'W',
  'A',
  'X7R',
  'C0G',
  '0402',
  'BZX84C',
  '1N47',
  'BC8',
  'LT1',
  'DNP',
  'meg',
  'mfd',
);
const values = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.array(pieces, { maxLength: 16 }).map((p) => p.join('')),
  fc.string({ unit: 'binary', maxLength: 80 }),
);
const kinds = fc.constantFrom(...PART_KINDS);

const sound = (n: number | null) => {
  if (n !== null) {
    expect(Number.isFinite(n)).toBe(true);
    expect(n).toBeGreaterThanOrEqual(0);
  }
};

describe('value readers on any text', () => {
  it('never throw, and every number read is finite and ≥ 0', () => {
    fc.assert(
      fc.property(values, kinds, (text, kind: PartKind) => {
        const v = readPartValue(text, kind, { Tolerance: text, Voltage: text, MPN: text });
        for (const n of [
          v.resistanceOhms,
          v.capacitanceF,
          v.inductanceH,
          v.frequencyHz,
          v.zenerV,
          v.voltageRatingV,
          v.powerW,
          v.currentA,
          v.tolerance?.plus ?? null,
          v.tolerance?.minus ?? null,
        ])
          sound(n);
        sound(readResistanceOhms(text));
        sound(readFrequencyHz(text));
        sound(readQuantity(text)?.value ?? null);
        readToleranceField(text);
        for (const t of tokenizeValue(text)) expect(t.text.length).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('classify any part without throwing, always with a reason', () => {
    fc.assert(
      fc.property(values, values, values, fc.integer({ min: 0, max: 400 }), (ref, value, footprint, pads) => {
        const c = classifyPart({
          ref,
          value,
          footprint,
          pads,
          connectedPads: pads,
          fields: { 'Sim.Pins': value, Pinout: ref, 'Sim.Device': footprint },
        });
        expect(PART_KINDS).toContain(c.kind);
        expect(c.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads long hostile values (a regex that backtracks would hang here past the test timeout)', () => {
    const long = `${'1'.repeat(5000)}k${'7'.repeat(5000)}${'%'.repeat(2000)}`;
    expect(readPartValue(long, 'resistor').resistanceOhms).toBeNull();
    expect(
      classifyPart({ ref: long, value: long, footprint: long, pads: 2, connectedPads: 2 }).kind,
    ).toBeDefined();
  });
});
