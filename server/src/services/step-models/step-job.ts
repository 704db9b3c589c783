import { z } from 'zod';

/** The job kind that reads an uploaded STEP model (services/step-models/run-step.ts, decision 0040). */
export const STEP_JOB = 'step.read';

/** What a STEP job carries: the uploaded file (its step_model row has the same id). */
export const StepJobPayload = z.object({ fileId: z.string().min(1) });
export type StepJobPayload = z.infer<typeof StepJobPayload>;
