import { gunzipSync, gzipSync } from 'node:zlib';
import type { BoardSummary } from '@studio/api';
import {
  type Diagnostic,
  encodeBoard,
  importPackage,
  matchStepModel,
  type StepModel,
  withStepBodies,
} from '@studio/core';
import type { StorageConfig } from '../../env';
import { createBlobStore } from '../../storage/index';
import { serveWorker } from '../../workers/serve-worker';
import { summarizeBoard } from './summarize-board';

// Worker-thread entry of DUT imports (started through workers/bootstrap.mjs by import-pool.ts): reads
// the package's files from storage, runs the import engine, and answers the board's summary, the
// diagnostics and the compact board as gzip JSON (transferred, not copied). When the package's STEP
// model was read (services/step-models/), its solids are matched to the board here (decision 0040). An ImportError (the
// engine refused the package) reaches the parent with its name, code and location.

export interface ImportWorkerInput {
  storage: StorageConfig;
  files: { name: string; sha256: string }[];
  /** The STEP model read for this package (decision 0040): its solids, matched to the board here. */
  step?: { solidsSha256: string } | null;
}

export interface ImportWorkerOutput {
  summary: BoardSummary;
  diagnostics: Diagnostic[];
  /** The file names (inside zips: `archive.zip/path`) the board was built from. */
  sources: string[];
  boardGzip: Uint8Array;
  boardJsonBytes: number;
  /** The STEP model's file and how many components took their height from it. */
  step: { file: string; matched: number; components: number } | null;
}

serveWorker<ImportWorkerInput, ImportWorkerOutput>(async (input, progress) => {
  const store = await createBlobStore(input.storage, { createBucket: false });
  try {
    const files: { name: string; bytes: Uint8Array }[] = [];
    for (const [i, file] of input.files.entries()) {
      files.push({ name: file.name, bytes: await store.getBytes(file.sha256) });
      progress((0.2 * (i + 1)) / input.files.length);
    }
    const imported = importPackage(files);
    files.length = 0;
    const { diagnostics } = imported;
    let board = imported.board;
    let step: ImportWorkerOutput['step'] = null;
    if (input.step) {
      const model = JSON.parse(
        gunzipSync(await store.getBytes(input.step.solidsSha256)).toString('utf8'),
      ) as StepModel;
      const match = matchStepModel(board, model);
      board = withStepBodies(board, match);
      diagnostics.push(...match.diagnostics);
      step = { file: model.file, matched: match.bodies.size, components: match.componentCount };
    }
    progress(0.8);
    const json = JSON.stringify(encodeBoard(board));
    // A fresh, whole ArrayBuffer: zlib's Buffer may be a view into a bigger one.
    const boardGzip = new Uint8Array(gzipSync(json, { level: 6 }));
    progress(0.95);
    const value: ImportWorkerOutput = {
      summary: summarizeBoard(board),
      diagnostics,
      sources: board.sources.map((s) => s.file),
      boardGzip,
      boardJsonBytes: Buffer.byteLength(json),
      step,
    };
    return { value, transfer: [boardGzip.buffer as ArrayBuffer] };
  } finally {
    await store.close();
  }
});
