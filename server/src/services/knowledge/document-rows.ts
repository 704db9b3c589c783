import type { DocumentFormat, DocumentStatus, KnowledgeDocument } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { knowledgeDocument, user } from '../../db/schema/index';
import { iso } from '../context';
import { NotFound } from '../errors';

export type DocumentRow = typeof knowledgeDocument.$inferSelect;

export function toDocument(row: DocumentRow, uploadedBy: string | null = null): KnowledgeDocument {
  return {
    id: row.id,
    name: row.name,
    format: row.format as DocumentFormat,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    status: row.status as DocumentStatus,
    progress: row.status === 'processing' ? (row.progress ?? 0) : null,
    error: row.error,
    warnings: row.warnings,
    pageCount: row.pageCount,
    passageCount: row.passageCount,
    charCount: row.charCount,
    embedded: row.embeddingModel !== null,
    uploadedBy,
    createdAt: iso(row.createdAt),
    indexedAt: row.indexedAt ? iso(row.indexedAt) : null,
  };
}

/** Document rows with the name of who uploaded them. */
export function selectDocuments(db: Db | Tx) {
  return db
    .select({ row: knowledgeDocument, uploadedBy: user.name })
    .from(knowledgeDocument)
    .leftJoin(user, eq(user.id, knowledgeDocument.uploadedById));
}

/** The document when it belongs to the company; another company's id is simply not found. */
export async function findDocumentOrThrow(
  db: Db | Tx,
  companyId: string,
  id: string,
  lock = false,
): Promise<DocumentRow> {
  const query = db
    .select()
    .from(knowledgeDocument)
    .where(and(eq(knowledgeDocument.id, id), eq(knowledgeDocument.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound('document');
  return row;
}
