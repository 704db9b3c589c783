import type { VersionRef } from '@studio/api';
import type { CompanyActor } from '../../auth/session';
import type { StoredBoard } from '../../storage/stored-board';
import { BlobNotFound } from '../../storage/index';
import type { DutDeps } from '../duts/dut-deps';
import { NotFound } from '../errors';
import { findVersionOrThrow } from './test-config-rows';

/** A board blob that a version or report refers to (kept in storage while they exist). */
export async function openBoardBlob(
  deps: Pick<DutDeps, 'storage' | 'log'>,
  sha256: string,
  what: object,
): Promise<StoredBoard> {
  try {
    return { sha256, sizeBytes: null, gzip: await deps.storage.get(sha256) };
  } catch (error) {
    if (!(error instanceof BlobNotFound)) throw error;
    deps.log.error({ ...what, sha256 }, 'a board is missing from storage');
    throw new NotFound('board');
  }
}

/** The board a version was saved for, even after the DUT was re-imported. */
export async function openVersionBoard(
  deps: Pick<DutDeps, 'db' | 'storage' | 'log'>,
  actor: CompanyActor,
  testConfigId: string,
  number: VersionRef,
): Promise<StoredBoard> {
  const version = await findVersionOrThrow(deps.db, actor.companyId, testConfigId, number);
  return openBoardBlob(deps, version.boardSha256, { testConfigId, version: number });
}
