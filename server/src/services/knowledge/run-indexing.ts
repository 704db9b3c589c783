import { randomUUID } from 'node:crypto';
import { KNOWLEDGE_INDEX_VERSION } from '@studio/core';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Embedder } from '../../ai/embeddings';
import { knowledgeDocument, knowledgePassage, knowledgeTerm } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import type { Job, JobContext, JobHandler } from '../../jobs/types';
import { extractLimitsOf } from '../../extract/index';
import { WorkerOutOfMemory, WorkerReportedError, WorkerTimeout } from '../../workers/worker-pool';
import { publishDocument } from './document-events';
import type { DocumentRow } from './document-rows';
import type { ExtractPool } from './extract-pool';
import type { ExtractWorkerInput, ExtractWorkerOutput } from './extract-worker';
import { IndexJobPayload } from './index-job';
import type { KnowledgeDeps } from './knowledge-deps';

/** What the index job needs: the knowledge services' dependencies, the extraction threads, the embedder. */
export interface IndexJobDeps extends KnowledgeDeps {
  extractPool: ExtractPool;
  embedder: Embedder | null;
}
const PROGRESS_EVERY_MS = 250;
/** Rows per INSERT (9 parameters each; PostgreSQL allows 65 535 per statement). */
const INSERT_BATCH = 500;
/** Term rows per INSERT (4 parameters each). */
const TERM_BATCH = 2000;

/**
 * The `knowledge.index` job: extracts the document in a worker thread (EXTRACT_TIMEOUT_MS,
 * EXTRACT_MEMORY_MB), embeds its passages when an embeddings endpoint is configured, and replaces
 * the document's passages in one transaction with the job's finish. A file that cannot be read, or
 * that hits a limit, fails at once with the reason; a crashed worker or a storage error is retried.
 * A job whose document was re-indexed (or deleted) meanwhile discards its result.
 */
export function createIndexHandler(deps: IndexJobDeps): JobHandler<IndexJobPayload> {
  const { embedder } = deps;
  return {
    payload: IndexJobPayload,
    async run(job, ctx) {
      const { documentId, generation } = job.payload;
      const row = await current(deps, documentId, generation);
      if (!row) return;
      await deps.db
        .update(knowledgeDocument)
        .set({ status: 'processing', progress: 0, error: null })
        .where(eq(knowledgeDocument.id, documentId));
      await publishDocument(deps, row.companyId, documentId, 'processing', 0);
      const report = progressReporter(deps, ctx, row);
      let out: ExtractWorkerOutput;
      try {
        out = await deps.extractPool.run(
          {
            storage: deps.config.storage,
            sha256: row.sha256,
            name: row.name,
            format: row.format as ExtractWorkerInput['format'],
            limits: extractLimitsOf(deps.config.knowledge.extractMemoryMb),
          },
          { signal: ctx.signal, onProgress: (v) => report(0.8 * v) },
        );
      } catch (error) {
        const reason = refusal(error);
        if (reason === null) throw error;
        await ctx.commit((tx) => writeFailure(tx, row, generation, reason), { failed: reason });
        await publishDocument(deps, row.companyId, documentId, 'failed');
        return;
      }
      const warnings = [...out.warnings];
      let embeddings: number[][] | null = null;
      if (embedder) {
        try {
          embeddings = await embedder.embed(
            out.passages.map((p) => (p.heading ? `${p.heading}\n${p.text}` : p.text)),
            { signal: ctx.signal, onBatch: (n) => report(0.8 + (0.15 * n) / out.passages.length) },
          );
        } catch (error) {
          if (ctx.signal.aborted) throw error;
          warnings.push(
            `No embeddings (${error instanceof Error ? error.message : String(error)}): search by meaning leaves this document out; keyword search finds it. Re-index it to try again.`,
          );
        }
      }
      const vectors = embeddings ? { model: embedder!.model, vectors: embeddings } : null;
      // Passages go in in batches, each its own short transaction (a 20 MB manual is ~20 000 rows:
      // one transaction would hold the embedded database from everyone else meanwhile); they stay
      // invisible under this generation until the last transaction makes it live.
      if (!(await writePassageBatches(deps, row, generation, out, vectors, ctx.signal))) return;
      const applied = await ctx.commit(
        (tx) => makeLive(tx, row, generation, out, warnings, vectors?.model ?? null),
        { result: { passages: out.passages.length, chars: out.charCount } },
      );
      if (applied) await dropOtherGenerations(deps, row.id);
      if (applied) await publishDocument(deps, row.companyId, documentId, 'ready');
    },
    async onFailed(job: Job<IndexJobPayload>, message: string) {
      const { documentId, generation } = job.payload;
      const row = await current(deps, documentId, generation);
      if (!row) return;
      const reason = `Indexing failed: ${message}`;
      await deps.db.transaction((tx) => writeFailure(tx, row, generation, reason));
      await publishDocument(deps, row.companyId, documentId, 'failed');
    },
  };
}

async function current(deps: KnowledgeDeps, documentId: string, generation: number) {
  const [row] = await deps.db.select().from(knowledgeDocument).where(eq(knowledgeDocument.id, documentId));
  return row && row.generation === generation ? row : null;
}

/** The reason shown to the user when the file cannot be indexed; null for errors worth a retry. */
function refusal(error: unknown): string | null {
  if (error instanceof WorkerReportedError && error.reported.name === 'ExtractionError') return error.message;
  if (error instanceof WorkerTimeout)
    return `Reading the document ${error.message}. Split it into smaller files, or ask your administrator to raise EXTRACT_TIMEOUT_MS.`;
  if (error instanceof WorkerOutOfMemory)
    return `Reading the document ${error.message}. Split it into smaller files, or ask your administrator to raise EXTRACT_MEMORY_MB.`;
  return null;
}

function progressReporter(deps: KnowledgeDeps, ctx: JobContext, row: DocumentRow) {
  let last = 0;
  return (value: number) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    void Promise.all([
      ctx.progress(value),
      deps.db.update(knowledgeDocument).set({ progress: value }).where(eq(knowledgeDocument.id, row.id)),
      publishDocument(deps, row.companyId, row.id, 'processing', value),
    ]).catch((error) =>
      deps.log.warn({ err: error, documentId: row.id }, 'could not record indexing progress'),
    );
  };
}

/** Locks the document and checks it is still at this generation (not deleted, not re-indexed since). */
async function lockCurrent(tx: Tx, row: DocumentRow, generation: number): Promise<boolean> {
  const [locked] = await tx
    .select({ generation: knowledgeDocument.generation })
    .from(knowledgeDocument)
    .where(eq(knowledgeDocument.id, row.id))
    .for('update');
  return locked?.generation === generation;
}

async function writeFailure(tx: Tx, row: DocumentRow, generation: number, reason: string) {
  if (!(await lockCurrent(tx, row, generation))) return false;
  // A failed document is not searchable: passages of an earlier indexing go too.
  await tx.delete(knowledgePassage).where(eq(knowledgePassage.documentId, row.id));
  await tx.delete(knowledgeTerm).where(eq(knowledgeTerm.documentId, row.id));
  await tx
    .update(knowledgeDocument)
    .set({
      status: 'failed',
      error: reason,
      progress: null,
      passageCount: 0,
      charCount: 0,
      termCount: 0,
      indexVersion: KNOWLEDGE_INDEX_VERSION,
      embeddingModel: null,
    })
    .where(eq(knowledgeDocument.id, row.id));
  return true;
}

/** Yields to the event loop (and so to other requests' queries) between batches. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Inserts the passages under `generation`, a batch per transaction; false when the document moved on. */
async function writePassageBatches(
  deps: KnowledgeDeps,
  row: DocumentRow,
  generation: number,
  out: ExtractWorkerOutput,
  embeddings: { model: string; vectors: number[][] } | null,
  signal: AbortSignal,
): Promise<boolean> {
  // Rows of an earlier attempt of this same generation (a retried job).
  await deleteInBatches(
    deps,
    and(eq(knowledgePassage.documentId, row.id), eq(knowledgePassage.generation, generation))!,
  );
  for (let i = 0; i < out.passages.length; i += INSERT_BATCH) {
    signal.throwIfAborted();
    if (!(await current(deps, row.id, generation))) return false;
    await deps.db.insert(knowledgePassage).values(
      out.passages.slice(i, i + INSERT_BATCH).map((p, j) => ({
        id: randomUUID(),
        documentId: row.id,
        companyId: row.companyId,
        generation,
        seq: p.seq,
        page: p.page,
        heading: p.heading,
        text: p.text,
        tsv: sql`array_to_tsvector(string_to_array(${p.terms}::text, ' '))`,
        embedding: embeddings?.vectors[i + j] ?? null,
      })),
    );
    await breathe();
  }
  return true;
}

/** The last transaction: the document's term frequencies replaced, its new passages made live. */
async function makeLive(
  tx: Tx,
  row: DocumentRow,
  generation: number,
  out: ExtractWorkerOutput,
  warnings: string[],
  embeddingModel: string | null,
): Promise<boolean> {
  if (!(await lockCurrent(tx, row, generation))) return false;
  await tx.delete(knowledgeTerm).where(eq(knowledgeTerm.documentId, row.id));
  for (let i = 0; i < out.frequencies.length; i += TERM_BATCH)
    await tx.insert(knowledgeTerm).values(
      out.frequencies.slice(i, i + TERM_BATCH).map(([term, passages]) => ({
        documentId: row.id,
        companyId: row.companyId,
        term,
        passages,
      })),
    );
  await tx
    .update(knowledgeDocument)
    .set({
      status: 'ready',
      error: null,
      progress: null,
      warnings,
      pageCount: out.pageCount,
      passageCount: out.passages.length,
      charCount: out.charCount,
      termCount: out.termCount,
      indexVersion: KNOWLEDGE_INDEX_VERSION,
      liveGeneration: generation,
      embeddingModel,
      indexedAt: new Date(),
    })
    .where(eq(knowledgeDocument.id, row.id));
  return true;
}

/** Removes the passages of other generations than the live one (no longer searched), in batches. */
async function dropOtherGenerations(deps: KnowledgeDeps, documentId: string) {
  const [doc] = await deps.db
    .select({ live: knowledgeDocument.liveGeneration })
    .from(knowledgeDocument)
    .where(eq(knowledgeDocument.id, documentId));
  if (!doc) return;
  await deleteInBatches(
    deps,
    and(eq(knowledgePassage.documentId, documentId), ne(knowledgePassage.generation, doc.live))!,
  );
}

const DELETE_BATCH = 2000;

async function deleteInBatches(deps: KnowledgeDeps, where: SQL) {
  for (;;) {
    const gone = await deps.db
      .delete(knowledgePassage)
      .where(
        inArray(
          knowledgePassage.id,
          deps.db.select({ id: knowledgePassage.id }).from(knowledgePassage).where(where).limit(DELETE_BATCH),
        ),
      )
      .returning({ id: knowledgePassage.id });
    if (gone.length < DELETE_BATCH) return;
    await breathe();
  }
}
