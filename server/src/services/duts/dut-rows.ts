import type { Dut, DutFile, DutStatus, FileStatus, ImportJob } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dut, dutFile } from '../../db/schema/index';
import type { JobRow } from '../../jobs/types';
import { iso } from '../context';
import { NotFound } from '../errors';

export type DutRow = typeof dut.$inferSelect;

export type DutFileRow = typeof dutFile.$inferSelect;

/** The columns a Dut answer is made of (lists select only these). */
export const DUT_COLUMNS = {
  id: dut.id,
  name: dut.name,
  partNumber: dut.partNumber,
  revision: dut.revision,
  notes: dut.notes,
  status: dut.status,
  board: dut.board,
  previousRevisionId: dut.previousRevisionId,
  createdAt: dut.createdAt,
  updatedAt: dut.updatedAt,
} as const;

export function toDut(row: Pick<DutRow, keyof typeof DUT_COLUMNS>): Dut {
  return {
    id: row.id,
    name: row.name,
    partNumber: row.partNumber,
    revision: row.revision,
    notes: row.notes,
    status: row.status as DutStatus,
    board: row.board ?? null,
    previousRevisionId: row.previousRevisionId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toDutFile(row: DutFileRow, supersededBy: string | null = null): DutFile {
  return {
    id: row.id,
    name: row.name,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    format: row.format,
    status: row.status as FileStatus,
    progress: row.status === 'importing' ? (row.progress ?? 0) : null,
    diagnostics: row.diagnostics,
    uploadedAt: iso(row.uploadedAt),
    supersededBy,
  };
}

export function toImportJob(row: JobRow): ImportJob {
  return {
    id: row.id,
    status: row.status as ImportJob['status'],
    progress: row.progress,
    attempts: row.attempts,
    error: row.error,
    createdAt: iso(row.createdAt),
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
  };
}

/** The DUT when it belongs to the company; another company's id is simply not found. */
export async function findDutOrThrow(db: Db | Tx, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(dut)
    .where(and(eq(dut.id, id), eq(dut.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound('DUT');
  return row;
}

export async function findFileOrThrow(db: Db | Tx, dutId: string, fileId: string): Promise<DutFileRow> {
  const [row] = await db
    .select()
    .from(dutFile)
    .where(and(eq(dutFile.id, fileId), eq(dutFile.dutId, dutId)));
  if (!row) throw new NotFound('file');
  return row;
}
