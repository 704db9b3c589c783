// The worst case over tolerances, walked once per setup (measure.ts), against the plain rule it
// replaced: measure the whole network afresh for every element's sensitivity and for both bounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementsSeen, measure, type Reading, type Setup, worstCase } from './measure';
import type { Element, ElementKind, Network } from './network';

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

function network(elements: Omit<Element, 'index'>[]): Network {
  const list = elements.map((e, index) => ({ ...e, index }));
  const at = new Map<string, Element[]>();
  for (const e of list)
    for (const n of [e.a, e.b]) {
      if (!at.has(n)) at.set(n, []);
      at.get(n)!.push(e);
    }
  return { parts: [], byRef: new Map(), elements: list, at };
}

const KINDS: ElementKind[] = ['R', 'R', 'R', 'C', 'C', 'L', 'short', 'unknown'];

const element = (nodes: number) =>
  fc
    .record({
      a: fc.nat(nodes - 1),
      b: fc.nat(nodes - 1),
      kind: fc.constantFrom(...KINDS),
      value: fc.oneof(fc.constant(null), fc.double({ min: 1e-12, max: 1e6, noNaN: true })),
      tolerance: fc.constantFrom(0, 0.01, 0.05, 0.2),
    })
    .filter((e) => e.a !== e.b)
    .map((e, i = 0) => ({
      ref: `${e.kind}${i}`,
      a: `N${e.a}`,
      b: `N${e.b}`,
      kind: e.kind,
      value: e.kind === 'unknown' ? null : e.value,
      low: e.value === null ? null : e.value * (1 - e.tolerance),
      high: e.value === null ? null : e.value * (1 + e.tolerance),
    }));

const reads: Record<string, (r: Reading) => number> = {
  ohms: (r) => (r.y.re > 0 ? 1 / r.y.re : Number.POSITIVE_INFINITY),
  farads: (r) => r.y.im / 1000,
  modulus: (r) => Math.hypot(r.y.re, r.y.im),
};

const same = (a: ReturnType<typeof worstCase>, b: ReturnType<typeof worstCase>) => {
  for (const k of ['low', 'high', 'nominal'] as const)
    expect(Object.is(a[k], b[k]), `${k}: ${a[k]} vs ${b[k]}`).toBe(true);
};

describe('worstCase (the network walked once)', () => {
  it('gives exactly the plain rule’s low, high and nominal on random networks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }).chain((nodes) =>
          fc.record({
            nodes: fc.constant(nodes),
            elements: fc.array(element(nodes), { minLength: 1, maxLength: 30 }),
            high: fc.nat(nodes - 1),
            low: fc.nat(nodes - 1),
            guards: fc.uniqueArray(fc.nat(nodes - 1), { maxLength: 3 }),
            ac: fc.boolean(),
            exclude: fc.uniqueArray(fc.nat(29), { maxLength: 2 }),
            setupValues: fc.array(fc.tuple(fc.nat(29), fc.double({ min: 1e-9, max: 1e5, noNaN: true })), {
              maxLength: 2,
            }),
            read: fc.constantFrom(...Object.keys(reads)),
          }),
        ),
        (c) => {
          fc.pre(c.high !== c.low);
          const net = network(c.elements);
          const s: Setup = {
            high: `N${c.high}`,
            low: `N${c.low}`,
            guards: new Set(c.guards.filter((g) => g !== c.high && g !== c.low).map((g) => `N${g}`)),
            mode: c.ac ? { kind: 'ac', omega: 2 * Math.PI * 1000 } : { kind: 'dc' },
            ...(c.exclude.length ? { exclude: new Set(c.exclude) } : {}),
            ...(c.setupValues.length ? { values: new Map(c.setupValues) } : {}),
          };
          same(worstCase(net, s, reads[c.read]!), plainWorstCase(net, s, reads[c.read]!));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('gives the plain rule’s result on a network larger than the plan solves (truncated) and on a large net', () => {
    // A star of 450 resistors from N0 (more nodes than LARGEST_NETWORK: truncated), three parts
    // straight from N0 to the measuring node, and a ground net with 60 parts.
    const elements: Omit<Element, 'index'>[] = [];
    const r = (a: string, b: string, value: number) =>
      elements.push({
        ref: `R${elements.length}`,
        a,
        b,
        kind: 'R',
        value,
        low: value * 0.95,
        high: value * 1.05,
      });
    for (let i = 0; i < 450; i++) r('N0', `S${i}`, 1000 + i);
    r('N0', 'LOW', 470);
    r('N0', 'LOW', 1000);
    elements.push({ ref: 'C1', a: 'N0', b: 'LOW', kind: 'C', value: 1e-7, low: 0.9e-7, high: 1.1e-7 });
    for (let i = 0; i < 60; i++) r('GND', `S${i}`, 10_000 + 10 * i);
    const net = network(elements);
    const truncated: Setup = { high: 'N0', low: 'LOW', guards: new Set(['GND']), mode: { kind: 'dc' } };
    expect(measure(net, truncated).truncated).toBe(true);
    same(worstCase(net, truncated, reads.ohms!), plainWorstCase(net, truncated, reads.ohms!));
    // 1/(1/470 + 1/1000) = 319.73 Ω nominal; low and high from 5 % on both
    expect(worstCase(net, truncated, reads.ohms!).nominal).toBeCloseTo(319.7279, 3);
    const wide: Setup = { high: 'S1', low: 'S2', guards: new Set(['N0']), mode: { kind: 'dc' } };
    expect(measure(net, wide).truncated).toBe(false);
    same(worstCase(net, wide, reads.ohms!), plainWorstCase(net, wide, reads.ohms!));
  });
});
