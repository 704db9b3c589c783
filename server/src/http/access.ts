import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type statements } from '../auth/access-control';
import { authenticateStation } from '../services/results/station-token';
import { checkRequestOrigin } from './csrf';
import { type CompanyActor, loadActor, type UserActor } from '../auth/session';
import { Forbidden, NotFound, Unauthorized } from '../services/errors';
import { RESOURCE_CHECKS, RESOURCE_NAMES, type ResourceKind } from '../services/tenancy/owns-resource';

/**
 * Every route under /api/v1 declares who may call it in its `config` (the route-walk test fails on a
 * route without one, and the hook below refuses to serve it):
 * - `public`: anyone; `user`: a signed-in user; `staff`: a staff user;
 * - `company`: a member of the session's active company, with `permission` when the route needs more
 *   than reading (checked against the role, auth/access-control.ts);
 * - `station`: a test station's API token (`Authorization: Bearer …`, issue 32): results upload for the
 *   token's company only (services/results/station-token.ts); a session does not count here;
 * - `resource`: the path parameter that names a company-owned record. The hook answers 404 when the
 *   record is not the caller's (services/tenancy/owns-resource.ts), and the route walk tries another
 *   company's ids on it.
 */
export type Access = 'public' | 'user' | 'company' | 'staff' | 'station';
export type { ResourceKind };

type Statements = typeof statements;
export type RoutePermission = {
  [K in keyof Statements]: { resource: K; action: Statements[K][number] };
}[keyof Statements];

export interface RouteAccessConfig {
  access?: Access;
  permission?: RoutePermission;
  /**
   * A record inside another (`/duts/:id/files/:fileId`) also names its `parent`: the parent is checked
   * first, then the record's check gets the parent's id (the file must belong to that DUT).
   */
  resource?: { param: string; kind: ResourceKind; parent?: { param: string; kind: ResourceKind } };
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccessConfig {}
}

const needsDeclaration = (url: string) => url.startsWith('/api/v1/') || url === '/api/v1';

/**
 * Enforces the route's declared access before the body is even parsed (401 before 400). The check is
 * a route-level onRequest hook appended to every route after the rate limiter's own (so call this
 * after registering @fastify/rate-limit): every request is counted, refusals included, and the
 * security headers (a root-level hook, which runs before route-level ones) are on every refusal.
 */
export function registerAccessHook(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.onRequest = [...[route.onRequest ?? []].flat(), checkAccess];
  });
}

async function checkAccess(request: FastifyRequest): Promise<void> {
  checkRequestOrigin(request, request.server.deps.origins);
  const url = request.routeOptions.url;
  if (url === undefined) return; // no route matched: the not-found handler answers
  const { access, permission, resource } = request.routeOptions.config;
  if (!access) {
    if (needsDeclaration(url)) throw new Error(`Route ${request.method} ${url} declares no access.`);
    return;
  }
  if (access === 'public') return;
  if (access === 'station') {
    await authenticateStation(request);
    return;
  }
  // A WebSocket upgrade answered here with 401 leaves the upgraded socket open (and app.close()
  // waiting on it): upgrades authenticate in their wsHandler instead, which closes with 4401
  // (realtime/plugin.ts). A plain GET of the same route still gets its 401 here.
  if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
  const actor = await loadActor(request);
  if (!actor) throw new Unauthorized();
  if (access === 'staff' && !actor.isStaff) throw new Forbidden('Only staff can do this.');
  if (access === 'company') {
    if (!actor.companyId || !actor.role) {
      throw new Forbidden('Create a company or accept an invitation first.');
    }
    if (permission && !can(actor.role, permission.resource, permission.action)) {
      throw new Forbidden(`Your role (${actor.role}) does not allow this.`);
    }
  }
  if (resource) {
    const params = request.params as Record<string, string | undefined>;
    const id = params[resource.param];
    const scope = access === 'company' ? 'company' : 'user';
    const { db } = request.server.deps;
    const parentId = resource.parent ? params[resource.parent.param] : undefined;
    if (
      resource.parent &&
      (!parentId || !(await RESOURCE_CHECKS[resource.parent.kind](db, actor, parentId, scope, undefined)))
    )
      throw new NotFound(RESOURCE_NAMES[resource.parent.kind]);
    if (!id || !(await RESOURCE_CHECKS[resource.kind](db, actor, id, scope, parentId))) {
      throw new NotFound(RESOURCE_NAMES[resource.kind]);
    }
  }
}

/** The signed-in user of a `user`/`company`/`staff` route (the access hook has checked it). */
export async function userOf(request: FastifyRequest): Promise<UserActor> {
  const actor = await loadActor(request);
  if (!actor) throw new Unauthorized();
  return actor;
}

/** The member acting in their active company, on a `company` route. */
export async function memberOf(request: FastifyRequest): Promise<CompanyActor> {
  const actor = await userOf(request);
  if (!actor.companyId || !actor.role) throw new Forbidden('Create a company or accept an invitation first.');
  return actor as CompanyActor;
}
