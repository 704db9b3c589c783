import { z } from 'zod';

/** The job kind of a DUT import (services/duts/run-import.ts runs it). */
export const IMPORT_JOB = 'dut.import';

/**
 * What an import job carries: the DUT, and the import generation it was requested for (a newer
 * request raises the generation, and the older job then discards its result).
 */
export const ImportJobPayload = z.object({
  dutId: z.string().min(1),
  generation: z.number().int().min(0),
});
export type ImportJobPayload = z.infer<typeof ImportJobPayload>;
