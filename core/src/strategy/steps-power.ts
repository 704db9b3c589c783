import { STEP_SECONDS, STRATEGY_DEFAULTS as D } from './defaults';
import { formatQuantity, formatVolts } from './format-values';
import { isAutoNamed, shownName } from './net-names';
import type { PowerTree } from './power-tree';
import type { Probes } from './probes';
import { makeStep, measurement, numberLimits } from './step-parts';
import type { PowerInput, Regulator, Step, StepLimit } from './types';

export interface PowerContext {
  tree: PowerTree;
  ground: string | null;
  regulators: Regulator[];
  connectorsOnNet: Map<string, string[]>;
  probes: Probes;
  /** Power switches the rails pass through (set on for the test). */
  switches: string[];
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

/** An input as an engineer finds it: a net named by a CAD tool is shown by its connector pin. */
function inputName(i: PowerInput): string {
  if (!isAutoNamed(i.net) || !i.part || i.pads.length === 0) return shownName(i.net);
  return `${i.part}.${i.pads[0]} (${shownName(i.net)})`;
}

/**
 * Power-up: the fixture connects a supply to each primary input (one for most boards, every bus
 * rail for a bus card) at the input's voltage with a current limit, and watches the current while the
 * rails come up.
 */
export function powerUpStep(ctx: PowerContext): Step | null {
  const primary = ctx.tree.primary;
  if (!primary) return null;
  const inputs = primary.inputs;
  const supplies = inputs.map((i) => ({ net: i.net, voltageV: i.voltageV, currentLimitA: D.currentLimitA }));
  const order = ctx.tree.ordered.map((r) => shownName(r.net)).join(' → ');
  const others = ctx.tree.otherInputs.map((r) => `${shownName(r.net)}${r.part ? ` (${r.part})` : ''}`);
  const setting = inputs
    .map((i) => {
      const where = i.part ? ` on ${i.part}${i.pads.length ? ` pad ${i.pads.join(', ')}` : ''}` : '';
      const volts =
        i.voltageV === null
          ? 'the input voltage (not known: set it)'
          : `${formatVolts(i.voltageV)}${i.voltageIsGuess ? ' (a guess)' : ''}`;
      return `${shownName(i.net)}${where} at ${volts}`;
    })
    .join('; ');
  const switches = ctx.switches.length
    ? ` Set ${ctx.switches.join(', ')} to on (the rails pass through ${ctx.switches.length > 1 ? 'them' : 'it'}), or probe after ${ctx.switches.length > 1 ? 'them' : 'it'}.`
    : '';
  const limits = numberLimits(
    inputs.map((i) =>
      measurement('current', {
        label: `Supply current while the rails come up (${shownName(i.net)})`,
        net: i.net,
        reference: ctx.ground,
        max: D.currentLimitA,
        reason: `≤ ${formatQuantity(D.currentLimitA, 'A')}: the first power-up's current limit — a guess; set it from the design's power budget`,
      }),
    ),
  );
  const voltageWhy = inputs
    .map(
      (i) =>
        `${shownName(i.net)}: ${i.voltageV === null ? 'voltage not known' : `${formatVolts(i.voltageV)}${i.voltageIsGuess ? ' — a guess' : ''}`}`,
    )
    .join('; ');
  return makeStep({
    id: 'power-up',
    kind: 'power-up',
    title: `Power up through ${inputs.map(inputName).join(', ')}`,
    instructions: `Set ${inputs.length > 1 ? 'each supply' : 'the supply'} with a ${formatQuantity(D.currentLimitA, 'A')} current limit and connect it: ${setting}. Switch on.${switches} The rails come up in this order: ${order}.${
      others.length ? ` Other inputs (${others.join(', ')}) stay off unless a step needs them.` : ''
    } Switch off at once if a supply reaches its current limit.`,
    nets: [...inputs.map((i) => i.net), ...(ctx.ground ? [ctx.ground] : [])],
    limits,
    equipment: ['psu'],
    seconds: STEP_SECONDS.powerUp,
    reason: `${primary.reason}. Supply: ${voltageWhy}.`,
    supplies,
    components: ctx.switches,
  });
}

export function railSteps(ctx: PowerContext): Step[] {
  return ctx.tree.ordered.map((rail) => {
    const v = rail.nominalV;
    const [lo, hi] = rail.rangeV ?? [v, v];
    const span = (x: number | null, sign: 1 | -1) =>
      x === null ? null : round(x + sign * Math.abs(x) * D.railTolerance);
    const limit = measurement('voltage', {
      label: `${shownName(rail.net)} to ${ctx.ground ? shownName(ctx.ground) : 'ground'}`,
      net: rail.net,
      reference: ctx.ground,
      nominal: v,
      min: v === null ? null : span(Math.min(lo!, hi!), -1),
      max: v === null ? null : span(Math.max(lo!, hi!), 1),
      reason:
        v === null
          ? `${rail.reason}: set the nominal voltage and limits`
          : `${rail.rangeV ? `${formatVolts(rail.rangeV[0])} … ${formatVolts(rail.rangeV[1])}` : formatVolts(v)} ± ${pct(D.railTolerance)} (a regulator's 1–3 % accuracy with load and meter margin — a guess)${rail.voltageIsGuess ? '; the voltage itself is a guess' : ''}; ${rail.reason}`,
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
  const nets = primary.inputs.map((i) => i.net);
  const names = nets.map(shownName).join(', ');
  return makeStep({
    id: 'current',
    kind: 'current',
    title: `Idle current from ${names}`,
    instructions: `With every rail in limits and nothing running yet, read the supply current into ${names}.`,
    nets: [...nets, ...(ctx.ground ? [ctx.ground] : [])],
    limits: numberLimits(
      nets.map((net) =>
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
      ),
    ),
    equipment: ['psu'],
    seconds: STEP_SECONDS.current * nets.length,
    reason: 'The board draws what a working board draws.',
  });
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;
