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
  'unavailable',
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

/**
 * Prefix of every cookie Studio sets (better-auth's own cookies are `studio.session_token`, ...). The
 * guard's saved deep link lives in `${COOKIE_PREFIX}redirect-path` (PRODUCT.md §11).
 */
export const COOKIE_PREFIX = 'studio.';
export const REDIRECT_COOKIE = `${COOKIE_PREFIX}redirect-path`;

/**
 * A third-party script the instance is configured to load (issue 13 item 11; server/src/third-party.ts):
 * off unless its variables are set; one that sets cookies loads only after the user agreed.
 */
export const ThirdPartyScript = z.object({
  kind: z.enum(['analytics', 'product-analytics', 'heatmap', 'chat-widget']),
  /** What the user is asked to agree to, in words. */
  name: z.string(),
  src: z.string(),
  /** The script's origin: the only one the CSP adds for it. */
  origin: z.string(),
  /** Attributes of the script element (the provider's id). */
  attributes: z.record(z.string(), z.string()),
  cookies: z.boolean(),
});
export type ThirdPartyScript = z.infer<typeof ThirdPartyScript>;

/** GET /api/v1/config — public facts the sign-in screens need before anyone is signed in. */
export const PublicConfig = z.object({
  /** 'outbox' when no SMTP server is configured: mails are written to <data dir>/outbox/. */
  mailMode: z.enum(['smtp', 'outbox']),
  /** Where the outbox mails are written (the server's DATA_DIR/outbox); null with SMTP. */
  outboxDir: z.string().nullable(),
  /** True until the first user exists (that user becomes staff). */
  firstRun: z.boolean(),
  version: z.string(),
  buildId: z.string(),
  /** The third-party scripts to load (none by default). */
  thirdPartyScripts: z.array(ThirdPartyScript),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
