import type { Component } from '../board/model';
import { isTestPointComponent } from '../board/test-points';
import type { BoardFeatureKind } from '../test-config/model';
import { suggestBoardFeatures } from '../test-config/board-features';
import { type BoardIndex, netsOf } from './board-index';
import { isRegulatorMatch, matchPowerPart } from './power/match-part';
import type { PowerPartFamily } from './power/power-parts';
import type { ComponentRole } from './types';

/** A component's role in the plan, and why. */
export interface RoleVerdict {
  role: ComponentRole;
  reason: string;
  polarised: boolean;
}

const LED_TEXT = /\bLED\b|LED[-_]|[-_]LED|^LED|\bRGB\b|RGB[-_]|WS2812|SK6812|APA102/i;
const NOT_AN_LED = /DRIVER|DRV|CONTROLLER|CTRL/i;
const CRYSTAL_TEXT = /CRYSTAL|XTAL|RESONATOR|OSCILLATOR|\bOSC\b|TCXO|VCXO|\bXO\b|\d+(?:[.,]\d+)?\s?[KM]HZ/i;
const OSCILLATOR_TEXT = /OSCILLATOR|\bOSC\b|TCXO|VCXO|\bXO\b|SIT\d{4}/i;
const CONNECTOR_TEXT = /USB[-_]?(PCB|A|B|C|MICRO|MINI)\b|USB_|RJ45|CONNECTOR|CONN[_-]/i;
const POLARISED_CAP = /CP_|C_?ELEC|ELECTROLYTIC|TANT|POLAR|CAPPOL|CAP-?POL|_POL\b/i;
const DIODE_WORDS = /^(D|DIODE|SCHOTTKY|ZENER|TVS|ESD|RECTIFIER|BRIDGE|SOD-?\d+[A-Z]?)$/i;

/**
 * A diode whose value is a label ("Diag", "USB", "3.3V", "E0 Heat") rather than a part number
 * ("1N4148", "BAT43", "SS14M") on a chip footprint is, on boards such as the Duet 2, an indicator LED.
 */
function isLabelDiode(c: Component): boolean {
  const value = c.value.trim();
  if (value === '' || DIODE_WORDS.test(value) || /\d{2,}/.test(value.replace(/\s/g, ''))) return false;
  return /0402|0603|0805|1206|LED/i.test(c.footprint);
}

const FEATURE_ROLE: Partial<Record<BoardFeatureKind, ComponentRole>> = {
  led: 'led',
  button: 'button',
  connector: 'connector',
};

type Rule = (
  c: Component,
  text: string,
  index: BoardIndex,
  parts: readonly PowerPartFamily[],
) => RoleVerdict | null;

const verdict = (role: ComponentRole, reason: string, polarised = false): RoleVerdict => ({
  role,
  reason,
  polarised,
});

// Roles by reference letters follow IEEE 315 / ASME Y14.44 (R, C, L, D, Q, U, Y …); values and
// footprints decide where the letters are ambiguous (X is a crystal or a connector, U an IC, an
// LED or a USB receptacle drawn as a part).
const RULES: Rule[] = [
  (c) => (isTestPointComponent(c) ? verdict('test-point', `${c.ref} is a test point`) : null),
  (c, _t, index) =>
    netsOf(index, c.ref).length === 0
      ? verdict('mechanical', `${c.ref} has no connected pad (mounting hole, fiducial, logo)`)
      : null,
  // A regulator by its part number, whatever its reference (VR1 is a regulator as often as a trimmer).
  (c, _t, _i, parts) => {
    const reg = matchPowerPart(c, parts);
    return reg && isRegulatorMatch(reg) ? verdict('regulator', reg.reason, true) : null;
  },
  (c, text) =>
    !/^(R|C|L|FB|J|P|CN|SW|S|TP)\d/i.test(c.ref) && LED_TEXT.test(text) && !NOT_AN_LED.test(text)
      ? verdict('led', `${c.ref} is an LED by its value or package (${c.value || c.footprint})`, true)
      : null,
  (c) =>
    /^(D|CR)\d/i.test(c.ref) && isLabelDiode(c)
      ? verdict(
          'led',
          `${c.ref} is probably an indicator LED: a diode whose value is a label ("${c.value}"), not a part number — a guess`,
          true,
        )
      : null,
  (c, text) => {
    if (!/^(Y|X|XTAL|OSC|U|G)\d/i.test(c.ref) || !CRYSTAL_TEXT.test(text)) return null;
    // An oscillator drives a clock (a supply pin, an output); a crystal needs the IC's oscillator.
    const active = OSCILLATOR_TEXT.test(text) && !/CRYSTAL_?\d?PIN|XTAL_/i.test(text);
    return active
      ? verdict('oscillator', `${c.ref} is an oscillator by its value (${c.value})`, true)
      : verdict('crystal', `${c.ref} is a crystal by its value or package (${c.value || c.footprint})`);
  },
  (c, text) =>
    /^U\d/i.test(c.ref) && CONNECTOR_TEXT.test(text)
      ? verdict('connector', `${c.ref} is a connector by its package (${c.footprint})`)
      : null,
  (c) => (/^(R|RN|RV|RR|VR|POT)\d/i.test(c.ref) ? verdict('resistor', `${c.ref}: resistor (R)`) : null),
  (c, text) =>
    /^(C|CP)\d/i.test(c.ref)
      ? verdict('capacitor', `${c.ref}: capacitor (C)`, POLARISED_CAP.test(text) || /^CP\d/i.test(c.ref))
      : null,
  (c) => (/^(L|FB)\d/i.test(c.ref) ? verdict('inductor', `${c.ref}: inductor or ferrite (L / FB)`) : null),
  (c) => (/^(D|CR|Z|TVS)\d/i.test(c.ref) ? verdict('diode', `${c.ref}: diode (D)`, true) : null),
  (c) => (/^(Q|T|TR)\d/i.test(c.ref) ? verdict('transistor', `${c.ref}: transistor (Q)`, true) : null),
  (c) => (/^(U|IC|A)\d/i.test(c.ref) ? verdict('ic', `${c.ref}: integrated circuit (U)`, true) : null),
];

/**
 * The role of every component: test point, mechanical, regulator, LED, crystal / oscillator,
 * connector, button, passive, diode, transistor, IC — from the test config's board features first
 * (the engineer said so), then the board-feature suggestions of the test-config workspace, then
 * reference letters, values and packages. Keyed by reference.
 */
export function classifyComponents(
  index: BoardIndex,
  features: { componentId: string; kind: BoardFeatureKind }[] = [],
  parts: readonly PowerPartFamily[] = [],
): Map<string, RoleVerdict> {
  const byId = new Map(index.board.components.map((c) => [c.id as string, c]));
  const fromConfig = new Map<string, RoleVerdict>();
  for (const f of features) {
    const c = byId.get(f.componentId);
    const role = FEATURE_ROLE[f.kind];
    if (c && role)
      fromConfig.set(c.ref, verdict(role, `${c.ref} is a ${f.kind} in the test config`, role === 'led'));
  }
  const suggested = new Map<string, RoleVerdict>();
  for (const s of suggestBoardFeatures(index.board)) {
    const role = FEATURE_ROLE[s.feature.kind];
    if (role) suggested.set(s.ref, verdict(role, `${s.ref}: ${s.reason}`, role === 'led'));
  }
  const out = new Map<string, RoleVerdict>();
  for (const c of index.board.components) {
    if (out.has(c.ref)) continue;
    const text = `${c.value} ${c.footprint}`;
    const early = RULES.slice(0, 3)
      .map((r) => r(c, text, index, parts))
      .find((v) => v !== null);
    const found =
      early ??
      fromConfig.get(c.ref) ??
      RULES.slice(3, 7)
        .map((r) => r(c, text, index, parts))
        .find((v) => v !== null) ??
      suggested.get(c.ref) ??
      RULES.slice(7)
        .map((r) => r(c, text, index, parts))
        .find((v) => v !== null) ??
      verdict('other', `${c.ref}: no role recognised from its reference, value or package`);
    out.set(c.ref, found);
  }
  return out;
}
