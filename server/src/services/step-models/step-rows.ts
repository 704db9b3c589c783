import type { StepModelInfo } from '@studio/api';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dutFile, stepModel } from '../../db/schema/index';
import { iso } from '../context';

export type StepModelRow = typeof stepModel.$inferSelect;

/** The DUT's STEP model readings with their files, newest upload first. */
export async function stepModelsOf(db: Db | Tx, dutId: string) {
  return db
    .select({ row: stepModel, file: dutFile })
    .from(stepModel)
    .innerJoin(dutFile, eq(dutFile.id, stepModel.fileId))
    .where(eq(stepModel.dutId, dutId))
    .orderBy(desc(dutFile.seq));
}

export function toStepModelInfo(row: StepModelRow, file: typeof dutFile.$inferSelect): StepModelInfo {
  const applied = row.status === 'ready' && file.status === 'ready';
  return {
    fileId: row.fileId,
    fileName: file.name,
    status: row.status as StepModelInfo['status'],
    progress: row.status === 'reading' ? (row.progress ?? 0) : null,
    error: row.status === 'failed' ? row.error : null,
    entry: row.entry,
    solidCount: row.solidCount,
    readMs: row.readMs,
    applied,
    matched: applied ? row.matched : null,
    components: applied ? row.components : null,
    diagnostics: row.status === 'ready' ? file.diagnostics : [],
    createdAt: iso(row.createdAt),
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
  };
}
