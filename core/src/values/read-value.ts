import { isPreferredValue, readEiaCode } from './e-series';
import { FIELD_NAMES, findField, type PartFields, readToleranceField } from './fields';
import type { ValueQuantity } from './quantity';
import type { PartKind, PartValue } from './types';
import { tokenizeValue, type ValueToken } from './value-tokens';
import { readZenerPart } from './zener-parts';

type Q = Extract<ValueToken, { type: 'quantity' }>;

const quantities = (tokens: ValueToken[]): Q[] => tokens.filter((t): t is Q => t.type === 'quantity');
const withUnit = (tokens: ValueToken[], unit: ValueQuantity['unit']) =>
  quantities(tokens).find((t) => t.quantity.unit === unit) ?? null;

/** A word that reads as a part number: letters and digits together, not a unit, package or code. */
const PART_NUMBER = /^(?=.{3,40}$)(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9.+\-#/()]*$/;

interface Reading {
  value: number;
  assumption: string | null;
}

/**
 * A bare number (`470`, `103`, `0.1`, `22`): IEC 60063 values are read as written; other three- and
 * four-digit numbers whose EIA code gives a series value are read as that code (`103` → 10 × 10³).
 * `divisor` turns the number into the base unit (1 for ohms; 1e12 for picofarads).
 */
function readBare(text: string, value: number, divisor: number, unitName: string): Reading {
  const literal = value / divisor;
  if (value === 0 || isPreferredValue(value)) return { value: literal, assumption: null };
  const eia = readEiaCode(text);
  if (eia !== null)
    return {
      value: eia / divisor,
      assumption: `"${text}" read as the EIA code ${text.slice(0, -1)} × 10^${text.slice(-1)} ${unitName} (${text} ${unitName} is no preferred value)`,
    };
  return { value: literal, assumption: null };
}

function resistance(tokens: ValueToken[]): Reading | null {
  const explicit = withUnit(tokens, 'ohm');
  if (explicit) return { value: explicit.quantity.value, assumption: null };
  const prefixed = quantities(tokens).find(
    (t) => t.quantity.unit === null && t.quantity.prefix !== null && /^[mkKMG]$/.test(t.quantity.prefix),
  );
  if (prefixed) return { value: prefixed.quantity.value, assumption: null };
  const bare = quantities(tokens).find((t) => t.quantity.unit === null && t.quantity.prefix === null);
  return bare ? readBare(bare.text, bare.quantity.value, 1, 'Ω') : null;
}

function capacitance(tokens: ValueToken[]): Reading | null {
  const explicit = withUnit(tokens, 'F');
  if (explicit) return { value: explicit.quantity.value, assumption: null };
  const prefixed = quantities(tokens).find(
    (t) => t.quantity.unit === null && t.quantity.prefix !== null && /^[pnu]$/.test(t.quantity.prefix),
  );
  if (prefixed) return { value: prefixed.quantity.value, assumption: null };
  const bare = quantities(tokens).find((t) => t.quantity.unit === null && t.quantity.prefix === null);
  if (!bare) return null;
  // The old drafting rule: numbers below 1 are microfarads, whole numbers picofarads.
  if (bare.quantity.value > 0 && bare.quantity.value < 1)
    return {
      value: bare.quantity.value / 1e6,
      assumption: `"${bare.text}" without a unit read as microfarads (a number below 1)`,
    };
  const read = readBare(bare.text, bare.quantity.value, 1e12, 'pF');
  if (bare.quantity.value === 0) return read;
  return {
    value: read.value,
    assumption: read.assumption ?? `"${bare.text}" without a unit read as picofarads`,
  };
}

function inductance(tokens: ValueToken[]): Reading | null {
  const explicit = withUnit(tokens, 'H');
  if (explicit) return { value: explicit.quantity.value, assumption: null };
  const prefixed = quantities(tokens).find(
    (t) => t.quantity.unit === null && t.quantity.prefix !== null && /^[num]$/.test(t.quantity.prefix),
  );
  return prefixed ? { value: prefixed.quantity.value, assumption: null } : null;
}

function frequency(tokens: ValueToken[]): number | null {
  const explicit = withUnit(tokens, 'Hz');
  if (explicit) return explicit.quantity.value;
  const prefixed = quantities(tokens).find(
    (t) => t.quantity.unit === null && t.quantity.prefix !== null && /^[kKMG]$/.test(t.quantity.prefix),
  );
  return prefixed ? prefixed.quantity.value : null;
}

const numberField = (fields: PartFields, names: RegExp, unit: ValueQuantity['unit']): number | null => {
  const field = findField(fields, names);
  if (!field) return null;
  const q = quantities(tokenizeValue(field.text)).find(
    (t) => t.quantity.unit === unit || t.quantity.unit === null,
  );
  return q ? q.quantity.value : null;
};

const EMPTY = (text: string): PartValue => ({
  text,
  resistanceOhms: null,
  capacitanceF: null,
  inductanceH: null,
  frequencyHz: null,
  zenerV: null,
  voltageRatingV: null,
  powerW: null,
  currentA: null,
  tolerance: null,
  toleranceFrom: null,
  dielectric: null,
  partNumber: null,
  assumptions: [],
});

/**
 * Reads a part's value as engineers write it — `10k`, `4k7`, `0R1`, `100nF 10%`, `100n/50V`,
 * `4.7uH`, `2u2`, `22pF C0G`, `0201, 1.5k, 1/16W, 1%`, `5,1K`, `BZX84C5V1` — for a part of the given
 * kind (which decides what a bare number means), with the part's fields (Tolerance, Voltage, Power,
 * Dielectric, MPN …) filling what the value does not say. Never throws; unknown stays null.
 */
export function readPartValue(text: string, kind: PartKind, fields?: PartFields): PartValue {
  const out = EMPTY(text);
  const tokens = tokenizeValue(text);
  const note = (r: Reading | null): number | null => {
    if (r?.assumption) out.assumptions.push(r.assumption);
    return r ? r.value : null;
  };
  if (kind === 'resistor' || kind === 'potentiometer' || kind === 'resistor-network' || kind === 'jumper')
    out.resistanceOhms = note(resistance(tokens));
  else if (kind === 'capacitor') {
    out.capacitanceF = note(capacitance(tokens));
    if (out.capacitanceF === 0) {
      out.capacitanceF = null;
      out.assumptions.push('0 is no capacitance (a placeholder value)');
    }
  } else if (kind === 'inductor') out.inductanceH = note(inductance(tokens));
  else if (kind === 'ferrite-bead') {
    const at = tokens.findIndex((t) => t.type === 'at');
    const before = at >= 0 ? tokens.slice(0, at) : tokens;
    out.resistanceOhms = null; // the impedance at frequency is no DC resistance
    out.frequencyHz = at >= 0 ? frequency(tokens.slice(at + 1)) : null;
    const z = withUnit(before, 'ohm');
    if (z)
      out.assumptions.push(`${z.text} is the bead's impedance at its rated frequency, not its DC resistance`);
  } else if (kind === 'crystal' || kind === 'oscillator') out.frequencyHz = frequency(tokens);

  const words = tokens.filter((t) => t.type === 'word' && PART_NUMBER.test(t.text)).map((t) => t.text);
  const pnField = findField(fields, FIELD_NAMES.partNumber);
  out.partNumber = words[0] ?? pnField?.text ?? null;

  if (kind === 'zener') readZener(out, tokens, words, pnField?.text ?? null);
  else {
    const volts = withUnit(tokens, 'V');
    out.voltageRatingV = volts ? volts.quantity.value : numberField(fields, FIELD_NAMES.voltage, 'V');
  }
  const power = tokens.find((t) => t.type === 'power');
  const watts = withUnit(tokens, 'W');
  out.powerW =
    power?.type === 'power'
      ? power.watts
      : watts
        ? watts.quantity.value
        : numberField(fields, FIELD_NAMES.power, 'W');
  const amps = withUnit(tokens, 'A');
  out.currentA = amps ? amps.quantity.value : numberField(fields, FIELD_NAMES.current, 'A');
  const dielectric = tokens.find((t) => t.type === 'dielectric');
  out.dielectric =
    dielectric?.type === 'dielectric'
      ? dielectric.name
      : (findField(fields, FIELD_NAMES.dielectric)?.text.toUpperCase() ?? null);
  readTolerance(out, tokens, fields);
  return out;
}

function readZener(out: PartValue, tokens: ValueToken[], words: string[], mpn: string | null): void {
  const volts = withUnit(tokens, 'V');
  if (volts) {
    out.zenerV = volts.quantity.value;
    return;
  }
  for (const pn of [...words, ...(mpn ? [mpn] : [])]) {
    const part = readZenerPart(pn);
    if (!part) continue;
    out.zenerV = part.volts;
    if (part.tolerance) {
      out.tolerance = part.tolerance;
      out.toleranceFrom = 'part number';
    }
    return;
  }
}

function readTolerance(out: PartValue, tokens: ValueToken[], fields: PartFields): void {
  const inValue = tokens.find((t) => t.type === 'tolerance');
  if (inValue?.type === 'tolerance') {
    out.tolerance = inValue.tolerance;
    out.toleranceFrom = 'value';
    return;
  }
  if (out.tolerance) return; // a zener's, from its part number
  const field = findField(fields, FIELD_NAMES.tolerance);
  const tol = field ? readToleranceField(field.text) : null;
  if (field && tol) {
    out.tolerance = tol;
    out.toleranceFrom = field.name;
  }
}
