import { z } from 'zod';
import { Id } from './common';

/**
 * The knowledge base (issue #18; PRODUCT.md §10): a company's documents, extracted in the background
 * into passages that keep their page and heading, and searched with Studio's own analyser and ranking
 * over PostgreSQL full-text indexes (docs/decisions/0062-knowledge-search-ranking.md).
 */

export const DocumentFormat = z.enum(['pdf', 'docx', 'opendocument', 'markdown', 'text', 'html', 'csv']);
export type DocumentFormat = z.infer<typeof DocumentFormat>;

/** File name endings each format is recognised by (the upload also checks the content). */
export const DOCUMENT_EXTENSIONS: Record<DocumentFormat, string[]> = {
  pdf: ['.pdf'],
  docx: ['.docx'],
  opendocument: ['.odt', '.ods', '.odp'],
  markdown: ['.md', '.markdown'],
  text: ['.txt', '.text', '.log', '.adoc', '.asciidoc', '.rst'],
  html: ['.html', '.htm'],
  csv: ['.csv'],
};

export const DocumentStatus = z.enum(['queued', 'processing', 'ready', 'failed']);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

export const KnowledgeDocument = z.object({
  id: z.string(),
  name: z.string(),
  format: DocumentFormat,
  sizeBytes: z.number(),
  sha256: z.string(),
  status: DocumentStatus,
  /** Extraction progress 0..1 while processing. */
  progress: z.number().nullable(),
  /** Why the document failed (e.g. "This PDF has no text layer…"). */
  error: z.string().nullable(),
  /** Things the extraction wants the user to know (text cut at the limit, embeddings unavailable). */
  warnings: z.array(z.string()),
  /** Pages (PDF) when known. */
  pageCount: z.number().nullable(),
  passageCount: z.number(),
  charCount: z.number(),
  /** Whether the passages carry embeddings (an embeddings endpoint is configured). */
  embedded: z.boolean(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  indexedAt: z.string().nullable(),
});
export type KnowledgeDocument = z.infer<typeof KnowledgeDocument>;

export const DocumentListQuery = z.object({
  q: z.string().max(200).optional(),
  format: DocumentFormat.optional(),
  status: DocumentStatus.optional(),
  sort: z.enum(['name', 'createdAt', 'status', 'sizeBytes']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type DocumentListQuery = z.input<typeof DocumentListQuery>;

export const DocumentList = z.object({
  items: z.array(KnowledgeDocument),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DocumentList = z.infer<typeof DocumentList>;

/** `POST /api/v1/knowledge/documents` (multipart, one or several files). */
export const DocumentUploadResult = z.object({ documents: z.array(KnowledgeDocument) });
export type DocumentUploadResult = z.infer<typeof DocumentUploadResult>;

export const DocumentParams = z.object({ documentId: Id });

/** One passage of a document: a stretch of text under one heading on one page. */
export const Passage = z.object({
  id: z.string(),
  /** Order within the document, from 0. */
  seq: z.number(),
  /** 1-based page (PDF), null for formats without pages. */
  page: z.number().nullable(),
  /** The heading path it sits under ("Power › Rails"), '' when none. */
  heading: z.string(),
  text: z.string(),
});
export type Passage = z.infer<typeof Passage>;

export const PassageListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const PassageList = z.object({ items: z.array(Passage), total: z.number(), offset: z.number() });
export type PassageList = z.infer<typeof PassageList>;

export const SearchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for').max(500),
  /** Only these documents (repeat the parameter or separate with commas). */
  documentId: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : [v]
            .flat()
            .flatMap((s) => s.split(','))
            .map((s) => s.trim())
            .filter(Boolean),
    ),
  format: DocumentFormat.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SearchQuery = z.input<typeof SearchQuery>;

/** A piece of a snippet: `match` pieces are the words the query found. */
export const SnippetPart = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPart>;

export const SearchHit = z.object({
  passageId: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  format: DocumentFormat,
  seq: z.number(),
  page: z.number().nullable(),
  heading: z.string(),
  snippet: z.array(SnippetPart),
  /** Higher is better; only comparable within one answer. */
  score: z.number(),
  /** Share (0..1) of the question the passage covers, by how rare its words are. */
  relevance: z.number(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResult = z.object({
  hits: z.array(SearchHit),
  /** 'keyword' (full text + trigram), or 'hybrid' when embeddings took part. */
  mode: z.enum(['keyword', 'hybrid']),
  /**
   * Whether the best passage covers enough of the question to be taken as its answer; false: the
   * hits are only the nearest passages ("related"), the documents do not answer it.
   */
  confident: z.boolean(),
});
export type SearchResult = z.infer<typeof SearchResult>;
