import { createHash } from 'node:crypto';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account } from '../db/schema/index';

// Account pre-registration (issue 13 item 3). Someone who signs up an address they do not own
// leaves a password on an unverified account, and its owner may later confirm that account from
// the mail. So: a sign-up for an existing, unverified address replaces the password with the new
// sign-up's (better-auth's own hasher) and sends a new confirmation mail, and a confirmation link
// issued before the password last changed is refused. The owner's latest sign-up is the password
// that holds once the owner confirms.
//
// better-auth's confirmation tokens carry only whole seconds (`iat`) and the same claims for the
// same address, so two sign-ups within one second would get the same link. Hence: the mail sent on
// a repeated sign-up carries a fingerprint of the password it confirms (`pwf`) and is valid only
// while that password holds; a token without one (the first sign-up's, better-auth's) is valid only
// if issued in a later second than the last password change, which a replacement records as the next
// whole second (so that a link issued earlier in the same second is refused). A sign-up for a verified address tells its owner by mail
// (emailAndPassword.onExistingUserSignUp, auth.ts).

const credential = (userId: string) => and(eq(account.userId, userId), eq(account.providerId, 'credential'));

/** better-auth `hooks.before`: a repeated sign-up of an unverified address replaces its password. */
export function replacePasswordOnRepeatedSignUp(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-up/email') return;
    const body = ctx.body as { email?: unknown; password?: unknown } | undefined;
    if (typeof body?.email !== 'string' || typeof body.password !== 'string') return;
    const found = await ctx.context.internalAdapter.findUserByEmail(body.email.toLowerCase());
    if (!found || found.user.emailVerified) return;
    const { minPasswordLength = 8, maxPasswordLength = 128 } = ctx.context.options.emailAndPassword ?? {};
    if (body.password.length < minPasswordLength || body.password.length > maxPasswordLength) return;
    const hash = await ctx.context.password.hash(body.password);
    const nextSecond = new Date((Math.floor(Date.now() / 1000) + 1) * 1000);
    await db.update(account).set({ password: hash, updatedAt: nextSecond }).where(credential(found.user.id));
  });
}

/**
 * better-auth `emailVerification.beforeEmailVerification`: refuses a confirmation link signed before
 * the account's password last changed (a repeated sign-up, a reset), so that only the latest mail
 * confirms the address.
 */
export function refuseOutdatedConfirmation(db: Db) {
  return async (user: { id: string }, request?: Request) => {
    const token = request ? new URL(request.url).searchParams.get('token') : null;
    const claims = token ? claimsOf(token) : null;
    if (!claims) return;
    const [row] = await db
      .select({ updatedAt: account.updatedAt, password: account.password })
      .from(account)
      .where(credential(user.id));
    if (!row) return;
    const outdated =
      typeof claims.pwf === 'string'
        ? claims.pwf !== passwordFingerprint(row.password ?? '')
        : typeof claims.iat === 'number' && claims.iat < Math.floor(row.updatedAt.getTime() / 1000);
    if (outdated)
      throw new APIError('BAD_REQUEST', {
        code: 'OUTDATED_CONFIRMATION',
        message:
          'This confirmation link was replaced by a newer one (the account was signed up again): use the latest mail Studio sent to this address.',
      });
  };
}

/** A short, one-way fingerprint of a stored password hash, carried by a repeated sign-up's link. */
export function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

/** The credential account's current password fingerprint, for the link a repeated sign-up sends. */
export async function currentPasswordFingerprint(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ password: account.password }).from(account).where(credential(userId));
  return passwordFingerprint(row?.password ?? '');
}

/** The claims of a JWT; better-auth has already checked its signature before this runs. */
function claimsOf(token: string): { iat?: unknown; pwf?: unknown } | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
