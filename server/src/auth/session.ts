import type { CompanyRole } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { member } from '../db/schema/index';
import { type ReadMark, signedSessionToken } from './actor-cache';
import type { Auth } from './auth';

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

/** What checking a session cookie needs from better-auth, read once per auth instance. */
interface CookieKeys {
  secret: string;
  sessionCookie: string;
  dontRememberCookie: string;
  /** Seconds: the session's lifetime, and the age after which getSession extends it. */
  expiresIn: number;
  updateAge: number;
}
const cookieKeys = new WeakMap<object, Promise<CookieKeys>>();

function keysOf(auth: Auth): Promise<CookieKeys> {
  let keys = cookieKeys.get(auth);
  if (!keys) {
    keys = auth.$context.then((ctx) => ({
      secret: ctx.secret,
      sessionCookie: ctx.authCookies.sessionToken.name,
      dontRememberCookie: ctx.authCookies.dontRememberToken.name,
      expiresIn: ctx.sessionConfig.expiresIn,
      updateAge: ctx.sessionConfig.updateAge,
    }));
    cookieKeys.set(auth, keys);
  }
  return keys;
}

/** Whether a Cookie header carries a cookie of that name (any value). */
const hasCookie = (header: string, name: string) =>
  header.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq !== -1 && part.slice(0, eq).trim() === name;
  });

/**
 * The actor of a request. A request whose signed session cookie checks out may be answered from the
 * process's actor cache (auth/actor-cache.ts, decision 0045); everything else — no cookie, a bad
 * one, "don't remember me", a session not cached, expired or due for its refresh — goes through
 * better-auth's getSession, which deletes, refreshes and answers as it always does, and what it
 * answers for a verified token is cached for the next requests.
 */
async function readActor(request: FastifyRequest): Promise<UserActor | null> {
  const { auth, actors } = request.server.deps;
  const cookies = request.headers.cookie;
  let token: string | null = null;
  let keys: CookieKeys | null = null;
  if (actors.enabled && cookies) {
    keys = await keysOf(auth);
    if (!hasCookie(cookies, keys.dontRememberCookie))
      token = signedSessionToken(cookies, keys.sessionCookie, keys.secret);
    if (token !== null) {
      const cached = actors.get(token) ?? (await actors.joinable(token));
      if (cached !== undefined) return cached;
    }
  }
  const mark = actors.mark();
  const reading = readActorFromAuth(request, token, keys, mark);
  if (token !== null) actors.reading(token, mark, reading);
  return reading;
}

/** Asks better-auth who the request is, and keeps the answer for a verified token (see readActor). */
async function readActorFromAuth(
  request: FastifyRequest,
  token: string | null,
  keys: CookieKeys | null,
  mark: ReadMark,
): Promise<UserActor | null> {
  const { auth, actors } = request.server.deps;
  const found = await auth.api.getSession({ headers: toHeaders(request.headers) });
  if (!found) return null;
  const { user, session } = found;
  const activeId = (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
  let role: CompanyRole | null = null;
  if (activeId) {
    const [row] = await request.server.deps.db
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, activeId), eq(member.userId, user.id)));
    role = (row?.role as CompanyRole | undefined) ?? null;
  }
  const actor: UserActor = {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    isStaff: Boolean((user as { isStaff?: boolean }).isStaff),
    companyId: role ? activeId : null,
    role,
  };
  // Only the session better-auth found for the very token checked above is cached under it.
  if (token !== null && keys !== null && session.token === token) {
    const expiresAt = new Date(session.expiresAt).getTime();
    actors.put(token, actor, mark, {
      expiresAt,
      refreshAt: expiresAt - keys.expiresIn * 1000 + keys.updateAge * 1000,
    });
  }
  return actor;
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
