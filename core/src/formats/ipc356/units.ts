/**
 * Units of an IPC-D-356 file (IPC-D-356A §3 "P UNITS"). Dimensions are fixed-point integers:
 * inch files count 0.0001 in, millimetre files 0.001 mm.
 */
export interface Units {
  /** Millimetres per file unit. */
  mmPerUnit: number;
  /** Human-readable name for diagnostics. */
  name: string;
}

export const INCH_UNITS: Units = { mmPerUnit: 0.00254, name: 'inch (0.0001 in)' };
export const MM_UNITS: Units = { mmPerUnit: 0.001, name: 'millimetre (0.001 mm)' };

/**
 * Reads the value of a `P  UNITS …` parameter: `CUST`, `CUST 0` → inch; `CUST 1` → mm;
 * `CUST 2` → inch (the brief and the test data take its angles as degrees; some readers take radians);
 * `SI` / `METRIC` → mm; `ENGLISH` / `INCH` → inch. Returns null for anything else.
 */
export function parseUnits(value: string): Units | null {
  const words = value.trim().toUpperCase().split(/\s+/);
  const [kind, digit] = words;
  if (kind === 'CUST') {
    if (digit === undefined || digit === '0' || digit === '2') return INCH_UNITS;
    if (digit === '1') return MM_UNITS;
    return null;
  }
  if (kind === 'SI' || kind === 'METRIC' || kind === 'MM') return MM_UNITS;
  if (kind === 'ENGLISH' || kind === 'INCH') return INCH_UNITS;
  return null;
}
