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

/** What the tester reads between `high` and `low` with the guards driven (see nodal.ts). */
export function measure(net: Network, s: Setup): Reading {
  const { nodes, unknown, truncated } = reach(net, s);
  const index = new Map<string, number>();
  if (!truncated) for (const [i, n] of nodes.entries()) index.set(n, i);
  const nodeOf = (name: string): number | null =>
    name === s.high ? SOURCE : name === s.low || s.guards.has(name) ? GROUNDED : (index.get(name) ?? null);
  const branches: Branch[] = [];
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
      const branch = { u, v, y };
      branches.push(branch);
      const intoLow = (e.a === s.low && v !== GROUNDED) || (e.b === s.low && u !== GROUNDED);
      if (intoLow) toLow.push(branch);
    }
  const lowSet = new Set(toLow);
  const y = solveCurrent(
    truncated ? 0 : nodes.length,
    truncated ? branches.filter((b) => b.u < 0 && b.v < 0) : branches,
    (b) => lowSet.has(b),
  ) ?? { re: 0, im: 0 };
  return { y, unknown: [...unknown].sort(), truncated };
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
  const { nodes } = reach(net, s);
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
 */
export function worstCase(
  net: Network,
  s: Setup,
  read: (r: Reading) => number,
): { low: number; high: number; nominal: number } {
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
