import { LARGEST_NETWORK, SHORT_OHM } from './defaults';
import type { Element, Network } from './network';
import { otherEnd } from './network';
import { type Branch, type Complex, GROUNDED, SOURCE, solveCurrent } from './nodal';

/** DC (resistance, junction shunts) or AC at an angular frequency (capacitance, inductance). */
export type Mode = { kind: 'dc' } | { kind: 'ac'; omega: number };

/** How an element conducts in a mode: an admittance, open, or conducting with an unknown value. */
export function admittanceOf(e: Element, value: number | null, mode: Mode): Complex | 'open' | 'unknown' {
  switch (e.kind) {
    case 'R':
      return value === null ? 'unknown' : { re: 1 / Math.max(value, SHORT_OHM / 10), im: 0 };
    case 'short':
      return { re: 1 / SHORT_OHM, im: 0 };
    case 'C':
      if (mode.kind === 'dc') return 'open';
      return value === null ? 'unknown' : { re: 0, im: mode.omega * value };
    case 'L':
      if (mode.kind === 'dc') return { re: 1 / SHORT_OHM, im: 0 };
      return value === null ? 'unknown' : { re: 0, im: -1 / (mode.omega * value) };
    default:
      return 'unknown';
  }
}

/** Whether an element can carry current in the mode (unknown ones may). */
export const conducts = (e: Element, mode: Mode): boolean => !(e.kind === 'C' && mode.kind === 'dc');

export interface Setup {
  high: string;
  low: string;
  guards: ReadonlySet<string>;
  mode: Mode;
  /** Elements left out (a part removed to see whether its absence shows). */
  exclude?: ReadonlySet<number>;
  /** Element values other than nominal (worst cases, sensitivities). */
  values?: ReadonlyMap<number, number>;
}

export interface Reading {
  /** Current into the measuring node per volt at the source: the admittance the tester sees. */
  y: Complex;
  /** Parts of unknown value on the measured paths: the real reading may differ. */
  unknown: string[];
  /** The network was larger than the plan solves: only the parts between the two nodes were taken. */
  truncated: boolean;
}

/**
 * The free nodes the source reaches without passing the measuring node or a guard (the part of the
 * board the measurement sees), over the elements that conduct in the mode.
 */
export function reach(net: Network, s: Setup): { nodes: string[]; unknown: Set<string>; truncated: boolean } {
  const seen = new Set<string>([s.high]);
  const nodes: string[] = [];
  const unknown = new Set<string>();
  const queue = [s.high];
  for (let q = 0; q < queue.length; q++) {
    const at = queue[q]!;
    for (const e of net.at.get(at) ?? []) {
      if (s.exclude?.has(e.index) || !conducts(e, s.mode)) continue;
      if (admittanceOf(e, e.value, s.mode) === 'unknown') {
        unknown.add(e.ref);
        continue;
      }
      const other = otherEnd(e, at);
      if (seen.has(other) || other === s.low || s.guards.has(other)) continue;
      seen.add(other);
      if (nodes.length >= LARGEST_NETWORK) return { nodes, unknown, truncated: true };
      nodes.push(other);
      queue.push(other);
    }
  }
  return { nodes, unknown, truncated: false };
}

/** A branch of a prepared measurement with the element it models. */
interface PreparedBranch extends Branch {
  element: Element;
}

/**
 * A measurement's network taken apart once: the nodes reached, every conducting element around them
 * as a branch between node indices, the branches ending at the measuring node. Reading it with other
 * element values (`readPrepared`) gives exactly what `measure` gives with those values — the same
 * branches in the same order into the same solver — without walking the board again.
 */
interface PreparedMeasurement {
  setup: Setup;
  nodes: string[];
  truncated: boolean;
  unknown: string[];
  /** The branches solved, in the order `measure` builds them. */
  branches: PreparedBranch[];
  lowSet: ReadonlySet<Branch>;
  /** Element index → its branch among `branches`, for elements that reach the solver. */
  solved: Map<number, PreparedBranch>;
}

function prepare(net: Network, s: Setup): PreparedMeasurement {
  const { nodes, unknown, truncated } = reach(net, s);
  const index = new Map<string, number>();
  if (!truncated) for (const [i, n] of nodes.entries()) index.set(n, i);
  const nodeOf = (name: string): number | null =>
    name === s.high ? SOURCE : name === s.low || s.guards.has(name) ? GROUNDED : (index.get(name) ?? null);
  const branches: PreparedBranch[] = [];
  const toLow: Branch[] = [];
  const visit = new Set<number>();
  const around = truncated ? [s.high] : [s.high, ...nodes];
  for (const n of around)
    for (const e of net.at.get(n) ?? []) {
      if (visit.has(e.index) || s.exclude?.has(e.index) || !conducts(e, s.mode)) continue;
      visit.add(e.index);
      const y = admittanceOf(e, s.values?.get(e.index) ?? e.value, s.mode);
      if (y === 'open') continue;
      if (y === 'unknown') {
        unknown.add(e.ref);
        continue;
      }
      const u = nodeOf(e.a);
      const v = nodeOf(e.b);
      if (u === null || v === null) continue; // beyond the truncated network
      const branch = { u, v, y, element: e };
      branches.push(branch);
      const intoLow = (e.a === s.low && v !== GROUNDED) || (e.b === s.low && u !== GROUNDED);
      if (intoLow) toLow.push(branch);
    }
  const solvedBranches = truncated ? branches.filter((b) => b.u < 0 && b.v < 0) : branches;
  const lowSet = new Set(toLow);
  // The branches whose value the reading can depend on: in the solver's matrix (a free end) or
  // carrying the measured current. Any other element's value enters no arithmetic of the reading.
  const solved = new Map<number, PreparedBranch>();
  for (const b of solvedBranches) if (b.u >= 0 || b.v >= 0 || lowSet.has(b)) solved.set(b.element.index, b);
  return {
    setup: s,
    nodes,
    truncated,
    unknown: [...unknown].sort(),
    branches: solvedBranches,
    lowSet,
    solved,
  };
}

/**
 * The reading of a prepared measurement with these element values, every other element at its nominal
 * value (prepare it without values to read "these values instead of the setup's").
 */
function readPrepared(net: Network, p: PreparedMeasurement, values?: ReadonlyMap<number, number>): Reading {
  if (!values || values.size === 0) return solveBranches(p, p.branches, p.lowSet);
  const s = p.setup;
  const branches: Branch[] = [];
  const lowSet = new Set<Branch>();
  for (const b of p.branches) {
    const value = values.get(b.element.index);
    let branch: Branch = b;
    if (value !== undefined) {
      const y = admittanceOf(b.element, value, s.mode);
      // A value that changes how the element conducts changes the network: measure it afresh.
      if (y === 'open' || y === 'unknown') return measure(net, { ...s, values });
      branch = { u: b.u, v: b.v, y };
    }
    branches.push(branch);
    if (p.lowSet.has(b)) lowSet.add(branch);
  }
  return solveBranches(p, branches, lowSet);
}

function solveBranches(p: PreparedMeasurement, branches: Branch[], lowSet: ReadonlySet<Branch>): Reading {
  const y = solveCurrent(p.truncated ? 0 : p.nodes.length, branches, (b) => lowSet.has(b)) ?? {
    re: 0,
    im: 0,
  };
  return { y, unknown: [...p.unknown], truncated: p.truncated };
}

/** What the tester reads between `high` and `low` with the guards driven (see nodal.ts). */
export function measure(net: Network, s: Setup): Reading {
  return readPrepared(net, prepare(net, s));
}

/** Resistance seen (Ω): ∞ for an open. */
export const ohmsOf = (r: Reading): number => (r.y.re > 0 ? 1 / r.y.re : Number.POSITIVE_INFINITY);
/** Capacitance seen at ω (F): the imaginary part of the admittance over ω. */
export const faradsOf = (r: Reading, omega: number): number => r.y.im / omega;
/** Inductance seen at ω (H): −1 / (ω · Im Y); ∞ when nothing inductive is seen. */
export const henriesOf = (r: Reading, omega: number): number =>
  r.y.im < 0 ? -1 / (omega * r.y.im) : Number.POSITIVE_INFINITY;

/**
 * The elements the reading depends on (reached from the source, or ending at the measuring node),
 * with a known value and tolerance bounds: the ones a worst case moves.
 */
export function elementsSeen(net: Network, s: Setup): Element[] {
  return elementsAround(net, s, reach(net, s).nodes);
}

function elementsAround(net: Network, s: Setup, nodes: readonly string[]): Element[] {
  const inside = new Set([s.high, ...nodes]);
  const out: Element[] = [];
  const seen = new Set<number>();
  for (const n of inside)
    for (const e of net.at.get(n) ?? []) {
      if (seen.has(e.index) || s.exclude?.has(e.index) || !conducts(e, s.mode)) continue;
      seen.add(e.index);
      if (e.value !== null && e.low !== null && e.high !== null && e.low !== e.high) out.push(e);
    }
  return out;
}

/**
 * The lowest and highest readings over the parts' tolerances: each part set to the bound that moves
 * the reading down (up), by the sign of the reading's sensitivity to it at nominal (a linear network's
 * reading is monotonic in each part's value).
 *
 * The network is walked once (`prepare`): each element's sensitivity re-solves only the prepared
 * branches, and an element that reaches no arithmetic of the reading (beyond a guard, between two
 * held nodes, past a truncated network) reads exactly the nominal, so it is not solved at all. The
 * results are those of measuring afresh for every element (`measure-worst-case.test.ts`), which was
 * quadratic in the parts on a large net: 82 s of a 10k-pad board's plan.
 */
export function worstCase(
  net: Network,
  s: Setup,
  read: (r: Reading) => number,
): { low: number; high: number; nominal: number } {
  // A setup with values of its own (which may give a part of unknown value one) is measured afresh.
  if (s.values && s.values.size > 0) return plainWorstCase(net, s, read);
  const p = prepare(net, s);
  const nominal = read(readPrepared(net, p));
  const lowValues = new Map<number, number>();
  const highValues = new Map<number, number>();
  for (const e of elementsAround(net, s, p.nodes)) {
    const up = p.solved.has(e.index)
      ? read(readPrepared(net, p, new Map([[e.index, e.value! * 1.001]])))
      : nominal;
    const rises = up >= nominal;
    lowValues.set(e.index, rises ? e.low! : e.high!);
    highValues.set(e.index, rises ? e.high! : e.low!);
  }
  const a = read(readPrepared(net, p, lowValues));
  const b = read(readPrepared(net, p, highValues));
  return { low: Math.min(a, b), high: Math.max(a, b), nominal };
}

function plainWorstCase(net: Network, s: Setup, read: (r: Reading) => number) {
  const nominal = read(measure(net, s));
  const lowValues = new Map<number, number>();
  const highValues = new Map<number, number>();
  for (const e of elementsSeen(net, s)) {
    const up = read(measure(net, { ...s, values: new Map([[e.index, e.value! * 1.001]]) }));
    const rises = up >= nominal;
    lowValues.set(e.index, rises ? e.low! : e.high!);
    highValues.set(e.index, rises ? e.high! : e.low!);
  }
  const a = read(measure(net, { ...s, values: lowValues }));
  const b = read(measure(net, { ...s, values: highValues }));
  return { low: Math.min(a, b), high: Math.max(a, b), nominal };
}

/**
 * How much of a part's own change shows in the reading: (ΔM / M) / (Δv / v) for a 1 % change of every
 * element of the part. 1 when the reading is the part alone; near 0 when others swamp it.
 */
export function sensitivity(
  net: Network,
  s: Setup,
  elements: Element[],
  read: (r: Reading) => number,
): number {
  const known = elements.filter((e) => e.value !== null && e.value > 0);
  if (known.length === 0) return 0;
  const nominal = read(measure(net, s));
  const up = read(measure(net, { ...s, values: new Map(known.map((e) => [e.index, e.value! * 1.01])) }));
  if (!Number.isFinite(nominal) || nominal === 0 || !Number.isFinite(up)) return 0;
  return Math.abs((up - nominal) / nominal / 0.01);
}
