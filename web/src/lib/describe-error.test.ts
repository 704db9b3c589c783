import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { AUTH_MESSAGES, describeAuthError, describeError } from './describe-error';

const betterAuth = (status: number, code?: string) => ({ status, statusText: '', code, message: 'raw' });

describe('describeAuthError', () => {
  it.each([
    ['weak password (too short)', betterAuth(400, 'PASSWORD_TOO_SHORT'), AUTH_MESSAGES.weakPassword],
    [
      'weak password (server strength check)',
      betterAuth(400, 'PASSWORD_TOO_WEAK'),
      AUTH_MESSAGES.weakPassword,
    ],
    ['invalid credentials', betterAuth(401, 'INVALID_EMAIL_OR_PASSWORD'), AUTH_MESSAGES.invalidCredentials],
    ['unverified e-mail', betterAuth(403, 'EMAIL_NOT_VERIFIED'), AUTH_MESSAGES.emailNotVerified],
    ['expired session (code)', betterAuth(401, 'SESSION_EXPIRED'), AUTH_MESSAGES.sessionExpired],
    ['expired session (bare 401)', betterAuth(401), AUTH_MESSAGES.sessionExpired],
    ['rate limited', betterAuth(429), AUTH_MESSAGES.rateLimited],
    [
      'rate limited, even with another code',
      betterAuth(429, 'INVALID_EMAIL_OR_PASSWORD'),
      AUTH_MESSAGES.rateLimited,
    ],
    ['bad gateway', betterAuth(502), AUTH_MESSAGES.unavailable],
    ['service unavailable', betterAuth(503), AUTH_MESSAGES.unavailable],
    ['gateway timeout', betterAuth(504), AUTH_MESSAGES.unavailable],
    ['internal error', betterAuth(500), AUTH_MESSAGES.server],
    ['network down (fetch TypeError)', new TypeError('Failed to fetch'), AUTH_MESSAGES.network],
    [
      'network down (ApiError)',
      new ApiError({ status: 0, code: 'network', message: 'x' }),
      AUTH_MESSAGES.network,
    ],
    [
      'REST rate limit',
      new ApiError({ status: 429, code: 'rate_limited', message: 'x' }),
      AUTH_MESSAGES.rateLimited,
    ],
    ['existing user', betterAuth(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'), AUTH_MESSAGES.userExists],
    ['wrong TOTP code', betterAuth(401, 'INVALID_CODE'), AUTH_MESSAGES.invalidCode],
    ['wrong backup code', betterAuth(401, 'INVALID_BACKUP_CODE'), AUTH_MESSAGES.invalidBackupCode],
    ['stale 2FA attempt', betterAuth(401, 'INVALID_TWO_FACTOR_COOKIE'), AUTH_MESSAGES.twoFactorExpired],
    ['expired link', betterAuth(400, 'INVALID_TOKEN'), AUTH_MESSAGES.invalidLink],
    ['unknown code', betterAuth(400, 'SOMETHING_NEW'), AUTH_MESSAGES.unknown],
    ['nothing useful', 'boom', AUTH_MESSAGES.unknown],
    ['null', null, AUTH_MESSAGES.unknown],
  ])('%s', (_name, error, expected) => {
    expect(describeAuthError(error)).toBe(expected);
  });

  it('never leaks the raw server text', () => {
    expect(describeAuthError(betterAuth(401, 'INVALID_EMAIL_OR_PASSWORD'))).not.toContain('raw');
  });
});

describe('describeError', () => {
  it('shows the server message for ordinary failures', () => {
    const error = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'This address is in use by an order.',
    });
    expect(describeError(error)).toBe('This address is in use by an order.');
  });

  it('uses the plain messages for outages and throttling', () => {
    expect(
      describeError(new ApiError({ status: 503, code: 'http_503', message: 'Service Unavailable' })),
    ).toBe(AUTH_MESSAGES.unavailable);
    expect(describeError(new TypeError('Failed to fetch'))).toBe(AUTH_MESSAGES.network);
  });
});
