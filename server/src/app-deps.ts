import type { LiveEvent } from '@studio/api';
import type { FastifyBaseLogger } from 'fastify';
import { type ChatModel, createChatModel } from './ai/chat-model';
import { createEmbedder, type Embedder } from './ai/embeddings';
import { ActorCache } from './auth/actor-cache';
import type { Auth } from './auth/auth';
import { type BuildInfo, readBuildInfo } from './build-info';
import type { Database, Db } from './db/client';
import type { Config } from './env';
import { registerJobHandlers } from './job-handlers';
import { createJobRunner } from './jobs/index';
import type { JobRunner, JobRunnerOptions } from './jobs/runner';
import type { Mailer } from './mail/index';
import { afterResponse } from './http/after-response';
import { TrustedOrigins } from './http/origins';
import { openInstance } from './instance';
import type { EventBus } from './realtime/bus';
import { createEventBus } from './realtime/create-bus';
import { createDftRunner, type DftRunner } from './services/dft-reports/dft-pool';
import { createImportPool, type ImportPool } from './services/duts/import-pool';
import { DutListCache } from './services/duts/list-cache';
import { createStepPool, type StepPool } from './services/step-models/step-pool';
import { ChatGenerations } from './services/chat/generations';
import { createExtractPool, type ExtractPool } from './services/knowledge/extract-pool';
import { createStrategyRunner, type StrategyRunner } from './services/test-strategies/strategy-pool';
import { type BlobStore, createBlobStore } from './storage/index';

// The app's composition root (with job-handlers.ts): everything long-lived that routes, services
// and jobs share is built here, once per app, and closed here in the reverse order.

/** Everything the routes and services need, built once per app. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  bus: EventBus;
  mailer: Mailer;
  build: BuildInfo;
  /** Uploaded files and imported boards (server/src/storage/). */
  storage: BlobStore;
  /** The background job runner of this process (server/src/jobs/). */
  jobs: JobRunner;
  /** Worker threads of DUT imports (services/duts/import-worker.ts). */
  importPool: ImportPool;
  /** The worker thread that reads STEP models (services/step-models/step-worker.ts). */
  stepPool: StepPool;
  /** Worker threads of DFT analyses and summary PDFs (services/dft-reports/dft-worker.ts). */
  dft: DftRunner;
  /** Worker threads of knowledge-base extraction (services/knowledge/extract-worker.ts). */
  extractPool: ExtractPool;
  /** Worker threads of test-strategy drafts and PDFs (services/test-strategies/strategy-worker.ts). */
  strategies: StrategyRunner;
  /** The configured embeddings endpoint (knowledge-base hybrid search), or null. */
  embedder: Embedder | null;
  /** The configured language model of the chat assistant, or null (answers from search). */
  llm: ChatModel | null;
  /** The chat answers this process is writing (services/chat/generations.ts). */
  generations: ChatGenerations;
  /** Browser origins trusted for state-changing requests, sign-in and live sockets (http/origins.ts). */
  origins: TrustedOrigins;
  /** Recently resolved actors of signed-in sessions (auth/actor-cache.ts, decision 0045). */
  actors: ActorCache;
  /** Recently sent DUT lists, per company (services/duts/list-cache.ts, decision 0053). */
  dutLists: DutListCache;
}

export interface AppDepsOptions {
  /** Job runner timing (tests shorten the lease and the poll). */
  jobs?: Pick<JobRunnerOptions, 'leaseMs' | 'pollMs' | 'retryDelayMs'>;
}

/**
 * Opens the instance (database, auth, mail), the live-event bus and the file storage, builds the
 * worker pools and the job runner with its handlers (not started). `close` stops the runner (its
 * running jobs go back to the queue) before anything it uses is closed.
 */
export async function openAppDeps(
  config: Config,
  log: FastifyBaseLogger,
  options: AppDepsOptions = {},
): Promise<{ deps: AppDeps; close(): Promise<void> }> {
  const closers: (() => Promise<void>)[] = [];
  /** Closes what was opened, newest first; every step runs, the first error is thrown after. */
  const closeAll = async () => {
    const failures: unknown[] = [];
    for (const close of closers.splice(0).reverse()) await close().catch((error) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
  try {
    const origins = new TrustedOrigins(config);
    let bus: EventBus | null = null;
    let received: EventBus | null = null;
    const actors = new ActorCache({
      ...config.sessionCache,
      // While the PostgreSQL listener is down, events from other instances are missed: no caching.
      continuity: () => (received ? (received.continuity?.() ?? 0) : null),
    });
    const dutLists = new DutListCache({
      ...config.listCache,
      continuity: () => (received ? (received.continuity?.() ?? 0) : null),
    });
    /** What this process remembers that an event may make stale. */
    const observe = (event: LiveEvent) => {
      actors.observe(event);
      dutLists.observe(event);
    };
    const instance = await openInstance(config, log, {
      trustedOrigins: () => origins.list(),
      // Live sockets opened with a session close when it ends (realtime/connections.ts), and every
      // instance forgets the session's cached actor: this one at once, the others and the tabs once
      // the answer of the request that ended it is sent — when that request replaced its own
      // session (two-factor on), its answer carries the new cookie the tab must hold before it
      // hears that the old session ended (http/after-response.ts).
      onSessionEnded: async (session) => {
        const event: LiveEvent = {
          type: 'session.revoked',
          userId: session.userId,
          sessionIds: [session.id],
        };
        observe(event);
        afterResponse(() => {
          received
            ?.publish(event)
            .catch((error) => log.error({ err: error }, 'could not publish session.revoked'));
        });
      },
      // better-auth changed the user (two-factor, e-mail, verification), their password or a
      // session's row (its refresh): the cached actors of the user are forgotten everywhere.
      onAccountChanged: async (userId) => {
        const event: LiveEvent = { type: 'account.changed', userId };
        if (bus) await bus.publish(event);
        else actors.observe(event);
      },
    });
    closers.push(() => instance.close());
    received = await createEventBus({
      databaseUrl: config.database.kind === 'postgres' ? config.database.url : null,
      log,
    });
    const opened = received;
    closers.push(() => opened.close());
    // Events from other instances (and, on PostgreSQL, this one's own, echoed back) reach the caches
    // as they arrive; this instance's own events reach them before they are sent, so that the change
    // behind them holds here at once (auth/actor-cache.ts, services/duts/list-cache.ts).
    opened.subscribe(observe);
    bus = observedBus(opened, observe);
    const storage = await createBlobStore(config.storage, { removeLeftovers: true });
    closers.push(() => storage.close());
    const importPool = createImportPool(config);
    closers.push(() => importPool.close());
    const stepPool = createStepPool(config);
    closers.push(() => stepPool.close());
    const dft = createDftRunner(config);
    closers.push(() => dft.close());
    const extractPool = createExtractPool(config);
    closers.push(() => extractPool.close());
    const strategies = createStrategyRunner(config);
    closers.push(() => strategies.close());
    const jobs = createJobRunner({ config, db: instance.database.db, log, ...options.jobs });
    closers.push(() => jobs.stop());
    const deps: AppDeps = {
      config,
      database: instance.database,
      db: instance.database.db,
      auth: instance.auth,
      bus,
      mailer: instance.mailer,
      build: readBuildInfo(config.webDistDir),
      storage,
      jobs,
      importPool,
      stepPool,
      dft,
      extractPool,
      strategies,
      embedder: config.knowledge.embeddings ? createEmbedder(config.knowledge.embeddings) : null,
      llm: config.llm ? createChatModel(config.llm) : null,
      generations: new ChatGenerations(bus),
      origins,
      actors,
      dutLists,
    };
    registerJobHandlers(jobs, { ...deps, log });
    return { deps, close: closeAll };
  } catch (error) {
    await closeAll().catch(() => undefined);
    throw error;
  }
}

/** The bus with `observe` called for every event published through it, before it is sent. */
function observedBus(bus: EventBus, observe: (event: LiveEvent) => void): EventBus {
  return {
    publish(event) {
      observe(event);
      return bus.publish(event);
    },
    subscribe: (listener) => bus.subscribe(listener),
    close: () => bus.close(),
    continuity: () => bus.continuity?.() ?? 0,
  };
}
