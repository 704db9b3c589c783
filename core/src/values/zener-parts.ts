import type { Tolerance } from './value-tokens';

/** A zener's breakdown voltage and its tolerance, read from its part number. */
export interface ZenerPart {
  volts: number;
  tolerance: Tolerance | null;
  reason: string;
}

const pct = (p: number): Tolerance => ({ plus: p / 100, minus: p / 100 });

// The JEDEC numbered series, from their datasheets (the voltage is the series position, not in the
// number). 1N4728A–1N4764A: 1 W, 3.3–100 V, the E24 steps; suffix A ±5 %, none ±10 %.
const E24_FROM_3V3 = [
  3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30,
  33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91, 100,
];
// 1N5221B–1N5281B (and the MMSZ52xx / MMBZ52xx / BZX55 equivalents with the same numbers): 500 mW,
// 2.4–200 V; suffix A ±10 %, B ±5 %, C ±2 %, D ±1 %, none ±20 %.
const N5221 = [
  2.4, 2.5, 2.7, 2.8, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.0, 6.2, 6.8, 7.5, 8.2, 8.7, 9.1, 10, 11, 12,
  13, 14, 15, 16, 17, 18, 19, 20, 22, 24, 25, 27, 28, 30, 33, 36, 39, 43, 47, 51, 56, 60, 62, 68, 75, 82, 87,
  91, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200,
];
// 1N746A–1N759A: 500 mW, 3.3–12 V; suffix A ±5 %, none ±10 %.
const N746 = [3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 12];

interface Numbered {
  pattern: RegExp;
  first: number;
  volts: number[];
  /** By the suffix letter (the datasheets' tables); null for a letter the series does not define. */
  tolerance: (suffix: string) => Tolerance | null;
  series: string;
}

const NUMBERED: Numbered[] = [
  {
    pattern: /^1N(47[2-6]\d)([A-D]?)/,
    first: 4728,
    volts: E24_FROM_3V3,
    tolerance: (s) => (s === 'B' ? null : pct(s === 'A' ? 5 : s === 'C' ? 2 : s === 'D' ? 1 : 10)),
    series: '1N4728–1N4764',
  },
  {
    pattern: /^(?:1N|MMSZ|MMBZ|SZMMSZ|BZX55-?)(52[2-8]\d)([A-D]?)/,
    first: 5221,
    volts: N5221,
    tolerance: (s) => pct(s === 'A' ? 10 : s === 'B' ? 5 : s === 'C' ? 2 : s === 'D' ? 1 : 20),
    series: '1N5221–1N5281',
  },
  {
    pattern: /^1N(7[45]\d)([A-D]?)/,
    first: 746,
    volts: N746,
    tolerance: (s) => (s === 'A' ? pct(5) : s === '' ? pct(10) : null),
    series: '1N746–1N759',
  },
];

// Voltage-coded families: BZX84C5V1, BZX84-C5V1, BZX55C12, BZX79-B3V3, BZT52C5V1, BZV55-C4V7,
// BZX585-B5V1, BZD27C15P, PDZ5.1B, MM3Z5V1, UDZ5.1B. The letter before the voltage is the tolerance
// (A ±1 %, B ±2 %, C ±5 %, D ±10 %); `5V1` is 5.1 V, `12` 12 V.
const CODED_TOLERANCE: Record<string, number> = { A: 1, B: 2, C: 5, D: 10 };
const CODED = /^(BZ[A-Z]\d{2,3}|MM3Z|MM5Z)-?([ABCD])?(\d{1,3})(?:V(\d{1,2}))?(?![0-9])/;
const CODED_AFTER = /^(PDZ|UDZ|RDZ|EDZ|CDZ|TDZ|DDZ)(\d{1,3})(?:[.V](\d{1,2}))?([ABC])?(?![0-9])/;

const voltsOf = (whole: string, frac: string | undefined): number =>
  Number(frac === undefined ? whole : `${whole}.${frac}`);

/**
 * A zener's voltage (V) and tolerance from its part number: the JEDEC series by position
 * (1N4733A → 5.1 V ±5 %, 1N5231B → 5.1 V ±5 %, 1N750A → 4.7 V) and the voltage-coded families
 * (BZX84C5V1 → 5.1 V ±5 %, BZT52C12 → 12 V, MM3Z5V6, PDZ5.1B). Null when the number says neither.
 */
export function readZenerPart(partNumber: string): ZenerPart | null {
  const pn = partNumber.toUpperCase().replace(/\s+/g, '');
  for (const n of NUMBERED) {
    const m = n.pattern.exec(pn);
    if (!m) continue;
    const volts = n.volts[Number(m[1]) - n.first];
    if (volts === undefined) return null;
    return {
      volts,
      tolerance: n.tolerance(m[2] ?? ''),
      reason: `${partNumber}: ${volts} V in the ${n.series} series`,
    };
  }
  const coded = CODED.exec(pn);
  if (coded) {
    const volts = voltsOf(coded[3]!, coded[4]);
    const letter = coded[2];
    return volts > 0 && volts <= 400
      ? {
          volts,
          tolerance: letter ? pct(CODED_TOLERANCE[letter]!) : null,
          reason: `${partNumber}: ${volts} V from the voltage code${letter ? `, ±${CODED_TOLERANCE[letter]} % from the letter ${letter}` : ''}`,
        }
      : null;
  }
  const after = CODED_AFTER.exec(pn);
  if (after) {
    const volts = voltsOf(after[2]!, after[3]);
    return volts > 0 && volts <= 400
      ? { volts, tolerance: null, reason: `${partNumber}: ${volts} V from the voltage code` }
      : null;
  }
  return null;
}
