import type { FixtureProbe, Step, StepLimit, StepProbe, StrategyFixture } from './types';

const stepProbe = (p: FixtureProbe): StepProbe => ({
  probe: p.probe,
  label: p.label,
  net: p.net,
  function: p.function,
  channel: p.channel,
  instrument: p.instrument,
});

/**
 * The fixture's probes a step uses: those on its nets, on the nets and references its limits measure
 * (a clock's ground) and on its supplies, in that order of nets, then in wiring order.
 */
export function stepProbes(
  step: Pick<Step, 'nets' | 'limits' | 'supplies'>,
  fixture: StrategyFixture | null,
): StepProbe[] {
  if (!fixture) return [];
  const byNet = new Map<string, FixtureProbe[]>();
  for (const p of fixture.probes) byNet.set(p.net, [...(byNet.get(p.net) ?? []), p]);
  const nets = [
    ...step.nets,
    ...step.limits.flatMap((l) => [l.net, l.reference]),
    ...step.supplies.map((s) => s.net),
  ].filter((n): n is string => n !== null);
  return [...new Set(nets)].flatMap((n) => (byNet.get(n) ?? []).map(stepProbe));
}

/** Which of a net's probes a measurement goes through, in order of preference. */
const PREFERENCE: Record<'measure' | 'supply', StepProbe['function'][]> = {
  /** a sense probe (Kelvin: no supply current in its wire), then a signal probe, then a force probe */
  measure: ['sense', 'signal', 'force'],
  /** a current is read where the supply forces it */
  supply: ['force', 'signal', 'sense'],
};

/**
 * The probe (with its channel) a measurement uses on one net, or null when no probe on it has a
 * channel. `not` leaves a probe out (the second probe of an open test on one rail).
 */
export function measuringProbe(
  probes: readonly StepProbe[],
  net: string | null,
  use: 'measure' | 'supply' = 'measure',
  not: StepProbe | null = null,
): StepProbe | null {
  if (net === null) return null;
  const wired = probes.filter((p) => p.net === net && p.channel !== null && p !== not);
  for (const f of PREFERENCE[use]) {
    const p = wired.find((x) => x.function === f);
    if (p) return p;
  }
  return null;
}

/**
 * The two probes a measurement goes through: `hi` on its net, `lo` on its reference (ground for a
 * voltage, the other rail for a short, another probe of the same rail for an open); null where no
 * wired probe reaches the net. A current is read on the supply's force probe and has no `lo`.
 */
export function limitProbes(
  step: Pick<Step, 'probes'>,
  limit: Pick<StepLimit, 'net' | 'reference' | 'quantity'>,
): { hi: StepProbe | null; lo: StepProbe | null } {
  if (limit.quantity === 'check') return { hi: null, lo: null };
  if (limit.quantity === 'current') return { hi: measuringProbe(step.probes, limit.net, 'supply'), lo: null };
  const hi = measuringProbe(step.probes, limit.net);
  const lo =
    limit.reference === limit.net
      ? measuringProbe(step.probes, limit.reference, 'measure', hi)
      : measuringProbe(step.probes, limit.reference);
  return { hi, lo };
}
