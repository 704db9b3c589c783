import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadActor } from '../auth/session';

/** A user has as many expensive requests running as EXPENSIVE_REQUESTS_PER_USER allows. */
export class TooManyRunning extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds = 5;
  constructor(max: number) {
    super(
      `You already have ${max} of these running (PDFs, analyses): wait for one to finish, then try again.`,
    );
    this.name = 'TooManyRunning';
  }
}

/**
 * Route hooks that let one user run at most `max` requests of the routes that share them at once
 * (issue 13 item 1: summary PDFs and analyses run in worker threads, which one user must not fill).
 * A preHandler, so that the access check (an onRequest hook) has run and named the user. The app
 * makes one set (`app.expensive`) that every expensive route shares (issue 31: analyses, PDFs,
 * fabrication packages, strategy drafting and exports), so one user's count is across all of them.
 */
export function perUserConcurrency(max: number) {
  const running = new Map<string, number>();
  const held = new WeakMap<FastifyRequest, string>();
  const release = async (request: FastifyRequest) => {
    const userId = held.get(request);
    if (userId === undefined) return;
    held.delete(request);
    const n = (running.get(userId) ?? 1) - 1;
    if (n <= 0) running.delete(userId);
    else running.set(userId, n);
  };
  return {
    preHandler: async (request: FastifyRequest, _reply: FastifyReply) => {
      const actor = await loadActor(request);
      if (!actor) return;
      const n = running.get(actor.userId) ?? 0;
      if (n >= max) throw new TooManyRunning(max);
      running.set(actor.userId, n + 1);
      held.set(request, actor.userId);
    },
    onResponse: release,
    onRequestAbort: release,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-user limit of every expensive route (EXPENSIVE_REQUESTS_PER_USER), shared. */
    expensive: ReturnType<typeof perUserConcurrency>;
  }
}
