import { gunzipSync } from 'node:zlib';
import type { StepModel } from '@studio/core';
import type { StorageConfig } from '../../env';
import { createBlobStore } from '../../storage/index';
import { serveWorker } from '../../workers/serve-worker';
import { importBoard, type ImportWorkerOutput } from './import-board';
import { warmUpImport } from './import-warm-up';

// Worker-thread entry of DUT imports (started through workers/bootstrap.mjs by import-pool.ts): reads
// the package's files from storage, runs the import engine, and answers the board's summary, the
// diagnostics and the compact board as gzip JSON (transferred, not copied; import-board.ts). When the
// package's STEP model was read (services/step-models/), its solids are matched to the board here
// (decision 0040). An ImportError (the engine refused the package) reaches the parent with its name,
// code and location. Asked to warm up (decision 0046), it imports a generated board until its first
// job arrives.

export type { ImportWorkerOutput } from './import-board';

export interface ImportWorkerInput {
  storage: StorageConfig;
  files: { name: string; sha256: string }[];
  /** The STEP model read for this package (decision 0040): its solids, matched to the board here. */
  step?: { solidsSha256: string } | null;
}

serveWorker<ImportWorkerInput, ImportWorkerOutput>(
  async (input, progress) => {
    const store = await createBlobStore(input.storage, { createBucket: false });
    try {
      const files: { name: string; bytes: Uint8Array }[] = [];
      for (const [i, file] of input.files.entries()) {
        files.push({ name: file.name, bytes: await store.getBytes(file.sha256) });
        progress((0.2 * (i + 1)) / input.files.length);
      }
      const solids = input.step?.solidsSha256;
      const readStep = solids
        ? async () => JSON.parse(gunzipSync(await store.getBytes(solids)).toString('utf8')) as StepModel
        : null;
      return await importBoard(files, readStep, progress);
    } finally {
      await store.close();
    }
  },
  { warmUp: (stop) => warmUpImport({ stop }) },
);
