import type { Board, Component } from '../board/model';
import { isNotFittedValue, type PartKind, readPart, type ReadPart, type Tolerance } from '../values/index';
import { ICT_DEFAULTS, SHORT_OHM } from './defaults';

/** A part of the board with what the plan needs: its reading, its pads' nets, whether it is fitted. */
export interface IctPart {
  ref: string;
  component: Component;
  read: ReadPart;
  /** Pad number → net (connected pads only). */
  padNets: Map<string, string>;
  /** Distinct nets of its connected pads, in pad order. */
  nets: string[];
  /** Not fitted: the design's DNP flag, or a value that says so ("DNP 10K"). */
  dnp: boolean;
  dnpReason: string | null;
}

/**
 * How a part conducts in the unpowered measurements. R: a resistance; C: a capacitance (open at DC);
 * L: an inductance (a short at DC); short: a near-zero resistance at every frequency (bead, fuse,
 * closed jumper); unknown: conducts, value not known (resistor networks, unknown two-pin parts).
 * Diodes, transistors and ICs do not conduct at the ~0.2 V of a resistance or capacitance test and are
 * not elements; junction tests handle them.
 */
export type ElementKind = 'R' | 'C' | 'L' | 'short' | 'unknown';

export interface Element {
  /** Index in the network's element list. */
  index: number;
  ref: string;
  a: string;
  b: string;
  kind: ElementKind;
  /** Nominal value (Ω, F, H); for `short` its modelled resistance; null when unknown. */
  value: number | null;
  /** Tolerance bounds of the value (null when not known). */
  low: number | null;
  high: number | null;
}

export interface Network {
  parts: IctPart[];
  byRef: Map<string, IctPart>;
  elements: Element[];
  /** Elements incident to each net. */
  at: Map<string, Element[]>;
}

const PASSIVE_TOLERANCE: Partial<
  Record<PartKind, Exclude<keyof typeof ICT_DEFAULTS.defaultTolerance, 'reason'>>
> = {
  resistor: 'resistor',
  capacitor: 'capacitor',
  inductor: 'inductor',
  potentiometer: 'potentiometer',
};

/** The tolerance a part is tested with: read, or the default for its kind (said in its test). */
export function toleranceOf(part: IctPart): { tolerance: Tolerance; from: string } {
  const v = part.read.value;
  if (v.tolerance) return { tolerance: v.tolerance, from: fromWhere(v.toleranceFrom) };
  const key = PASSIVE_TOLERANCE[part.read.class.kind];
  const electrolytic = part.read.class.kind === 'capacitor' && isElectrolytic(part);
  const fraction = electrolytic
    ? ICT_DEFAULTS.defaultTolerance.electrolytic
    : key
      ? ICT_DEFAULTS.defaultTolerance[key]
      : ICT_DEFAULTS.defaultTolerance.zener;
  return { tolerance: { plus: fraction, minus: fraction }, from: 'assumed (none given)' };
}

const fromWhere = (from: string | null): string =>
  from === 'value'
    ? 'from the value'
    : from === 'part number'
      ? 'from the part number'
      : `from the ${from} field`;

/** A polarised (electrolytic or tantalum) capacitor, by its package or value. */
export function isElectrolytic(part: IctPart): boolean {
  return (
    /CP_|C_?ELEC|ELECTROLYTIC|TANT|POLAR|CAPPOL|CAP-?POL|_POL\b/i.test(
      `${part.component.footprint} ${part.component.value}`,
    ) || /^CP\d/i.test(part.ref)
  );
}

function padsOfBoard(board: Board): Map<string, { number: string; net: string | null }[]> {
  const out = new Map<string, { number: string; net: string | null }[]>();
  for (const pad of board.pads) {
    if (pad.ref === null) continue;
    const list = out.get(pad.ref);
    const entry = { number: pad.number, net: pad.net };
    if (list) list.push(entry);
    else out.set(pad.ref, [entry]);
  }
  return out;
}

/** Reads every component: kind, value, nets, fitted or not. Test points and mechanical parts stay out. */
export function readParts(board: Board): IctPart[] {
  const pads = padsOfBoard(board);
  const parts: IctPart[] = [];
  const seen = new Set<string>();
  for (const c of board.components) {
    if (seen.has(c.ref)) continue;
    seen.add(c.ref);
    const own = pads.get(c.ref) ?? [];
    const padNets = new Map<string, string>();
    const nets: string[] = [];
    for (const p of own) {
      if (!p.net) continue;
      if (!padNets.has(p.number)) padNets.set(p.number, p.net);
      if (!nets.includes(p.net)) nets.push(p.net);
    }
    const read = readPart({
      ref: c.ref,
      value: c.value,
      footprint: c.footprint,
      pads: new Set(own.map((p) => p.number)).size,
      connectedPads: padNets.size,
      ...(c.fields ? { fields: c.fields } : {}),
    });
    if (read.class.kind === 'test-point' || read.class.kind === 'mechanical') continue;
    const valueSaysDnp = isNotFittedValue(c.value);
    parts.push({
      ref: c.ref,
      component: c,
      read,
      padNets,
      nets,
      dnp: c.dnp || valueSaysDnp,
      dnpReason: c.dnp
        ? 'marked do-not-populate in the design'
        : valueSaysDnp
          ? `its value says it is not fitted ("${c.value}")`
          : null,
    });
  }
  return parts;
}

/** Net of the pad with this number, else the n-th distinct net. */
const netOf = (part: IctPart, pad: string, nth: number): string | null =>
  part.padNets.get(pad) ?? part.nets[nth] ?? null;

/** The two terminals of a two-terminal part (pads 1 and 2, else its two nets); null otherwise. */
export function terminals(part: IctPart): [string, string] | null {
  if (part.nets.length !== 2) return null;
  const a = netOf(part, '1', 0);
  const b = netOf(part, '2', 1);
  return a && b && a !== b ? [a, b] : [part.nets[0]!, part.nets[1]!];
}

function bounds(value: number, t: Tolerance): [number, number] {
  return [value * (1 - t.minus), value * (1 + t.plus)];
}

/** The elements a fitted part adds to the network (see `ElementKind`). */
function elementsOf(part: IctPart): Omit<Element, 'index'>[] {
  const kind = part.read.class.kind;
  const v = part.read.value;
  const ref = part.ref;
  const two = terminals(part);
  const element = (a: string, b: string, k: ElementKind, value: number | null, t: Tolerance | null) => {
    const [low, high] = value !== null && t ? bounds(value, t) : [value, value];
    return { ref, a, b, kind: k, value, low, high };
  };
  switch (kind) {
    case 'resistor':
      if (!two) return unknownStar(part);
      return [element(two[0], two[1], 'R', v.resistanceOhms, toleranceOf(part).tolerance)].map((e) =>
        e.value === null ? { ...e, kind: 'unknown' as const } : e,
      );
    case 'potentiometer': {
      const a = part.padNets.get('1');
      const b = part.padNets.get('3');
      if (!a || !b || a === b || v.resistanceOhms === null) return unknownStar(part);
      const wiper = part.padNets.get('2');
      const ends = element(a, b, 'R', v.resistanceOhms, toleranceOf(part).tolerance);
      return wiper && wiper !== a && wiper !== b
        ? [ends, element(a, wiper, 'unknown', null, null), element(wiper, b, 'unknown', null, null)]
        : [ends];
    }
    case 'capacitor':
      return two ? [element(two[0], two[1], 'C', v.capacitanceF, toleranceOf(part).tolerance)] : [];
    case 'inductor':
      return two ? [element(two[0], two[1], 'L', v.inductanceH, toleranceOf(part).tolerance)] : [];
    case 'ferrite-bead':
    case 'fuse':
      return two ? [element(two[0], two[1], 'short', SHORT_OHM, null)] : [];
    case 'jumper': {
      if (!two) return [];
      const state = jumperState(part);
      if (state === 'open') return [];
      return [
        element(
          two[0],
          two[1],
          state === 'closed' ? 'short' : 'unknown',
          state === 'closed' ? SHORT_OHM : null,
          null,
        ),
      ];
    }
    case 'resistor-network':
      return unknownStar(part);
    case 'unknown':
      return part.nets.length === 2 && two ? [element(two[0], two[1], 'unknown', null, null)] : [];
    default:
      return [];
  }
}

/** A jumper: a 0 Ω link is closed; a solder jumper drawn open ("…_Open") is open; else unknown. */
export function jumperState(part: IctPart): 'closed' | 'open' | 'unknown' {
  if (part.read.value.resistanceOhms === 0) return 'closed';
  if (/Bridged|Closed/i.test(part.component.footprint)) return 'closed';
  if (/_Open|Open_/i.test(part.component.footprint)) return 'open';
  return 'unknown';
}

/** A part of unknown inside (a resistor network): it may join any two of its nets. */
function unknownStar(part: IctPart): Omit<Element, 'index'>[] {
  const out: Omit<Element, 'index'>[] = [];
  for (let i = 1; i < part.nets.length; i++)
    out.push({
      ref: part.ref,
      a: part.nets[0]!,
      b: part.nets[i]!,
      kind: 'unknown',
      value: null,
      low: null,
      high: null,
    });
  return out;
}

/** The parts and the elements of the fitted ones, indexed by net. */
export function buildNetwork(board: Board): Network {
  const parts = readParts(board);
  const elements: Element[] = [];
  for (const part of parts) {
    if (part.dnp) continue;
    for (const e of elementsOf(part)) if (e.a !== e.b) elements.push({ ...e, index: elements.length });
  }
  const at = new Map<string, Element[]>();
  for (const e of elements)
    for (const n of [e.a, e.b]) {
      const list = at.get(n);
      if (list) list.push(e);
      else at.set(n, [e]);
    }
  return { parts, byRef: new Map(parts.map((p) => [p.ref, p])), elements, at };
}

/** The other end of an element. */
export const otherEnd = (e: Element, net: string): string => (e.a === net ? e.b : e.a);
