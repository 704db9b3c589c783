import type { InterfaceMapping } from '../interface/model';
import { refreshStrategy } from './refresh';
export { limitProbes, measuringProbe, stepProbes } from './step-probes';
import type { FixtureProbe, StrategyFixture, TestStrategy } from './types';

/**
 * The plan's view of a fixture's interface mapping (decision 0061): every probe with a net, its test
 * point, what it does on the net and the tester channel it is wired to. Probes on no net are left out
 * (nothing in a plan measures them). The mapping's findings that leave a probe without a channel or
 * break a limit are kept as sentences.
 */
export function fixtureFromMapping(mapping: InterfaceMapping, source: string | null): StrategyFixture {
  const probes: FixtureProbe[] = mapping.rows
    .filter((r) => r.net !== null)
    .map((r) => ({
      probe: r.probe,
      testPointId: r.testPointId,
      label: r.label,
      net: r.net!,
      function: r.function,
      channel: r.channel?.id ?? null,
      instrument: r.channel?.instrument ?? null,
      kind: r.channel?.kind ?? null,
      connector: r.connector,
      pin: r.pin,
    }));
  return {
    source,
    station: mapping.station,
    probes,
    findings: mapping.findings.map((f) => `${f.severity === 'fail' ? 'Fails' : 'Warning'}: ${f.message}`),
  };
}

/** The plan tied to a fixture (or untied with null): each step's probes and channels re-derived. */
export function tieToFixture(strategy: TestStrategy, fixture: StrategyFixture | null): TestStrategy {
  return refreshStrategy({ ...strategy, fixture });
}
