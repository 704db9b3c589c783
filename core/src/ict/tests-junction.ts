import { FORWARD_WINDOWS, type ForwardWindow, JUNCTION_SHUNT_SHARE, ZENER_ALLOWANCE } from './defaults';
import type { Findings, PartFinding } from './findings';
import { testId } from './findings';
import { formatPercent, formatSi, formatTolerance } from './format';
import { chooseGuards } from './guards';
import { measure, ohmsOf } from './measure';
import type { IctPart, Network } from './network';
import { toleranceOf } from './network';
import { accessOf, type ProbesByNet, probedNet } from './probe-access';
import type { IctAllowances, IctNode, IctTestType } from './types';

export interface JunctionContext {
  net: Network;
  probes: ProbesByNet;
  findings: Findings;
  allowances: IctAllowances;
}

/** One junction to test: current into `anode`, out of `cathode`. */
interface Junction {
  parts: IctPart[];
  anode: string;
  cathode: string;
  window: ForwardWindow;
  /** Which junction of the part ("be", "bc", "body"), empty for a diode. */
  suffix: string;
  type: IctTestType;
  what: string;
}

const JUNCTION_KINDS = new Set(['diode', 'schottky', 'zener', 'led', 'tvs']);

function ledWindow(part: IctPart): ForwardWindow {
  const text = `${part.component.value} ${Object.values(part.component.fields ?? {}).join(' ')}`;
  if (/\b(?:IR|INFRA-?RED|940|850)\b/i.test(text)) return FORWARD_WINDOWS.ledIr;
  if (/BLUE|WHITE|\bUV\b|TRUE.?GREEN|\bWHT\b|\bBLU\b/i.test(text)) return FORWARD_WINDOWS.ledBlue;
  if (/RED|ORANGE|YELLOW|AMBER|\bYEL\b|\bORG\b/i.test(text)) return FORWARD_WINDOWS.ledRed;
  return FORWARD_WINDOWS.ledAny;
}

function diodeWindow(part: IctPart): ForwardWindow {
  const kind = part.read.class.kind;
  if (kind === 'led') return ledWindow(part);
  if (kind === 'schottky') return FORWARD_WINDOWS.schottky;
  if (kind === 'zener' || kind === 'tvs') return FORWARD_WINDOWS.silicon;
  return part.read.class.diode?.family === 'silicon' ? FORWARD_WINDOWS.silicon : FORWARD_WINDOWS.generic;
}

/** The net of the pad with this role. */
function netOfRole(part: IctPart, role: string): string | null {
  const pins = part.read.class.pins;
  if (!pins) return null;
  const pad = Object.entries(pins).find(([, r]) => r === role)?.[0];
  return pad === undefined ? null : (part.padNets.get(pad) ?? null);
}

/** The junctions of a part, or why it has none a test can use. */
function junctionsOf(part: IctPart): Junction[] | string {
  const c = part.read.class;
  const pinsFrom = c.pinsFrom ? ` (pin roles: ${c.pinsFrom})` : '';
  if (JUNCTION_KINDS.has(c.kind)) {
    if (c.kind === 'tvs' && c.diode?.direction === 'bi')
      return 'a bidirectional TVS conducts neither way below its breakdown: no junction test; its presence needs optical inspection';
    if (c.kind === 'tvs' && c.diode?.direction !== 'uni')
      return 'a TVS whose direction (one-way or both ways) its part number does not say: no junction test is safe to expect';
    const anode = netOfRole(part, 'A');
    const cathode = netOfRole(part, 'K');
    if (!anode || !cathode)
      return `its anode and cathode pads are not known${c.diode?.array ? ' (a diode array: give its pin roles in a Sim.Pins field)' : ''}`;
    if (anode === cathode) return 'its anode and cathode are on the same net';
    return [
      {
        parts: [part],
        anode,
        cathode,
        window: diodeWindow(part),
        suffix: c.kind === 'zener' ? 'fwd' : '',
        type: 'diode',
        what: `forward voltage${pinsFrom}`,
      },
    ];
  }
  if (c.kind === 'bjt') {
    const [b, col, e] = [netOfRole(part, 'B'), netOfRole(part, 'C'), netOfRole(part, 'E')];
    if (!b || !col || !e || !c.transistor) return 'its base, collector and emitter pads are not known';
    const npn = c.transistor.type === 'npn';
    const j = (other: string, suffix: string): Junction => ({
      parts: [part],
      anode: npn ? b : other,
      cathode: npn ? other : b,
      window: FORWARD_WINDOWS.silicon,
      suffix,
      type: 'transistor',
      what: `${suffix.toUpperCase()} junction of ${npn ? 'an NPN' : 'a PNP'} transistor${pinsFrom}`,
    });
    return [j(e, 'be'), j(col, 'bc')];
  }
  if (c.kind === 'mosfet') {
    const [d, s] = [netOfRole(part, 'D'), netOfRole(part, 'S')];
    if (!d || !s || !c.transistor) return 'its drain and source pads are not known';
    const n = c.transistor.type === 'nmos';
    return [
      {
        parts: [part],
        anode: n ? s : d,
        cathode: n ? d : s,
        window: FORWARD_WINDOWS.bodyDiode,
        suffix: 'body',
        type: 'transistor',
        what: `body diode of ${n ? 'an N' : 'a P'}-channel MOSFET${pinsFrom}`,
      },
    ];
  }
  if (c.kind === 'transistor')
    return 'a transistor whose type and lead order nothing says (give a part number, Sim.Device or a Pinout field)';
  return [];
}

const node = (probes: ProbesByNet, net: string): IctNode => ({
  net,
  probes: (probes.get(net) ?? []).map((p) => p.label),
  via: null,
});

/**
 * Junction tests: each diode's forward voltage at the test current (a reversed part reads open, a
 * missing one open, a shorted one near zero), a zener's breakdown as well, each BJT junction (B–E,
 * B–C), a MOSFET's body diode. Diodes directly in parallel the same way round are one test. A
 * resistive path beside the junction that would draw more than a tenth of the test current is
 * guarded when it can be; otherwise the junction is not tested and the plan says why.
 */
export function junctionTests(ctx: JunctionContext): void {
  const all: Junction[] = [];
  for (const part of ctx.net.parts) {
    if (part.dnp) continue;
    const js = junctionsOf(part);
    if (typeof js === 'string') ctx.findings.untested(part.ref, js, [], 'none');
    else all.push(...js);
  }
  // Same-way parallel diodes (two-terminal ones only) are measured together.
  const groups = new Map<string, Junction>();
  const singles: Junction[] = [];
  for (const j of all) {
    if (j.suffix !== '' && j.suffix !== 'fwd') {
      singles.push(j);
      continue;
    }
    const key = `${j.anode}\u0000${j.cathode}`;
    const g = groups.get(key);
    if (!g) groups.set(key, { ...j, parts: [...j.parts] });
    else {
      g.parts.push(...j.parts);
      g.window = g.window.min <= j.window.min ? g.window : j.window;
    }
  }
  for (const j of [...groups.values(), ...singles]) junctionTest(ctx, j);
  for (const part of ctx.net.parts)
    if (!part.dnp && part.read.class.kind === 'zener') breakdownTest(ctx, part);
}

/** The resistive shunt beside a junction (Ω, guarded where probes allow) and the guards used. */
function shunt(ctx: JunctionContext, high: IctNode, low: IctNode) {
  const probed = (n: string) => (ctx.probes.get(n)?.length ?? 0) > 0;
  const h = probedNet(high);
  const l = probedNet(low);
  const choice = chooseGuards(
    ctx.net,
    h,
    l,
    { kind: 'dc' },
    new Set(),
    probed,
    new Set([high.net, low.net, h, l]),
  );
  const reading = measure(ctx.net, { high: h, low: l, guards: new Set(choice.guards), mode: { kind: 'dc' } });
  return { ohms: ohmsOf(reading), choice, unknown: reading.unknown };
}

function junctionTest(ctx: JunctionContext, j: Junction): void {
  const { findings, probes, net } = ctx;
  const refs = j.parts.map((p) => p.ref);
  const label = `${refs.join(' ‖ ')} ${j.what.replace(/ \(pin roles.*$/, '')}`;
  const high = accessOf(net, probes, j.anode);
  const low = accessOf(net, probes, j.cathode);
  if (!high || !low) {
    const missing = [...(high ? [] : [j.anode]), ...(low ? [] : [j.cathode])];
    findings.gaps.push({
      ref: refs.join(', '),
      test: label,
      nets: missing,
      reason: `no probe on ${missing.join(' and ')}`,
    });
    for (const p of j.parts)
      findings.untested(p.ref, `the ${label} test needs a probe on ${missing.join(' and ')}`, missing);
    return;
  }
  const current = ctx.allowances.junctionCurrentA;
  const typical = (j.window.min + j.window.max) / 2;
  const { ohms, choice, unknown } = shunt(ctx, high, low);
  const share = Number.isFinite(ohms) ? typical / (ohms * current) : 0;
  if (share > JUNCTION_SHUNT_SHARE) {
    const why = `the resistance beside it (${formatSi(ohms, 'Ω')}${choice.guards.length > 0 ? ` with ${choice.guards.join(', ')} guarded` : ''}) would take ${formatPercent(Math.min(share, 1))} of the ${formatSi(current, 'A')} test current`;
    for (const p of j.parts)
      findings.untested(
        p.ref,
        `${label}: ${why}${choice.unguardable.length > 0 ? `; a probe on ${choice.unguardable.join(', ')} would guard it` : ''}`,
        choice.unguardable,
      );
    if (choice.unguardable.length > 0)
      findings.gaps.push({
        ref: refs.join(', '),
        test: `${label} guard`,
        nets: choice.unguardable,
        reason: `a probe here would guard the resistance that shunts the junction`,
      });
    return;
  }
  const notes: string[] = [];
  if (unknown.length > 0)
    notes.push(
      `Parts of unknown value beside the junction (${unknown.join(', ')}) may take some of the test current.`,
    );
  if (j.parts.length > 1)
    notes.push(
      'Diodes in parallel the same way round: the one with the lowest forward voltage carries the test current.',
    );
  const id = testId(refs, j.suffix ? `:${j.suffix}` : '');
  findings.tests.push({
    id,
    type: j.type,
    title: `${label}: ${formatSi(j.window.min, 'V')} … ${formatSi(j.window.max, 'V')} at ${formatSi(current, 'A')}`,
    parts: refs,
    high,
    low,
    guards: choice.guards.map((n) => node(probes, n)),
    quantity: 'voltage',
    expected: null,
    min: j.window.min,
    max: j.window.max,
    conditions: { currentA: current, frequencyHz: null, settleS: null },
    limitsReason: `${j.window.what} at ${formatSi(current, 'A')}: ${formatSi(j.window.min, 'V')} … ${formatSi(j.window.max, 'V')} (typical datasheet curves; calibrate on known-good boards)`,
    reason: `current into ${j.anode} (anode side), out of ${j.cathode}; ${j.what}`,
    notes,
  });
  for (const p of j.parts) findings.add(p.ref, gradeJunction(p, j, id));
}

function gradeJunction(p: IctPart, j: Junction, id: string): PartFinding {
  const merged = j.parts.length > 1;
  const kind = p.read.class.kind;
  const base: PartFinding = {
    test: id,
    presence: merged ? 'none' : 'full',
    correctness: 'partial',
    orientation: merged ? 'partial' : 'full',
    live: 'partial',
    opens: merged ? 'none' : 'full',
    missing: [],
    reason: merged
      ? `measured with ${j.parts
          .filter((x) => x !== p)
          .map((x) => x.ref)
          .join(', ')} in parallel: a missing one is not seen`
      : kind === 'led'
        ? 'the forward voltage shows the LED is there and the right way round, not that it lights'
        : 'the forward voltage shows the junction is there and the right way round; the window tells the family, not the part number',
  };
  if (kind === 'bjt')
    return {
      ...base,
      orientation: 'partial',
      opens: 'full',
      reason: `${j.suffix.toUpperCase()} junction: with the other junction it shows the transistor is there and its polarity; a collector–emitter swap and the gain are not seen`,
    };
  if (kind === 'mosfet')
    return {
      ...base,
      orientation: 'partial',
      opens: 'partial',
      reason:
        'the body diode shows drain and source; the gate is not tested (it needs a powered or gate-drive test)',
    };
  return base;
}

/** A zener's breakdown: current into the cathode, the voltage within its tolerance and an allowance. */
function breakdownTest(ctx: JunctionContext, part: IctPart): void {
  const { findings, probes, net } = ctx;
  const v = part.read.value;
  const anode = netOfRole(part, 'A');
  const cathode = netOfRole(part, 'K');
  if (!anode || !cathode || anode === cathode) return; // said by the forward test
  if (v.zenerV === null) {
    findings.untested(
      part.ref,
      `its breakdown voltage is not in its value or part number ("${part.component.value}"): only the forward junction is tested`,
      [],
      'full',
    );
    return;
  }
  const high = accessOf(net, probes, cathode);
  const low = accessOf(net, probes, anode);
  if (!high || !low) return; // the forward test already named the missing probe
  const current = ctx.allowances.junctionCurrentA;
  const { ohms, choice } = shunt(ctx, high, low);
  const share = Number.isFinite(ohms) ? v.zenerV / (ohms * current) : 0;
  if (share > JUNCTION_SHUNT_SHARE) {
    findings.untested(
      part.ref,
      `breakdown at ${formatSi(v.zenerV, 'V')}: the resistance beside it (${formatSi(ohms, 'Ω')}) would take ${formatPercent(Math.min(share, 1))} of the test current`,
      choice.unguardable,
      'full',
    );
    return;
  }
  const t = toleranceOf(part);
  const plus = t.tolerance.plus + ZENER_ALLOWANCE;
  const minus = t.tolerance.minus + ZENER_ALLOWANCE;
  const min = Number.parseFloat((v.zenerV * (1 - minus)).toPrecision(6));
  const max = Number.parseFloat((v.zenerV * (1 + plus)).toPrecision(6));
  const id = testId([part.ref], ':z');
  findings.tests.push({
    id,
    type: 'zener',
    title: `${part.ref} zener breakdown ${formatSi(v.zenerV, 'V')}`,
    parts: [part.ref],
    high,
    low,
    guards: choice.guards.map((n) => node(probes, n)),
    quantity: 'voltage',
    expected: v.zenerV,
    min,
    max,
    conditions: { currentA: current, frequencyHz: null, settleS: null },
    limitsReason: `${formatSi(v.zenerV, 'V')} ${formatTolerance(t.tolerance)} (${t.from}) + ${formatPercent(ZENER_ALLOWANCE)} (measured at ${formatSi(current, 'A')}, below the datasheet's test current, where the knee is softer) → ${formatSi(min, 'V')} … ${formatSi(max, 'V')}; the source must reach ${formatSi(max * 1.1, 'V')}`,
    reason: `current into ${cathode} (cathode), out of ${anode}: reverse breakdown`,
    notes: [],
  });
  findings.add(part.ref, {
    test: id,
    presence: 'full',
    correctness: 'full',
    orientation: 'full',
    live: 'full',
    opens: 'full',
    missing: [],
    reason: 'the breakdown voltage shows the right zener',
  });
}
