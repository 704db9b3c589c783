import { FIELD_NAMES, findField, type PartFields } from './fields';

/** Pad roles: pad number → role letter (`K`, `A`, `B`, `C`, `E`, `G`, `S`, `D`). */
export type PinRoles = Readonly<Record<string, string>>;

const ROLE = /^(?:A|K|C|B|E|G|S|D|\+|-)$/;

/**
 * KiCad's `Sim.Pins` field (KiCad 7+): symbol pin → model pin, `1=K 2=A`, `1=C 2=B 3=E`,
 * `1=D 2=G 3=S`. The symbol pin numbers are the footprint's pad numbers.
 */
function readSimPins(text: string): PinRoles | null {
  const out: Record<string, string> = {};
  for (const pair of text.trim().split(/\s+/)) {
    const m = /^([A-Za-z0-9]{1,8})=([A-Za-z+-]{1,3})$/.exec(pair);
    if (!m) return null;
    const role = m[2]!.toUpperCase();
    if (!ROLE.test(role)) return null;
    out[m[1]!] = role;
  }
  return Object.keys(out).length >= 2 ? out : null;
}

/** A lead-order string (`CBE`, `EBC`, `GSD`): pad 1, 2, 3 in order. */
export function rolesOfOrder(order: string): PinRoles | null {
  const letters = order.toUpperCase().replace(/[\s\-/]+/g, '');
  if (!/^[BCEGSD]{3}$/.test(letters) || new Set(letters).size !== 3) return null;
  return { '1': letters[0]!, '2': letters[1]!, '3': letters[2]! };
}

/**
 * The pad roles the part's fields give: `Sim.Pins` (KiCad), or a `Pinout` field (`CBE`, `GSD`).
 * Null when the fields do not say.
 */
export function pinsFromFields(fields: PartFields): { pins: PinRoles; from: string } | null {
  const sim = findField(fields, FIELD_NAMES.simPins);
  if (sim) {
    const pins = readSimPins(sim.text);
    if (pins) return { pins, from: `the ${sim.name} field (${sim.text})` };
  }
  const order = findField(fields, FIELD_NAMES.pinout);
  if (order) {
    const pins = rolesOfOrder(order.text);
    if (pins) return { pins, from: `the ${order.name} field (${order.text})` };
  }
  return null;
}
