import { REDIRECT_COOKIE } from '@studio/api';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';

/** Long enough to sign up, confirm the e-mail and come back; short enough not to surprise later. */
const REDIRECT_MAX_AGE_S = 60 * 60;

const AUTH_PATHS = ['/login', '/logout'];

/**
 * Only same-site app paths are kept: an absolute URL or a protocol-relative `//host` would turn the
 * cookie into an open redirect, and going "back" to /login after signing in makes no sense. /confirm
 * is allowed: an invitation link opened while signed out returns there after sign-in.
 */
export function isSafeRedirectPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Remembers the full path (path + search + hash) the guard turned away (PRODUCT.md §11). */
export function saveRedirectPath(fullPath: string): void {
  if (isSafeRedirectPath(fullPath))
    writeCookie(REDIRECT_COOKIE, fullPath, { maxAgeSeconds: REDIRECT_MAX_AGE_S });
}

/** Reads the saved path once and clears it, so a later sign-in does not jump there again. */
export function takeRedirectPath(): string | null {
  const path = readCookie(REDIRECT_COOKIE);
  if (path === null) return null;
  deleteCookie(REDIRECT_COOKIE);
  return isSafeRedirectPath(path) ? path : null;
}
