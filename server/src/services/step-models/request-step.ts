import type { StepModelList } from '@studio/api';
import { type ReadAt, zipFileNames } from '@studio/core';
import type { CompanyActor } from '../../auth/session';
import type { Config } from '../../env';
import type { Tx } from '../../db/client';
import { stepModel } from '../../db/schema/index';
import { enqueueJob } from '../../jobs/queue';
import type { DutFileRow } from '../duts/dut-rows';
import type { DutDeps } from '../duts/dut-deps';
import { findDutOrThrow } from '../duts/dut-rows';
import { boardStepOf } from './read-step';
import { STEP_JOB, type StepJobPayload } from './step-job';
import { stepModelsOf, toStepModelInfo } from './step-rows';

/** How far a zip is expanded to find its STEP model: the DUT's own limit, at least the importer's. */
export const stepArchiveLimits = (config: Pick<Config, 'uploads'>) => ({
  maxExpandedBytes: Math.max(config.uploads.maxDutBytes, 256 * 1024 * 1024),
});

/**
 * Whether an upload is, or holds, a STEP model: a `.step` / `.stp` file, or a zip with one inside
 * (also inside a zip in it, as the package importer opens them), found from the zip's central
 * directory through `readAt` without reading the archive whole. A zip that cannot be listed holds
 * none here: the import reports what is wrong with it.
 */
export async function holdsStepModel(
  file: { name: string; format: string; sizeBytes: number },
  readAt: ReadAt,
  limits: { maxExpandedBytes: number },
): Promise<boolean> {
  if (file.format === 'step') return true;
  if (file.format !== 'zip') return false;
  try {
    return boardStepOf(await zipFileNames(file.name, file.sizeBytes, readAt, limits)) !== null;
  } catch {
    return false;
  }
}

/**
 * Queues the reading of each freshly uploaded STEP model, inside the upload's transaction (decision
 * 0040): a `step_model` row and a `step.read` job per file that is or holds one (`holdsStepModel`,
 * asked before the upload was stored). The reading then asks for an import, which matches the
 * model's solids to the board's components.
 */
export async function queueStepReadsTx(
  tx: Tx,
  companyId: string,
  files: DutFileRow[],
  jobs: { queue: string; queuedPerCompany?: number },
): Promise<number> {
  const { queue, queuedPerCompany } = jobs;
  for (const f of files) {
    await tx.insert(stepModel).values({ fileId: f.id, dutId: f.dutId, companyId }).onConflictDoNothing();
    const payload: StepJobPayload = { fileId: f.id };
    await enqueueJob(tx, { queue, kind: STEP_JOB, payload, subjectId: f.id, companyId, queuedPerCompany });
  }
  return files.length;
}

/** `GET /api/v1/duts/:id/step-models`: the DUT's STEP model readings, newest upload first. */
export async function listStepModels(
  deps: DutDeps,
  actor: CompanyActor,
  dutId: string,
): Promise<StepModelList> {
  await findDutOrThrow(deps.db, actor.companyId, dutId);
  const rows = await stepModelsOf(deps.db, dutId);
  return { items: rows.map(({ row, file }) => toStepModelInfo(row, file)) };
}
