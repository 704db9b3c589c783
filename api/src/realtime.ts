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
/**
 * Close code of a socket whose user's account changed (staff granted or revoked, company switched):
 * the tab reconnects at once and the server scopes the new socket afresh.
 */
export const LIVE_CLOSE_RESCOPE = 4409;

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
  /** Sessions of a user that ended (sign-out, revoked, password reset); none listed: all of them. */
  z.object({
    type: z.literal('session.revoked'),
    userId: z.string(),
    sessionIds: z.array(z.string()).optional(),
  }),
  /**
   * What the server knows of a signed-in user changed (profile, staff, two-factor, password, a
   * session's active company): every server instance forgets the user's cached actors
   * (server/src/auth/actor-cache.ts); null: of every user. Not sent to browsers.
   */
  z.object({
    type: z.literal('account.changed'),
    userId: z.string().nullable(),
    /**
     * What the user's live sockets may see changed (staff granted or revoked): the sockets are
     * closed with LIVE_CLOSE_RESCOPE so that the tabs reconnect and are scoped afresh.
     */
    rescope: z.literal(true).optional(),
  }),
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
  /** A station uploaded a production test run (issue 32): dashboards of that version refresh. */
  z.object({
    type: z.literal('results.run'),
    companyId: z.string(),
    dutId: z.string(),
    testStrategyId: z.string(),
    versionNumber: z.number(),
    runId: z.string(),
    serial: z.string(),
    passed: z.boolean(),
  }),
  /** A fixture reached 80 % (maintenance due) or 100 % (end of life) of its rated cycles, once each (issue 32). */
  z.object({
    type: z.literal('fixture.wear'),
    companyId: z.string(),
    fixtureSerial: z.string(),
    thresholdPercent: z.number(),
    cycles: z.number(),
    ratedCycles: z.number(),
    limitedBy: z.string(),
  }),
  /** A test strategy was created, renamed, changed status, got a version or was deleted. */
  z.object({
    type: z.literal('test-strategy.updated'),
    companyId: z.string(),
    dutId: z.string(),
    testStrategyId: z.string(),
  }),
  /** A knowledge-base document was uploaded, changed status or progress, or was deleted. */
  z.object({
    type: z.literal('knowledge.document'),
    companyId: z.string(),
    documentId: z.string(),
    /** A DocumentStatus, or 'deleted'. */
    status: z.string(),
    /** 0..1 */
    progress: z.number(),
  }),
  /** The fabrication package of a test-config version (issue 15): queued, running (with progress), ready, failed. */
  z.object({
    type: z.literal('fixture.package'),
    companyId: z.string(),
    testConfigId: z.string(),
    versionNumber: z.number(),
    status: z.enum(['queued', 'running', 'ready', 'failed']),
    progress: z.number(),
  }),
  /** A test solution was created, changed, submitted or deleted. */
  z.object({ type: z.literal('test-solution.updated'), companyId: z.string(), solutionId: z.string() }),
  /**
   * A delivery order changed (status, hold, note). Sent to the ordering company's members and, with
   * `staff: true`, to every staff user's sockets (the shop's queue spans companies).
   */
  z.object({
    type: z.literal('delivery-order.updated'),
    companyId: z.string(),
    orderId: z.string(),
    status: z.string(),
    staff: z.literal(true).optional(),
  }),
  /** Text added to an answer being written (chat events go to the conversation's user only). */
  z.object({
    type: z.literal('chat.delta'),
    userId: z.string(),
    conversationId: z.string(),
    messageId: z.string(),
    text: z.string(),
    /** Where `text` starts in the answer (characters): a client that missed a delta notices. */
    offset: z.number(),
  }),
  /** A message changed status (the answer finished, stopped or failed; a question was stored). */
  z.object({
    type: z.literal('chat.message'),
    userId: z.string(),
    conversationId: z.string(),
    messageId: z.string(),
    status: z.string(),
  }),
  /** Asks whichever server instance writes the conversation's answer to stop it. */
  z.object({ type: z.literal('chat.stop'), userId: z.string(), conversationId: z.string() }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;

/** Messages the client sends. */
export const LiveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('subscribe'), topic: z.string() }),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessage>;
