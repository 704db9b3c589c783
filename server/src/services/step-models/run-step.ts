import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dutFile, stepModel } from '../../db/schema/index';
import type { JobHandler } from '../../jobs/types';
import { WorkerOutOfMemory, WorkerReportedError, WorkerTimeout } from '../../workers/worker-pool';
import { ensureBlob, releaseBlobs, withBlobLocks } from '../duts/blobs';
import type { DutDeps } from '../duts/dut-deps';
import { publishDut, publishImport } from '../duts/dut-events';
import { findDutOrThrow } from '../duts/dut-rows';
import { queueImportTx } from '../duts/request-import';
import { stepArchiveLimits } from './request-step';
import { StepJobPayload } from './step-job';
import type { StepPool } from './step-pool';
import type { StepWorkerOutput } from './step-worker';

/** What the STEP job needs: the DUT services' dependencies and the STEP worker thread. */
export interface StepJobDeps extends DutDeps {
  stepPool: StepPool;
}

const PROGRESS_EVERY_MS = 500;

/**
 * The `step.read` job (decision 0040): reads an uploaded STEP model (or the one inside a zip) in the
 * STEP worker thread, stores its solids (outlines and heights, gzip JSON) and asks for an import of
 * the DUT, which matches them to the board's components — in one transaction with the job's finish.
 * A file OpenCascade cannot read, or a time or memory limit hit, fails the reading at once with a
 * message naming the file (retrying cannot help); a crashed worker or a storage error is retried.
 */
export function createStepHandler(deps: StepJobDeps): JobHandler<StepJobPayload> {
  return {
    payload: StepJobPayload,
    async run(job, ctx) {
      const found = await fileOf(deps, job.payload.fileId);
      if (!found || found.row.status === 'ready' || found.row.status === 'absent') return;
      const { row, file } = found;
      await deps.db
        .update(stepModel)
        .set({ status: 'reading', progress: 0, error: null })
        .where(eq(stepModel.fileId, row.fileId));
      await publishDut(deps, row.companyId, row.dutId);
      let last = 0;
      const report = (value: number) => {
        const now = Date.now();
        if (now - last < PROGRESS_EVERY_MS) return;
        last = now;
        void Promise.all([
          ctx.progress(value),
          deps.db.update(stepModel).set({ progress: value }).where(eq(stepModel.fileId, row.fileId)),
        ]).catch((error) =>
          deps.log.warn({ err: error, fileId: row.fileId }, 'could not record STEP progress'),
        );
      };
      let out: StepWorkerOutput;
      try {
        out = await deps.stepPool.run(
          {
            storage: deps.config.storage,
            file: { name: file.name, sha256: file.sha256 },
            memoryMb: deps.config.jobs.stepMemoryMb,
            maxExpandedBytes: stepArchiveLimits(deps.config).maxExpandedBytes,
            maxStepBytes: deps.config.jobs.stepMaxMb * 1024 * 1024,
          },
          { signal: ctx.signal, onProgress: report },
        );
      } catch (error) {
        const reason = refusal(error, file.name);
        if (reason === null) throw error;
        await ctx.commit((tx) => writeFailure(tx, row.fileId, reason), { failed: reason });
        await publishDut(deps, row.companyId, row.dutId);
        return;
      }
      if (out.entry === null) {
        await ctx.commit(async (tx) => {
          await tx
            .update(stepModel)
            .set({ status: 'absent', progress: null, finishedAt: new Date() })
            .where(eq(stepModel.fileId, row.fileId));
        });
        await publishDut(deps, row.companyId, row.dutId);
        return;
      }
      await applyReading(deps, ctx, row, out);
    },

    async onFailed(job, message) {
      const found = await fileOf(deps, job.payload.fileId);
      if (!found) return;
      await deps.db.transaction((tx) =>
        writeFailure(tx, found.row.fileId, `${found.file.name}: reading the STEP model failed: ${message}`),
      );
      await publishDut(deps, found.row.companyId, found.row.dutId);
    },
  };
}

async function fileOf(deps: DutDeps, fileId: string) {
  const [found] = await deps.db
    .select({ row: stepModel, file: dutFile })
    .from(stepModel)
    .innerJoin(dutFile, eq(dutFile.id, stepModel.fileId))
    .where(eq(stepModel.fileId, fileId));
  return found;
}

type Row = typeof stepModel.$inferSelect;

/** Stores the solids, marks the reading ready and queues the import that matches them, all at once. */
async function applyReading(
  deps: StepJobDeps,
  ctx: Parameters<JobHandler<StepJobPayload>['run']>[1],
  row: Row,
  out: Extract<StepWorkerOutput, { entry: string }>,
) {
  const gzip = Buffer.from(out.solidsGzip.buffer, out.solidsGzip.byteOffset, out.solidsGzip.byteLength);
  const meshGzip = Buffer.from(out.meshGzip.buffer, out.meshGzip.byteOffset, out.meshGzip.byteLength);
  const stored = await deps.storage.put(gzip);
  const mesh = await deps.storage.put(meshGzip);
  const applied = await ctx.commit(
    (tx) =>
      withBlobLocks(tx, [stored.sha256, mesh.sha256], async (inner) => {
        await ensureBlob(deps.storage, stored.sha256, async () => void (await deps.storage.put(gzip)));
        await ensureBlob(deps.storage, mesh.sha256, async () => void (await deps.storage.put(meshGzip)));
        const [locked] = await inner
          .select()
          .from(stepModel)
          .where(eq(stepModel.fileId, row.fileId))
          .for('update');
        if (!locked) return false; // the file was deleted meanwhile
        await inner
          .update(stepModel)
          .set({
            status: 'ready',
            progress: null,
            error: null,
            entry: out.entry,
            solidsSha256: stored.sha256,
            meshSha256: mesh.sha256,
            solidCount: out.solidCount,
            readMs: out.readMs,
            finishedAt: new Date(),
          })
          .where(eq(stepModel.fileId, row.fileId));
        // The import matches the solids to the board (run-import.ts): queued like any re-import.
        const d = await findDutOrThrow(inner, row.companyId, row.dutId, true);
        await queueImportTx(inner, d, { queue: deps.config.jobs.queue });
        return true;
      }),
    {
      result: {
        solidsSha256: stored.sha256,
        solids: out.solidCount,
        readMs: out.readMs,
        meshSha256: mesh.sha256,
        mesh: out.mesh,
      },
    },
  );
  if (!applied) {
    await releaseBlobs(deps, [stored.sha256, mesh.sha256]).catch(() => undefined);
    return;
  }
  deps.jobs.wake();
  await publishImport(deps, { companyId: row.companyId, dutId: row.dutId, status: 'queued', progress: 0 });
  await publishDut(deps, row.companyId, row.dutId);
}

async function writeFailure(tx: Tx, fileId: string, reason: string) {
  await tx
    .update(stepModel)
    .set({ status: 'failed', progress: null, error: reason, finishedAt: new Date() })
    .where(eq(stepModel.fileId, fileId));
}

/** A file the reader refused, or a limit hit: a message naming the file, not a retry. */
function refusal(error: unknown, name: string): string | null {
  if (error instanceof WorkerReportedError && error.reported.name === 'StepReadError') return error.message;
  if (error instanceof WorkerTimeout)
    return `${name}: reading the STEP model ${error.message}. Export the model with less detail, or ask your administrator to raise STEP_TIMEOUT_MS.`;
  if (error instanceof WorkerOutOfMemory)
    return `${name}: reading the STEP model ${error.message}. Export the model with less detail, or ask your administrator to raise STEP_MEMORY_MB.`;
  return null;
}
