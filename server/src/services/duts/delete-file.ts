import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { dut, dutFile } from '../../db/schema/index';
import { releaseBlobs } from './blobs';
import { allFiles } from './dut-package';
import type { DutDeps } from './dut-deps';
import { findDutOrThrow, findFileOrThrow } from './dut-rows';
import { publishDut } from './dut-events';

/**
 * Removes a file from the DUT. The package changes but nothing is imported until the user asks
 * (POST …/import): they may be fixing several files. A DUT left without files becomes `empty` and
 * loses its board (nothing it was built from is left).
 */
export async function deleteFile(
  deps: DutDeps,
  actor: CompanyActor,
  dutId: string,
  fileId: string,
): Promise<void> {
  const released = await deps.db.transaction(async (tx) => {
    const row = await findDutOrThrow(tx, actor.companyId, dutId, true);
    const file = await findFileOrThrow(tx, dutId, fileId);
    await tx.delete(dutFile).where(eq(dutFile.id, fileId));
    const left = await allFiles(tx, dutId);
    if (left.length > 0) {
      await tx.update(dut).set({ updatedAt: new Date() }).where(eq(dut.id, dutId));
      return [file.sha256];
    }
    await tx
      .update(dut)
      .set({ status: 'empty', board: null, boardSha256: null, boardSizeBytes: null, importedAt: null })
      .where(eq(dut.id, dutId));
    return [file.sha256, row.boardSha256];
  });
  await publishDut(deps, actor.companyId, dutId);
  await releaseBlobs(deps, released).catch((error) =>
    deps.log.warn({ err: error, dutId }, 'could not remove the blob of a deleted file'),
  );
}
