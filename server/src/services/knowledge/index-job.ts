import { z } from 'zod';

/** The job kind that extracts and indexes one document (services/knowledge/run-indexing.ts). */
export const INDEX_JOB = 'knowledge.index';

/** What an index job carries: the document, and the generation it was requested for. */
export const IndexJobPayload = z.object({
  documentId: z.string().min(1),
  generation: z.number().int().min(0),
});
export type IndexJobPayload = z.infer<typeof IndexJobPayload>;
