import { COMMON_SUPPLIES_V, DROPOUT_V, STEP_SECONDS, STRATEGY_DEFAULTS as D } from './defaults';
import { formatQuantity, formatVolts } from './format-values';
import { shownName } from './net-names';
import type { PowerTree } from './power-tree';
import type { Probes } from './probes';
import { makeStep, measurement, numberLimits } from './step-parts';
import type { StepLimit, Rail, Regulator, Step } from './types';

export interface PowerContext {
  tree: PowerTree;
  ground: string | null;
  regulators: Regulator[];
  connectorsOnNet: Map<string, string[]>;
  probes: Probes;
}

const pct = (f: number) => `${Math.round(f * 100)} %`;

/**
 * Shorts and opens on the rails, with the board unpowered: every rail against ground, each
 * regulator's input against its output (a shorted pass element), and two probes on the same rail
 * against each other (an open trace or a missing link).
 */
export function shortsStep(ctx: PowerContext): Step | null {
  const rails = ctx.tree.ordered;
  if (rails.length === 0) return null;
  const gnd = ctx.ground;
  const limits: Omit<StepLimit, 'id'>[] = [];
  const shortWhy = `≥ ${D.shortMinOhms} Ω: a solder bridge or a reversed part reads a few ohms, a working rail hundreds of ohms or more — a guess; set it from known-good boards`;
  for (const rail of rails) {
    limits.push(
      measurement('resistance', {
        label: `${shownName(rail.net)} to ${gnd ? shownName(gnd) : 'ground'}`,
        net: rail.net,
        reference: gnd,
        min: D.shortMinOhms,
        reason: shortWhy,
      }),
    );
  }
  for (const reg of ctx.regulators) {
    if (!reg.input || !reg.output) continue;
    limits.push(
      measurement('resistance', {
        label: `${shownName(reg.input)} to ${shownName(reg.output)} across ${reg.ref}`,
        net: reg.input,
        reference: reg.output,
        min: D.shortMinOhms,
        reason: `a shorted ${reg.ref} ties its input to its output; ${shortWhy}`,
      }),
    );
  }
  for (const rail of rails) {
    const probes = ctx.probes.byNet.get(rail.net) ?? [];
    if (probes.length < 2) continue;
    limits.push(
      measurement('resistance', {
        label: `${shownName(rail.net)}: ${probes[0]!.label} to ${probes[probes.length - 1]!.label} (open)`,
        net: rail.net,
        reference: rail.net,
        max: D.openMaxOhms,
        reason: `≤ ${D.openMaxOhms} Ω between two probes on one rail: the same copper reads milliohms; more is an open trace or a missing link`,
      }),
    );
  }
  return makeStep({
    id: 'shorts',
    kind: 'shorts',
    title: 'Shorts and opens on the power rails (unpowered)',
    instructions:
      'With the board unpowered and its capacitors discharged, measure the resistance of every rail to ground, across each regulator, and between probes on the same rail. Stop on a fail: powering a short damages the board and the fixture.',
    nets: [...rails.map((r) => r.net), ...(gnd ? [gnd] : [])],
    limits: numberLimits(limits),
    equipment: ['dmm'],
    seconds: STEP_SECONDS.setup + STEP_SECONDS.resistance * limits.length,
    reason: 'Before any power is applied, so that a short is found without damage.',
  });
}

/** The supply voltage for an input whose name does not say it: the regulators it feeds need headroom. */
function guessSupply(input: Rail, regulators: Regulator[]): { volts: number | null; reason: string } {
  if (input.nominalV !== null)
    return { volts: input.nominalV, reason: `${formatVolts(input.nominalV)}: ${input.reason}` };
  const needs = regulators
    .filter((r) => r.input === input.net && r.outputV !== null)
    .map((r) => ({ r, v: Math.abs(r.outputV!) + DROPOUT_V[r.kind] }));
  if (needs.length === 0)
    return {
      volts: null,
      reason: `the voltage of ${shownName(input.net)} is not known: set the supply voltage`,
    };
  const top = needs.reduce((a, b) => (b.v > a.v ? b : a));
  const volts = COMMON_SUPPLIES_V.find((v) => v >= top.v) ?? top.v;
  return {
    volts,
    reason: `${formatVolts(volts)}: the next common supply above ${top.r.ref} (${top.r.value})'s ${formatVolts(
      Math.abs(top.r.outputV!),
    )} output plus about ${formatVolts(DROPOUT_V[top.r.kind])} of headroom — a guess`,
  };
}

export function powerUpStep(ctx: PowerContext): Step | null {
  const primary = ctx.tree.primary;
  if (!primary) return null;
  const input = primary.rail;
  const supply = guessSupply(input, ctx.regulators);
  const connectors = ctx.connectorsOnNet.get(input.net) ?? [];
  const through = connectors.length ? ` through ${connectors.join(' / ')} or its test points` : '';
  const order = ctx.tree.ordered.map((r) => shownName(r.net)).join(' → ');
  const others = ctx.tree.otherInputs.map((r) => shownName(r.net));
  const limits = numberLimits([
    measurement('current', {
      label: `Supply current while the rails come up (${shownName(input.net)})`,
      net: input.net,
      reference: ctx.ground,
      max: D.currentLimitA,
      reason: `≤ ${formatQuantity(D.currentLimitA, 'A')}: the first power-up's current limit — a guess; set it from the design's power budget`,
    }),
  ]);
  return makeStep({
    id: 'power-up',
    kind: 'power-up',
    title: `Power up through ${shownName(input.net)}`,
    instructions: `Set the supply to ${supply.volts === null ? 'the input voltage' : formatVolts(supply.volts)} with a ${formatQuantity(
      D.currentLimitA,
      'A',
    )} current limit, connect it to ${shownName(input.net)}${through} and switch on. The rails come up in this order: ${order}.${
      others.length ? ` Other inputs (${others.join(', ')}) stay off unless a step needs them.` : ''
    } Switch off at once if the supply reaches its current limit.`,
    nets: [input.net, ...(ctx.ground ? [ctx.ground] : [])],
    limits,
    equipment: ['psu'],
    seconds: STEP_SECONDS.powerUp,
    reason: `${primary.reason}. Supply: ${supply.reason}.`,
    supply: { net: input.net, voltageV: supply.volts, currentLimitA: D.currentLimitA },
  });
}

export function railSteps(ctx: PowerContext): Step[] {
  return ctx.tree.ordered.map((rail) => {
    const v = rail.nominalV;
    const tol = v === null ? null : Math.abs(v) * D.railTolerance;
    const limit = measurement('voltage', {
      label: `${shownName(rail.net)} to ${ctx.ground ? shownName(ctx.ground) : 'ground'}`,
      net: rail.net,
      reference: ctx.ground,
      nominal: v,
      min: v === null ? null : round(v - tol!),
      max: v === null ? null : round(v + tol!),
      reason:
        v === null
          ? `${rail.reason}: set the nominal voltage and limits`
          : `${formatVolts(v)} ± ${pct(D.railTolerance)} (a regulator's 1–3 % accuracy with load and meter margin — a guess); ${rail.reason}`,
    });
    const feeder = ctx.regulators.find((r) => r.output === rail.net);
    return makeStep({
      id: `rail:${rail.net}`,
      kind: 'rail-voltage',
      title: `Rail ${shownName(rail.net)}${v === null ? '' : ` (${formatVolts(v)})`}`,
      instructions: `Measure ${shownName(rail.net)} against ground with the board powered.${
        feeder ? ` It is made by ${feeder.ref} (${feeder.value}).` : ''
      }`,
      nets: [rail.net, ...(ctx.ground ? [ctx.ground] : [])],
      limits: numberLimits([limit]),
      equipment: ['dmm'],
      seconds: STEP_SECONDS.voltage,
      reason: rail.reason,
      components: rail.source ? [rail.source] : [],
    });
  });
}

export function currentStep(ctx: PowerContext): Step | null {
  const primary = ctx.tree.primary;
  if (!primary) return null;
  const net = primary.rail.net;
  return makeStep({
    id: 'current',
    kind: 'current',
    title: `Idle current from ${shownName(net)}`,
    instructions: `With every rail in limits and nothing running yet, read the supply current into ${shownName(net)}.`,
    nets: [net, ...(ctx.ground ? [ctx.ground] : [])],
    limits: numberLimits([
      measurement('current', {
        label: `Idle current into ${shownName(net)}`,
        net,
        reference: ctx.ground,
        min: D.idleMinA,
        max: D.idleMaxA,
        reason: `${formatQuantity(D.idleMinA, 'A')} … ${formatQuantity(
          D.idleMaxA,
          'A',
        )}: above the minimum the board draws something (no open input), under the maximum nothing is half-shorted — a guess; set it from a known-good board`,
      }),
    ]),
    equipment: ['psu'],
    seconds: STEP_SECONDS.current,
    reason: 'The board draws what a working board draws.',
  });
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;
