import { z } from 'zod';

/** The JSON body of every error response (ARCHITECTURE.md "Errors"). */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string(),
  /** Field-level problems for validation errors: path → message. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ErrorCodes = [
  'unauthorized',
  'forbidden',
  'not_found',
  'validation',
  'conflict',
  'limit_exceeded',
  'rate_limited',
  'internal',
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];

export const Id = z.string().min(1).max(100);
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

export const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  buildId: z.string(),
});
export type Health = z.infer<typeof Health>;
