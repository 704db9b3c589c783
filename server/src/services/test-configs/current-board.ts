import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dut } from '../../db/schema/index';
import { Conflict, NotFound } from '../errors';

/**
 * The DUT's current board, read under a share lock of the DUT row: an import that replaces the board
 * waits until this transaction ends, so the old board's blob cannot be released (services/duts/
 * blobs.ts) between reading its hash and inserting the version that refers to it.
 */
export async function currentBoardShaOrThrow(tx: Tx, companyId: string, dutId: string): Promise<string> {
  const [row] = await tx
    .select({ boardSha256: dut.boardSha256 })
    .from(dut)
    .where(and(eq(dut.id, dutId), eq(dut.companyId, companyId)))
    .for('share');
  if (!row) throw new NotFound('DUT');
  if (!row.boardSha256)
    throw new Conflict(
      'This DUT has no imported board yet: upload its design package, or wait for the import.',
    );
  return row.boardSha256;
}
