import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CompanyRole } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { member, session, user } from '../db/schema/index';

export interface UserActor {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isStaff: boolean;
  /** The active company when the user is still a member of it, else null. */
  companyId: string | null;
  role: CompanyRole | null;
}

export interface CompanyActor extends UserActor {
  companyId: string;
  role: CompanyRole;
}

/** Converts Fastify's incoming headers to fetch Headers (for better-auth). */
export function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  return headers;
}

const actors = new WeakMap<FastifyRequest, Promise<UserActor | null>>();

/**
 * The signed-in user of a request from its session cookie, with the active company and role (once
 * per request: the access hook, the handler and the live-update plugin share the result).
 */
export function loadActor(request: FastifyRequest): Promise<UserActor | null> {
  let pending = actors.get(request);
  if (!pending) {
    pending = readActor(request);
    actors.set(request, pending);
  }
  return pending;
}

/** A cookie's value from a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The session token of a better-auth signed cookie (`token.base64(HMAC-SHA256(secret, token))`,
 * URL-encoded), or null when the cookie is missing or its signature is wrong.
 */
export function verifiedToken(raw: string | null, secret: string): string | null {
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The request's actor in one query (session, user and role in the active company), for the common
 * case: a validly signed session cookie of a live session that needs no refresh. Anything else —
 * no cookie, a "don't remember me" session, an expired session or one due for its daily refresh —
 * returns undefined and goes through better-auth's getSession, which deletes, refreshes and answers
 * as it always does. Issue 13's load figure: better-auth's getSession (its endpoint pipeline, a
 * WebCrypto key import and HMAC per request, two queries) and the member query were most of a
 * DUT-list request's CPU.
 */
async function fastActor(request: FastifyRequest): Promise<UserActor | null | undefined> {
  const { auth, db } = request.server.deps;
  const ctx = await auth.$context;
  const cookies = request.headers.cookie;
  if (cookieValue(cookies, ctx.authCookies.dontRememberToken.name) !== null) return undefined;
  const token = verifiedToken(cookieValue(cookies, ctx.authCookies.sessionToken.name), ctx.secret);
  if (token === null) return undefined;
  const [row] = await db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      activeId: session.activeOrganizationId,
      userId: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      isStaff: user.isStaff,
      role: member.role,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(
      member,
      and(eq(member.organizationId, session.activeOrganizationId), eq(member.userId, user.id)),
    )
    .where(eq(session.token, token))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  const { expiresIn, updateAge } = ctx.sessionConfig;
  const expires = row.expiresAt.getTime();
  if (expires <= now || expires - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
  const role = (row.role as CompanyRole | null) ?? null;
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerified,
    isStaff: row.isStaff,
    companyId: role ? row.activeId : null,
    role,
  };
}

async function readActor(request: FastifyRequest): Promise<UserActor | null> {
  const fast = await fastActor(request);
  if (fast !== undefined) return fast;
  const { auth, db } = request.server.deps;
  const found = await auth.api.getSession({ headers: toHeaders(request.headers) });
  if (!found) return null;
  const { user, session } = found;
  const activeId = (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
  let role: CompanyRole | null = null;
  if (activeId) {
    const [row] = await db
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, activeId), eq(member.userId, user.id)));
    role = (row?.role as CompanyRole | undefined) ?? null;
  }
  return {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    isStaff: Boolean((user as { isStaff?: boolean }).isStaff),
    companyId: role ? activeId : null,
    role,
  };
}

/**
 * For the live-update plugin (server/src/realtime/plugin.ts): who is on the other end of a request,
 * and in which company they act; null when not signed in.
 */
export async function resolveSession(
  request: FastifyRequest,
): Promise<{ userId: string; sessionId: string; activeCompanyId: string | null; isStaff: boolean } | null> {
  const actor = await loadActor(request);
  return actor
    ? {
        userId: actor.userId,
        sessionId: actor.sessionId,
        activeCompanyId: actor.companyId,
        isStaff: actor.isStaff,
      }
    : null;
}
