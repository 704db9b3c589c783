import { Diagnostic } from '@studio/api';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dut, dutFile, stepModel } from '../../db/schema/index';
import type { Job, JobContext, JobHandler } from '../../jobs/types';
import { WorkerOutOfMemory, WorkerReportedError, WorkerTimeout } from '../../workers/worker-pool';
import { ensureBlob, releaseBlobs, withBlobLocks } from './blobs';
import type { DutDeps } from './dut-deps';
import { publishDut, publishImport } from './dut-events';
import { allFiles, splitPackage } from './dut-package';
import type { DutFileRow, DutRow } from './dut-rows';
import { type FileOutcome, outcomesOfFailure, outcomesOfImport } from './import-outcome';
import { ImportJobPayload } from './import-job';
import type { ImportPool } from './import-pool';
import type { ImportWorkerOutput } from './import-worker';
import { readingToApply } from '../step-models/step-rows';

/** What the import job needs: the DUT services' dependencies and the import worker threads. */
export interface ImportJobDeps extends DutDeps {
  importPool: ImportPool;
}

/** Progress events at most this often (the bus fans out to every tab of the company). */
const PROGRESS_EVERY_MS = 250;

/**
 * The `dut.import` job: runs the import engine over the DUT's current package in a worker thread
 * (time and memory limits from the config), stores the board (gzip JSON, content-addressed) and
 * records the summary, each file's status and diagnostics. A package the engine refuses, or one that
 * hits a limit, fails the job at once (retrying cannot help); a crashed worker or a storage error is
 * retried. An import whose DUT got a newer import request meanwhile discards its result.
 */
export function createImportHandler(deps: ImportJobDeps): JobHandler<ImportJobPayload> {
  return {
    payload: ImportJobPayload,
    async run(job, ctx) {
      const { dutId, generation } = job.payload;
      const [row] = await deps.db.select().from(dut).where(eq(dut.id, dutId));
      if (!row || row.importGeneration !== generation) return; // deleted, or a newer import follows
      const files = splitPackage(await allFiles(deps.db, dutId)).current;
      if (files.length === 0) return;
      if (!(await markImporting(deps, row, generation, files))) return;
      const progress = progressReporter(deps, ctx, row, files);
      let out: ImportWorkerOutput;
      const step = await stepToApply(deps, files);
      try {
        out = await deps.importPool.run(
          {
            storage: deps.config.storage,
            files: files.map((f) => ({ name: f.name, sha256: f.sha256 })),
            step: step ? { solidsSha256: step.solidsSha256 } : null,
          },
          { signal: ctx.signal, onProgress: progress.report },
        );
      } catch (error) {
        await progress.settled();
        const failure = refusal(error, files);
        if (!failure) throw error;
        const outcomes = outcomesOfFailure(files, failure, foundBefore(error));
        await applyFailure(deps, ctx, row, generation, outcomes, failure.message);
        return;
      }
      await progress.settled();
      await applyImport(deps, ctx, row, generation, files, out, step?.fileId ?? null);
    },

    /** Attempts spent (crashes, storage errors): the DUT and its files must not stay "importing". */
    async onFailed(job: Job<ImportJobPayload>, message: string) {
      const { dutId, generation } = job.payload;
      const [row] = await deps.db.select().from(dut).where(eq(dut.id, dutId));
      if (!row || row.importGeneration !== generation) return;
      const files = splitPackage(await allFiles(deps.db, dutId)).current;
      // Names no file: every importable file carries it.
      const error: Diagnostic = {
        severity: 'error',
        code: 'dut.import.failed',
        message: `The import failed: ${message}`,
        location: { file: '' },
      };
      const outcomes = outcomesOfFailure(files, error);
      await deps.db.transaction((tx) => writeOutcome(tx, row, generation, outcomes, 'failed'));
      await publishImport(deps, { companyId: row.companyId, dutId, status: 'failed', progress: 1 });
      await publishDut(deps, row.companyId, dutId);
    },
  };
}

/** The import engine refused the package, or the import hit a limit: a diagnostic, not a retry. */
function refusal(error: unknown, files: DutFileRow[]): Diagnostic | null {
  const first = files[0]?.name ?? '';
  if (error instanceof WorkerReportedError && error.reported.name === 'ImportError') {
    const location = (error.reported.location as Diagnostic['location'] | undefined) ?? { file: first };
    return {
      severity: 'error',
      code: error.reported.code ?? 'import.failed',
      message: error.message,
      location,
    };
  }
  if (error instanceof WorkerTimeout || error instanceof WorkerOutOfMemory)
    return {
      severity: 'error',
      code: error instanceof WorkerTimeout ? 'dut.import.timeout' : 'dut.import.memory',
      message: `The import ${error.message}. Remove files the board does not need, or ask your administrator to raise the limit.`,
      location: { file: '' },
    };
  return null;
}

/** The diagnostics the engine found before refusing the package (ImportError.diagnostics). */
function foundBefore(error: unknown): Diagnostic[] {
  if (!(error instanceof WorkerReportedError) || !Array.isArray(error.reported.diagnostics)) return [];
  return Diagnostic.array().safeParse(error.reported.diagnostics).data ?? [];
}

/**
 * Marks the DUT and its files "importing", if this import is still the DUT's latest (issue 31): an
 * import that read its DUT before a newer upload must not mark the files after the newer import has
 * written their outcome — its own outcome is discarded as superseded, and the files would stay
 * "importing" for ever. The DUT row is locked as `queueImportTx` and `writeOutcome` lock it.
 */
async function markImporting(
  deps: DutDeps,
  row: DutRow,
  generation: number,
  files: DutFileRow[],
): Promise<boolean> {
  const current = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(dut).where(eq(dut.id, row.id)).for('update');
    if (!locked || locked.importGeneration !== generation) return false;
    await tx.update(dut).set({ status: 'importing' }).where(eq(dut.id, row.id));
    await tx
      .update(dutFile)
      .set({ status: 'importing', progress: 0 })
      .where(
        inArray(
          dutFile.id,
          files.map((f) => f.id),
        ),
      );
    return true;
  });
  if (!current) return false;
  await publishImport(deps, { companyId: row.companyId, dutId: row.id, status: 'importing', progress: 0 });
  await publishDut(deps, row.companyId, row.id);
  return true;
}

/**
 * Records and announces the worker's progress without holding it up. `settled()` waits for the
 * writes and events still on their way: the outcome is written and announced after them, so that no
 * late tick overwrites a file's final state or reaches the screens after the import's last event.
 */
function progressReporter(deps: DutDeps, ctx: JobContext, row: DutRow, files: DutFileRow[]) {
  const ids = files.map((f) => f.id);
  let last = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const report = (value: number) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    const tick = Promise.all([
      ctx.progress(value),
      deps.db.update(dutFile).set({ progress: value }).where(inArray(dutFile.id, ids)),
      publishImport(deps, { companyId: row.companyId, dutId: row.id, status: 'importing', progress: value }),
    ]).catch((error) => deps.log.warn({ err: error, dutId: row.id }, 'could not record import progress'));
    pending = Promise.all([pending, tick]);
  };
  return { report, settled: () => pending };
}

/** Writes the files' outcomes and the DUT's status, if the DUT still exists at this generation. */
async function writeOutcome(
  tx: Tx,
  row: DutRow,
  generation: number,
  outcomes: Map<string, FileOutcome>,
  status: 'ready' | 'failed',
  board?: { sha256: string; sizeBytes: number; summary: ImportWorkerOutput['summary'] },
): Promise<string | null | undefined> {
  const [current] = await tx.select().from(dut).where(eq(dut.id, row.id)).for('update');
  if (!current || current.importGeneration !== generation) return undefined;
  for (const [id, outcome] of outcomes)
    await tx
      .update(dutFile)
      .set({ status: outcome.status, diagnostics: outcome.diagnostics, progress: null })
      .where(eq(dutFile.id, id));
  await tx
    .update(dut)
    .set({
      status,
      ...(board
        ? {
            board: board.summary,
            boardSha256: board.sha256,
            boardSizeBytes: board.sizeBytes,
            importedAt: new Date(),
          }
        : {}),
    })
    .where(eq(dut.id, row.id));
  return current.boardSha256;
}

async function applyFailure(
  deps: DutDeps,
  ctx: JobContext,
  row: DutRow,
  generation: number,
  outcomes: Map<string, FileOutcome>,
  message: string,
) {
  await ctx.commit((tx) => writeOutcome(tx, row, generation, outcomes, 'failed'), { failed: message });
  await publishImport(deps, { companyId: row.companyId, dutId: row.id, status: 'failed', progress: 1 });
  await publishDut(deps, row.companyId, row.id);
}

async function applyImport(
  deps: DutDeps,
  ctx: JobContext,
  row: DutRow,
  generation: number,
  files: DutFileRow[],
  out: ImportWorkerOutput,
  stepFileId: string | null,
) {
  const gzip = Buffer.from(out.boardGzip.buffer, out.boardGzip.byteOffset, out.boardGzip.byteLength);
  const stored = await deps.storage.put(gzip);
  const outcomes = outcomesOfImport(files, out.diagnostics, out.sources, out.step ? [out.step.file] : []);
  const board = { ...stored, summary: out.summary };
  const result = {
    boardSha256: stored.sha256,
    boardGzipBytes: stored.sizeBytes,
    boardJsonBytes: out.boardJsonBytes,
    diagnostics: out.diagnostics.length,
  };
  const previous = await ctx.commit(
    (tx) =>
      withBlobLocks(tx, [stored.sha256], async (inner) => {
        await ensureBlob(deps.storage, stored.sha256, async () => void (await deps.storage.put(gzip)));
        const previous = await writeOutcome(inner, row, generation, outcomes, 'ready', board);
        if (previous !== undefined && stepFileId && out.step)
          await inner
            .update(stepModel)
            .set({ matched: out.step.matched, components: out.step.components })
            .where(eq(stepModel.fileId, stepFileId));
        return previous;
      }),
    { result },
  );
  if (previous === undefined) {
    // Superseded or deleted meanwhile: a newer import decides; this board is nobody's.
    await releaseBlobs(deps, [stored.sha256]).catch(() => undefined);
    return;
  }
  await publishImport(deps, { companyId: row.companyId, dutId: row.id, status: 'ready', progress: 1 });
  await publishDut(deps, row.companyId, row.id);
  if (previous && previous !== stored.sha256)
    await releaseBlobs(deps, [previous]).catch((error) =>
      deps.log.warn({ err: error, dutId: row.id }, 'could not remove the previous board'),
    );
}

/** The STEP model the import matches to the board (decision 0040): see `readingToApply`. */
function stepToApply(deps: DutDeps, files: DutFileRow[]) {
  return readingToApply(
    deps.db,
    files.map((f) => f.id),
  );
}
