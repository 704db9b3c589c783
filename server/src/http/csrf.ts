import type { FastifyRequest } from 'fastify';
import { AUTH_COOKIE_PREFIX } from '../auth/auth';
import { Forbidden } from '../services/errors';
import type { TrustedOrigins } from './origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery (issue 13 item 4, issue 31): a state-changing request from a browser
 * must come from a trusted origin. Browsers send `Origin` on every such request (and
 * `Sec-Fetch-Site`). A request signed in with the session cookie is a browser-session request: it
 * must carry one of the two (a script using a session cookie sends `Origin` like a browser). A
 * request with neither and without the session cookie (a client that authenticates otherwise)
 * passes to the access check. A WebSocket handshake is checked the same way (realtime/plugin.ts).
 */
export function checkRequestOrigin(request: FastifyRequest, origins: TrustedOrigins): void {
  if (SAFE_METHODS.has(request.method)) return;
  const refusal = originRefusal(request, origins);
  if (refusal) throw new Forbidden(refusal);
}

/** Why the request's origin is refused, or null when it is fine (see checkRequestOrigin). */
export function originRefusal(request: FastifyRequest, origins: TrustedOrigins): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '')
    return origins.has(origin) ? null : origins.refusal(origin);
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site')
    return 'A cross-site request without an Origin header is not accepted: send it from Studio itself.';
  if (site === undefined && hasSessionCookie(request.headers.cookie))
    return 'A request signed in with a session cookie must carry an Origin header, as browsers send it (a script: send Origin with Studio’s address).';
  return null;
}

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}
