import type {
  Board,
  DftReport,
  DftThresholds,
  FixtureCatalog,
  FixtureDesign,
  ProposeOptions,
  TestConfig,
  TestConfigProposal,
} from '@studio/core';

/** Messages to the DFT worker. The board is sent once; every analysis names only the configuration. */
export type DftRequest =
  | { type: 'board'; board: Board }
  | { type: 'analyze'; seq: number; config: TestConfig; thresholds: DftThresholds | undefined }
  | { type: 'propose'; seq: number; options: ProposeOptions; catalog?: FixtureCatalog }
  | {
      type: 'design';
      seq: number;
      config: TestConfig;
      thresholds: DftThresholds | undefined;
      catalog: FixtureCatalog;
    };

/** Answers of the DFT worker, matched to their request by `seq`. */
export type DftResponse =
  | { type: 'analysis'; seq: number; report: DftReport; ms: number }
  | { type: 'proposal'; seq: number; proposal: TestConfigProposal; ms: number }
  | { type: 'design'; seq: number; design: FixtureDesign; ms: number }
  | { type: 'error'; seq: number; message: string };
