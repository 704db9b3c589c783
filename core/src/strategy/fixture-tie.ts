import type { DftThresholds } from '../dft/index';
import type { FixtureCatalog } from '../fixture/design/catalog';
import { designFixtureOnly } from '../fixture/design/design-fixture';
import type { InterfaceMapping } from '../interface/model';
import type { StationProfile } from '../interface/station-profile';
import type { TestConfig } from '../test-config/model';
import { generateTestStrategy, type StrategyInput } from './generate';
import { interfaceDemands } from './interface-demands';
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

export interface FixtureStrategyInput extends StrategyInput {
  config: TestConfig;
  catalog: FixtureCatalog;
  thresholds?: DftThresholds;
  /** The station profile the config names, looked up by the caller (else the config's copy, a shipped one, the generic one). */
  station?: StationProfile;
  /** What the fixture is designed from, shown with the plan ("Bottom probes v3"). */
  source?: string | null;
}

/**
 * Drafts the plan of a test-config version and ties it to that version's fixture: the plan's net
 * demands design the fixture's interface mapping exactly as the fabrication package does (the same
 * board, config, catalog and station give the same channels), and each step then names the probes
 * and channels it uses.
 */
export function draftStrategyWithFixture(input: FixtureStrategyInput): TestStrategy {
  const strategy = generateTestStrategy(input);
  const design = designFixtureOnly(input.board, input.config, input.catalog, {
    ...(input.thresholds ? { thresholds: input.thresholds } : {}),
    interface: { demands: interfaceDemands(strategy), ...(input.station ? { station: input.station } : {}) },
  });
  return tieToFixture(strategy, fixtureFromMapping(design.interface, input.source ?? null));
}
