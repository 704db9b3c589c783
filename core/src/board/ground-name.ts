// What a net name says about it being ground, and the words that make a rail-like name a signal
// about the rail: read by the test strategy (rails, returns) and by the locating (a one-hole footprint
// on ground is a mounting hole, on a signal a terminal).
import { displayNetName } from './net-display';
import { leafName, nameTokens } from './net-leaf';

// Words that make a rail-like name a signal about the rail: "3V3_EN" enables the 3.3 V rail,
// "VPP_ON" switches VPP, "USB_PWR_MON" monitors it. Such nets are not rails to measure.
export const CONTROL_WORDS = new Set([
  'EN',
  'ENABLE',
  'PG',
  'PGOOD',
  'PWRGD',
  'POK',
  'GOOD',
  'SENSE',
  'SNS',
  'MON',
  'FB',
  'OK',
  'FAULT',
  'FLT',
  'DET',
  'DETECT',
  'CTRL',
  'CTL',
  'ON',
  'OFF',
  'ADC',
  'DIV',
  'SEL',
  'FAIL',
  'MCLR',
  'RST',
  'RESET',
  'NRST',
]);

const GROUND_WORD =
  /^(?:A|D|P|S|CH|DRV|SIG|ISO|PWR|SYS|CHASSIS|EARTH)?GND(?:[AD]|\d+)?$|^VSS(?:[AD]|IO|\d+)?$/;

/** Why a net is ground (GND, AGND, PGND, GND1, CHGND, VSS, VSSA, 0V, EARTH), or null. */
export function groundReason(name: string): string | null {
  const leaf = leafName(name);
  const tokens = nameTokens(leaf);
  const first = tokens[0] ?? '';
  if (tokens.some((t) => CONTROL_WORDS.has(t))) return null;
  if (GROUND_WORD.test(first) || /^(0V|EARTH|GROUND|CHASSIS)$/.test(leaf))
    return `ground by the name ${displayNetName(name)}`;
  return null;
}
