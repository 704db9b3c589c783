import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AppDeps, type AppDepsOptions, openAppDeps } from './app-deps';
import { resolveSession } from './auth/session';
import type { Config } from './env';
import { registerAccessHook } from './http/access';
import { registerAuthRoutes } from './http/auth-routes';
import { originRefusal } from './http/csrf';
import { registerAfterResponse } from './http/after-response';
import { perUserConcurrency } from './http/per-user-limit';
import { registerTextGuard } from './http/text-guard';
import { registerErrorHandler } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { listeningOrigins } from './http/origins';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/static';
import type { EventBus } from './realtime/bus';
import { realtimePlugin } from './realtime/plugin';
import { addressRoutes } from './routes/addresses';
import { resultsRoutes } from './routes/results';
import { stationRoutes } from './routes/stations';
import { adminRoutes } from './routes/admin';
import { companyRoutes } from './routes/companies';
import { healthRoutes } from './routes/health';
import { invitationRoutes } from './routes/invitations';
import { meRoutes } from './routes/me';
import { dutFileRoutes } from './routes/dut-files';
import { dutRoutes } from './routes/duts';
import { companySettingsRoutes } from './routes/company-settings';
import { dftReportRoutes } from './routes/dft-reports';
import { quoteRoutes } from './routes/quotes';
import { shopSettingsRoutes } from './routes/shop-settings';
import { deliveryOrderRoutes } from './routes/delivery-orders';
import { solutionRoutes } from './routes/solutions';
import { testStrategyRoutes } from './routes/test-strategies';
import { testConfigRoutes } from './routes/test-configs';
import { partsAndInventoryRoutes } from './routes/parts-and-inventory';
import { knowledgeRoutes } from './routes/knowledge';
import { chatRoutes } from './routes/chat';
import { loggerOptions } from './logging/logger-options';
import { RequestLogController } from './logging/request-log';
import { scheduleHousekeeping } from './services/housekeeping/index';
import { scheduleResultsRollUp } from './services/results/roll-up-schedule';

/** Requests the rate limit does not count (see its registration). */
const STATIC_FILES = /^\/(assets|builds)\//;

export type { AppDeps } from './app-deps';

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
  /** Fastify logger options; default: pino at config.logLevel in config.logFormat. */
  logger?: FastifyServerOptions['logger'];
  /** Live-update heartbeat (tests shorten it). */
  heartbeatMs?: number;
  /** Job runner timing (tests shorten the lease and the poll). */
  jobs?: AppDepsOptions['jobs'];
}

/**
 * Builds the Studio server for a validated config: opens and migrates the database, wires auth, mail
 * and live events, and registers every route. Used by main.ts and by tests (app.inject, or listen on
 * port 0). Closing the app closes the database, the bus and the mailer.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // One line per request, quiet for the web app's files and the health check (decision 0058).
    logController: new RequestLogController(),
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

  const { deps, close } = await openAppDeps(config, app.log, { jobs: options.jobs });
  const { bus, jobs } = deps;
  app.decorate('deps', deps);
  app.decorate('bus', bus);
  // Running jobs go back to the queue before the worker threads and the database close.
  app.addHook('onClose', close);
  // In development every address the server listens on (and prints) is a trusted origin.
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (config.nodeEnv === 'development' && address && typeof address === 'object')
      deps.origins.add(listeningOrigins(config.host, address.port));
  });

  registerAfterResponse(app, '/api/auth/');
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  registerErrorHandler(app);
  registerTextGuard(app);
  // Security headers first: a root-level hook, so every answer has them (refusals and 429s too).
  await registerSecurityHeaders(app);
  // Registered before any route: the plugin attaches its limits to routes as they are added, and
  // the access check (registerAccessHook, below) after them, so refused requests count too.
  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // The web app's hashed files and build manifests are static and cached: one page load fetches
    // dozens of chunks, which must not use up a user's budget for API calls.
    allowList: (request) => STATIC_FILES.test(request.url),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests; try again in ${context.after}.`), { statusCode: 429 }),
  });
  registerAccessHook(app);
  app.decorate('expensive', perUserConcurrency(config.expensivePerUser));
  await registerOpenApi(app, deps.build.version, config.apiDocs);

  registerAuthRoutes(app);
  await app.register(realtimePlugin, {
    bus,
    resolveSession,
    originRefusal: (request) => originRefusal(request, deps.origins),
    heartbeatMs: options.heartbeatMs,
  });
  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(companyRoutes);
  await app.register(invitationRoutes);
  await app.register(addressRoutes);
  await app.register(stationRoutes);
  await app.register(resultsRoutes);
  await app.register(adminRoutes);
  await app.register(dutRoutes);
  await app.register(dutFileRoutes);
  await app.register(testConfigRoutes);
  await app.register(dftReportRoutes);
  await app.register(testStrategyRoutes);
  await app.register(companySettingsRoutes);
  await app.register(partsAndInventoryRoutes);
  await app.register(knowledgeRoutes);
  await app.register(chatRoutes);
  await app.register(solutionRoutes);
  await app.register(deliveryOrderRoutes);
  await app.register(quoteRoutes);
  await app.register(shopSettingsRoutes);
  await registerWebApp(app);
  jobs.start();
  // Decision 0046: once the server listens, import threads warm up on a generated board (in their own
  // threads, at nice 10) and stay warm, so that an import soon after a start is not a cold one.
  // A warm-up cut short because the server is stopping (Ctrl-C soon after a start) is no problem.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onListen', async () => {
    const threads = config.jobs.importPrewarm;
    if (threads > 0) setImmediate(() => void warmImportThreads(app, threads, () => closing));
  });
  const housekeeping = scheduleHousekeeping(deps, app.log);
  app.addHook('preClose', () => housekeeping.stop());
  const rollUp = scheduleResultsRollUp(deps.db, config.resultsRollupIntervalMs, app.log);
  app.addHook('preClose', () => rollUp.stop());
  // Answers being written record how they ended before the database closes.
  app.addHook('preClose', () => deps.generations.close());
  return app;
}

/** Warms the import pool's threads (IMPORT_PREWARM) and says how it went. */
async function warmImportThreads(
  app: FastifyInstance,
  threads: number,
  closing: () => boolean,
): Promise<void> {
  const outcomes = await app.deps.importPool.prewarm(threads);
  for (const outcome of outcomes) {
    if (outcome.error && closing())
      app.log.debug({ warmUp: outcome }, 'import thread warm-up stopped: shutting down');
    else if (outcome.error) app.log.warn({ warmUp: outcome }, 'an import thread did not warm up');
    else app.log.debug({ warmUp: outcome.value }, 'import thread warmed up');
  }
}
