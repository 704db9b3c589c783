import {
  type DftThresholds,
  designFixtureOnly,
  type FixtureCatalog,
  fixtureFromMapping,
  generateTestStrategy,
  interfaceDemands,
  type PowerPartRule,
  type StationProfile,
  type TestConfig,
  type Board,
  type TestStrategy,
  tieToFixture,
} from '@studio/core';

export interface FixtureStrategyInput {
  board: Board;
  config: TestConfig;
  catalog: FixtureCatalog;
  thresholds?: DftThresholds;
  /** The station profile the config names, looked up by the caller (else the config's copy, a shipped one, the generic one). */
  station?: StationProfile;
  /** What the fixture is designed from, shown with the plan ("Bottom probes v3", "test-config.json"). */
  source?: string | null;
  powerParts?: readonly PowerPartRule[];
}

/**
 * Drafts the plan of a test-config version and ties it to that version's fixture (decision 0057): the
 * plan's net demands design the fixture's interface mapping as the fabrication package does
 * (`buildFabricationPackage`: the same board, config, catalog, thresholds and station give the same
 * probes and channels), and each step then names the probes and channels it uses. The server's
 * strategy worker and `studio strategy --config` both run this; it lives here because core's strategy
 * sits below the fixture design.
 */
export function draftStrategyWithFixture(input: FixtureStrategyInput): TestStrategy {
  const strategy = generateTestStrategy({
    board: input.board,
    config: input.config,
    ...(input.powerParts ? { powerParts: input.powerParts } : {}),
  });
  const design = designFixtureOnly(input.board, input.config, input.catalog, {
    ...(input.thresholds ? { thresholds: input.thresholds } : {}),
    interface: { demands: interfaceDemands(strategy), ...(input.station ? { station: input.station } : {}) },
  });
  return tieToFixture(strategy, fixtureFromMapping(design.interface, input.source ?? null));
}
