import { z } from 'zod';

/**
 * Live-update protocol (PRODUCT.md §11): one WebSocket per tab at /api/v1/live. The server sends a
 * `ping` every 25 s; the client answers `pong`. Events are company-scoped.
 */
export const LIVE_PATH = '/api/v1/live';
export const HEARTBEAT_MS = 25_000;
export const REQUEST_TIMEOUT_MS = 10_000;
export const RECONNECT_BACKOFF_MS = [1000, 2000, 5000, 10_000] as const;
export const LIVE_BUFFER_SIZE = 100;

export const LiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), at: z.string() }),
  z.object({ type: z.literal('hello'), companyId: z.string().nullable() }),
  z.object({ type: z.literal('member.joined'), companyId: z.string(), userId: z.string(), name: z.string() }),
  z.object({ type: z.literal('member.removed'), companyId: z.string(), userId: z.string() }),
  z.object({
    type: z.literal('member.role-changed'),
    companyId: z.string(),
    userId: z.string(),
    role: z.string(),
  }),
  z.object({ type: z.literal('company.updated'), companyId: z.string() }),
  z.object({ type: z.literal('session.revoked'), userId: z.string() }),
  z.object({
    type: z.literal('dut.import'),
    companyId: z.string(),
    dutId: z.string(),
    fileId: z.string().nullable(),
    status: z.string(),
    /** 0..1 */
    progress: z.number(),
  }),
  z.object({ type: z.literal('dut.updated'), companyId: z.string(), dutId: z.string() }),
  /** A test config was created, renamed or deleted. */
  z.object({
    type: z.literal('test-config.updated'),
    companyId: z.string(),
    dutId: z.string(),
    testConfigId: z.string(),
  }),
  /** A new version of a test config was saved. */
  z.object({
    type: z.literal('test-config.saved'),
    companyId: z.string(),
    dutId: z.string(),
    testConfigId: z.string(),
    versionNumber: z.number(),
  }),
  /** A DFT report was stored (its id is the report page's UUID). */
  z.object({
    type: z.literal('dft-report.created'),
    companyId: z.string(),
    dutId: z.string(),
    testConfigId: z.string(),
    versionNumber: z.number(),
    reportId: z.string(),
  }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;

/** Messages the client sends. */
export const LiveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('subscribe'), topic: z.string() }),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessage>;
