import type { SheetInstance } from './hierarchy';
import { SheetGeometry } from './sheet-geometry';
import type { SheetFile } from './types';

/** A vector bus name `PREFIX[a..b]`: its members in order (`D0`…`D7`, or `D7`…`D0` when a > b). */
export function busMembers(name: string): string[] | null {
  const m = /^(.*)\[(\d{1,4})\.\.(\d{1,4})\]$/.exec(name);
  if (!m) return null;
  const a = Number(m[2]);
  const b = Number(m[3]);
  if (Math.abs(a - b) > 1023) return null;
  const step = a <= b ? 1 : -1;
  const out: string[] = [];
  for (let k = a; k !== b + step; k += step) out.push(`${m[1]}${k}`);
  return out;
}

/** A bus name KiCad does not treat as a single net: a vector `A[0..7]` or a group `{A B}` / `NAME{A B}`. */
export const isBusName = (name: string): boolean => busMembers(name) !== null || /\{.*\}/.test(name);

/** How one bus-named item's members join nets: the key of member k, and the name it gives the net. */
export interface BusVector {
  members: string[];
  key(member: string): string;
  driver(member: string): { name: string; priority: number } | null;
}

/** The connected bus drawings of one sheet file: which vector-named items sit on the same bus. */
export interface FileBuses {
  /** Per bus set, the labels (by index in `file.labels`) and sheet pins (`sheet:pin`) on it. */
  sets: { labels: number[]; pins: { sheet: number; pin: number }[] }[];
}

/**
 * Groups a sheet's bus segments with the vector-named labels and sheet pins on them. Bus entries are
 * not followed: in KiCad a wire leaving a bus joins a member through its label, as a name.
 */
export function fileBuses(file: SheetFile): FileBuses {
  if (file.buses.length === 0) return { sets: [] };
  const g = new SheetGeometry();
  const onBus = new Set<number>();
  for (const b of file.buses) g.addWire(b);
  const labelIds = file.labels.map((l) => (busMembers(l.text) ? g.at(l) : -1));
  const pinIds = file.sheets.map((s) => s.pins.map((p) => (busMembers(p.name) ? g.at(p) : -1)));
  g.joinPointsOnWires();
  for (const b of file.buses) onBus.add(g.setOf({ x: b.x1, y: b.y1 }));
  const bySet = new Map<number, FileBuses['sets'][number]>();
  const entry = (id: number) => {
    const set = g.uf.find(id);
    if (!onBus.has(set)) return null;
    let e = bySet.get(set);
    if (!e) {
      e = { labels: [], pins: [] };
      bySet.set(set, e);
    }
    return e;
  };
  labelIds.forEach((id, k) => {
    if (id >= 0) entry(id)?.labels.push(k);
  });
  pinIds.forEach((pins, sheet) => {
    pins.forEach((id, pin) => {
      if (id >= 0) entry(id)?.pins.push({ sheet, pin });
    });
  });
  return { sets: [...bySet.values()] };
}

/**
 * The vectors on each bus of one sheet instance, for `connect` to join member by member (KiCad joins
 * buses of different names by position: `TVRAM[0..7]` on a sheet pin `VRAM[0..7]` puts TVRAM0 with
 * the sheet's VRAM0). A local or hierarchical vector's members are the sheet's labels of those names;
 * a global one's are global nets; a sheet pin's are the child sheet's labels.
 */
export function vectorsOfInstance(
  buses: FileBuses,
  inst: SheetInstance,
  index: number,
  childOf: (sheet: number) => number,
  priority: { local: number; global: number },
): BusVector[][] {
  const file = inst.file;
  return buses.sets.map((set) => {
    const vectors: BusVector[] = [];
    for (const k of set.labels) {
      const l = file.labels[k]!;
      const members = busMembers(l.text)!;
      if (l.kind === 'global')
        vectors.push({
          members,
          key: (m) => `G:${m}`,
          driver: (m) => ({ name: m, priority: priority.global }),
        });
      else
        vectors.push({
          members,
          key: (m) => `L:${index}:${m}`,
          driver: (m) => ({ name: `${inst.namePath}${m}`, priority: priority.local }),
        });
    }
    for (const { sheet, pin } of set.pins) {
      const child = childOf(sheet);
      if (child < 0) continue;
      const members = busMembers(file.sheets[sheet]!.pins[pin]!.name)!;
      vectors.push({ members, key: (m) => `L:${child}:${m}`, driver: () => null });
    }
    return vectors;
  });
}
