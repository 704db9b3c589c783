import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-values';
import { groundReason, readRailName } from './rail-names';
import { matchPowerPart } from './power/match-part';
import { readSignalName } from './signal-names';
import { readFrequencyHz, readResistanceOhms } from '../values/index';

// Net names and part values come from any CAD tool: the readers answer (a verdict or null) and never throw.
const names = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        '+',
        '-',
        '/',
        '_',
        '{slash}',
        'V',
        '3',
        '.',
        'GND',
        'SPI',
        'CS',
        'USB',
        'D',
        'P',
        'N',
        '(',
        ')',
      ),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join('')),
);

describe('name readers on any text', () => {
  it('never throw, and a rail voltage is a finite number within 1000 V', () => {
    fc.assert(
      fc.property(names, (name) => {
        const rail = readRailName(name);
        if (rail?.kind === 'rail' && rail.nominalV !== null) {
          expect(Number.isFinite(rail.nominalV)).toBe(true);
          expect(Math.abs(rail.nominalV)).toBeLessThanOrEqual(1000);
        }
        groundReason(name);
        readSignalName(name);
        matchPowerPart({ ref: 'U1', value: name, footprint: name });
        const ohms = readResistanceOhms(name);
        if (ohms !== null) expect(Number.isFinite(ohms)).toBe(true);
        const hz = readFrequencyHz(name);
        if (hz !== null) expect(Number.isFinite(hz)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatQuantity', () => {
  it.each([
    [0.25, 'A', '250 mA'],
    [0.001, 'A', '1 mA'],
    [12e6, 'Hz', '12 MHz'],
    [32768, 'Hz', '32.77 kHz'],
    [3.3, 'V', '3.3 V'],
    [-5, 'V', '-5 V'],
    [0.051, 'Ω', '51 mΩ'],
    [100, 'Ω', '100 Ω'],
    [1500, 'Ω', '1.5 kΩ'],
  ])('%s %s → %s', (value, unit, text) => expect(formatQuantity(value, unit)).toBe(text));
});
