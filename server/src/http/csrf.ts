import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../services/errors';
import type { TrustedOrigins } from './origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery (issue 13 item 4): a state-changing request from a browser must come
 * from a trusted origin. Browsers send `Origin` on every such request (and `Sec-Fetch-Site`); a
 * request with neither comes from a script or a command-line client, which carries no ambient
 * cookie of a victim, and passes. A WebSocket handshake is checked the same way (realtime/plugin.ts).
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
  return null;
}
