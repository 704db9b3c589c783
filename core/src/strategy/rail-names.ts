import { formatVolts } from './format-values';
import { CONTROL_WORDS, groundReason } from '../board/ground-name';
import { isAutoNamed, leafName, nameTokens, shownName } from './net-names';

/** What a net's name says about it being a supply rail. */
export type RailNameVerdict =
  | { kind: 'rail'; nominalV: number | null; input: boolean; reason: string }
  | { kind: 'not-rail'; reason: string };

// VPP/MCLR is a PIC's reset and programming pin, not the VPP rail.
// "VPIL_0_3,3V", "ADC_0-5V": a number, a separator and a voltage name a signal's range.
const RANGE = /\d[_-]\d+(?:[.,]\d+)?V/;

// 3V3, +1V2, VDD_1V8, P3V3, VCC3V3, 5V0: the V is the decimal point.
const V_AS_POINT = /(^|[^0-9])(\d{1,3})V(\d{1,3})(?![0-9])/;
// +5V, 12V, 3.3V, 5V_IN, ESP_3.3VIN, 12VEXT, P5V: a number followed by V.
const V_AFTER = /(^|[_\-+/\s]|(?:^|[_\-/\s])P)(\d{1,4}(?:[.,]\d{1,3})?)V(?![0-9])/;
// V3P3, 3P3V, VDD_1P8: P is the decimal point (only with a V in the name).
const P_AS_POINT = /(?:^|[^A-Z0-9]|V)(\d{1,2})P(\d{1,3})(?:V|(?![A-Z0-9]))/;

// Supply words: VCC, VDD, VEE, VAA, VDDA, AVDD, VCCIO, VCORE, VDDCORE, VCCPLL, VREF, ADVREF, VPP, VSYS,
// VMOT, VLED … (first word of the name, sign removed). VSS is ground and is checked before.
const SUPPLY_WORD =
  /^(?:A|D|P|AD|IO)?V(?:CC|DD|EE|AA|PP|IO|SYS|MOT|MOTOR|M|LED|REF|CORE|AUX|STBY|SB|TT|USB|BAT|BATT|CHG)[A-Z0-9]*$/;
const INPUT_NAME = /^(?:V_?IN\d*|VSUPPLY|VSUP|VEXT|DC_?IN|PWR_?IN|POWER_?IN|VBAT|VBATT|BATT?\+?)$/;
const INPUT_WORDS = new Set(['IN', 'INPUT', 'EXT', 'VIN']);

function voltageFromName(leaf: string): { volts: number; text: string } | null {
  const asPoint = V_AS_POINT.exec(leaf);
  if (asPoint) return { volts: Number(`${asPoint[2]}.${asPoint[3]}`), text: asPoint[0] };
  const after = V_AFTER.exec(leaf);
  if (after) return { volts: Number(after[2]!.replace(',', '.')), text: after[0] };
  if (leaf.includes('V')) {
    const p = P_AS_POINT.exec(leaf);
    if (p) return { volts: Number(`${p[1]}.${p[2]}`), text: p[0] };
  }
  return null;
}

/** A minus sign in front of the number or the name ("-15V", "-VAA", "N5V" is not read). */
function isNegative(leaf: string, numberText: string | null): boolean {
  if (leaf.startsWith('-')) return true;
  if (numberText === null) return false;
  const at = leaf.indexOf(numberText);
  return at >= 0 && /-\d/.test(leaf.slice(at, at + numberText.length + 1));
}

/**
 * Reads a net name as a supply rail: `+5V`, `3V3`, `+1V2`, `VDD_1V8`, `V3P3`, `12V`, `5V_IN` carry
 * their voltage; `VBUS` is 5 V by the USB specification; `VIN`, `VCC`, `VDD`, `VCC_CORE`, `VREF`,
 * `V_FUSED`, `DRVPWR` are rails whose voltage the name does not say (nominalV null). Names that speak
 * about a rail without being it (`3V3_EN`, `VPP_ON`, `VPIL_0_3,3V`) are `not-rail` with the reason.
 * Returns null when the name says nothing about power. Ground is not a rail (see groundReason).
 */
export function readRailName(name: string): RailNameVerdict | null {
  if (isAutoNamed(name)) return null;
  const leaf = leafName(name);
  const shown = shownName(name);
  const tokens = nameTokens(leaf.replace(/^[+-]/, ''));
  const first = tokens[0] ?? '';
  const voltage = voltageFromName(leaf);
  const worded =
    voltage === null &&
    (first === 'VBUS' ||
      tokens.includes('VBUS') ||
      INPUT_NAME.test(leaf.replace(/^[+-]/, '')) ||
      SUPPLY_WORD.test(first) ||
      (first === 'V' && tokens.length === 2 && /^[A-Z]{2,}$/.test(tokens[1]!)) ||
      /PWR$|POWER$/.test(tokens[tokens.length - 1] ?? ''));
  if (voltage === null && !worded) return null;

  if (RANGE.test(leaf))
    return { kind: 'not-rail', reason: `${shown} names a signal's voltage range, not a rail` };
  const control = tokens.find((t) => CONTROL_WORDS.has(t));
  if (control)
    return {
      kind: 'not-rail',
      reason: `${shown} names a control or monitor signal of a rail (${control}), not the rail`,
    };

  const input = tokens.some((t) => INPUT_WORDS.has(t)) || INPUT_NAME.test(leaf.replace(/^[+-]/, ''));
  if (voltage) {
    const volts = isNegative(leaf, voltage.text) ? -voltage.volts : voltage.volts;
    if (Math.abs(volts) < 0.3 || Math.abs(volts) > 1000) return null;
    return {
      kind: 'rail',
      nominalV: volts,
      input,
      reason: `${formatVolts(volts)} from the name ${shown}${input ? ' (an input)' : ''}`,
    };
  }
  if (first === 'VBUS' || tokens.includes('VBUS'))
    return {
      kind: 'rail',
      nominalV: 5,
      input: true,
      reason: `5 V: ${shown} is USB VBUS (4.75–5.25 V by the USB 2.0 specification)`,
    };
  const negative = leaf.startsWith('-');
  const what = input ? 'an input rail' : negative ? 'a negative supply rail' : 'a supply rail';
  return {
    kind: 'rail',
    nominalV: null,
    input,
    reason: `${what} by the name ${shown}; the name does not say its voltage`,
  };
}

export { groundReason };
