import { randomUUID } from 'node:crypto';
import type { Dut, DutInput, DutRevisionInput } from '@studio/api';
import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { dut, dutFile } from '../../db/schema/index';
import { withBlobLocks } from './blobs';
import { queueImportTx } from './request-import';
import { allFiles, splitPackage } from './dut-package';
import type { DutDeps } from './dut-deps';
import { findDutOrThrow, toDut } from './dut-rows';
import { publishDut, publishImport } from './dut-events';

type Input = Required<Pick<DutInput, 'name'>> & Omit<DutInput, 'name'>;

export async function createDut(deps: DutDeps, actor: CompanyActor, input: Input): Promise<Dut> {
  const [row] = await deps.db
    .insert(dut)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      name: input.name,
      partNumber: input.partNumber ?? '',
      revision: input.revision ?? '',
      notes: input.notes ?? '',
      createdById: actor.userId,
    })
    .returning();
  await publishDut(deps, actor.companyId, row!.id);
  return toDut(row!);
}

/**
 * A new revision of a DUT: a new DUT with the same name, part number and notes, the new revision,
 * and `previousRevisionId` pointing back. With `copyFiles`, the current package comes along (the
 * stored blobs are shared, nothing is copied in storage) and is imported in the background.
 */
export async function createRevision(
  deps: DutDeps,
  actor: CompanyActor,
  id: string,
  input: Required<Pick<DutRevisionInput, 'revision'>> & { copyFiles?: boolean },
): Promise<Dut> {
  const source = await findDutOrThrow(deps.db, actor.companyId, id);
  const files = input.copyFiles ? splitPackage(await allFiles(deps.db, id)).current : [];
  const newId = randomUUID();
  const created = await withBlobLocks(
    deps.db,
    files.map((f) => f.sha256),
    async (tx) => {
      const [row] = await tx
        .insert(dut)
        .values({
          id: newId,
          companyId: actor.companyId,
          name: source.name,
          partNumber: source.partNumber,
          revision: input.revision,
          notes: source.notes,
          previousRevisionId: source.id,
          createdById: actor.userId,
        })
        .returning();
      // Under the blob locks, so that a concurrent delete of the source cannot remove the blobs first.
      const present = [];
      for (const f of files) if (await deps.storage.exists(f.sha256)) present.push(f);
      if (present.length === 0) return row!;
      await tx.insert(dutFile).values(
        present.map((f) => ({
          id: randomUUID(),
          dutId: newId,
          name: f.name,
          sizeBytes: f.sizeBytes,
          sha256: f.sha256,
          format: f.format,
          uploadedById: actor.userId,
        })),
      );
      await queueImportTx(tx, row!, deps.config.jobs);
      const [queued] = await tx.select().from(dut).where(eq(dut.id, newId));
      return queued!;
    },
  );
  if (created.status === 'queued') {
    deps.jobs.wake();
    await publishImport(deps, { companyId: actor.companyId, dutId: newId, status: 'queued', progress: 0 });
  }
  await publishDut(deps, actor.companyId, newId);
  return toDut(created);
}
