import type { ImportJob } from '@studio/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { dut, dutFile, job } from '../../db/schema/index';
import { enqueueJob } from '../../jobs/queue';
import type { JobRow } from '../../jobs/types';
import { Conflict } from '../errors';
import type { Tx } from '../../db/client';
import { allFiles, splitPackage } from './dut-package';
import type { DutDeps } from './dut-deps';
import { type DutRow, findDutOrThrow, toImportJob } from './dut-rows';
import { IMPORT_JOB, type ImportJobPayload } from './import-job';
import { publishDut, publishImport } from './dut-events';

/**
 * Queues an import of the DUT's current package, inside the caller's transaction (the DUT row
 * locked). The DUT's import generation is bumped, so that any older import still running discards
 * its result; a queued import that has not started yet is reused rather than doubled. Returns null
 * when the package is empty (the DUT becomes `empty`).
 */
export async function queueImportTx(
  tx: Tx,
  row: DutRow,
  jobs: { queue: string; queuedPerCompany?: number },
): Promise<JobRow | null> {
  const { queue, queuedPerCompany } = jobs;
  const { current, supersededBy } = splitPackage(await allFiles(tx, row.id));
  const generation = row.importGeneration + 1;
  if (current.length === 0) {
    await tx.update(dut).set({ status: 'empty', importGeneration: generation }).where(eq(dut.id, row.id));
    return null;
  }
  await tx.update(dut).set({ status: 'queued', importGeneration: generation }).where(eq(dut.id, row.id));
  await tx
    .update(dutFile)
    .set({ status: 'queued', progress: null })
    .where(
      inArray(
        dutFile.id,
        current.map((f) => f.id),
      ),
    );
  if (supersededBy.size > 0)
    await tx
      .update(dutFile)
      .set({ status: 'stored', progress: null })
      .where(inArray(dutFile.id, [...supersededBy.keys()]));
  const payload: ImportJobPayload = { dutId: row.id, generation };
  const [reused] = await tx
    .update(job)
    .set({ payload, updatedAt: sql`now()` })
    .where(
      and(
        eq(job.queue, queue),
        eq(job.kind, IMPORT_JOB),
        eq(job.subjectId, row.id),
        eq(job.status, 'queued'),
      ),
    )
    .returning();
  return (
    reused ??
    enqueueJob(tx, {
      queue,
      kind: IMPORT_JOB,
      payload,
      subjectId: row.id,
      companyId: row.companyId,
      queuedPerCompany,
    })
  );
}

/** `POST /api/v1/duts/:id/import`: imports the current package again. */
export async function requestImport(deps: DutDeps, actor: CompanyActor, dutId: string): Promise<ImportJob> {
  const queued = await deps.db.transaction(async (tx) => {
    const row = await findDutOrThrow(tx, actor.companyId, dutId, true);
    return queueImportTx(tx, row, deps.config.jobs);
  });
  if (!queued) throw new Conflict('This DUT has no files to import: upload its design package first.');
  deps.jobs.wake();
  await publishImport(deps, { companyId: actor.companyId, dutId, status: 'queued', progress: 0 });
  await publishDut(deps, actor.companyId, dutId);
  return toImportJob(queued);
}
