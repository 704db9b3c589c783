import { SMALLEST_CAPACITANCE_F, SMALLEST_INDUCTANCE_H, CAPACITOR_SHUNT_RATIO } from './defaults';
import { type Findings, testId } from './findings';
import { formatPercent, formatSi, formatTolerance } from './format';
import { chooseGuards } from './guards';
import {
  faradsOf,
  henriesOf,
  measure,
  type Mode,
  ohmsOf,
  type Reading,
  type Setup,
  sensitivity,
  worstCase,
} from './measure';
import {
  type Element,
  type IctPart,
  isElectrolytic,
  jumperState,
  type Network,
  toleranceOf,
} from './network';
import { accessOf, type ProbesByNet, probedNet } from './probe-access';
import type { IctAllowances, IctGrade, IctNode, IctQuantity, IctTestType } from './types';

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

type PassiveType = Extract<IctTestType, 'resistor' | 'capacitor' | 'inductor' | 'continuity'>;

interface Group {
  type: PassiveType;
  a: string;
  b: string;
  elements: Element[];
  parts: IctPart[];
}

export interface PassiveContext {
  net: Network;
  probes: ProbesByNet;
  findings: Findings;
  allowances: IctAllowances;
}

const QUANTITY: Record<PassiveType, IctQuantity> = {
  resistor: 'resistance',
  capacitor: 'capacitance',
  inductor: 'inductance',
  continuity: 'resistance',
};
const UNIT: Record<PassiveType, string> = { resistor: 'Ω', capacitor: 'F', inductor: 'H', continuity: 'Ω' };

/** The test an element of a fitted part gets, or null (unknown value, a wiper, an open jumper). */
function typeOf(e: Element, part: IctPart): PassiveType | null {
  const kind = part.read.class.kind;
  if (e.kind === 'R') return kind === 'resistor' || kind === 'potentiometer' ? 'resistor' : null;
  if (e.kind === 'C') return e.value !== null && e.value >= SMALLEST_CAPACITANCE_F ? 'capacitor' : null;
  if (e.kind === 'L') return e.value !== null && e.value >= SMALLEST_INDUCTANCE_H ? 'inductor' : 'continuity';
  if (e.kind === 'short') return 'continuity';
  return null;
}

/** Test frequency (Hz): low for large capacitance or inductance, higher for small. */
function frequencyFor(type: PassiveType, value: number): number {
  if (type === 'capacitor') return value >= 10e-6 ? 100 : value >= 10e-9 ? 1e3 : 10e3;
  return value >= 100e-6 ? 1e3 : 10e3;
}

const omegaOf = (f: number) => 2 * Math.PI * f;

function readerOf(type: PassiveType, mode: Mode): (r: Reading) => number {
  if (type === 'capacitor' && mode.kind === 'ac') return (r) => faradsOf(r, mode.omega);
  if (type === 'inductor' && mode.kind === 'ac') return (r) => henriesOf(r, mode.omega);
  return ohmsOf;
}

/** Groups parallel parts: one test per pair of nets and kind of measurement. */
function groupParts(net: Network): Group[] {
  const groups = new Map<string, Group>();
  for (const e of net.elements) {
    const part = net.byRef.get(e.ref)!;
    const type = typeOf(e, part);
    if (!type) continue;
    const [a, b] = e.a < e.b ? [e.a, e.b] : [e.b, e.a];
    const key = `${type}\u0000${a}\u0000${b}`;
    const g = groups.get(key) ?? { type, a, b, elements: [], parts: [] };
    g.elements.push(e);
    if (!g.parts.includes(part)) g.parts.push(part);
    groups.set(key, g);
  }
  for (const g of groups.values()) g.parts.sort((x, y) => natural.compare(x.ref, y.ref));
  // Measure from the part's pad 1 side when the first part says which.
  return [...groups.values()].map((g) => {
    const first = g.elements[0]!;
    return first.a === g.b ? { ...g, a: first.a, b: first.b } : g;
  });
}

/** Elements directly between the group's nets that conduct at the measurement (other kinds). */
function directSiblings(net: Network, g: Group, mode: Mode): Element[] {
  return (net.at.get(g.a) ?? []).filter(
    (e) =>
      !g.elements.includes(e) &&
      ((e.a === g.a && e.b === g.b) || (e.a === g.b && e.b === g.a)) &&
      !(e.kind === 'C' && mode.kind === 'dc'),
  );
}

const describeParts = (g: Group): string => g.parts.map((p) => p.ref).join(' ‖ ');

function describeValue(part: IctPart, type: PassiveType): string {
  const v = part.read.value;
  const t = toleranceOf(part);
  const value =
    type === 'resistor'
      ? v.resistanceOhms
      : type === 'capacitor'
        ? v.capacitanceF
        : type === 'inductor'
          ? v.inductanceH
          : null;
  if (value === null) return `${part.ref} "${part.component.value}"`;
  return `${part.ref} ${formatSi(value, UNIT[type])} ${formatTolerance(t.tolerance)} (${t.from})`;
}

/** Presence: does the reading leave the limits when this part is missing? */
function presenceOf(
  ctx: PassiveContext,
  s: Setup,
  part: IctPart,
  g: Group,
  read: (r: Reading) => number,
  min: number | null,
  max: number | null,
): IctGrade {
  const own = new Set(g.elements.filter((e) => e.ref === part.ref).map((e) => e.index));
  const without = read(measure(ctx.net, { ...s, exclude: new Set([...(s.exclude ?? []), ...own]) }));
  const outside = (min !== null && !(without >= min)) || (max !== null && !(without <= max));
  return outside ? 'full' : 'none';
}

/**
 * Resistor, capacitor, inductor and continuity tests: parallel parts on the same two nets measured as
 * one (R ‖ R, C ‖ C; a capacitor beside a resistor is measured in its own AC test, a resistor beside a
 * capacitor in a DC test after the capacitor has charged), guard points chosen where other parts form
 * parallel paths, limits from the worst case of every part the reading depends on plus the measurement
 * allowance. A test needing a net without a probe becomes a gap naming the net.
 */
export function passiveTests(ctx: PassiveContext): void {
  for (const g of groupParts(ctx.net)) passiveTest(ctx, g);
  for (const part of ctx.net.parts) {
    if (part.dnp) continue;
    const kind = part.read.class.kind;
    const v = part.read.value;
    const valueless =
      (kind === 'resistor' && v.resistanceOhms === null) || (kind === 'capacitor' && v.capacitanceF === null);
    if (valueless)
      ctx.findings.untested(
        part.ref,
        `its value "${part.component.value}" gives no ${kind === 'resistor' ? 'resistance' : 'capacitance'}${v.assumptions.length > 0 ? ` (${v.assumptions.join('; ')})` : ''}: no expected value to test against`,
      );
    else if (kind === 'capacitor' && v.capacitanceF !== null && v.capacitanceF < SMALLEST_CAPACITANCE_F)
      ctx.findings.untested(
        part.ref,
        `${formatSi(v.capacitanceF, 'F')} is below what a fixture measures (its own stray capacitance is about as large)`,
      );
    else if (kind === 'jumper' && jumperState(part) === 'open')
      ctx.findings.add(part.ref, {
        test: 'shorts',
        presence: 'n/a',
        correctness: 'full',
        orientation: 'n/a',
        live: 'n/a',
        opens: 'n/a',
        missing: [],
        reason: 'an open solder jumper: the shorts scan checks that its two nets are not bridged',
      });
    else if (kind === 'jumper' && jumperState(part) === 'unknown')
      ctx.findings.untested(
        part.ref,
        'a jumper whose state (open or closed) neither its value nor its footprint says',
      );
    else if (
      kind === 'potentiometer' &&
      v.resistanceOhms !== null &&
      !ctx.net.elements.some((e) => e.ref === part.ref && e.kind === 'R')
    )
      ctx.findings.untested(part.ref, 'a potentiometer whose end pads (1 and 3) are not on two nets');
  }
}

function passiveTest(ctx: PassiveContext, g: Group): void {
  const { net, probes, findings } = ctx;
  const refs = g.parts.map((p) => p.ref);
  const label = `${describeParts(g)} ${g.type === 'continuity' ? 'continuity' : QUANTITY[g.type]}`;
  const high = accessOf(net, probes, g.a);
  const low = accessOf(net, probes, g.b);
  const missing = [...(high ? [] : [g.a]), ...(low ? [] : [g.b])];
  if (!high || !low) {
    findings.gaps.push({
      ref: refs.join(', '),
      test: label,
      nets: missing,
      reason: `no probe on ${missing.join(' and ')}`,
    });
    for (const p of g.parts)
      findings.untested(p.ref, `the ${label} test needs a probe on ${missing.join(' and ')}`, missing);
    return;
  }
  const total = g.elements.reduce((sum, e) => sum + (e.value ?? 0), 0);
  let mode: Mode =
    g.type === 'capacitor' || g.type === 'inductor'
      ? { kind: 'ac', omega: omegaOf(frequencyFor(g.type, total)) }
      : { kind: 'dc' };
  const siblings = directSiblings(net, g, mode);
  const shorting = siblings.find(
    (e) => e.kind === 'short' || (e.kind === 'L' && g.type !== 'inductor' && mode.kind === 'dc'),
  );
  if (shorting && g.type !== 'continuity') {
    for (const p of g.parts)
      findings.untested(
        p.ref,
        `${net.byRef.get(shorting.ref)?.ref ?? shorting.ref} joins the same two nets with a near-short: ${describeParts(g)} cannot be measured in circuit`,
      );
    return;
  }
  const exclude = new Set(g.elements.map((e) => e.index));
  const keep = new Set([g.a, g.b, probedNet(high), probedNet(low)]);
  const probed = (n: string) => (probes.get(n)?.length ?? 0) > 0;
  const choice = chooseGuards(net, probedNet(high), probedNet(low), mode, exclude, probed, keep);
  const guardNodes: IctNode[] = choice.guards.map((n) => ({
    net: n,
    probes: (probes.get(n) ?? []).map((p) => p.label),
    via: null,
  }));
  let setup: Setup = { high: probedNet(high), low: probedNet(low), guards: new Set(choice.guards), mode };
  const notes: string[] = [];
  // A capacitance test needs the reactive part of the reading to stand out: go up in frequency if not.
  if (g.type === 'capacitor') {
    const stands = (m: Mode) => {
      const r = measure(net, { ...setup, mode: m }).y;
      return r.im > 0 && r.re <= CAPACITOR_SHUNT_RATIO * r.im;
    };
    const start = frequencyFor('capacitor', total);
    const ladder = [start, ...[1e3, 10e3].filter((f) => f > start)];
    mode = { kind: 'ac', omega: omegaOf(ladder[ladder.length - 1]!) };
    for (const f of ladder) {
      const m: Mode = { kind: 'ac', omega: omegaOf(f) };
      if (stands(m)) {
        mode = m;
        break;
      }
    }
    setup = { ...setup, mode };
    const r = measure(net, setup).y;
    if (!(r.im > 0 && r.re <= CAPACITOR_SHUNT_RATIO * r.im)) {
      for (const p of g.parts)
        findings.untested(
          p.ref,
          `${describeParts(g)} is swamped by the resistance beside it: at ${formatSi(mode.kind === 'ac' ? mode.omega / (2 * Math.PI) : 0, 'Hz')} the parallel conductance is more than ${CAPACITOR_SHUNT_RATIO}× the capacitor's susceptance`,
          choice.unguardable,
        );
      if (choice.unguardable.length > 0)
        findings.gaps.push({
          ref: refs.join(', '),
          test: label,
          nets: choice.unguardable,
          reason: 'a probe here would guard the path that swamps the capacitance',
        });
      return;
    }
  }
  const read = readerOf(g.type, mode);
  const groupSensitivity = sensitivity(net, setup, g.elements, read);
  if (g.type !== 'continuity' && groupSensitivity < 0.1) {
    for (const p of g.parts)
      findings.untested(
        p.ref,
        `the parts beside ${describeParts(g)} carry almost all of the measuring current (its share of the reading is ${formatPercent(groupSensitivity)})${choice.unguardable.length > 0 ? `; a probe on ${choice.unguardable.join(', ')} would guard them` : ''}`,
        choice.unguardable,
      );
    if (choice.unguardable.length > 0)
      findings.gaps.push({
        ref: refs.join(', '),
        test: label,
        nets: choice.unguardable,
        reason: 'a probe here would guard a parallel path that swamps the reading',
      });
    return;
  }
  const reading = measure(net, setup);
  const test =
    g.type === 'continuity'
      ? continuityLimits(ctx, g, setup)
      : valueLimits(ctx, g, setup, read, choice.guards.length > 0);
  if (reading.unknown.length > 0)
    notes.push(
      `Parts of unknown value on the measured paths (${reading.unknown.join(', ')}): the reading may be lower than expected.`,
    );
  if (reading.truncated)
    notes.push(
      'The network around this part is larger than the plan solves: the parts between the two nets alone were taken.',
    );
  for (const n of [high, low])
    if (n.via)
      notes.push(
        `${n.net} has no probe: measured from ${n.via.net} through ${n.via.through.join(', ')}, whose resistance adds to the reading.`,
      );
  if (choice.unguardable.length > 0) {
    notes.push(
      `A parallel path through ${choice.unguardable.join(', ')} is not guarded (no probe): it is in the expected value.`,
    );
    findings.gaps.push({
      ref: refs.join(', '),
      test: `${label} guard`,
      nets: choice.unguardable,
      reason: `a probe on ${choice.unguardable.join(', ')} would guard the parallel path, so the reading is ${describeParts(g)} alone`,
    });
  }
  const settle = g.type === 'resistor' ? settleSeconds(net, g, test.expected) : null;
  if (settle !== null)
    notes.push(`Capacitance on these nets: wait about ${formatSi(settle, 's')} (5 RC) before measuring.`);
  const id = testId(refs);
  findings.tests.push({
    id,
    type: g.type,
    title: `${describeParts(g)}${g.parts.length > 1 ? ' (in parallel, measured together)' : ''}: ${g.type === 'continuity' ? `continuity ≤ ${formatSi(test.max ?? 0, 'Ω')}` : `${QUANTITY[g.type]} ${formatSi(test.expected ?? 0, UNIT[g.type])}`}`,
    parts: refs,
    high,
    low,
    guards: guardNodes,
    quantity: QUANTITY[g.type],
    expected: test.expected,
    min: test.min,
    max: test.max,
    conditions: {
      currentA: null,
      frequencyHz: mode.kind === 'ac' ? Math.round(mode.omega / (2 * Math.PI)) : null,
      settleS: settle,
    },
    limitsReason: test.reason,
    reason: g.parts.map((p) => describeValue(p, g.type)).join('; '),
    notes,
  });
  for (const p of g.parts) {
    const presence = presenceOf(ctx, setup, p, g, read, test.min, test.max);
    const own = g.elements.filter((e) => e.ref === p.ref);
    const s = g.type === 'continuity' ? 0 : sensitivity(net, setup, own, read);
    const correctness: IctGrade =
      g.type === 'continuity'
        ? p.read.class.kind === 'jumper'
          ? 'full'
          : 'partial'
        : s >= 0.9
          ? 'full'
          : s >= 0.1
            ? 'partial'
            : 'none';
    const electrolytic = g.type === 'capacitor' && isElectrolytic(p);
    findings.add(p.ref, {
      test: id,
      presence,
      correctness,
      orientation: electrolytic ? 'none' : 'n/a',
      live: correctness === 'full' ? 'full' : correctness === 'none' ? 'none' : 'partial',
      opens: presence,
      missing: choice.unguardable,
      reason:
        (g.parts.length > 1
          ? `measured with ${g.parts
              .filter((x) => x !== p)
              .map((x) => x.ref)
              .join(', ')} in parallel; `
          : '') +
        (presence === 'none' ? 'its absence would not leave the limits; ' : '') +
        (g.type !== 'continuity' && s < 0.9 ? `its share of the reading is ${formatPercent(s)}; ` : '') +
        (electrolytic ? 'a capacitance test does not see its polarity; ' : '') +
        (g.type === 'continuity' && p.read.class.kind !== 'jumper'
          ? 'continuity shows it is there, not its rating; '
          : ''),
    });
  }
}

/** Six significant digits: limits without floating-point noise (9 701.9, not 9 701.899999999998). */
const sig6 = (v: number): number => (Number.isFinite(v) ? Number.parseFloat(v.toPrecision(6)) : v);

interface Limits {
  expected: number | null;
  min: number | null;
  max: number | null;
  reason: string;
}

function valueLimits(
  ctx: PassiveContext,
  g: Group,
  s: Setup,
  read: (r: Reading) => number,
  guarded: boolean,
): Limits {
  const a = ctx.allowances;
  const unit = UNIT[g.type];
  const wc = worstCase(ctx.net, s, read);
  const [rel, abs, what] =
    g.type === 'resistor'
      ? [
          a.resistor.relative + (guarded ? a.resistor.guarded : 0),
          a.resistor.absolute,
          guarded
            ? `${formatPercent(a.resistor.relative)} + ${formatPercent(a.resistor.guarded)} guarded + ${formatSi(a.resistor.absolute, 'Ω')}`
            : `${formatPercent(a.resistor.relative)} + ${formatSi(a.resistor.absolute, 'Ω')}`,
        ]
      : g.type === 'capacitor'
        ? [
            a.capacitor.relative,
            a.capacitor.absolute,
            `${formatPercent(a.capacitor.relative)} + ${formatSi(a.capacitor.absolute, 'F')}`,
          ]
        : [a.inductor.relative, 0, formatPercent(a.inductor.relative)];
  const min = sig6(Math.max(0, wc.low * (1 - rel) - abs));
  const max = sig6(wc.high * (1 + rel) + abs);
  const alone =
    g.parts.length === 1 && Math.abs(wc.nominal - (g.elements[0]!.value ?? wc.nominal)) <= 1e-9 * wc.nominal;
  const reason =
    `expected ${formatSi(wc.nominal, unit)}${alone ? '' : ` (${describeParts(g)} with the parts around them, as the tester sees them)`}; ` +
    `tolerances give ${formatSi(wc.low, unit)} … ${formatSi(wc.high, unit)}; measurement allowance ${what} → ${formatSi(min, unit)} … ${formatSi(max, unit)}`;
  return { expected: sig6(wc.nominal), min, max, reason };
}

function continuityLimits(ctx: PassiveContext, g: Group, _s: Setup): Limits {
  const fuse = g.parts.some((p) => p.read.class.kind === 'fuse');
  const max = fuse ? ctx.allowances.fuseOhm : ctx.allowances.continuityOhm;
  return {
    expected: null,
    min: null,
    max,
    reason: `${describeParts(g)} conducts: at most ${formatSi(max, 'Ω')} (${fuse ? 'a fuse; a small PTC reads a few ohms cold' : 'a jumper, bead or winding reads well under an ohm'})`,
  };
}

/** About 5 RC: the capacitance on the two nets charged through the reading (null below 1 ms). */
function settleSeconds(net: Network, g: Group, ohms: number | null): number | null {
  if (ohms === null || !Number.isFinite(ohms)) return null;
  const caps = new Set(
    [g.a, g.b].flatMap((n) => (net.at.get(n) ?? []).filter((e) => e.kind === 'C' && e.value !== null)),
  );
  let farads = 0;
  for (const e of caps) farads += e.value!;
  const t = 5 * ohms * farads;
  return t >= 1e-3 ? Number.parseFloat(t.toPrecision(2)) : null;
}
