import { ApiError, NETWORK_STATUS } from './api-error';

/**
 * One place that turns any authentication failure into a sentence a test engineer can act on
 * (PRODUCT.md §11). Inputs: our `ApiError`, better-auth's client error `{ status, code, message }`,
 * a thrown `TypeError` from fetch (network down), or anything else.
 */
export const AUTH_MESSAGES = {
  network: 'Studio cannot be reached. Check your network connection, then try again.',
  unavailable: 'Studio is temporarily unavailable. Please try again in a minute.',
  rateLimited: 'Too many attempts. Please wait a minute before trying again.',
  server:
    'Something went wrong on the server. Please try again; if it keeps happening, tell your administrator.',
  invalidCredentials: 'The e-mail address or password is not correct.',
  emailNotVerified:
    'Your e-mail address is not confirmed yet. Open the link in the e-mail we sent you, or send it again below.',
  weakPassword: 'This password is too weak. Use at least 8 characters; a short sentence works well.',
  passwordTooLong: 'This password is too long. Use at most 128 characters.',
  userExists: 'An account with this e-mail address already exists. Sign in, or reset your password.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidLink: 'This link is invalid or has expired. Request a new one.',
  wrongPassword: 'The current password is not correct.',
  invalidCode: 'That code is not correct. Enter the 6-digit code your authenticator app shows now.',
  invalidBackupCode: 'That backup code is not correct or has already been used.',
  tooManyCodeAttempts: 'Too many wrong codes. Please wait a few minutes, then try again.',
  twoFactorExpired: 'The sign-in attempt has expired. Enter your e-mail and password again.',
  invalidEmail: 'Enter a valid e-mail address.',
  forbidden: 'You are not allowed to do this.',
  unknown: 'Something went wrong. Please try again.',
} as const;

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotVerified,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  PASSWORD_TOO_WEAK: AUTH_MESSAGES.weakPassword,
  WEAK_PASSWORD: AUTH_MESSAGES.weakPassword,
  PASSWORD_COMPROMISED: AUTH_MESSAGES.weakPassword,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.userExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.userExists,
  SESSION_EXPIRED: AUTH_MESSAGES.sessionExpired,
  SESSION_NOT_FRESH: AUTH_MESSAGES.sessionExpired,
  INVALID_TOKEN: AUTH_MESSAGES.invalidLink,
  TOKEN_EXPIRED: AUTH_MESSAGES.invalidLink,
  INVALID_PASSWORD: AUTH_MESSAGES.wrongPassword,
  INVALID_CODE: AUTH_MESSAGES.invalidCode,
  INVALID_BACKUP_CODE: AUTH_MESSAGES.invalidBackupCode,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: AUTH_MESSAGES.tooManyCodeAttempts,
  ACCOUNT_TEMPORARILY_LOCKED: AUTH_MESSAGES.tooManyCodeAttempts,
  INVALID_TWO_FACTOR_COOKIE: AUTH_MESSAGES.twoFactorExpired,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  rate_limited: AUTH_MESSAGES.rateLimited,
  unauthorized: AUTH_MESSAGES.sessionExpired,
  forbidden: AUTH_MESSAGES.forbidden,
};

const BY_STATUS: Record<number, string> = {
  [NETWORK_STATUS]: AUTH_MESSAGES.network,
  429: AUTH_MESSAGES.rateLimited,
  500: AUTH_MESSAGES.server,
  502: AUTH_MESSAGES.unavailable,
  503: AUTH_MESSAGES.unavailable,
  504: AUTH_MESSAGES.unavailable,
};

interface ErrorLike {
  status: number | null;
  code: string | null;
}

function toErrorLike(error: unknown): ErrorLike {
  if (error instanceof ApiError) return { status: error.status, code: error.code };
  // fetch rejects with a TypeError when there is no HTTP answer at all.
  if (error instanceof TypeError) return { status: NETWORK_STATUS, code: null };
  if (typeof error === 'object' && error !== null) {
    const e = error as { status?: unknown; code?: unknown };
    return {
      status: typeof e.status === 'number' ? e.status : null,
      code: typeof e.code === 'string' ? e.code : null,
    };
  }
  return { status: null, code: null };
}

/** The plain-language message for an authentication failure. */
export function describeAuthError(error: unknown): string {
  const { status, code } = toErrorLike(error);
  // Outages and throttling first: whatever code a proxy or limiter attached, the cause is the same.
  if (status !== null && status !== 500 && BY_STATUS[status]) return BY_STATUS[status];
  if (code !== null && BY_CODE[code]) return BY_CODE[code];
  if (status === 401) return AUTH_MESSAGES.sessionExpired;
  if (status === 403) return AUTH_MESSAGES.forbidden;
  if (status !== null && status >= 500) return AUTH_MESSAGES.server;
  return AUTH_MESSAGES.unknown;
}

/**
 * For any API call: outages, throttling and expired sessions get the same plain messages as sign-in;
 * other failures show the server's own message (it is written for people) or a generic sentence.
 */
export function describeError(error: unknown): string {
  const { status, code } = toErrorLike(error);
  const generic = describeAuthError(error);
  const isTransport =
    status !== null && (status === NETWORK_STATUS || status === 401 || status === 429 || status >= 500);
  if (isTransport || (code !== null && BY_CODE[code])) return generic;
  if (error instanceof ApiError && error.message) return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    const message = (error as { message: string }).message;
    if (message) return message;
  }
  return generic;
}
