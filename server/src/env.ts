import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (server/src/env.ts → ../../). Defaults are resolved against it, not the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Database = { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: Database;
  /** From AUTH_SECRET; null means "the embedded default", kept in <dataDir>/auth-secret. */
  authSecret: string | null;
  publicUrl: string;
  /** Origins besides publicUrl that may call the auth API with cookies (e.g. the Vite dev server). */
  trustedOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimit: {
    /** Requests per window and client for the whole API. */
    max: number;
    windowMs: number;
    /** Attempts per window and client for sign-in, sign-up, password reset and 2FA codes. */
    authMax: number;
    authWindowMs: number;
  };
  /** Honour X-Forwarded-* from a reverse proxy (client IP for rate limits, https for cookies). */
  trustProxy: boolean;
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const optionalString = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    AUTH_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)').optional(),
    ),
    PUBLIC_URL: optionalString.pipe(
      z.url('must be a full URL such as https://studio.example.com').optional(),
    ),
    TRUSTED_ORIGINS: z.string().default(''),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Studio <studio@localhost>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_MAX: positiveInt(600),
    RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
    RATE_LIMIT_AUTH_MAX: positiveInt(10),
    RATE_LIMIT_AUTH_WINDOW_MS: positiveInt(60_000),
    TRUST_PROXY: flag,
    WEB_DIST_DIR: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production (generate one with `openssl rand -base64 32`)',
      });
    }
  });

/** Vite's dev server and preview (web/vite.config.ts proxies /api to us; the Origin stays theirs). */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173'];

function trustedOrigins(list: string, nodeEnv: Config['nodeEnv']): string[] {
  const explicit = list
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return explicit.length > 0 || nodeEnv !== 'development' ? explicit : DEV_ORIGINS;
}

/**
 * Reads and validates the environment once, at boot. Every problem is reported at once, each naming
 * its variable, so that a misconfigured deployment is fixed in one round.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    authSecret: e.AUTH_SECRET ?? null,
    publicUrl,
    trustedOrigins: trustedOrigins(e.TRUSTED_ORIGINS, e.NODE_ENV),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      authMax: e.RATE_LIMIT_AUTH_MAX,
      authWindowMs: e.RATE_LIMIT_AUTH_WINDOW_MS,
    },
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'web/dist')),
  };
}
