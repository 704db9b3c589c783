import { randomUUID } from 'node:crypto';
import { holdsStepModel, queueStepReadsTx, stepArchiveLimits } from '../step-models/request-step';
import type { Readable } from 'node:stream';
import type { DutUploadResult } from '@studio/api';
import { detectFormat } from '@studio/core';
import { eq, sum } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { dut, dutFile } from '../../db/schema/index';
import { BlobTooLarge, type StagedBlob } from '../../storage/index';
import { Validation } from '../errors';
import { ensureBlob, releaseBlobs, withBlobLocks } from './blobs';
import { formatBytes, UploadTooLarge } from './errors';
import { queueImportTx } from './request-import';
import type { DutDeps } from './dut-deps';
import { findDutOrThrow, toDutFile, toImportJob } from './dut-rows';
import { publishDut, publishImport } from './dut-events';
import type { Tx } from '../../db/client';

/** One file part of a multipart upload, read as it arrives. */
export interface UploadPart {
  filename: string;
  file: Readable;
}

/**
 * A file name as shown and matched by the import (zip-style relative paths are kept for folder
 * uploads): browsers' multipart escapes of `"`, CR and LF (`%22`, `%0D`, `%0A`, WHATWG HTML
 * "multipart/form-data encoding") are undone; backslashes become slashes; leading slashes, `.` / `..`
 * segments, control characters and bidirectional controls go; at most 255 characters.
 */
export function cleanFileName(raw: string): string {
  const name = raw
    .replace(/%22/g, '"')
    .replace(/%0[ad]/gi, '')
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .join('/')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    // Bidirectional controls (U+202E shows `exe.pdf` as `fdp.exe`): never part of a real name.
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .slice(-255);
  return name || 'file';
}

async function usedBytes(db: DutDeps['db'] | Tx, dutId: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(dutFile.sizeBytes) })
    .from(dutFile)
    .where(eq(dutFile.dutId, dutId));
  return Number(row?.n ?? 0);
}

/**
 * `POST /api/v1/duts/:id/files`: stores every file of the request, then queues an import of the
 * package. All or nothing: each file is streamed to a staging area while it is hashed (never held in
 * memory), and only when every file of the request is within the limits are they stored under their
 * hash and listed. A file over the per-file or the per-DUT limit answers 413 and leaves the DUT as it
 * was.
 */
export async function uploadFiles(
  deps: DutDeps,
  actor: CompanyActor,
  dutId: string,
  parts: AsyncIterable<UploadPart>,
): Promise<DutUploadResult> {
  await findDutOrThrow(deps.db, actor.companyId, dutId);
  const { maxFileBytes, maxDutBytes } = deps.config.uploads;
  let used = await usedBytes(deps.db, dutId);
  const staged: { id: string; name: string; format: string; blob: StagedBlob; step: boolean }[] = [];
  try {
    for await (const part of parts) {
      const name = cleanFileName(part.filename);
      const room = maxDutBytes - used;
      let blob: StagedBlob;
      try {
        blob = await deps.storage.stage(part.file, { maxBytes: Math.max(0, Math.min(maxFileBytes, room)) });
      } catch (error) {
        if (!(error instanceof BlobTooLarge)) throw error;
        throw room < maxFileBytes
          ? new UploadTooLarge(
              `${name} does not fit: this DUT's files may add up to ${formatBytes(maxDutBytes)} and ${formatBytes(Math.max(0, room))} are left.`,
            )
          : new UploadTooLarge(`${name} is larger than the limit of ${formatBytes(maxFileBytes)} per file.`);
      }
      used += blob.sizeBytes;
      const format = detectFormat(name, blob.head).format;
      // Asked of the staged copy: a zip's directory is read from its end, not the whole archive.
      const step = await holdsStepModel(
        { name, format, sizeBytes: blob.sizeBytes },
        (offset, length) => blob.readAt(offset, length),
        stepArchiveLimits(deps.config),
      );
      staged.push({ id: randomUUID(), name, format, blob, step });
    }
    if (staged.length === 0)
      throw new Validation('The upload holds no file.', { files: 'Choose at least one file.' });
    // Stored under their hash before the lock (slow for object storage); made sure of under it.
    for (const s of staged) await s.blob.commit();
    const { rows, job } = await withBlobLocks(
      deps.db,
      staged.map((s) => s.blob.sha256),
      async (tx) => {
        const row = await findDutOrThrow(tx, actor.companyId, dutId, true);
        // Checked again under the DUT's lock: two uploads at once must not pass the limit together.
        const adding = staged.reduce((n, s) => n + s.blob.sizeBytes, 0);
        if ((await usedBytes(tx, dutId)) + adding > maxDutBytes)
          throw new UploadTooLarge(
            `${staged.at(-1)!.name} does not fit: this DUT's files may add up to ${formatBytes(maxDutBytes)}.`,
          );
        for (const s of staged) await ensureBlob(deps.storage, s.blob.sha256, () => s.blob.commit());
        const inserted = await tx
          .insert(dutFile)
          .values(
            staged.map((s) => ({
              id: s.id,
              dutId,
              name: s.name,
              sizeBytes: s.blob.sizeBytes,
              sha256: s.blob.sha256,
              format: s.format,
              uploadedById: actor.userId,
            })),
          )
          .returning();
        await tx.update(dut).set({ updatedAt: new Date() }).where(eq(dut.id, dutId));
        const queued = await queueImportTx(tx, row, deps.config.jobs);
        const stepIds = new Set(staged.filter((s) => s.step).map((s) => s.id));
        const steps = inserted.filter((r) => stepIds.has(r.id));
        await queueStepReadsTx(tx, actor.companyId, steps, deps.config.jobs);
        const ids = inserted.map((r) => r.id);
        const fresh = await tx.select().from(dutFile).where(eq(dutFile.dutId, dutId));
        return { rows: fresh.filter((r) => ids.includes(r.id)), job: queued };
      },
    );
    deps.jobs.wake();
    await publishImport(deps, { companyId: actor.companyId, dutId, status: 'queued', progress: 0 });
    await publishDut(deps, actor.companyId, dutId);
    return { files: rows.map((r) => toDutFile(r)), job: job ? toImportJob(job) : null };
  } catch (error) {
    // Blobs committed before a refusal under the lock are nobody's unless another row shares them.
    if (error instanceof UploadTooLarge && staged.length > 0)
      await releaseBlobs(
        deps,
        staged.map((s) => s.blob.sha256),
      ).catch(() => undefined);
    throw error;
  } finally {
    await Promise.all(staged.map((s) => s.blob.discard()));
  }
}
