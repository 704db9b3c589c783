import type { CompanyActor } from '../../auth/session';
import { BlobNotFound } from '../../storage/index';
import type { StoredBoard } from '../../storage/stored-board';
import type { DutDeps } from '../duts/dut-deps';
import { allFiles, splitPackage } from '../duts/dut-package';
import { findDutOrThrow } from '../duts/dut-rows';
import { NotFound } from '../errors';
import { readingToApply } from './step-rows';

/** Thrown when the DUT's board takes no STEP model, or the one it takes was read without a display mesh. */
export class NoStepMesh extends NotFound {
  constructor(message: string) {
    super('step mesh');
    this.message = message;
  }
}

/**
 * `GET /api/v1/duts/:id/step-mesh` (decision 0048): the display mesh of the STEP reading the DUT's
 * import matches to its board (the newest ready one of the current package), as stored — core's
 * `encodeStepDisplayMesh`, gzip, named by its sha256. Asked for by the 3D board view only when the
 * board has STEP bodies.
 */
export async function openStepMesh(deps: DutDeps, actor: CompanyActor, dutId: string): Promise<StoredBoard> {
  await findDutOrThrow(deps.db, actor.companyId, dutId);
  const files = splitPackage(await allFiles(deps.db, dutId)).current;
  const reading = await readingToApply(
    deps.db,
    files.map((f) => f.id),
  );
  if (!reading) throw new NoStepMesh('This DUT has no STEP model read: upload one with its design package.');
  if (!reading.meshSha256)
    throw new NoStepMesh(
      'This STEP model was read before display meshes were kept: upload it again to see its shapes in 3D.',
    );
  try {
    return { sha256: reading.meshSha256, sizeBytes: null, gzip: await deps.storage.get(reading.meshSha256) };
  } catch (error) {
    if (!(error instanceof BlobNotFound)) throw error;
    deps.log.error({ dutId, sha256: reading.meshSha256 }, 'a STEP display mesh is missing from storage');
    throw new NoStepMesh('The display mesh of this STEP model is missing.');
  }
}
