import { type BoardIndex, isConnection } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import type { PowerPartMatch } from './match-part';
import type { PowerPinRole } from './power-parts';

/** One pad of a power part with its role and net. */
export interface PowerPin {
  pad: string;
  role: PowerPinRole;
  net: string | null;
}

/** A power part's pins as far as they are known, and how they were read. */
export interface PowerPins {
  /** table: the package's pinout in the part table; topology: read from the parts around it. */
  from: 'table' | 'topology';
  pins: PowerPin[];
  vin: string | null;
  vout: string | null;
  sw: string | null;
  fb: { net: string; pin: 'FB' | 'ADJ' } | null;
  enables: string[];
  /** Why the table's pinout was not used, when it did not fit the board. */
  note: string | null;
}

const first = (pins: PowerPin[], role: PowerPinRole) =>
  pins.find((p) => p.role === role && p.net)?.net ?? null;

/**
 * The pins of a power part from its package's pinout in the table, checked against the board: a pin
 * the table calls ground must be on a ground net (or unconnected), VIN and VOUT on two different
 * non-ground nets. When the check fails the pinout is not this package's (a different footprint, a
 * renumbered symbol): null, with the reason, and the caller reads the pins from the topology.
 */
export function pinsFromTable(
  index: BoardIndex,
  ref: string,
  match: PowerPartMatch,
  grounds: Set<string>,
): PowerPins | { rejected: string } | null {
  const pinout = match.pinout;
  if (!pinout) return null;
  const pads = index.padsOf.get(ref) ?? [];
  const pins: PowerPin[] = [];
  for (const [pad, role] of Object.entries(pinout.pins)) {
    const found = pads.find((p) => p.number === pad);
    if (!found) continue;
    pins.push({ pad, role, net: found.net });
  }
  const wrongGround = pins.find((p) => p.role === 'GND' && p.net && !grounds.has(p.net));
  if (wrongGround)
    return {
      rejected: `the table's pinout puts ground on pad ${wrongGround.pad}, but it is on ${wrongGround.net}`,
    };
  const vin = first(pins, 'VIN');
  const vout = first(pins, 'VOUT');
  if (!vin || grounds.has(vin)) return { rejected: 'the table’s VIN pad is not on a supply net' };
  if (vout && (grounds.has(vout) || vout === vin))
    return { rejected: 'the table’s VOUT pad is on ground or on the input' };
  const fbPin = pins.find((p) => (p.role === 'FB' || p.role === 'ADJ') && p.net && !grounds.has(p.net));
  const enables = pins
    .filter((p) => p.role === 'EN' && p.net && !grounds.has(p.net) && isConnection(index, p.net))
    .map((p) => p.net!);
  return {
    from: 'table',
    pins,
    vin,
    vout,
    sw: first(pins, 'SW'),
    fb: fbPin ? { net: fbPin.net!, pin: fbPin.role as 'FB' | 'ADJ' } : null,
    enables: [...new Set(enables)],
    note: null,
  };
}

// Ferrite beads carry a rail through; they are not a switcher's energy-storage inductor.
const FERRITE = /OHM|Ω|BLM\d|MFB|MPZ|FBMH|HZ\d|BEAD|FERRITE|@\s?100\s?MHZ|100\s?MHZ/i;
const HENRIES = /\d\s*(?:[UΜµNM]H|H\b)|\d[UNM]\d/i;

/**
 * A switcher's switch node and output from the inductor on it: among the part's nets (or its SW
 * pin), the one shared with a power inductor (a value in henries, not a ferrite bead), preferring
 * the one with a diode on it too (the catch or boost diode). For a buck the inductor's far side is
 * the output; for a boost the output is past the diode (the inductor's far side is the input).
 */
export function switchNode(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  ref: string,
  nets: string[],
  vin: string | null,
  sw: string | null,
  grounds: Set<string>,
): { sw: string; inductor: string; far: string; diodeOut: string | null } | null {
  let best: {
    score: number;
    node: { sw: string; inductor: string; far: string; diodeOut: string | null };
  } | null = null;
  for (const net of sw ? [sw] : nets) {
    if (net === vin || grounds.has(net)) continue;
    for (const other of index.refsOnNet.get(net) ?? []) {
      if (other === ref || roles.get(other)?.role !== 'inductor') continue;
      const value = index.componentByRef.get(other)?.value ?? '';
      if (FERRITE.test(value) || /^FB\d/i.test(other)) continue;
      const far = (index.padsOf.get(other) ?? []).map((p) => p.net).find((n) => n && n !== net);
      if (!far || grounds.has(far)) continue;
      let diodeOut: string | null = null;
      let diodes = 0;
      for (const d of index.refsOnNet.get(net) ?? []) {
        if (roles.get(d)?.role !== 'diode') continue;
        diodes++;
        const dn = (index.padsOf.get(d) ?? []).map((p) => p.net).find((n) => n && n !== net);
        if (dn && !grounds.has(dn)) diodeOut = dn;
      }
      const score = 1 + (diodes > 0 ? 2 : 0) + (HENRIES.test(value) ? 1 : 0) + (sw ? 4 : 0);
      if (!best || score > best.score) best = { score, node: { sw: net, inductor: other, far, diodeOut } };
    }
  }
  return best?.node ?? null;
}
