import type { CompanyActor } from '../../auth/session';
import { BlobNotFound } from '../../storage/index';
import type { StoredBoard } from '../../storage/stored-board';
import { NotFound } from '../errors';
import type { DutDeps } from './dut-deps';
import { findDutOrThrow } from './dut-rows';

/** Thrown when the DUT exists but has no imported board yet. */
export class NoBoardYet extends NotFound {
  constructor() {
    super('board');
    this.message = 'This DUT has no imported board yet: upload its design package, or wait for the import.';
  }
}

/**
 * The DUT's board model as stored: the compact encoding (core `encodeBoard`) as gzip JSON, named by
 * its sha256 (an ETag that changes with every import that changes the board).
 */
export async function openBoard(deps: DutDeps, actor: CompanyActor, dutId: string): Promise<StoredBoard> {
  const row = await findDutOrThrow(deps.db, actor.companyId, dutId);
  if (!row.boardSha256) throw new NoBoardYet();
  try {
    return {
      sha256: row.boardSha256,
      sizeBytes: row.boardSizeBytes,
      gzip: await deps.storage.get(row.boardSha256),
    };
  } catch (error) {
    if (!(error instanceof BlobNotFound)) throw error;
    deps.log.error({ dutId, sha256: row.boardSha256 }, 'a DUT board is missing from storage');
    throw new NoBoardYet();
  }
}
