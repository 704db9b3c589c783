import type { KnowledgeDocument } from '@studio/api';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { job, knowledgeDocument } from '../../db/schema/index';
import { enqueueJob } from '../../jobs/queue';
import { findDocumentOrThrow, selectDocuments, toDocument } from './document-rows';
import { INDEX_JOB, type IndexJobPayload } from './index-job';
import type { KnowledgeDeps } from './knowledge-deps';
import { publishDocument } from './document-events';

/**
 * Queues a new extraction of the document (after a failure, a raised limit, a newly configured
 * embeddings endpoint). Its generation is bumped, so that an extraction still running discards its
 * result; a queued job that has not started yet is reused rather than doubled. Search keeps finding
 * the current passages until the new ones replace them.
 */
export async function reindexDocument(
  deps: KnowledgeDeps,
  actor: CompanyActor,
  documentId: string,
): Promise<KnowledgeDocument> {
  // The answer is the document as this request left it (queued), read in its transaction: once the
  // job runner is woken it may already be processing it.
  const queued = await deps.db.transaction(async (tx) => {
    const row = await findDocumentOrThrow(tx, actor.companyId, documentId, true);
    const generation = row.generation + 1;
    await tx
      .update(knowledgeDocument)
      .set({ status: 'queued', generation, progress: null, error: null })
      .where(eq(knowledgeDocument.id, documentId));
    const payload: IndexJobPayload = { documentId, generation };
    const [reused] = await tx
      .update(job)
      .set({ payload, updatedAt: sql`now()` })
      .where(
        and(
          eq(job.queue, deps.config.jobs.queue),
          eq(job.kind, INDEX_JOB),
          eq(job.subjectId, documentId),
          eq(job.status, 'queued'),
        ),
      )
      .returning({ id: job.id });
    if (!reused)
      await enqueueJob(tx, {
        queue: deps.config.jobs.queue,
        queuedPerCompany: deps.config.jobs.queuedPerCompany,
        kind: INDEX_JOB,
        payload,
        subjectId: documentId,
        companyId: actor.companyId,
      });
    const [found] = await selectDocuments(tx).where(eq(knowledgeDocument.id, documentId));
    return toDocument(found!.row, found!.uploadedBy);
  });
  deps.jobs.wake();
  await publishDocument(deps, actor.companyId, documentId, 'queued');
  return queued;
}
