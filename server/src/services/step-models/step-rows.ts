import type { StepModelInfo } from '@studio/api';
import { and, desc, eq, inArray } from 'drizzle-orm';
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

/**
 * The STEP reading an import matches to the board (decision 0040): of the given package files whose
 * reading is ready, the newest upload. Null when there is none (the board keeps no STEP heights).
 */
export async function readingToApply(db: Db | Tx, fileIds: string[]) {
  if (fileIds.length === 0) return null;
  const [found] = await db
    .select({
      fileId: stepModel.fileId,
      solidsSha256: stepModel.solidsSha256,
      meshSha256: stepModel.meshSha256,
    })
    .from(stepModel)
    .innerJoin(dutFile, eq(dutFile.id, stepModel.fileId))
    .where(and(eq(stepModel.status, 'ready'), inArray(stepModel.fileId, fileIds)))
    .orderBy(desc(dutFile.seq))
    .limit(1);
  return found?.solidsSha256 ? { ...found, solidsSha256: found.solidsSha256 } : null;
}
