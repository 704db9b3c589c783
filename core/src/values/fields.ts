import type { Tolerance } from './value-tokens';

/** A part's fields by name as the design writes them (`Component.fields`). */
export type PartFields = Readonly<Record<string, string>> | undefined;

/** The first non-empty field whose name (case, spaces, dots, dashes and underscores ignored) matches. */
export function findField(fields: PartFields, names: RegExp): { name: string; text: string } | null {
  if (!fields) return null;
  for (const [name, text] of Object.entries(fields)) {
    const key = name.toLowerCase().replace(/[\s._\-#]+/g, '');
    if (names.test(key) && text.trim() !== '' && text.trim() !== '~') return { name, text: text.trim() };
  }
  return null;
}

/** Field names for each property, compared without case and separators ("Mfr. No" → "mfrno"). */
export const FIELD_NAMES = {
  tolerance: /^(?:tol|tolerance|tolerancepercent)$/,
  voltage: /^(?:voltage|voltagerating|ratedvoltage|vrating|vmax|vdc|workingvoltage)$/,
  power: /^(?:power|powerrating|wattage|ratedpower)$/,
  dielectric: /^(?:dielectric|tempco|temperaturecoefficient|tc|material|dielectricmaterial)$/,
  current: /^(?:current|currentrating|ratedcurrent|imax|isat|irated)$/,
  partNumber:
    /^(?:mpn|mfrpn|mfrno|mfrpartno|mfrpartnumber|manufacturerpartnumber|manufacturerpn|partnumber|partno|pn|mfgpn|mfgpartnumber)$/,
  description: /^(?:description|desc|comment)$/,
  simDevice: /^simdevice$/,
  simPins: /^simpins$/,
  pinout: /^(?:pinout|pinorder|pinning)$/,
} as const;

// EIA tolerance letters (as in part numbers and "Tolerance: J"): IEC 60062 table 7.
const LETTER_PERCENT: Record<string, number> = {
  B: 0.1,
  C: 0.25,
  D: 0.5,
  F: 1,
  G: 2,
  J: 5,
  K: 10,
  M: 20,
};

/**
 * A tolerance field: "5%", "±1 %", "1", "0.5%", "J", "+80/-20%", "+80%-20%". A bare number is
 * percent (the BOM convention). Null when the text says no tolerance.
 */
export function readToleranceField(text: string): Tolerance | null {
  const s = text.trim().replace(/\s+/g, '');
  if (s.length > 32) return null;
  const asym = /^\+(\d{1,3}(?:\.\d{1,4})?)%?\/?[-−](\d{1,3}(?:\.\d{1,4})?)%?$/.exec(s);
  if (asym) return { plus: Number(asym[1]) / 100, minus: Number(asym[2]) / 100 };
  const sym = /^(?:±|\+\/?-)?(\d{1,3}(?:\.\d{1,4})?)%?$/.exec(s);
  if (sym) {
    const v = Number(sym[1]) / 100;
    return v > 0 && v < 1 ? { plus: v, minus: v } : null;
  }
  if (s === 'Z') return { plus: 0.8, minus: 0.2 };
  const letter = LETTER_PERCENT[s.toUpperCase()];
  return letter === undefined ? null : { plus: letter / 100, minus: letter / 100 };
}
