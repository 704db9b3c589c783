import { KNOWLEDGE_INDEX_VERSION } from '@studio/core';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeDocument } from '../../db/schema/index';
import { enqueueJob } from '../../jobs/queue';
import { INDEX_JOB, type IndexJobPayload } from './index-job';

/** Documents queued per housekeeping pass (each is one extraction job). */
const PER_PASS = 50;

/**
 * Queues a new indexing of documents indexed by an older text analysis (their `index_version` below
 * core's KNOWLEDGE_INDEX_VERSION, as after migration 0015): their passages hold no terms of the
 * current analyser, so search would not find them. Ready and failed documents only (queued and
 * processing ones are being indexed already); a generation bump makes any older job discard its
 * result. Part of the housekeeping pass; answers how many it queued (or would queue, on a dry run).
 */
export async function reindexStaleDocuments(
  db: Db,
  queue: string,
  options: { dryRun?: boolean } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: knowledgeDocument.id, companyId: knowledgeDocument.companyId })
      .from(knowledgeDocument)
      .where(
        and(
          lt(knowledgeDocument.indexVersion, KNOWLEDGE_INDEX_VERSION),
          inArray(knowledgeDocument.status, ['ready', 'failed']),
        ),
      )
      .limit(PER_PASS)
      .for('update', { skipLocked: true });
    if (options.dryRun) return stale.length;
    for (const doc of stale) {
      const [row] = await tx
        .update(knowledgeDocument)
        .set({ status: 'queued', generation: sql`${knowledgeDocument.generation} + 1`, progress: null })
        .where(eq(knowledgeDocument.id, doc.id))
        .returning({ generation: knowledgeDocument.generation });
      const payload: IndexJobPayload = { documentId: doc.id, generation: row!.generation };
      await enqueueJob(tx, { queue, kind: INDEX_JOB, payload, subjectId: doc.id, companyId: doc.companyId });
    }
    return stale.length;
  });
}
