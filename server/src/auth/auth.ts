import { betterAuth } from 'better-auth';
import { createEmailVerificationToken } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { organization, twoFactor } from 'better-auth/plugins';
import type { Database } from '../db/client';
import { schema } from '../db/client';
import type { Config } from '../env';
import { type Mailer, resetPasswordMail, signUpAttemptMail, verifyEmailMail } from '../mail/index';
import { ac, roles } from './access-control';
import { claimFirstUser, pickActiveCompany } from './hooks';
import {
  currentPasswordFingerprint,
  refuseOutdatedConfirmation,
  replacePasswordOnRepeatedSignUp,
} from './sign-up-guard';

/** PRODUCT.md §11: the session cookie lives 400 days and is refreshed while in use. */
export const SESSION_MAX_AGE_S = 400 * 24 * 60 * 60;
/** How long a confirmation link is valid. */
const CONFIRM_TTL_S = 24 * 60 * 60;
/** better-auth builds cookie names as `<prefix>.<name>`: `studio.session_token` (COOKIE_PREFIX). */
export const AUTH_COOKIE_PREFIX = 'studio';
/** Set by our Fastify bridge from the socket (or the trusted proxy), replacing any client value. */
export const CLIENT_IP_HEADER = 'x-studio-client-ip';

export interface AuthDeps {
  config: Config;
  database: Database;
  secret: string;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Called after sessions end (sign-out, revocation, password reset): the server closes their sockets. */
  onSessionEnded?: (session: { id: string; userId: string }) => Promise<void>;
  /**
   * Called after better-auth changed a user's row (two-factor, e-mail, verification), their account
   * (password) or a session's row (refresh): the server forgets the user's cached actors (null: it
   * could not tell whose, so everyone's).
   */
  onAccountChanged?: (userId: string | null) => Promise<void>;
  /** The origins to trust now (the server adds the addresses it listens on in development). */
  trustedOrigins?: () => string[];
}

const organizationPlugin = () =>
  organization({
    ac,
    roles,
    creatorRole: 'owner',
    schema: {
      organization: {
        additionalFields: {
          website: { type: 'string', required: false, input: false },
          vatId: { type: 'string', required: false, input: false },
        },
      },
    },
  });

/**
 * The organization plugin provides the company tables, the session's active company and the role
 * definitions; Studio's own services (services/companies/) perform every company operation so that
 * tenancy, role checks, the last-owner rule and live events live in one place. Its HTTP endpoints are
 * therefore switched off (decision 0004).
 */
export const DISABLED_AUTH_PATHS = Object.values(organizationPlugin().endpoints)
  .map((endpoint) => (endpoint as { path?: string }).path)
  .filter((p): p is string => typeof p === 'string');

export function createAuth({
  config,
  database,
  secret,
  mailer,
  log,
  trustedOrigins,
  onSessionEnded,
  onAccountChanged,
}: AuthDeps) {
  const { db } = database;
  const secure = config.nodeEnv === 'production' || config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Studio',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins ?? [config.publicUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        if (level === 'error') log.error({ args }, `auth: ${message}`);
        else if (level === 'warn') log.warn({ args }, `auth: ${message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-in is refused until the address is confirmed (decision 0004); the confirmation link
      // signs the user in.
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetPasswordMail(config.publicUrl, user.email, user.name, token));
      },
      // A sign-up for an address that has an account (the answer does not tell; sign-up-guard.ts):
      // its owner hears of it, or, while unconfirmed, gets a new confirmation for the new password.
      onExistingUserSignUp: async ({ user }) => {
        if (user.emailVerified) {
          await mailer.send(signUpAttemptMail(config.publicUrl, user.email, user.name));
          return;
        }
        const token = await createEmailVerificationToken(secret, user.email, undefined, CONFIRM_TTL_S, {
          userId: user.id,
          pwf: await currentPasswordFingerprint(db, user.id),
        });
        await mailer.send(verifyEmailMail(config.publicUrl, user.email, user.name, token));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_TTL_S,
      beforeEmailVerification: refuseOutdatedConfirmation(db),
      sendVerificationEmail: async ({ user, token }) => {
        await mailer.send(verifyEmailMail(config.publicUrl, user.email, user.name, token));
      },
    },
    user: {
      additionalFields: {
        isStaff: { type: 'boolean', required: false, defaultValue: false, input: false },
        units: { type: 'string', required: false, defaultValue: 'mm', input: false },
        theme: { type: 'string', required: false, defaultValue: 'auto', input: false },
      },
    },
    session: { expiresIn: SESSION_MAX_AGE_S, updateAge: 24 * 60 * 60 },
    // Studio rate-limits through @fastify/rate-limit (per instance, configurable, same 429 envelope
    // as the rest of the API): see http/auth-routes.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its Origin/CSRF checks when it detects a test runner; Studio checks always,
      // so that tests exercise what production does.
      disableOriginCheck: false,
    },
    plugins: [twoFactor({ issuer: 'Studio' }), organizationPlugin()],
    disabledPaths: DISABLED_AUTH_PATHS,
    hooks: { before: replacePasswordOnRepeatedSignUp(db) },
    databaseHooks: {
      user: {
        create: { after: (user) => claimFirstUser(db, user.id) },
        update: { after: async (user) => void (await onAccountChanged?.(ownerOf(user, 'id'))) },
      },
      // A password change updates the account rows of a user as a batch: the hook gets a count.
      account: { update: { after: async (account) => void (await onAccountChanged?.(ownerOf(account))) } },
      session: {
        update: { after: async (session) => void (await onAccountChanged?.(ownerOf(session))) },
        create: {
          before: async (session) => ({
            data: { ...session, activeOrganizationId: await pickActiveCompany(db, session.userId) },
          }),
        },
        // Every path that ends a session (sign-out, revoke one / others / all, a password reset or
        // a change that revokes the others) deletes its row through this hook.
        delete: { after: async (session) => void (await onSessionEnded?.(session)) },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The user a row changed by better-auth belongs to, or null when its hook got no row (a batch). */
function ownerOf(row: unknown, field: 'id' | 'userId' = 'userId'): string | null {
  const value = row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[field] : null;
  return typeof value === 'string' ? value : null;
}
