import {
  type DftThresholds,
  type FixtureCatalog,
  generateTestStrategy,
  type StationProfile,
  type TestConfig,
  type TestStrategy,
} from '@studio/core';
import type { StorageConfig } from '../../env';
import { renderStrategyPdf, type StrategyPdfInput } from '../../pdf/strategy-pdf';
import { createBlobStore } from '../../storage/index';
import { serveWorker } from '../../workers/serve-worker';
import { loadStoredBoard } from '../dft-reports/load-board';
import { draftStrategyWithFixture } from './draft-with-fixture';

// Worker-thread entry of the strategy tasks (started through workers/bootstrap.mjs by
// strategy-pool.ts): drafting reads a whole board and a long plan's PDF takes a while, so both run
// here, off the server's event loop, with the worker pool's time and memory limits.

/** What a draft is made from: the board, and a test config with what its fixture is designed with. */
export interface DraftInput {
  boardSha256: string;
  config: TestConfig | null;
  /** Ties the plan to the config's fixture (its probes and tester channels); the config is required. */
  fixture?: {
    catalog: FixtureCatalog;
    thresholds: DftThresholds;
    station: StationProfile | undefined;
    source: string;
  };
}

export type StrategyWorkerInput =
  | ({ task: 'draft'; storage: StorageConfig } & DraftInput)
  | { task: 'pdf'; input: StrategyPdfInput };

export type StrategyWorkerOutput =
  | { task: 'draft'; strategy: TestStrategy }
  | { task: 'pdf'; pdf: Uint8Array };

serveWorker<StrategyWorkerInput, StrategyWorkerOutput>(async (input) => {
  if (input.task === 'pdf') {
    const pdf = await renderStrategyPdf(input.input);
    return { value: { task: 'pdf', pdf }, transfer: [pdf.buffer as ArrayBuffer] };
  }
  const store = await createBlobStore(input.storage, { createBucket: false });
  try {
    const board = await loadStoredBoard(store, input.boardSha256);
    const { config, fixture } = input;
    const strategy =
      config && fixture
        ? draftStrategyWithFixture({
            board,
            config,
            catalog: fixture.catalog,
            thresholds: fixture.thresholds,
            ...(fixture.station ? { station: fixture.station } : {}),
            source: fixture.source,
          })
        : generateTestStrategy({ board, config });
    return { value: { task: 'draft', strategy } };
  } finally {
    await store.close();
  }
});
