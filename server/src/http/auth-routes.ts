import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { toHeaders } from '../auth/session';

/**
 * Endpoints that guess or spend secrets get the strict limit (RATE_LIMIT_AUTH_*); everything else
 * under /api/auth/ shares the API-wide limit.
 */
export const STRICT_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/change-password',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/enable',
  '/two-factor/disable',
];

/**
 * Mounts better-auth at /api/auth/* (sign-up, e-mail verification, sign-in with the TOTP challenge,
 * sign-out, password reset and change, two-factor, sessions). Fastify parses the body; it is handed
 * to better-auth as a fetch Request, and the Response (status, cookies, body) is copied back.
 */
export function registerAuthRoutes(app: FastifyInstance): void {
  const { config } = app.deps;
  const handler = (request: FastifyRequest, reply: FastifyReply) => forward(app, request, reply);
  for (const path of STRICT_AUTH_PATHS) {
    app.route({
      method: 'POST',
      url: `/api/auth${path}`,
      config: {
        access: 'public',
        rateLimit: { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs },
      },
      schema: { hide: true },
      handler,
    });
  }
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler,
  });
}

async function forward(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { auth, config } = app.deps;
  const headers = toHeaders(request.headers);
  // The client IP for better-auth's session records comes from Fastify (which honours TRUST_PROXY),
  // never from a header the client could set.
  headers.set(CLIENT_IP_HEADER, request.ip);
  let body: string | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  const response = await auth.handler(
    new Request(new URL(request.url, config.publicUrl), { method: request.method, headers, body }),
  );
  reply.code(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
