import type { DocumentList, DocumentListQuery, KnowledgeDocument } from '@studio/api';
import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { knowledgeDocument } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findDocumentOrThrow, selectDocuments, toDocument } from './document-rows';

const SORTS = {
  name: knowledgeDocument.name,
  createdAt: knowledgeDocument.createdAt,
  status: knowledgeDocument.status,
  sizeBytes: knowledgeDocument.sizeBytes,
} as const;

/** Escapes LIKE's wildcards in what the user typed. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The company's documents: filtered by name, format and status, sorted, paged. */
export async function listDocuments(
  deps: ServiceDeps,
  actor: CompanyActor,
  query: z.output<typeof DocumentListQuery>,
): Promise<DocumentList> {
  const filters: SQL[] = [eq(knowledgeDocument.companyId, actor.companyId)];
  if (query.q?.trim()) filters.push(ilike(knowledgeDocument.name, likeText(query.q.trim())));
  if (query.format) filters.push(eq(knowledgeDocument.format, query.format));
  if (query.status) filters.push(eq(knowledgeDocument.status, query.status));
  const where = and(...filters);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectDocuments(deps.db)
      .where(where)
      .orderBy(direction(SORTS[query.sort]), asc(knowledgeDocument.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(knowledgeDocument).where(where),
  ]);
  return {
    items: rows.map((r) => toDocument(r.row, r.uploadedBy)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getDocument(
  deps: ServiceDeps,
  actor: CompanyActor,
  id: string,
): Promise<KnowledgeDocument> {
  await findDocumentOrThrow(deps.db, actor.companyId, id);
  const [found] = await selectDocuments(deps.db).where(eq(knowledgeDocument.id, id));
  return toDocument(found!.row, found!.uploadedBy);
}
