import type { Dut, DutFile, DutStatus, FileStatus, ImportJob, LiveEvent } from '@studio/api';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dut, dutFile } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/runner';
import type { JobRow } from '../../jobs/types';
import type { BlobStore } from '../../storage/index';
import { iso, type ServiceDeps, type Tx } from '../context';
import { NotFound } from '../errors';

/** What the DUT services need besides the usual: file storage and the job runner. */
export interface DutDeps extends ServiceDeps {
  storage: BlobStore;
  jobs: Pick<JobRunner, 'wake'>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export type DutRow = typeof dut.$inferSelect;
export type DutFileRow = typeof dutFile.$inferSelect;

export const IMPORT_JOB = 'dut.import';

/** Formats the import engine lists with the board but does not import. */
export const SUPPORTING_FORMATS = new Set(['step', 'bom', 'pdf']);
/** Formats that add no geometry but cross-check the board: `ready` when used, `supporting` when only listed (decision 0015). */
export const CHECKING_FORMATS = new Set(['kicad-netlist']);

export function toDut(row: DutRow): Dut {
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

/** Every file of a DUT, by name, the newest of a name first. */
export function allFiles(db: Db | Tx, dutId: string): Promise<DutFileRow[]> {
  return db
    .select()
    .from(dutFile)
    .where(eq(dutFile.dutId, dutId))
    .orderBy(asc(dutFile.name), desc(dutFile.seq));
}

/**
 * The DUT's package: the newest file of each name (an upload never replaces a file; a newer file of
 * the same name supersedes the older one for import). Also the superseded → newer map.
 */
export function splitPackage(files: DutFileRow[]): {
  current: DutFileRow[];
  supersededBy: Map<string, string>;
} {
  const newest = new Map<string, DutFileRow>();
  const supersededBy = new Map<string, string>();
  for (const file of files) {
    const winner = newest.get(file.name);
    if (!winner) newest.set(file.name, file);
    else if (isNewer(file, winner)) {
      supersededBy.set(winner.id, file.id);
      newest.set(file.name, file);
    } else supersededBy.set(file.id, winner.id);
  }
  // A file superseded by one that is itself superseded points at the newest of its name.
  for (const [id, by] of supersededBy) supersededBy.set(id, newest.get(nameOf(files, by))?.id ?? by);
  return { current: [...newest.values()], supersededBy };
}

const isNewer = (a: DutFileRow, b: DutFileRow) => a.seq > b.seq;
const nameOf = (files: DutFileRow[], id: string) => files.find((f) => f.id === id)?.name ?? '';

export async function publishDut(deps: Pick<ServiceDeps, 'bus'>, companyId: string, dutId: string) {
  await deps.bus.publish({ type: 'dut.updated', companyId, dutId });
}

export async function publishImport(
  deps: Pick<ServiceDeps, 'bus'>,
  event: Omit<Extract<LiveEvent, { type: 'dut.import' }>, 'type' | 'fileId'> & { fileId?: string | null },
) {
  await deps.bus.publish({ type: 'dut.import', fileId: null, ...event });
}
