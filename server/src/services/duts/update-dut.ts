import type { Dut, DutUpdate } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { dftReport, dut, job } from '../../db/schema/index';
import { releaseBlobs } from './blobs';
import { allFiles } from './dut-package';
import type { DutDeps } from './dut-deps';
import { findDutOrThrow, toDut } from './dut-rows';
import { IMPORT_JOB } from './import-job';
import { publishDut } from './dut-events';

export async function updateDut(
  deps: DutDeps,
  actor: CompanyActor,
  id: string,
  input: DutUpdate,
): Promise<Dut> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const row = await deps.db.transaction(async (tx) => {
    await findDutOrThrow(tx, actor.companyId, id, true);
    const [updated] = await tx.update(dut).set(changes).where(eq(dut.id, id)).returning();
    return updated!;
  });
  await publishDut(deps, actor.companyId, id);
  return toDut(row);
}

/**
 * Deletes a DUT with its files and board. Queued imports go too; a running one finds the DUT gone
 * and discards its result. Blobs no other record uses are removed from storage afterwards.
 */
export async function deleteDut(deps: DutDeps, actor: CompanyActor, id: string): Promise<void> {
  const shas = await deps.db.transaction(async (tx) => {
    const row = await findDutOrThrow(tx, actor.companyId, id, true);
    const files = await allFiles(tx, id);
    // Its DFT reports go by cascade; their analyses are blobs too (decision 0077).
    const reports = await tx
      .select({ sha: dftReport.analysisSha256 })
      .from(dftReport)
      .where(eq(dftReport.dutId, id));
    await tx
      .delete(job)
      .where(and(eq(job.kind, IMPORT_JOB), eq(job.subjectId, id), eq(job.status, 'queued')));
    await tx.delete(dut).where(eq(dut.id, id));
    return [row.boardSha256, ...files.map((f) => f.sha256), ...reports.map((r) => r.sha)];
  });
  await publishDut(deps, actor.companyId, id);
  await releaseBlobs(deps, shas).catch((error) =>
    deps.log.warn({ err: error, dutId: id }, 'could not remove the blobs of a deleted DUT'),
  );
}
