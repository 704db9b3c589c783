import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

// Some things a request causes must reach the browser after the request's own answer. Turning
// two-factor on (and anything else that replaces the session of the request making it) ends the old
// session: its `session.revoked` event, sent at once, could reach the tab over its live socket before
// the answer that sets the new session cookie, and the tab, re-checking who it is with the old
// cookie, was signed out (two-factor.spec failed so in CI). Work handed to `afterResponse` during a
// request runs once its answer has been sent, or its connection closed; outside a request, at once.

interface RequestTasks {
  done: boolean;
  tasks: (() => void)[];
}

const current = new AsyncLocalStorage<RequestTasks>();

/** Runs `task` after the answer of the request it is called in is sent; at once outside a request. */
export function afterResponse(task: () => void): void {
  const request = current.getStore();
  if (request && !request.done) request.tasks.push(task);
  else task();
}

/**
 * Gives each request under `prefix` a list of work to run after its answer. Only better-auth's
 * endpoints replace the session of the request making them, so Studio registers it for `/api/auth/`
 * alone: other requests (the DUT list at thousands a second) pay nothing, and what they hand over
 * runs at once.
 */
export function registerAfterResponse(app: FastifyInstance, prefix: string): void {
  app.addHook('onRequest', (incoming, reply, done) => {
    if (!incoming.url.startsWith(prefix)) return done();
    const request: RequestTasks = { done: false, tasks: [] };
    const flush = () => {
      if (request.done) return;
      request.done = true;
      for (const task of request.tasks.splice(0)) task();
    };
    // 'close' follows the end of the answer, or the client going away first.
    reply.raw.once('close', flush);
    reply.raw.once('finish', flush);
    current.run(request, done);
  });
}
