import type { CompanyRole } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { member } from '../db/schema/index';

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

async function readActor(request: FastifyRequest): Promise<UserActor | null> {
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
