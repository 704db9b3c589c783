import { gzipSync } from 'node:zlib';
import type { BoardSummary } from '@studio/api';
import {
  type Diagnostic,
  encodeBoard,
  importPackage,
  matchStepModel,
  type StepModel,
  withStepBodies,
} from '@studio/core';
import { summarizeBoard } from './summarize-board';

// What an import worker does with a package's bytes (import-worker.ts), and what its warm-up does with
// a generated board (import-warm-up.ts): the same code, so that warming it warms a job.

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

/**
 * Runs the import engine over `files` (emptied once the engine is done, so that their bytes can go
 * before the rest runs), matches the STEP model `readStep` gives (read only then, decision 0040), and
 * answers the summary, the diagnostics and the compact board as gzip JSON, with the buffer to
 * transfer. An ImportError (the engine refused the package) is thrown as is.
 */
export async function importBoard(
  files: { name: string; bytes: Uint8Array }[],
  readStep: (() => Promise<StepModel>) | null,
  progress: (value: number) => void,
): Promise<{ value: ImportWorkerOutput; transfer: ArrayBuffer[] }> {
  const imported = importPackage(files);
  files.length = 0;
  const { diagnostics } = imported;
  let board = imported.board;
  let step: ImportWorkerOutput['step'] = null;
  if (readStep) {
    const model = await readStep();
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
}
