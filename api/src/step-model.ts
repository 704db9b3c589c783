import { z } from 'zod';
import { Diagnostic } from './dut';

/** Where the reading of an uploaded STEP model is (decision 0040); `absent`: a zip without one. */
export const StepModelStatus = z.enum(['queued', 'reading', 'ready', 'failed', 'absent']);
export type StepModelStatus = z.infer<typeof StepModelStatus>;

/**
 * `GET /api/v1/duts/:id/step-models`: one uploaded file that is (or may hold) the board's STEP model,
 * with the reading's progress and outcome and, once the import matched it to the board, the file's
 * status and diagnostics (how many components got their height from it, what did not match).
 */
export const StepModelInfo = z.object({
  fileId: z.string(),
  fileName: z.string(),
  status: StepModelStatus,
  /** 0..1 while reading (coarse: OpenCascade reads the file in one step). */
  progress: z.number().nullable(),
  /** Why the reading failed, naming the file. */
  error: z.string().nullable(),
  /** The STEP file read (inside a zip: `archive.zip/path`). */
  entry: z.string().nullable(),
  solidCount: z.number().nullable(),
  readMs: z.number().nullable(),
  /** Whether the DUT's current board has its heights from this model (the import matched it). */
  applied: z.boolean(),
  /** Components with a STEP height on the current board, and components that should have one. */
  matched: z.number().nullable(),
  components: z.number().nullable(),
  /** The matching's messages (the file's import diagnostics). */
  diagnostics: z.array(Diagnostic),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type StepModelInfo = z.infer<typeof StepModelInfo>;

export const StepModelList = z.object({ items: z.array(StepModelInfo) });
export type StepModelList = z.infer<typeof StepModelList>;
