import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { ThirdPartyScript } from '@studio/api';
import { REPO_ROOT } from './locations';
import { defaultLogFormat, type LogFormat } from './logging/logger-options';
import { readThirdPartyScripts } from './third-party';

export { REPO_ROOT };

export type Database =
  /** `dir` null: in memory. `snapshot`: start from a dumped data directory (tests skip initdb). */
  { kind: 'pglite'; dir: string | null; snapshot?: Blob } | { kind: 'postgres'; url: string };

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
  /** Lines a person reads, or one JSON object a line (LOG_FORMAT; logging/logger-options.ts). */
  logFormat: LogFormat;
  rateLimit: {
    /** Requests per window and client for the whole API. */
    max: number;
    windowMs: number;
    /** Attempts per window and client for sign-in, sign-up, password reset and 2FA codes. */
    authMax: number;
    authWindowMs: number;
  };
  /**
   * Resolved actors of signed-in sessions kept per process (auth/actor-cache.ts, decision 0045): for
   * at most `ttlMs` (0: off), `max` entries at most. Every change the server makes is seen at once;
   * a change made behind its back (SQL by hand) may take up to `ttlMs` to be seen.
   */
  sessionCache: { ttlMs: number; max: number };
  /** The DUT-list answers a process keeps (services/duts/list-cache.ts, decision 0053). */
  listCache: { ttlMs: number; maxBytes: number };
  /** Honour X-Forwarded-* from a reverse proxy (client IP for rate limits, https for cookies). */
  trustProxy: boolean;
  webDistDir: string;
  /** Design-package uploads (issue #4): per-file and per-DUT byte limits. */
  uploads: { maxFileBytes: number; maxDutBytes: number };
  /** Where uploaded files and imported boards are kept (server/src/storage/). */
  storage: StorageConfig;
  /**
   * DFT analyses and summary PDFs (services/dft-reports/dft-pool.ts): a fixed number of worker
   * threads, each with its heap limit, and a bounded queue (503 + Retry-After past it).
   */
  dft: { workers: number; queueMax: number; memoryMb: number };
  /** Expensive requests (analyses, summary PDFs) one user may have running at once (429 past it). */
  expensivePerUser: number;
  /** Background jobs (server/src/jobs/): runner slots in this process, import worker limits. */
  jobs: {
    workers: number;
    queue: string;
    /**
     * Jobs of one company running at once over the queue's runners (decision 0064): by default all
     * this instance's workers but one, so that a company flooding the queue never holds them all.
     */
    workersPerCompany: number;
    /** Jobs one company may have waiting in the queue; a request that would add more gets 429. */
    queuedPerCompany: number;
    importTimeoutMs: number;
    importMemoryMb: number;
    /**
     * Import threads started and warmed once the server listens, and kept warm when idle (decision
     * 0046; at most `workers`, none when `workers` is 0).
     */
    importPrewarm: number;
    /** Reading a STEP model (decision 0040): its worker's time limit, and its heap and WebAssembly memory caps. */
    stepTimeoutMs: number;
    stepMemoryMb: number;
    /**
     * The largest STEP model read (MB, as expanded from a zip; decision 0072): a bigger one fails at
     * once with a message naming it and the limit, before OpenCascade spends minutes and gigabytes.
     */
    stepMaxMb: number;
    /**
     * A worker thread (imports, STEP readings, extractions) that holds more than this (MB) after a
     * task is stopped rather than kept warm: its memory returns to the system (decision 0072).
     */
    workerRecycleMb: number;
  };
  /** The periodic sweep (services/housekeeping/): orphan blobs, finished jobs, expired sessions. */
  housekeeping: HousekeepingConfig;
  /**
   * Time between roll-ups of production test results into the per-day aggregates (decision 0065);
   * 0: this instance never rolls up (another instance on the same database does).
   */
  resultsRollupIntervalMs: number;
  /** The knowledge base (issue #18): extraction limits, a company's space, optional embeddings. */
  knowledge: KnowledgeConfig;
  /** The chat assistant's language model (any OpenAI-compatible server); null: search answers only. */
  llm: LlmConfig | null;
  /** Who may read the API reference at /api/docs: anyone, staff only (production default), nobody. */
  apiDocs: 'public' | 'staff' | 'off';
  /** Third-party scripts enabled by their variables (none by default; third-party.ts). */
  thirdPartyScripts: ThirdPartyScript[];
}

export interface LlmConfig extends EndpointConfig {
  /** Rounds of tool calls before the model must answer. */
  maxToolRounds: number;
}

export interface KnowledgeConfig {
  /** All of a company's documents together may take this many bytes. */
  maxCompanyBytes: number;
  /** Limits of the extraction worker thread, per document. */
  extractTimeoutMs: number;
  extractMemoryMb: number;
  /** An OpenAI-compatible embeddings endpoint for hybrid retrieval; null: keyword search only. */
  embeddings: EndpointConfig | null;
}

/** An OpenAI-compatible HTTP endpoint (`…/v1`), its key and model. */
export interface EndpointConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** One request's limit (the whole answer, streamed or not). */
  timeoutMs: number;
}

export interface HousekeepingConfig {
  /** Time between sweeps; 0: this instance never sweeps on its own (`studio admin sweep` still does). */
  intervalMs: number;
  /** A blob nothing refers to is removed only once it is older than this. */
  blobGraceMs: number;
  /** Succeeded jobs are deleted this many days after they finished; failed ones after the second. */
  jobRetentionDays: number;
  failedJobRetentionDays: number;
  /** Production test results older than this many days are deleted (issue 32); 0 keeps them all. */
  resultsRetentionDays: number;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
      /** Local staging folder for uploads on their way to the bucket (hashed before they are named). */
      stagingDir: string;
    };

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

const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^/]/, 'must be a full URL such as http://127.0.0.1:8080/v1')
  .transform((u) => u.replace(/\/+$/, ''));

/** One DFT thread per core (at most 4): the work is CPU-bound, more threads only queue for the CPU. */
const DEFAULT_DFT_WORKERS = Math.max(1, Math.min(4, availableParallelism()));

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
    LOG_FORMAT: optionalString.pipe(z.enum(['pretty', 'json']).optional()),
    RATE_LIMIT_MAX: positiveInt(600),
    RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
    RATE_LIMIT_AUTH_MAX: positiveInt(10),
    RATE_LIMIT_AUTH_WINDOW_MS: positiveInt(60_000),
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    SESSION_CACHE_MAX: positiveInt(10_000),
    LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    TRUST_PROXY: flag,
    WEB_DIST_DIR: optionalString,
    MAX_UPLOAD_FILE_BYTES: positiveInt(200 * 1024 * 1024),
    MAX_DUT_BYTES: positiveInt(1024 * 1024 * 1024),
    S3_ENDPOINT: optionalString.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^/]/, 'must be a full URL such as https://s3.example.com')
        .optional(),
    ),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: flag,
    IMPORT_TIMEOUT_MS: positiveInt(10 * 60_000),
    IMPORT_MEMORY_MB: positiveInt(4096),
    IMPORT_PREWARM: z.coerce.number().int().min(0).max(64).default(1),
    STEP_TIMEOUT_MS: positiveInt(10 * 60_000),
    STEP_MEMORY_MB: positiveInt(2048),
    STEP_MAX_MB: positiveInt(128),
    WORKER_RECYCLE_MB: positiveInt(512),
    JOB_WORKERS: z.coerce.number().int().min(0).max(64).default(2),
    JOB_WORKERS_PER_COMPANY: z.coerce.number().int().min(1).max(64).optional(),
    JOB_QUEUED_PER_COMPANY: positiveInt(500),
    DFT_WORKERS: z.coerce.number().int().min(1).max(64).default(DEFAULT_DFT_WORKERS),
    DFT_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(16),
    DFT_MEMORY_MB: positiveInt(4096),
    EXPENSIVE_REQUESTS_PER_USER: positiveInt(2),
    JOB_QUEUE: z.string().trim().min(1).max(100).default('default'),
    HOUSEKEEPING_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(360),
    BLOB_GRACE_MINUTES: z.coerce.number().int().min(1).default(60),
    JOB_RETENTION_DAYS: positiveInt(14),
    FAILED_JOB_RETENTION_DAYS: positiveInt(90),
    RESULTS_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(0),
    RESULTS_ROLLUP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
    MAX_KNOWLEDGE_BYTES: positiveInt(5 * 1024 * 1024 * 1024),
    EXTRACT_TIMEOUT_MS: positiveInt(5 * 60_000),
    EXTRACT_MEMORY_MB: positiveInt(1024),
    EMBEDDINGS_BASE_URL: optionalString.pipe(httpUrl.optional()),
    EMBEDDINGS_API_KEY: optionalString,
    EMBEDDINGS_MODEL: optionalString,
    EMBEDDINGS_TIMEOUT_MS: positiveInt(30_000),
    LLM_BASE_URL: optionalString.pipe(httpUrl.optional()),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    LLM_TIMEOUT_MS: positiveInt(60_000),
    LLM_MAX_TOOL_ROUNDS: z.coerce.number().int().min(0).max(10).default(4),
    API_DOCS: z.enum(['public', 'staff', 'off']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production (generate one with `openssl rand -base64 32`)',
      });
    }
    const s3Set = [env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].some(
      Boolean,
    );
    if (s3Set && !env.S3_BUCKET)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when any other S3_* is set',
      });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'must be set together with its pair (or neither, for the default AWS credential chain)',
      });
    if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL))
      ctx.addIssue({
        code: 'custom',
        path: [env.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL'],
        message: 'must be set together with its pair (an endpoint and the model to ask it for)',
      });
    if (Boolean(env.EMBEDDINGS_BASE_URL) !== Boolean(env.EMBEDDINGS_MODEL))
      ctx.addIssue({
        code: 'custom',
        path: [env.EMBEDDINGS_BASE_URL ? 'EMBEDDINGS_MODEL' : 'EMBEDDINGS_BASE_URL'],
        message: 'must be set together with its pair (an endpoint and the model to ask it for)',
      });
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
 * its variable, so that a misconfigured deployment is fixed in one round. `stdoutIsTty` decides the
 * log format when LOG_FORMAT is not set.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { stdoutIsTty = process.stdout.isTTY === true }: { stdoutIsTty?: boolean } = {},
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const thirdParty = readThirdPartyScripts(env, e.NODE_ENV);
  if (thirdParty.problems.length > 0) throw new ConfigError(thirdParty.problems);
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
    logFormat: e.LOG_FORMAT ?? defaultLogFormat(e.NODE_ENV, stdoutIsTty),
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      authMax: e.RATE_LIMIT_AUTH_MAX,
      authWindowMs: e.RATE_LIMIT_AUTH_WINDOW_MS,
    },
    sessionCache: { ttlMs: e.SESSION_CACHE_MS, max: e.SESSION_CACHE_MAX },
    listCache: { ttlMs: e.LIST_CACHE_MS, maxBytes: 32 * 1024 * 1024 },
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'web/dist')),
    uploads: { maxFileBytes: e.MAX_UPLOAD_FILE_BYTES, maxDutBytes: e.MAX_DUT_BYTES },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          stagingDir: path.join(dataDir, 'staging'),
        }
      : { kind: 'local', dir: path.join(dataDir, 'files') },
    dft: { workers: e.DFT_WORKERS, queueMax: e.DFT_QUEUE_MAX, memoryMb: e.DFT_MEMORY_MB },
    expensivePerUser: e.EXPENSIVE_REQUESTS_PER_USER,
    jobs: {
      workers: e.JOB_WORKERS,
      queue: e.JOB_QUEUE,
      workersPerCompany: e.JOB_WORKERS_PER_COMPANY ?? Math.max(1, e.JOB_WORKERS - 1),
      queuedPerCompany: e.JOB_QUEUED_PER_COMPANY,
      importTimeoutMs: e.IMPORT_TIMEOUT_MS,
      importMemoryMb: e.IMPORT_MEMORY_MB,
      importPrewarm: Math.min(e.IMPORT_PREWARM, e.JOB_WORKERS),
      stepTimeoutMs: e.STEP_TIMEOUT_MS,
      stepMemoryMb: e.STEP_MEMORY_MB,
      stepMaxMb: e.STEP_MAX_MB,
      workerRecycleMb: e.WORKER_RECYCLE_MB,
    },
    housekeeping: {
      intervalMs: e.HOUSEKEEPING_INTERVAL_MINUTES * 60_000,
      blobGraceMs: e.BLOB_GRACE_MINUTES * 60_000,
      jobRetentionDays: e.JOB_RETENTION_DAYS,
      failedJobRetentionDays: e.FAILED_JOB_RETENTION_DAYS,
      resultsRetentionDays: e.RESULTS_RETENTION_DAYS,
    },
    resultsRollupIntervalMs: e.RESULTS_ROLLUP_INTERVAL_MS,
    knowledge: {
      maxCompanyBytes: e.MAX_KNOWLEDGE_BYTES,
      extractTimeoutMs: e.EXTRACT_TIMEOUT_MS,
      extractMemoryMb: e.EXTRACT_MEMORY_MB,
      embeddings:
        e.EMBEDDINGS_BASE_URL && e.EMBEDDINGS_MODEL
          ? {
              baseUrl: e.EMBEDDINGS_BASE_URL,
              apiKey: e.EMBEDDINGS_API_KEY ?? null,
              model: e.EMBEDDINGS_MODEL,
              timeoutMs: e.EMBEDDINGS_TIMEOUT_MS,
            }
          : null,
    },
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            apiKey: e.LLM_API_KEY ?? null,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
            maxToolRounds: e.LLM_MAX_TOOL_ROUNDS,
          }
        : null,
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'staff' : 'public'),
    thirdPartyScripts: thirdParty.scripts,
  };
}
