import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { resolveSession } from './auth/session';
import { type BuildInfo, readBuildInfo } from './build-info';
import type { Database, Db } from './db/client';
import type { Config } from './env';
import { registerAccessHook } from './http/access';
import { registerAuthRoutes } from './http/auth-routes';
import { registerErrorHandler } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/static';
import type { Mailer } from './mail/index';
import { openInstance } from './instance';
import type { Auth } from './auth/auth';
import type { EventBus } from './realtime/bus';
import { createEventBus } from './realtime/create-bus';
import { realtimePlugin } from './realtime/plugin';
import { addressRoutes } from './routes/addresses';
import { adminRoutes } from './routes/admin';
import { companyRoutes } from './routes/companies';
import { healthRoutes } from './routes/health';
import { invitationRoutes } from './routes/invitations';
import { meRoutes } from './routes/me';
import { dutFileRoutes } from './routes/dut-files';
import { dutRoutes } from './routes/duts';
import { companySettingsRoutes } from './routes/company-settings';
import { dftReportRoutes } from './routes/dft-reports';
import { testConfigRoutes } from './routes/test-configs';
import { partsAndInventoryRoutes } from './routes/parts-and-inventory';
import { createJobRunner, registerJobHandlers } from './jobs/index';
import type { JobRunner } from './jobs/runner';
import { type BlobStore, createBlobStore } from './storage/index';
import { scheduleHousekeeping } from './services/housekeeping/index';

/** Everything the routes and services need, built once per app. */

/** Requests the rate limit does not count (see its registration). */
const STATIC_FILES = /^\/(assets|builds)\//;
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
}

/** One registered route, as the route-walk test and the docs see it. */
export interface RouteEntry {
  method: string;
  url: string;
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The live-event bus (also deps.bus): services publish, the live-update plugin subscribes. */
    bus: EventBus;
    routeTable: RouteEntry[];
  }
}

export interface BuildOptions {
  /** Fastify logger options; default: pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Live-update heartbeat (tests shorten it). */
  heartbeatMs?: number;
  /** Job runner timing (tests shorten the lease and the poll). */
  jobs?: { leaseMs?: number; pollMs?: number; retryDelayMs?: (attempt: number) => number };
}

/**
 * Builds the Studio server for a validated config: opens and migrates the database, wires auth, mail
 * and live events, and registers every route. Used by main.ts and by tests (app.inject, or listen on
 * port 0). Closing the app closes the database, the bus and the mailer.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, config: route.config });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const instance = await openInstance(config, app.log);
  const { database, auth, mailer } = instance;
  const bus = await createEventBus({
    databaseUrl: config.database.kind === 'postgres' ? config.database.url : null,
    log: app.log,
  }).catch(async (error) => {
    await instance.close();
    throw error;
  });
  const storage = await createBlobStore(config.storage).catch(async (error) => {
    await bus.close();
    await instance.close();
    throw error;
  });
  const jobs = createJobRunner({ config, db: database.db, log: app.log, ...options.jobs });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    auth,
    bus,
    mailer,
    build: readBuildInfo(config.webDistDir),
    storage,
    jobs,
  };
  app.decorate('deps', deps);
  app.decorate('bus', bus);
  app.addHook('onClose', async () => {
    // Running jobs go back to the queue before the database closes.
    await jobs.stop();
    await storage.close();
    await bus.close();
    await instance.close();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  registerErrorHandler(app);
  registerAccessHook(app);
  // Registered before any route: the plugin attaches its limits to routes as they are added.
  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // The web app's hashed files and build manifests are static and cached: one page load fetches
    // dozens of chunks, which must not use up a user's budget for API calls.
    allowList: (request) => STATIC_FILES.test(request.url),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests; try again in ${context.after}.`), { statusCode: 429 }),
  });
  await registerSecurityHeaders(app);
  await registerOpenApi(app, deps.build.version);

  registerAuthRoutes(app);
  await app.register(realtimePlugin, { bus, resolveSession, heartbeatMs: options.heartbeatMs });
  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(companyRoutes);
  await app.register(invitationRoutes);
  await app.register(addressRoutes);
  await app.register(adminRoutes);
  await app.register(dutRoutes);
  await app.register(dutFileRoutes);
  await app.register(testConfigRoutes);
  await app.register(dftReportRoutes);
  await app.register(companySettingsRoutes);
  await app.register(partsAndInventoryRoutes);
  await registerWebApp(app);
  registerJobHandlers(jobs, { ...deps, log: app.log });
  jobs.start();
  const housekeeping = scheduleHousekeeping({ database, storage, config }, app.log);
  app.addHook('preClose', () => housekeeping.stop());
  return app;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
  };
}
