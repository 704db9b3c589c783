import { generateTestStrategy, type TestConfig, type TestStrategy } from '@studio/core';
import type { StorageConfig } from '../../env';
import { renderStrategyPdf, type StrategyPdfInput } from '../../pdf/strategy-pdf';
import { createBlobStore } from '../../storage/index';
import { serveWorker } from '../../workers/serve-worker';
import { loadStoredBoard } from '../dft-reports/load-board';

// Worker-thread entry of the strategy tasks (started through workers/bootstrap.mjs by
// strategy-pool.ts): drafting reads a whole board and a long plan's PDF takes a while, so both run
// here, off the server's event loop, with the worker pool's time and memory limits.

export type StrategyWorkerInput =
  | { task: 'draft'; storage: StorageConfig; boardSha256: string; config: TestConfig | null }
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
    return { value: { task: 'draft', strategy: generateTestStrategy({ board, config: input.config }) } };
  } finally {
    await store.close();
  }
});
