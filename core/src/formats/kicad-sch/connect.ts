import type { DiagnosticSink } from '../../board/diagnostics';
import { type FileBuses, fileBuses, isBusName, vectorsOfInstance } from './buses';
import type { Hierarchy, SheetInstance } from './hierarchy';
import { pinsOfUnit, placePin } from './lib-symbols';
import { SheetGeometry, UnionFind } from './sheet-geometry';
import type { LibPin, LibSymbol, PlacedSymbol, SchematicNet, SheetFile } from './types';
import { KicadSchCode } from './codes';

/** A placed symbol in one sheet instance, with the reference and unit that instance gives it. */
export interface SymbolUse {
  instance: number;
  symbol: PlacedSymbol;
  lib: LibSymbol | null;
  reference: string;
  unit: number;
  value: string;
  footprint: string;
}

/** The connected sets of one sheet file: built once, shared by every instance of the file. */
interface FileSets {
  geometry: SheetGeometry;
  /** The set of each (symbol index, unit)'s pins, in `pinsOfUnit` order. */
  pinSets: Map<string, { pin: LibPin; set: number }[]>;
}

/**
 * Name drivers, strongest first, as KiCad ranks them when it names a net: a global power symbol,
 * a global label, a sheet-local power symbol (KiCad 9), a local label, a hierarchical label, a sheet
 * pin. Between equals the one higher in the hierarchy, then the first in alphabetical order.
 */
const PRIORITY = { power: 0, global: 1, localPower: 2, local: 3, hierarchical: 4, sheetPin: 5 } as const;

interface Driver {
  name: string;
  priority: number;
  depth: number;
}

function fileSets(file: SheetFile, uses: SymbolUse[]): FileSets {
  const g = new SheetGeometry();
  for (const w of file.wires) g.addWire(w);
  for (const p of file.junctions) g.at(p);
  for (const p of file.noConnects) g.at(p);
  for (const l of file.labels) g.at(l);
  for (const s of file.sheets) for (const p of s.pins) g.at(p);
  const pinPoints = new Map<string, { pin: LibPin; at: { x: number; y: number } }[]>();
  for (const u of uses) {
    const index = file.symbols.indexOf(u.symbol);
    const k = `${index}:${u.unit}`;
    if (pinPoints.has(k) || !u.lib) continue;
    const list = pinsOfUnit(u.lib, u.unit, u.symbol.style).map((pin) => ({
      pin,
      at: placePin(u.symbol, pin),
    }));
    for (const p of list) g.atPin(p.at);
    pinPoints.set(k, list);
  }
  g.joinPointsOnWires();
  const pinSets = new Map<string, { pin: LibPin; set: number }[]>();
  for (const [k, list] of pinPoints)
    pinSets.set(
      k,
      list.map((p) => ({ pin: p.pin, set: g.setOf(p.at) })),
    );
  return { geometry: g, pinSets };
}

/**
 * Joins the sheets' connected sets into the schematic's nets: per sheet instance its own sets; across
 * the hierarchy, global labels and global power symbols by name, hidden power-input pins by their
 * pin name (KiCad's implicit connection), local labels and sheet-local power symbols by name within
 * one instance, and each hierarchical label to its sheet symbol's pin of the same name in the parent.
 * Returns the nets with the pins of every part (power symbols and flags, `#…`, are not parts).
 */
export function connect(
  h: Hierarchy,
  uses: SymbolUse[],
  sink: (file: string) => DiagnosticSink<KicadSchCode>,
): SchematicNet[] {
  const uf = new UnionFind();
  const named = new Map<string, number>();
  const byName = (key: string) => {
    let id = named.get(key);
    if (id === undefined) {
      id = uf.add();
      named.set(key, id);
    }
    return id;
  };
  const perFile = new Map<SheetFile, FileSets>();
  const base: number[] = [];
  for (const inst of h.instances) {
    let sets = perFile.get(inst.file);
    if (!sets) {
      sets = fileSets(
        inst.file,
        uses.filter((u) => h.instances[u.instance]!.file === inst.file),
      );
      perFile.set(inst.file, sets);
    }
    const first = uf.size;
    for (let k = 0; k < sets.geometry.uf.size; k++) uf.add();
    base.push(first);
  }
  const drivers = new Map<number, Driver[]>();
  const noConnect = new Set<number>();
  const setIn = (i: number, local: number) => base[i]! + local;
  const drive = (id: number, d: Driver) => {
    const list = drivers.get(id);
    if (list) list.push(d);
    else drivers.set(id, [d]);
  };
  const busesOf = new Map<SheetFile, FileBuses>();
  const joinBuses = (inst: SheetInstance, i: number) => {
    let buses = busesOf.get(inst.file);
    if (!buses) {
      buses = fileBuses(inst.file);
      busesOf.set(inst.file, buses);
    }
    const childOf = (sheet: number) =>
      h.instances.findIndex((c) => c.parent === i && c.via === inst.file.sheets[sheet]);
    const depth = inst.uuids.length;
    for (const vectors of vectorsOfInstance(buses, inst, i, childOf, PRIORITY)) {
      const [first] = vectors;
      if (!first) continue;
      for (const v of vectors)
        v.members.forEach((m, k) => {
          const id = byName(v.key(m));
          const d = v.driver(m);
          if (d) drive(id, { ...d, depth });
          const other = first.members[k];
          if (other !== undefined) uf.union(id, byName(first.key(other)));
        });
    }
  };
  h.instances.forEach((inst, i) => {
    const g = perFile.get(inst.file)!.geometry;
    const depth = inst.uuids.length;
    for (const l of inst.file.labels) {
      const id = setIn(i, g.setOf(l));
      if (isBusName(l.text)) continue;
      if (l.kind === 'global') {
        uf.union(id, byName(`G:${l.text}`));
        drive(id, { name: l.text, priority: PRIORITY.global, depth });
      } else if (l.kind === 'local') {
        uf.union(id, byName(`L:${i}:${l.text}`));
        drive(id, { name: `${inst.namePath}${l.text}`, priority: PRIORITY.local, depth });
      } else {
        // A hierarchical label is also a label of its sheet: a local label of the same name joins it.
        uf.union(id, byName(`H:${i}:${l.text}`));
        uf.union(id, byName(`L:${i}:${l.text}`));
        drive(id, { name: `${inst.namePath}${l.text}`, priority: PRIORITY.hierarchical, depth });
      }
    }
    for (const p of inst.file.noConnects) noConnect.add(setIn(i, g.setOf(p)));
    joinBuses(inst, i);
    for (const s of inst.file.sheets) {
      const child = h.instances.findIndex((c) => c.parent === i && c.via === s);
      for (const pin of s.pins) {
        if (isBusName(pin.name)) continue;
        const id = setIn(i, g.setOf(pin));
        drive(id, { name: `${inst.namePath}${pin.name}`, priority: PRIORITY.sheetPin, depth });
        if (child < 0) continue;
        if (!h.instances[child]!.file.labels.some((l) => l.kind === 'hierarchical' && l.text === pin.name))
          sink(inst.file.name).warn(
            KicadSchCode.hierPinUnmatched,
            `sheet pin "${pin.name}" of sheet "${s.name}" has no hierarchical label of that name in ${s.file}: it connects nothing below`,
            { line: s.line },
          );
        uf.union(id, byName(`H:${child}:${pin.name}`));
      }
    }
  });
  const nodes = new Map<number, SchematicNet['nodes']>();
  const pinNets = new Map<string, number>();
  for (const u of uses) {
    const inst = h.instances[u.instance]!;
    const sets = perFile.get(inst.file)!;
    const list = sets.pinSets.get(`${inst.file.symbols.indexOf(u.symbol)}:${u.unit}`) ?? [];
    const power = u.lib?.power ?? null;
    for (const { pin, set } of list) {
      const id = setIn(u.instance, set);
      // A power symbol names its net through a power-input pin (PWR_FLAG's power-output pin names nothing).
      if (power && pin.type === 'power_in') {
        // KiCad 6 and 7 name a power net by the pin's name; KiCad 8 and 9 by the symbol's value.
        const name = inst.file.version >= 20231120 ? u.value || pin.name : pin.name || u.value;
        const key = power === 'local' ? `L:${u.instance}:${name}` : `G:${name}`;
        uf.union(id, byName(key));
        drive(id, {
          name: power === 'local' ? `${inst.namePath}${name}` : name,
          priority: power === 'local' ? PRIORITY.localPower : PRIORITY.power,
          depth: inst.uuids.length,
        });
        continue;
      }
      // A hidden power-input pin joins the global net of its name (KiCad's implicit connection).
      if (pin.hidden && pin.type === 'power_in' && pin.name !== '') {
        uf.union(id, byName(`G:${pin.name}`));
        drive(id, { name: pin.name, priority: PRIORITY.power, depth: inst.uuids.length });
      }
      if (u.reference.startsWith('#') || pin.number === '') continue;
      const k = `${u.reference}\u0000${pin.number}`;
      const node = {
        ref: u.reference,
        pin: pin.number,
        pinName: pin.name,
        file: inst.file.name,
        line: u.symbol.line,
      };
      const prev = pinNets.get(k);
      if (prev !== undefined && uf.find(prev) === uf.find(id)) continue;
      if (prev !== undefined) {
        // The same pin again (a pin common to several units, or stacked): one pad, so one net.
        uf.union(prev, id);
        continue;
      }
      pinNets.set(k, id);
      const list2 = nodes.get(id);
      if (list2) list2.push(node);
      else nodes.set(id, [node]);
    }
  }
  return gather(uf, nodes, drivers, noConnect);
}

function gather(
  uf: UnionFind,
  nodes: Map<number, SchematicNet['nodes']>,
  drivers: Map<number, Driver[]>,
  noConnect: Set<number>,
): SchematicNet[] {
  const nets = new Map<number, { nodes: SchematicNet['nodes']; drivers: Driver[]; noConnect: boolean }>();
  const get = (id: number) => {
    const r = uf.find(id);
    let n = nets.get(r);
    if (!n) {
      n = { nodes: [], drivers: [], noConnect: false };
      nets.set(r, n);
    }
    return n;
  };
  for (const [id, list] of nodes) get(id).nodes.push(...list);
  for (const [id, list] of drivers) get(id).drivers.push(...list);
  for (const id of noConnect) get(id).noConnect = true;
  const out: SchematicNet[] = [];
  for (const n of nets.values()) {
    if (n.nodes.length === 0) continue;
    const ranked = [...n.drivers].sort(
      (a, b) =>
        a.priority - b.priority || a.depth - b.depth || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    out.push({
      name: ranked[0]?.name ?? null,
      names: [...new Set(ranked.map((d) => d.name))],
      nodes: n.nodes,
      noConnect: n.noConnect,
    });
  }
  return out;
}

export type { SheetInstance };
