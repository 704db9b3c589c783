import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { knowledgeDocument } from '../../db/schema/index';
import { releaseBlobs } from '../duts/blobs';
import { findDocumentOrThrow } from './document-rows';
import type { KnowledgeDeps } from './knowledge-deps';
import { publishDocument } from './document-events';

/**
 * Deletes the document and its passages (cascade). Its file goes from storage unless another row
 * (a DUT file, another document) holds the same content. An extraction still running finds the
 * document gone and discards its result.
 */
export async function deleteDocument(deps: KnowledgeDeps, actor: CompanyActor, documentId: string) {
  const row = await deps.db.transaction(async (tx) => {
    const found = await findDocumentOrThrow(tx, actor.companyId, documentId, true);
    await tx.delete(knowledgeDocument).where(eq(knowledgeDocument.id, documentId));
    return found;
  });
  await publishDocument(deps, actor.companyId, documentId, 'deleted');
  await releaseBlobs(deps, [row.sha256]).catch((error) =>
    deps.log.warn({ err: error, documentId }, 'could not remove the file of a deleted document'),
  );
}

/** The original file, for download. */
export async function openDocument(
  deps: KnowledgeDeps,
  actor: CompanyActor,
  documentId: string,
): Promise<{ name: string; sizeBytes: number; sha256: string; stream: Readable }> {
  const row = await findDocumentOrThrow(deps.db, actor.companyId, documentId);
  return {
    name: row.name,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    stream: await deps.storage.get(row.sha256),
  };
}
