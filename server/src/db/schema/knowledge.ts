import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { organization } from './company';

/** PostgreSQL's `tsvector` (full-text search document); written only by its generated column. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Knowledge-base documents of a company (issue #18, PRODUCT.md §10). The file is in file storage
 * under `sha256` (shared with any other row of the same content); its text lives in
 * `knowledge_passage`. `generation` is bumped by every (re-)index request: an extraction job applies
 * its passages only while its generation is still the document's.
 */
export const knowledgeDocument = pgTable(
  'knowledge_document',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** api DocumentFormat: 'pdf' | 'docx' | 'markdown' | 'text' | 'html' | 'csv'. */
    format: text('format').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** api DocumentStatus: 'queued' | 'processing' | 'ready' | 'failed'. */
    status: text('status').default('queued').notNull(),
    progress: real('progress'),
    /** Why it failed, in words for the user. */
    error: text('error'),
    warnings: jsonb('warnings').$type<string[]>().default([]).notNull(),
    generation: integer('generation').default(1).notNull(),
    pageCount: integer('page_count'),
    passageCount: integer('passage_count').default(0).notNull(),
    charCount: integer('char_count').default(0).notNull(),
    /** The embeddings model the passages were embedded with; null when they have none. */
    embeddingModel: text('embedding_model'),
    uploadedById: text('uploaded_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }),
    /** Tokens in all its passages' text (the ranking's mean passage length). */
    termCount: integer('term_count').default(0).notNull(),
    /**
     * The text analysis its passages were indexed with (core KNOWLEDGE_INDEX_VERSION); an older
     * one is re-indexed by the knowledge index sweep.
     */
    indexVersion: integer('index_version').default(0).notNull(),
    /**
     * The generation whose passages are live (searched, previewed). An indexing writes its passages
     * in batches under its own generation and makes them live in its last transaction.
     */
    liveGeneration: integer('live_generation').default(0).notNull(),
  },
  (t) => [
    index('knowledge_document_company_created_idx').on(t.companyId, t.createdAt),
    index('knowledge_document_company_name_idx').on(t.companyId, t.name),
    index('knowledge_document_sha256_idx').on(t.sha256),
  ],
);

/**
 * The passages of a document: what search finds and the assistant cites (page and heading kept).
 * `tsv` holds the terms of the document's title, the heading and the text as Studio's own analyser
 * (core `analyze`: stems, exact identifiers, thesaurus and quantity terms) makes them, as lexemes
 * without positions (`array_to_tsvector`): the GIN index finds candidates, core ranks them
 * (docs/decisions/0062-knowledge-search-ranking.md). `company_id` is repeated from the document so
 * that every search is one indexed filter on the company.
 */
export const knowledgePassage = pgTable(
  'knowledge_passage',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => knowledgeDocument.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** The document generation that wrote it; live when it is the document's `live_generation`. */
    generation: integer('generation').default(0).notNull(),
    seq: integer('seq').notNull(),
    page: integer('page'),
    heading: text('heading').default('').notNull(),
    text: text('text').notNull(),
    tsv: tsvector('tsv').default(sql`''::tsvector`).notNull(),
    /** Unit-length embedding from the configured endpoint (optional; hybrid retrieval). */
    embedding: real('embedding').array(),
  },
  (t) => [
    index('knowledge_passage_document_seq_idx').on(t.documentId, t.seq),
    index('knowledge_passage_company_idx').on(t.companyId),
    index('knowledge_passage_tsv_idx').using('gin', t.tsv),
  ],
);

/**
 * Document frequencies: in how many passages of a document each term occurs (the ranking's inverse
 * document frequency sums them over the company's ready documents). Written with the passages,
 * gone with the document.
 */
export const knowledgeTerm = pgTable(
  'knowledge_term',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => knowledgeDocument.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    passages: integer('passages').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.term] }),
    index('knowledge_term_company_term_idx').on(t.companyId, t.term),
  ],
);
