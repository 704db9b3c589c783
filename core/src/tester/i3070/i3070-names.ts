import type { Board } from '../../board/model';
import { netNames } from '../access';
import { asciiOf } from '../ascii';
import { shownNetNames } from '../net-names';

/**
 * The names an i3070 board / board_xy pair uses, the same in both files (Keysight i3070 "Data Formats",
 * chapter 1 "BCF Syntax Structure — Identifiers"; limits as CAMCAD's 3070 writer documents them).
 * Device designators and pin names are bare identifiers — letters, digits and `_` (a `.` would split
 * `device.pin`); pin names at most 8 characters. Node names are double-quoted strings of printable
 * ASCII without `"` or `~`, at most 40 characters. A name outside these rules is rewritten (other
 * characters become `_`, a too-long name is cut and numbered) and every rewrite is listed in the
 * files' comments as `! name … = …`, with the original's non-ASCII characters as `\u{HEX}`.
 */
export interface I3070Names {
  device(ref: string): string;
  pin(ref: string, pin: string): string;
  /** A node's name, without its quotes. */
  node(net: string): string;
  renames: string[];
}

const NODE_MAX = 40;
const PIN_MAX = 8;

export function i3070Names(board: Board): I3070Names {
  const renames: string[] = [];
  const devices = new Unique((s) => s.replace(/[^A-Za-z0-9_]/g, '_') || 'DEVICE', Infinity);
  const nodes = new Unique((s) => s.replace(/[^\x20-\x7e]|["~]/g, '_') || 'NODE', NODE_MAX);
  const pins = new Map<string, Unique>();
  const shown = shownNetNames(netNames(board));
  const deviceNames = new Map<string, string>();
  for (const c of board.components) deviceNames.set(c.ref, devices.take(c.ref, renames, 'device'));
  for (const p of board.pads)
    if (p.ref !== null && !deviceNames.has(p.ref))
      deviceNames.set(p.ref, devices.take(p.ref, renames, 'device'));
  const nodeNames = new Map<string, string>();
  for (const [stored, name] of shown) nodeNames.set(stored, nodes.take(name, renames, 'node'));
  const pinNames = new Map<string, string>();
  for (const p of board.pads) {
    if (p.ref === null) continue;
    const key = `${p.ref}\u0000${p.number}`;
    if (pinNames.has(key)) continue;
    let u = pins.get(p.ref);
    if (!u) {
      u = new Unique((s) => s.replace(/[^A-Za-z0-9_]/g, '_') || 'NOPIN', PIN_MAX);
      pins.set(p.ref, u);
    }
    pinNames.set(key, u.take(p.number, renames, `pin of ${p.ref}`));
  }
  return {
    device: (ref) => deviceNames.get(ref) ?? ref,
    pin: (ref, pin) => pinNames.get(`${ref}\u0000${pin}`) ?? pin,
    node: (net) => nodeNames.get(net) ?? net,
    renames,
  };
}

/** Names made valid and unique in one namespace, first come first served. */
class Unique {
  private readonly taken = new Set<string>();
  constructor(
    private readonly clean: (s: string) => string,
    private readonly max: number,
  ) {}

  take(original: string, renames: string[], what: string): string {
    let name = this.clean(original);
    if (name.length > this.max) name = name.slice(0, this.max);
    for (let i = 2; this.taken.has(name); i++) {
      const suffix = `_${i}`;
      const base = this.clean(original);
      name = `${this.max === Infinity ? base : base.slice(0, this.max - suffix.length)}${suffix}`;
    }
    this.taken.add(name);
    if (name !== original) renames.push(`${what} "${name}" = "${asciiOf(original)}"`);
    return name;
  }
}
