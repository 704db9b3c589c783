import type { Readable } from 'node:stream';
import { type DutFile, type DutFileList, FILE_PAGE_SIZE, type ImportJob } from '@studio/api';
import type { CompanyActor } from '../../auth/session';
import { listJobsOf } from '../../jobs/queue';
import { BlobNotFound } from '../../storage/index';
import { NotFound } from '../errors';
import { allFiles, splitPackage } from './dut-package';
import type { DutDeps } from './dut-deps';
import { findDutOrThrow, findFileOrThrow, toDutFile, toImportJob } from './dut-rows';
import { IMPORT_JOB } from './import-job';

/** A page of the DUT's files (PRODUCT.md §11: 100 per page, by name ascending; a name's newest first). */
export async function listFiles(
  deps: DutDeps,
  actor: CompanyActor,
  dutId: string,
  page: number,
): Promise<DutFileList> {
  await findDutOrThrow(deps.db, actor.companyId, dutId);
  const files = await allFiles(deps.db, dutId);
  const { supersededBy } = splitPackage(files);
  const items = files
    .slice((page - 1) * FILE_PAGE_SIZE, page * FILE_PAGE_SIZE)
    .map((f) => toDutFile(f, supersededBy.get(f.id) ?? null));
  return { items, total: files.length, page };
}

export async function getFile(
  deps: DutDeps,
  actor: CompanyActor,
  dutId: string,
  fileId: string,
): Promise<DutFile> {
  await findDutOrThrow(deps.db, actor.companyId, dutId);
  const file = await findFileOrThrow(deps.db, dutId, fileId);
  const { supersededBy } = splitPackage(await allFiles(deps.db, dutId));
  return toDutFile(file, supersededBy.get(file.id) ?? null);
}

/** The stored bytes of a file, for download. */
export async function openFile(
  deps: DutDeps,
  actor: CompanyActor,
  dutId: string,
  fileId: string,
): Promise<{ name: string; sizeBytes: number; sha256: string; format: string; stream: Readable }> {
  await findDutOrThrow(deps.db, actor.companyId, dutId);
  const file = await findFileOrThrow(deps.db, dutId, fileId);
  try {
    const stream = await deps.storage.get(file.sha256);
    return { name: file.name, sizeBytes: file.sizeBytes, sha256: file.sha256, format: file.format, stream };
  } catch (error) {
    if (error instanceof BlobNotFound) {
      deps.log.error({ dutId, fileId, sha256: file.sha256 }, 'a listed file is missing from storage');
      throw new NotFound('file content');
    }
    throw error;
  }
}

/** The DUT's latest import jobs, newest first. */
export async function listImportJobs(
  deps: DutDeps,
  actor: CompanyActor,
  dutId: string,
): Promise<ImportJob[]> {
  await findDutOrThrow(deps.db, actor.companyId, dutId);
  return (await listJobsOf(deps.db, dutId, IMPORT_JOB, 20)).map(toImportJob);
}
