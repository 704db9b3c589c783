import type { PassageList } from '@studio/api';
import { and, asc, count, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { knowledgePassage } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findDocumentOrThrow } from './document-rows';

/** A document's passages in reading order (the preview), `limit` at a time from `offset`. */
export async function listPassages(
  deps: ServiceDeps,
  actor: CompanyActor,
  documentId: string,
  window: { offset: number; limit: number },
): Promise<PassageList> {
  const document = await findDocumentOrThrow(deps.db, actor.companyId, documentId);
  const where = and(
    eq(knowledgePassage.documentId, documentId),
    eq(knowledgePassage.companyId, actor.companyId),
    // The live generation only (a re-indexing writes its passages before they count).
    eq(knowledgePassage.generation, document.liveGeneration),
  );
  const [items, [total]] = await Promise.all([
    deps.db
      .select({
        id: knowledgePassage.id,
        seq: knowledgePassage.seq,
        page: knowledgePassage.page,
        heading: knowledgePassage.heading,
        text: knowledgePassage.text,
      })
      .from(knowledgePassage)
      .where(where)
      .orderBy(asc(knowledgePassage.seq))
      .limit(window.limit)
      .offset(window.offset),
    deps.db.select({ n: count() }).from(knowledgePassage).where(where),
  ]);
  return { items, total: total?.n ?? 0, offset: window.offset };
}
