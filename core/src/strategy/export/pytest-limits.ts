import { shownName } from '../net-names';
import { limitProbes } from '../step-probes';
import { QUANTITY_UNITS, type Step, type StepProbe, type TestStrategy } from '../types';
import { GATE_KINDS, testName } from './pytest-names';

/** A probe as limits.json and the station see it: net names as shown, the channel it is wired to. */
const probeJson = (p: StepProbe) => ({
  probe: p.probe,
  label: p.label,
  net: shownName(p.net),
  function: p.function,
  channel: p.channel,
  instrument: p.instrument,
});

/** The channels a supply is forced and sensed through (the fixture's probes on its net). */
function supplyChannels(step: Step, net: string) {
  const on = step.probes.filter((p) => p.net === net && p.channel !== null);
  return {
    force: on.filter((p) => p.function === 'force').map((p) => p.channel!),
    sense: on.filter((p) => p.function === 'sense').map((p) => p.channel!),
  };
}

/**
 * limits.json (format `studio-test-limits` version 2): every step in plan order with its supplies
 * (and the channels that force and sense them), its probes and channels, and each measurement with
 * its limits (SI units) and the channels it goes through (`hi` on its net, `lo` on its reference;
 * null where no probe is wired). `fixture` is the fixture the plan is tied to (station and every
 * probe with its channel), or null.
 */
export function limitsJson(strategy: TestStrategy, title: string): string {
  const fixture = strategy.fixture
    ? {
        source: strategy.fixture.source,
        station: strategy.fixture.station,
        probes: strategy.fixture.probes.map(probeJson),
      }
    : null;
  const steps = strategy.steps.map((s, i) => ({
    id: s.id,
    order: i + 1,
    kind: s.kind,
    title: s.title,
    test: testName(s, i),
    gate: GATE_KINDS.has(s.kind),
    supplies: s.supplies.map((supply) => ({
      net: shownName(supply.net),
      voltage_v: supply.voltageV,
      current_limit_a: supply.currentLimitA,
      ...supplyChannels(s, supply.net),
    })),
    equipment: s.equipment,
    test_points: s.testPoints.map((tp) => ({ label: tp.label, net: shownName(tp.net) })),
    probes: s.probes.map(probeJson),
    unprobed: s.unprobed.map(shownName),
    limits: s.limits.map((l) => {
      const { hi, lo } = limitProbes(s, l);
      return {
        id: l.id,
        label: l.label,
        quantity: l.quantity,
        net: l.net === null ? null : shownName(l.net),
        reference: l.reference === null ? null : shownName(l.reference),
        nominal: l.nominal,
        min: l.min,
        max: l.max,
        unit: QUANTITY_UNITS[l.quantity],
        expected: l.expected,
        hi: hi?.channel ?? null,
        lo: lo?.channel ?? null,
      };
    }),
  }));
  return `${JSON.stringify(
    { format: 'studio-test-limits', version: 2, title, generator: strategy.generator, fixture, steps },
    null,
    2,
  )}\n`;
}
