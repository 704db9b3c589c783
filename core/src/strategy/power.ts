import { type BoardIndex, isConnection, netOfPad, netsOf } from './board-index';
import type { RoleVerdict } from './component-roles';
import { formatVolts } from './format-values';
import { shownName } from './net-names';
import { groundReason, readRailName } from './rail-names';
import { readRegulatorPart } from './regulator-parts';
import type { Ground, Rail, Regulator } from './types';
import { readResistanceOhms } from '../values/index';

/** A link that carries a rail to another net: a regulator, a filter resistor, a ferrite, a fuse, a jumper. */
export interface Feed {
  from: string;
  to: string;
  via: string;
  kind: 'regulator' | 'enable' | 'series';
}

export interface PowerFindings {
  rails: Rail[];
  grounds: Ground[];
  regulators: Regulator[];
  feeds: Feed[];
  /** Nets whose names look like power but are signals about it (3V3_EN, VPP_ON …). */
  notRails: { net: string; reason: string }[];
  /** Rails named as inputs (VIN, 5V_IN, VBUS …). */
  namedInputs: Set<string>;
}

/** Two-terminal parts that pass a rail on: small resistors (≤ 100 Ω), inductors, ferrites, fuses, jumpers. */
const SERIES_LIMIT_OHMS = 100;

function passesRail(ref: string, value: string, role: RoleVerdict | undefined): string | null {
  if (role?.role === 'inductor') return 'inductor or ferrite';
  if (/^(F|FU|PTC)\d/i.test(ref)) return 'fuse';
  if (/^(JP|SJ|J)\d/i.test(ref) && /JUMPER|BRIDGE|SJ|JP/i.test(value)) return 'jumper';
  if (role?.role === 'resistor') {
    const ohms = readResistanceOhms(value);
    if (ohms !== null && ohms <= SERIES_LIMIT_OHMS) return `${ohms} Ω resistor`;
  }
  return null;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.05, Math.abs(b) * 0.03);

/**
 * Finds the power rails, grounds and regulators: rails from their names (rail-names.ts), regulators
 * from their values (regulator-parts.ts) tied to the rails on their pins — the output is the rail at
 * the regulator's voltage (or its output pin, for families with a fixed pinout), the input the
 * highest other rail, any further rail an enable — and rails fed through a small resistor, ferrite,
 * fuse or jumper take the voltage of the rail feeding them. Each step says why.
 */
export function findPower(index: BoardIndex, roles: Map<string, RoleVerdict>): PowerFindings {
  const grounds: Ground[] = [];
  const rails = new Map<string, Rail>();
  const notRails: { net: string; reason: string }[] = [];
  const namedInputs = new Set<string>();
  for (const net of index.nets) {
    if (!index.padCount.has(net)) continue;
    const ground = groundReason(net);
    if (ground) {
      grounds.push({ net, reason: ground });
      continue;
    }
    const verdict = readRailName(net);
    if (verdict?.kind === 'not-rail') notRails.push({ net, reason: verdict.reason });
    if (verdict?.kind !== 'rail') continue;
    rails.set(net, { net, nominalV: verdict.nominalV, reason: verdict.reason, role: 'rail', source: null });
    if (verdict.input) namedInputs.add(net);
  }
  grounds.sort((a, b) => (index.padCount.get(b.net) ?? 0) - (index.padCount.get(a.net) ?? 0));
  const groundNets = new Set(grounds.map((g) => g.net));
  const feeds: Feed[] = [];
  const regulators = tieRegulators(index, roles, rails, groundNets, feeds);
  inheritThroughSeries(index, roles, rails, feeds, namedInputs);
  return { rails: [...rails.values()], grounds, regulators, feeds, notRails, namedInputs };
}

function tieRegulators(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  rails: Map<string, Rail>,
  grounds: Set<string>,
  feeds: Feed[],
): Regulator[] {
  const found: Regulator[] = [];
  const parts = index.board.components.filter((c) => roles.get(c.ref)?.role === 'regulator');
  // Two passes: an inverter fed by a regulator's output learns its input voltage in the second.
  for (let pass = 0; pass < 2; pass++) {
    found.length = 0;
    for (const c of parts) {
      const part = readRegulatorPart(c)!;
      const nets = netsOf(index, c.ref).filter((n) => !grounds.has(n) && isConnection(index, n));
      const byPin = part.pins
        ? { input: netOfPad(index, c.ref, part.pins.input), output: netOfPad(index, c.ref, part.pins.output) }
        : null;
      const known = nets.filter((n) => rails.get(n)?.nominalV != null);
      let output = byPin?.output && !grounds.has(byPin.output) ? byPin.output : null;
      let how = output ? 'its output pin' : '';
      if (!output && part.outputV !== null) {
        output = known.find((n) => close(rails.get(n)!.nominalV!, part.outputV!)) ?? null;
        if (output) how = `the rail at its ${formatVolts(part.outputV)}`;
      }
      if (!output && part.kind === 'inverter')
        output = known.find((n) => rails.get(n)!.nominalV! < 0) ?? null;
      let input = byPin?.input && !grounds.has(byPin.input) ? byPin.input : null;
      if (!input) {
        const others = known.filter((n) => n !== output);
        others.sort((a, b) => rails.get(b)!.nominalV! - rails.get(a)!.nominalV!);
        input = others[0] ?? null;
      }
      const enables = nets.filter((n) => n !== input && n !== output && rails.has(n));
      const outputV =
        part.outputV ??
        (part.kind === 'inverter' && input && rails.get(input)?.nominalV != null
          ? -rails.get(input)!.nominalV!
          : null);
      const reason = describe(c.ref, c.value, part.reason, input, output, how, enables);
      found.push({ ref: c.ref, value: c.value, kind: part.kind, outputV, input, output, enables, reason });
      if (pass === 1) recordFeeds(c.ref, input, output, enables, feeds);
      if (output) claimOutput(rails, output, c.ref, c.value, outputV);
      if (input && !rails.has(input))
        rails.set(input, {
          net: input,
          nominalV: null,
          reason: `the input of ${c.ref} (${c.value}); its voltage is not known`,
          role: 'rail',
          source: null,
        });
    }
  }
  return found;
}

function describe(
  ref: string,
  value: string,
  partReason: string,
  input: string | null,
  output: string | null,
  how: string,
  enables: string[],
): string {
  const io =
    input || output
      ? `; ${input ? `input ${shownName(input)}` : 'input unknown'}, ${output ? `output ${shownName(output)} (${how})` : 'output unknown'}`
      : `; its input and output could not be told apart on ${ref} (${value})`;
  const en = enables.length
    ? `; also on ${enables.map(shownName).join(', ')} (an enable or sequencing input)`
    : '';
  return `${partReason}${io}${en}`;
}

function recordFeeds(
  ref: string,
  input: string | null,
  output: string | null,
  enables: string[],
  feeds: Feed[],
): void {
  if (!output) return;
  if (input) feeds.push({ from: input, to: output, via: ref, kind: 'regulator' });
  for (const e of enables) feeds.push({ from: e, to: output, via: ref, kind: 'enable' });
}

function claimOutput(
  rails: Map<string, Rail>,
  net: string,
  ref: string,
  value: string,
  outputV: number | null,
): void {
  const rail = rails.get(net);
  const volts = outputV === null ? 'its voltage is not known' : `${formatVolts(outputV)}`;
  if (!rail) {
    rails.set(net, {
      net,
      nominalV: outputV,
      reason: `${volts}: the output of ${ref} (${value}) — a guess from its value`,
      role: 'regulated',
      source: ref,
    });
    return;
  }
  rail.role = 'regulated';
  rail.source = ref;
  if (rail.nominalV === null && outputV !== null)
    rail.reason = `${volts}: the output of ${ref} (${value}) — a guess from its value (${rail.reason})`;
  if (rail.nominalV === null) rail.nominalV = outputV;
}

/** A rail of unknown voltage fed through a series part from a rail of known voltage takes that voltage. */
function inheritThroughSeries(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  rails: Map<string, Rail>,
  feeds: Feed[],
  namedInputs: Set<string>,
): void {
  const links: { a: string; b: string; ref: string; what: string; value: string }[] = [];
  for (const c of index.board.components) {
    const nets = netsOf(index, c.ref);
    if (nets.length !== 2) continue;
    const what = passesRail(c.ref, c.value, roles.get(c.ref));
    if (what) links.push({ a: nets[0]!, b: nets[1]!, ref: c.ref, what, value: c.value });
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const link of links) {
      for (const [from, to] of [
        [link.a, link.b],
        [link.b, link.a],
      ] as const) {
        const source = rails.get(from);
        const target = rails.get(to);
        if (!source || !target || target.source !== null || target.role === 'regulated') continue;
        if (source.source === link.ref) continue;
        // Two rails of unknown voltage: the direction is known only from a named input (V_IN → fuse → V_FUSED).
        if (source.nominalV === null && target.nominalV === null) {
          if (!namedInputs.has(from) || namedInputs.has(to) || feeds.some((f) => f.via === link.ref))
            continue;
          feeds.push({ from, to, via: link.ref, kind: 'series' });
          target.source = link.ref;
          changed = true;
          continue;
        }
        if (target.nominalV !== null || source.nominalV === null) continue;
        target.nominalV = source.nominalV;
        target.source = link.ref;
        target.reason = `${formatVolts(source.nominalV)}: fed from ${shownName(from)} through ${link.ref} (${link.what}) — a guess (${target.reason})`;
        feeds.push({ from, to, via: link.ref, kind: 'series' });
        changed = true;
      }
    }
  }
}
