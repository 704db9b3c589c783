import type { Component } from '../board/model';
import { formatVolts } from './format-values';

export type RegulatorKind = 'linear' | 'switching' | 'inverter' | 'regulator';

/** Which pad is the input and which the output, for families whose pinout is fixed by package. */
export interface PinMap {
  input: string;
  output: string;
}

export interface RegulatorPart {
  kind: RegulatorKind;
  /** Output voltage (V) read from the value; null for adjustable parts or when the value does not say. */
  outputV: number | null;
  pins: PinMap | null;
  reason: string;
}

interface Family {
  pattern: RegExp;
  kind: RegulatorKind;
  /** A fixed output voltage, or a reader of it from the value. */
  volts?: (m: RegExpExecArray) => number | null;
  pins?: (footprint: string) => PinMap | null;
  what: string;
}

// 78xx / 79xx: the last two digits are the voltage ("7805" 5 V, "78L33" 3.3 V, "7912" −12 V). Pinouts
// from the datasheets: TO-220 / D-PAK / SOT-223 78xx 1 in, 2 ground, 3 out; TO-92 78Lxx 1 out,
// 2 ground, 3 in; TO-220 79xx 1 ground, 2 in, 3 out.
const seventyEight = (m: RegExpExecArray): number => {
  const digits = m[2]!;
  const volts = digits === '33' ? 3.3 : Number(digits);
  return m[1] === '9' ? -volts : volts;
};
const seventyEightPins = (footprint: string): PinMap | null =>
  /TO-?92/i.test(footprint) ? { input: '3', output: '1' } : { input: '1', output: '3' };

const FAMILIES: Family[] = [
  {
    pattern: /^(?:L?M|UA|MC|KA|L|NJM|AN)?7([89])(?:L|M|S)?(\d{2})(?![0-9])/,
    kind: 'linear',
    volts: seventyEight,
    pins: (fp) => seventyEightPins(fp),
    what: '78xx / 79xx linear regulator',
  },
  {
    pattern: /^(?:AMS|LM|LD|NCP|AZ|LT|LDL|TLV|SPX)1117/,
    kind: 'linear',
    // SOT-223 / D-PAK: 1 adjust or ground, 2 out (and tab), 3 in.
    pins: () => ({ input: '3', output: '2' }),
    what: '1117 linear regulator',
  },
  {
    pattern:
      /^(?:LM29[34]\d|LP29(?:85|92)|LP5907|LP38\d\d|MCP17[0-9]{2}|MCP18[0-9]{2}|AP21[0-9]{2}|AP22\d\d|AP73\d\d|XC62\d\d|RT90\d\d|RT91\d\d|ME62\d\d|HT7[0-9]{3}|TLV7\d\d|TPS7[0-9A-Z]\d*|MIC5[0-9]{3}|SPX3819|ADP1[0-9]{2}|LT176\d|LT30\d\d|NCP1[0-9]{2}|TAR5|LDO)/,
    kind: 'linear',
    what: 'linear regulator (LDO)',
  },
  {
    pattern:
      /^(?:LM25\d\d|LM26\d\d|MP1\d{3}|MP2\d{3}|TPS5\d+|TPS6\d+|TPS56\d+|LMR\d+|AP30\d\d|AP3\d{3}|MT3608|XL\d{4}|LT137\d|LTC3\d{3}|MAX17\d+|RT80\d\d|SY80\d\d|TLV625\d+|MCP163\d\d|A440\d|TPS54\d+)/,
    kind: 'switching',
    what: 'switching regulator',
  },
  {
    pattern: /^(?:ICL|TC|MAX|LTC)?(?:7660|1044)|^LT1054|^MAX660/,
    kind: 'inverter',
    // ICL7660 / MAX1044 DIP-8 and SO-8: pin 8 V+, pin 5 VOUT (= −V+).
    pins: () => ({ input: '8', output: '5' }),
    what: 'charge-pump voltage inverter',
  },
  {
    pattern: /REGULATOR|VREG|\bREG\b|DC-?DC|BUCK|BOOST|\bLDO\b|LDO[-_]/,
    kind: 'regulator',
    what: 'regulator by its value',
  },
];

// The voltage written in a regulator's value: "LDO-X2SON-3.3V", "AMS1117-3.3", "AP2112K-1V8",
// "MCP1700-3302" (33 = 3.3 V), "TLV70033" (33 = 3.3 V), "XC6206P332" (33 = 3.3 V).
const CODES: RegExp[] = [
  /(\d{1,2})[.,](\d{1,2})\s?V?(?![0-9])/,
  /(\d{1,2})V(\d{1,2})(?![0-9])/,
  /-(\d)(\d)(?:\d\d)?(?![0-9])/,
  /^TLV7\d\d(\d)(\d)/,
  /^XC62\d\dP(\d)(\d)/,
  /1117[A-Z]{0,2}(\d)(\d)(?![0-9])/,
];

function volts(value: string): number | null {
  for (const code of CODES) {
    const m = code.exec(value);
    if (m) return Number(`${m[1]}.${m[2]}`);
  }
  return null;
}

/**
 * Recognises a regulator by its value (part number or a description such as "LDO-X2SON-3.3V"):
 * its kind, output voltage when the value says it, and the input / output pads of families whose
 * pinout the package fixes (78xx, 1117, 7660). Returns null for anything else.
 */
export function readRegulatorPart(
  component: Pick<Component, 'ref' | 'value' | 'footprint'>,
): RegulatorPart | null {
  if (!/^(U|IC|VR|REG|PS)\d/i.test(component.ref)) return null;
  const value = component.value.toUpperCase().trim();
  const family = FAMILIES.find((f) => f.pattern.test(value));
  if (!family) return null;
  const m = family.pattern.exec(value)!;
  const outputV = family.volts ? family.volts(m) : family.kind === 'inverter' ? null : volts(value);
  const said = outputV === null ? '' : `, ${formatVolts(outputV)} output`;
  return {
    kind: family.kind,
    outputV,
    pins: family.pins ? family.pins(component.footprint) : null,
    reason: `${component.ref} (${component.value}) is a ${family.what}${said} — from its value`,
  };
}
