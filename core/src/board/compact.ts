import { type Column, intColumn } from '../memory/heap-columns';
import type {
  Board,
  Component,
  CopperSides,
  Hole,
  Pad,
  PadShape,
  PadType,
  Point,
  Polygon,
  Ring,
  TestPoint,
  TestPointKind,
  Via,
} from './model';
import { recordTestPointNetIndex } from './net-index';

/**
 * A compact, columnar JSON form of a Board for the wire and for storage (the server's
 * `GET /api/v1/duts/:id/board`; the web app decodes it with `decodeBoard`). A 100k-pad board is a
 * few MB instead of tens: one array per field instead of one object per feature, repeated strings
 * (nets, references, footprints, pad numbers) as indexes into one table, lengths rounded to 1 nm
 * (1e-6 mm, KiCad's and Gerber 4.6's own resolution, so nothing real is lost), enums as small
 * integers, and ids dropped when they follow the importers' numbering (`P0`, `P1`, ...).
 * Units and frame are the Board's (mm, top view, +Y up).
 */
export interface CompactBoard {
  format: 'studio-board';
  version: 1;
  sources: Board['sources'];
  /** Per polygon: the outer ring, then the holes, each ring flat [x0, y0, x1, y1, ...]. */
  outline: number[][][];
  thicknessMm: number | null;
  copperLayerCount: number | null;
  auxOrigin: Point | null;
  strings: string[];
  components: CompactColumns;
  pads: CompactColumns;
  vias: CompactColumns;
  holes: CompactColumns;
  /** Net names as string indexes (the net id is its name). */
  nets: number[];
  testPoints: CompactColumns;
  /** `Board.readBy`; absent when the board has none (read before engine 1.3.0). */
  readBy?: string;
}

/** `n` rows; each other key is a column of n values; `ids` only when they are not the default ones. */
export type CompactColumns = { n: number; ids?: string[] } & Record<string, unknown>;

const SIDES: CopperSides[] = ['top', 'bottom', 'both'];
const SHAPES: PadShape[] = ['circle', 'rect', 'oval', 'roundrect', 'chamfered-rect', 'trapezoid', 'custom'];
const PAD_TYPES: PadType[] = ['smd', 'th', 'npth'];
const TP_KINDS: TestPointKind[] = ['testpoint', 'through-hole', 'via', 'smd'];
const VALUE_FROM: NonNullable<Component['valueFrom']>[] = ['schematic', 'bom'];

/** Rounds a length to 1 nm. */
const r = (v: number) => Math.round(v * 1e6) / 1e6;
const rn = (v: number | null) => (v === null ? null : r(v));
const flat = (ring: Ring): number[] => {
  const out = new Array<number>(ring.length * 2);
  for (let i = 0; i < ring.length; i++) {
    out[2 * i] = r(ring[i]!.x);
    out[2 * i + 1] = r(ring[i]!.y);
  }
  return out;
};
const unflat = (xs: number[]): Ring => {
  const ring: Ring = new Array(xs.length / 2);
  for (let i = 0; i < ring.length; i++) ring[i] = { x: xs[2 * i]!, y: xs[2 * i + 1]! };
  return ring;
};

class StringTable {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  of(s: string | null): number {
    if (s === null) return -1;
    let i = this.index.get(s);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(s);
      this.index.set(s, i);
    }
    return i;
  }
}

/** Ids only when some id differs from `${prefix}${index}`. */
function idsUnlessDefault(items: { id: string }[], prefix: string): { ids?: string[] } {
  return items.every((item, i) => item.id === `${prefix}${i}`) ? {} : { ids: items.map((i) => i.id) };
}

function columns<T>(items: T[], fields: Record<string, (item: T) => unknown>): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const [name, get] of Object.entries(fields)) {
    const column = new Array<unknown>(items.length);
    for (let i = 0; i < items.length; i++) column[i] = get(items[i]!);
    out[name] = column;
  }
  return out;
}

/** Encodes a board (see CompactBoard). Pure; the board is not changed. */
export function encodeBoard(board: Board): CompactBoard {
  const s = new StringTable();
  const padIndex = new Map<string, number>(board.pads.map((p, i) => [p.id, i]));
  const viaIndex = new Map<string, number>(board.vias.map((v, i) => [v.id, i]));
  const polygons: Record<number, number[]> = {};
  board.pads.forEach((p, i) => {
    if (p.polygon) polygons[i] = flat(p.polygon);
  });
  return {
    format: 'studio-board',
    version: 1,
    sources: board.sources,
    outline: board.outline.map((p) => [flat(p.outer), ...p.holes.map(flat)]),
    thicknessMm: board.thicknessMm,
    copperLayerCount: board.copperLayerCount,
    auxOrigin: board.auxOrigin,
    ...(board.readBy === undefined ? {} : { readBy: board.readBy }),
    components: {
      n: board.components.length,
      ...idsUnlessDefault(board.components, 'C'),
      ...columns<Component>(board.components, {
        ref: (c) => s.of(c.ref),
        value: (c) => s.of(c.value),
        footprint: (c) => s.of(c.footprint),
        side: (c) => (c.side === 'top' ? 0 : 1),
        x: (c) => r(c.x),
        y: (c) => r(c.y),
        rotationDeg: (c) => r(c.rotationDeg),
        body: (c) => (c.body ? flat(c.body) : null),
        heightMm: (c) => rn(c.heightMm),
        flags: (c) => (c.dnp ? 1 : 0) | (c.excludeFromBom ? 2 : 0) | (c.excludeFromPosFiles ? 4 : 0),
      }),
      // Only boards with fields carry the column: per component [name, text, name, text …] as string
      // indexes, or null.
      ...(board.components.some((c) => c.fields)
        ? {
            fields: board.components.map((c) =>
              c.fields ? Object.entries(c.fields).flatMap(([k, v]) => [s.of(k), s.of(v)]) : null,
            ),
          }
        : {}),
      // Only boards with a STEP model carry the column: [heightMm, by name ? 1 : 0, ...outline xy].
      ...(board.components.some((c) => c.step)
        ? {
            step: board.components.map((c) =>
              c.step
                ? [r(c.step.heightMm), c.step.matchedBy === 'name' ? 1 : 0, ...flat(c.step.outline)]
                : null,
            ),
          }
        : {}),
      ...(board.components.some((c) => c.valueFrom)
        ? { valueFrom: board.components.map((c) => (c.valueFrom ? VALUE_FROM.indexOf(c.valueFrom) : -1)) }
        : {}),
    },
    pads: {
      n: board.pads.length,
      ...idsUnlessDefault(board.pads, 'P'),
      ...columns<Pad>(board.pads, {
        ref: (p) => s.of(p.ref),
        number: (p) => s.of(p.number),
        x: (p) => r(p.x),
        y: (p) => r(p.y),
        net: (p) => s.of(p.net),
        side: (p) => SIDES.indexOf(p.side),
        shape: (p) => SHAPES.indexOf(p.shape),
        widthMm: (p) => r(p.widthMm),
        heightMm: (p) => r(p.heightMm),
        rotationDeg: (p) => r(p.rotationDeg),
        type: (p) => PAD_TYPES.indexOf(p.type),
        drillMm: (p) => rn(p.drillMm),
        slotLengthMm: (p) => rn(p.slotLengthMm),
        flags: (p) => (p.plated ? 1 : 0) | (p.mask === 'covered' ? 2 : 0) | (p.testpointFlag ? 4 : 0),
      }),
      polygons,
    },
    vias: {
      n: board.vias.length,
      ...idsUnlessDefault(board.vias, 'V'),
      ...columns<Via>(board.vias, {
        x: (v) => r(v.x),
        y: (v) => r(v.y),
        drillMm: (v) => r(v.drillMm),
        diameterMm: (v) => r(v.diameterMm),
        net: (v) => s.of(v.net),
        side: (v) => SIDES.indexOf(v.side),
        tented: (v) => (v.tented === null ? 2 : v.tented ? 1 : 0),
      }),
      // only when a via is a designed test point: older stored boards have no such column
      ...(board.vias.some((v) => v.testpointFlag)
        ? { testpointFlag: board.vias.map((v) => (v.testpointFlag ? 1 : 0)) }
        : {}),
    },
    holes: {
      n: board.holes.length,
      ...idsUnlessDefault(board.holes, 'H'),
      ...columns<Hole>(board.holes, {
        x: (h) => r(h.x),
        y: (h) => r(h.y),
        diameterMm: (h) => r(h.diameterMm),
        slotLengthMm: (h) => rn(h.slotLengthMm),
        plated: (h) => (h.plated ? 1 : 0),
        ref: (h) => s.of(h.ref),
      }),
    },
    nets: board.nets.map((n) => s.of(n.name)),
    testPoints: {
      n: board.testPoints.length,
      ...idsUnlessDefault(board.testPoints, 'T'),
      ...columns<TestPoint>(board.testPoints, {
        kind: (t) => TP_KINDS.indexOf(t.kind),
        ref: (t) => s.of(t.ref),
        pad: (t) => s.of(t.pad),
        // A pad as its index, a via as -(index + 1); anything else by name.
        feature: (t) => {
          const pad = padIndex.get(t.featureId);
          if (pad !== undefined && board.pads[pad]!.id === t.featureId && t.kind !== 'via') return pad;
          const via = viaIndex.get(t.featureId);
          return via !== undefined ? -(via + 1) : `${t.featureId}`;
        },
        x: (t) => r(t.x),
        y: (t) => r(t.y),
        net: (t) => s.of(t.net),
        side: (t) => SIDES.indexOf(t.side),
        sizeMm: (t) => r(t.sizeMm),
        flags: (t) => (t.flagged ? 1 : 0) | (t.covered ? 2 : 0),
      }),
    },
    strings: s.list,
  };
}

function col<T>(c: CompactColumns, name: string): T[] {
  const column = c[name];
  if (!Array.isArray(column) || column.length !== c.n)
    throw new Error(`Compact board: column ${name} is missing or has the wrong length`);
  return column as T[];
}

/** A component's fields from [name, text, …] string indexes (a `__proto__` name is dropped). */
function fieldsOf(pairs: number[], str: (i: number) => string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (let k = 0; k + 1 < pairs.length; k += 2) {
    const name = str(pairs[k]!);
    const text = str(pairs[k + 1]!);
    if (name !== null && text !== null && name !== '__proto__') out[name] = text;
  }
  return out;
}

/** Decodes `encodeBoard`'s output back into a Board (lengths as rounded to 1 nm). */
export function decodeBoard(c: CompactBoard): Board {
  if (c.format !== 'studio-board' || c.version !== 1)
    throw new Error(`Not a compact board of version 1 (${String(c.format)} ${String(c.version)})`);
  const strings = c.strings;
  const str = (i: number) => (i < 0 ? null : strings[i]!);
  const id = (cols: CompactColumns, prefix: string, i: number) => cols.ids?.[i] ?? `${prefix}${i}`;
  const comp = c.components;
  const [cRef, cValue, cFoot, cSide, cX, cY, cRot, cBody, cHeight, cFlags] = [
    col<number>(comp, 'ref'),
    col<number>(comp, 'value'),
    col<number>(comp, 'footprint'),
    col<number>(comp, 'side'),
    col<number>(comp, 'x'),
    col<number>(comp, 'y'),
    col<number>(comp, 'rotationDeg'),
    col<number[] | null>(comp, 'body'),
    col<number | null>(comp, 'heightMm'),
    col<number>(comp, 'flags'),
  ];
  const cStep = comp.step === undefined ? null : col<number[] | null>(comp, 'step');
  const cFields = comp.fields === undefined ? null : col<number[] | null>(comp, 'fields');
  const cValueFrom = comp.valueFrom === undefined ? null : col<number>(comp, 'valueFrom');
  const components = new Array<Component>(comp.n);
  for (let i = 0; i < comp.n; i++) {
    const body = cBody[i]!;
    components[i] = {
      id: id(comp, 'C', i) as Component['id'],
      ref: str(cRef[i]!) ?? '',
      value: str(cValue[i]!) ?? '',
      footprint: str(cFoot[i]!) ?? '',
      side: cSide[i] === 0 ? 'top' : 'bottom',
      x: cX[i]!,
      y: cY[i]!,
      rotationDeg: cRot[i]!,
      body: body ? unflat(body) : null,
      heightMm: cHeight[i]!,
      dnp: (cFlags[i]! & 1) !== 0,
      excludeFromBom: (cFlags[i]! & 2) !== 0,
      excludeFromPosFiles: (cFlags[i]! & 4) !== 0,
    };
    const fields = cFields?.[i];
    if (fields) components[i]!.fields = fieldsOf(fields, str);
    const step = cStep?.[i];
    if (step)
      components[i]!.step = {
        heightMm: step[0]!,
        matchedBy: step[1] === 1 ? 'name' : 'position',
        outline: unflat(step.slice(2)),
      };
    const from = VALUE_FROM[cValueFrom?.[i] ?? -1];
    if (from) components[i]!.valueFrom = from;
  }
  const board: Board = {
    units: 'mm',
    frame: 'top-view-y-up',
    sources: c.sources,
    outline: c.outline.map(
      ([outer, ...holes]): Polygon => ({ outer: unflat(outer ?? []), holes: holes.map(unflat) }),
    ),
    thicknessMm: c.thicknessMm,
    copperLayerCount: c.copperLayerCount,
    auxOrigin: c.auxOrigin,
    components,
    pads: decodePads(c.pads, str, id),
    vias: decodeVias(c.vias, str, id),
    holes: decodeHoles(c.holes, str, id),
    nets: c.nets.map((i) => ({ id: strings[i]! as Board['nets'][number]['id'], name: strings[i]! })),
    testPoints: decodeTestPoints(c, str, id),
    ...(typeof c.readBy === 'string' ? { readBy: c.readBy } : {}),
  };
  recordTestPointNetIndex(board, testPointNets(c));
  return board;
}

/** Each candidate's net as an index into the board's nets, read off the string table's indexes. */
function testPointNets(c: CompactBoard): Column {
  const netOfString = intColumn(c.strings.length).fill(-1);
  for (let k = c.nets.length - 1; k >= 0; k--) netOfString[c.nets[k]!] = k;
  const net = col<number>(c.testPoints, 'net');
  const index = intColumn(c.testPoints.n);
  for (let i = 0; i < index.length; i++) index[i] = net[i]! < 0 ? -1 : (netOfString[net[i]!] ?? -1);
  return index;
}

type Str = (i: number) => string | null;
type Id = (cols: CompactColumns, prefix: string, i: number) => string;

function decodePads(p: CompactColumns, str: Str, id: Id): Pad[] {
  const ref = col<number>(p, 'ref');
  const num = col<number>(p, 'number');
  const [x, y, net, side, shape] = ['x', 'y', 'net', 'side', 'shape'].map((k) => col<number>(p, k));
  const [w, h, rot, type, flags] = ['widthMm', 'heightMm', 'rotationDeg', 'type', 'flags'].map((k) =>
    col<number>(p, k),
  );
  const drill = col<number | null>(p, 'drillMm');
  const slot = col<number | null>(p, 'slotLengthMm');
  const polygons = (p.polygons ?? {}) as Record<string, number[]>;
  const pads = new Array<Pad>(p.n);
  for (let i = 0; i < p.n; i++) {
    const polygon = polygons[i];
    pads[i] = {
      id: id(p, 'P', i) as Pad['id'],
      ref: str(ref[i]!),
      number: str(num[i]!) ?? '',
      x: x![i]!,
      y: y![i]!,
      net: str(net![i]!),
      side: SIDES[side![i]!]!,
      shape: SHAPES[shape![i]!]!,
      widthMm: w![i]!,
      heightMm: h![i]!,
      rotationDeg: rot![i]!,
      type: PAD_TYPES[type![i]!]!,
      drillMm: drill[i]!,
      slotLengthMm: slot[i]!,
      plated: (flags![i]! & 1) !== 0,
      polygon: polygon ? unflat(polygon) : null,
      mask: (flags![i]! & 2) !== 0 ? 'covered' : 'open',
      testpointFlag: (flags![i]! & 4) !== 0,
    };
  }
  return pads;
}

function decodeVias(v: CompactColumns, str: Str, id: Id): Via[] {
  const [x, y, drill, diameter, net, side, tented] = [
    'x',
    'y',
    'drillMm',
    'diameterMm',
    'net',
    'side',
    'tented',
  ].map((k) => col<number>(v, k));
  const flags = v.testpointFlag === undefined ? null : col<number>(v, 'testpointFlag');
  const vias = new Array<Via>(v.n);
  for (let i = 0; i < v.n; i++) {
    const t = tented![i]!;
    vias[i] = {
      id: id(v, 'V', i) as Via['id'],
      x: x![i]!,
      y: y![i]!,
      drillMm: drill![i]!,
      diameterMm: diameter![i]!,
      net: str(net![i]!),
      side: SIDES[side![i]!]!,
      tented: t === 2 ? null : t === 1,
    };
    if (flags?.[i] === 1) vias[i]!.testpointFlag = true;
  }
  return vias;
}

function decodeHoles(h: CompactColumns, str: Str, id: Id): Hole[] {
  const [x, y, d, plated, ref] = ['x', 'y', 'diameterMm', 'plated', 'ref'].map((k) => col<number>(h, k));
  const slot = col<number | null>(h, 'slotLengthMm');
  const holes = new Array<Hole>(h.n);
  for (let i = 0; i < h.n; i++) {
    holes[i] = {
      id: id(h, 'H', i) as Hole['id'],
      x: x![i]!,
      y: y![i]!,
      diameterMm: d![i]!,
      slotLengthMm: slot[i]!,
      plated: plated![i] === 1,
      ref: str(ref![i]!),
    };
  }
  return holes;
}

function decodeTestPoints(c: CompactBoard, str: Str, id: Id): TestPoint[] {
  const t = c.testPoints;
  const [kind, ref, pad, x, y, net, side, size, flags] = [
    'kind',
    'ref',
    'pad',
    'x',
    'y',
    'net',
    'side',
    'sizeMm',
    'flags',
  ].map((k) => col<number>(t, k));
  const feature = col<number | string>(t, 'feature');
  const featureId = (f: number | string) =>
    typeof f === 'string' ? f : f >= 0 ? id(c.pads, 'P', f) : id(c.vias, 'V', -f - 1);
  const points = new Array<TestPoint>(t.n);
  for (let i = 0; i < t.n; i++) {
    points[i] = {
      id: id(t, 'T', i) as TestPoint['id'],
      kind: TP_KINDS[kind![i]!]!,
      ref: str(ref![i]!),
      pad: str(pad![i]!),
      featureId: featureId(feature[i]!) as TestPoint['featureId'],
      x: x![i]!,
      y: y![i]!,
      net: str(net![i]!),
      side: SIDES[side![i]!]!,
      sizeMm: size![i]!,
      flagged: (flags![i]! & 1) !== 0,
      covered: (flags![i]! & 2) !== 0,
    };
  }
  return points;
}
