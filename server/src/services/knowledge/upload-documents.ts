import { randomUUID } from 'node:crypto';
import type { DocumentFormat, DocumentUploadResult } from '@studio/api';
import { eq, sql, sum } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { knowledgeDocument } from '../../db/schema/index';
import { describeAccepted, detectDocumentFormat } from '../../extract/index';
import { enqueueJob } from '../../jobs/queue';
import { BlobTooLarge, type StagedBlob } from '../../storage/index';
import type { Db } from '../../db/client';
import { ensureBlob, releaseBlobs, withBlobLocks } from '../duts/blobs';
import { formatBytes, UploadTooLarge } from '../duts/errors';
import { cleanFileName, type UploadPart } from '../duts/upload-files';
import { Validation } from '../errors';
import { INDEX_JOB, type IndexJobPayload } from './index-job';
import type { KnowledgeDeps } from './knowledge-deps';
import { publishDocument } from './document-events';
import { toDocument } from './document-rows';
import type { Tx } from '../../db/client';

/** An arbitrary, fixed namespace for the per-company lock that serialises the space check. */
const SPACE_LOCK = 72_616_010;

async function usedBytes(db: Db | Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(knowledgeDocument.sizeBytes) })
    .from(knowledgeDocument)
    .where(eq(knowledgeDocument.companyId, companyId));
  return Number(row?.n ?? 0);
}

/**
 * `POST /api/v1/knowledge/documents`: stores every file of the request as a document of the
 * company and queues one extraction job per document. All or nothing, as DUT uploads are (decision
 * 0008): files are streamed to staging while hashed, a file that is not a supported document is
 * refused (400, naming it), one over the per-file or the company's limit answers 413; only when all
 * pass are they stored under their hash, listed and queued, in one transaction.
 */
export async function uploadDocuments(
  deps: KnowledgeDeps,
  actor: CompanyActor,
  parts: AsyncIterable<UploadPart>,
): Promise<DocumentUploadResult> {
  const { maxFileBytes } = deps.config.uploads;
  const { maxCompanyBytes } = deps.config.knowledge;
  let used = await usedBytes(deps.db, actor.companyId);
  const staged: { name: string; format: DocumentFormat; blob: StagedBlob }[] = [];
  try {
    for await (const part of parts) {
      const name = cleanFileName(part.filename);
      const room = maxCompanyBytes - used;
      let blob: StagedBlob;
      try {
        blob = await deps.storage.stage(part.file, { maxBytes: Math.max(0, Math.min(maxFileBytes, room)) });
      } catch (error) {
        if (!(error instanceof BlobTooLarge)) throw error;
        throw room < maxFileBytes
          ? companyFull(name, maxCompanyBytes, room)
          : fileTooLarge(name, maxFileBytes);
      }
      if (blob.sizeBytes === 0) {
        await blob.discard();
        throw new Validation(`${name} is empty (0 bytes): there is nothing in it to index.`, { files: name });
      }
      const format = detectDocumentFormat(name, blob.head);
      if (!format) {
        await blob.discard();
        throw new Validation(
          `${name} is not a document Studio can index: upload ${describeAccepted()} files.`,
          {
            files: name,
          },
        );
      }
      used += blob.sizeBytes;
      staged.push({ name, format, blob });
    }
    if (staged.length === 0)
      throw new Validation('The upload holds no file.', { files: 'Choose at least one file.' });
    for (const s of staged) await s.blob.commit();
    const rows = await withBlobLocks(
      deps.db,
      staged.map((s) => s.blob.sha256),
      async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SPACE_LOCK}, hashtext(${actor.companyId}))`);
        // Checked again under the company's lock: two uploads at once must not pass the limit together.
        const adding = staged.reduce((n, s) => n + s.blob.sizeBytes, 0);
        const usedNow = await usedBytes(tx, actor.companyId);
        if (usedNow + adding > maxCompanyBytes)
          throw companyFull(staged.at(-1)!.name, maxCompanyBytes, maxCompanyBytes - usedNow);
        for (const s of staged) await ensureBlob(deps.storage, s.blob.sha256, () => s.blob.commit());
        const inserted = await tx
          .insert(knowledgeDocument)
          .values(
            staged.map((s) => ({
              id: randomUUID(),
              companyId: actor.companyId,
              name: s.name,
              format: s.format,
              sizeBytes: s.blob.sizeBytes,
              sha256: s.blob.sha256,
              uploadedById: actor.userId,
            })),
          )
          .returning();
        for (const row of inserted)
          await enqueueJob(tx, {
            queue: deps.config.jobs.queue,
            queuedPerCompany: deps.config.jobs.queuedPerCompany,
            kind: INDEX_JOB,
            payload: { documentId: row.id, generation: row.generation } satisfies IndexJobPayload,
            subjectId: row.id,
            companyId: actor.companyId,
          });
        return inserted;
      },
    );
    deps.jobs.wake();
    for (const row of rows) await publishDocument(deps, actor.companyId, row.id, 'queued');
    return { documents: rows.map((r) => toDocument(r, actor.name)) };
  } catch (error) {
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

const fileTooLarge = (name: string, max: number) =>
  new UploadTooLarge(`${name} is larger than the limit of ${formatBytes(max)} per file.`);

const companyFull = (name: string, max: number, room: number) =>
  new UploadTooLarge(
    `${name} does not fit: your company's documents may add up to ${formatBytes(max)} and ${formatBytes(Math.max(0, room))} are left. Delete documents you no longer need.`,
  );
