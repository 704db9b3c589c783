import type { StepModelList } from '@studio/api';
import type { CompanyActor } from '../../auth/session';
import type { Tx } from '../../db/client';
import { stepModel } from '../../db/schema/index';
import { enqueueJob } from '../../jobs/queue';
import type { DutFileRow } from '../duts/dut-rows';
import type { DutDeps } from '../duts/dut-deps';
import { findDutOrThrow } from '../duts/dut-rows';
import { STEP_JOB, type StepJobPayload } from './step-job';
import { stepModelsOf, toStepModelInfo } from './step-rows';

/** Uploads that are, or may hold, the board's STEP model: a `.step` / `.stp` file, or a zip. */
const MAY_HOLD_STEP = new Set(['step', 'zip']);

/**
 * Queues the reading of every STEP model among freshly uploaded files, inside the upload's
 * transaction (decision 0040): a `step_model` row and a `step.read` job per file that is a STEP model
 * or a zip (a zip without one ends `absent`). The reading then asks for an import, which matches
 * the model's solids to the board's components.
 */
export async function queueStepReadsTx(
  tx: Tx,
  companyId: string,
  files: DutFileRow[],
  queue: string,
): Promise<number> {
  const steps = files.filter((f) => MAY_HOLD_STEP.has(f.format));
  for (const f of steps) {
    await tx.insert(stepModel).values({ fileId: f.id, dutId: f.dutId, companyId }).onConflictDoNothing();
    const payload: StepJobPayload = { fileId: f.id };
    await enqueueJob(tx, { queue, kind: STEP_JOB, payload, subjectId: f.id, companyId });
  }
  return steps.length;
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
