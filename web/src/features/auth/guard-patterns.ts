/**
 * Which paths the guard protects (PRODUCT.md §11): a path is guarded when it matches an include
 * pattern and no exclude pattern. `*` stands for any run of characters, `/` included, so `/settings*`
 * covers `/settings` and everything below it; every other character matches itself.
 */
export interface GuardPatterns {
  include: readonly string[];
  exclude: readonly string[];
}

export function wildcardToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

export function matchesPattern(path: string, pattern: string): boolean {
  return wildcardToRegExp(pattern).test(path);
}

export function isGuardedPath(pathname: string, patterns: GuardPatterns): boolean {
  const included = patterns.include.some((p) => matchesPattern(pathname, p));
  return included && !patterns.exclude.some((p) => matchesPattern(pathname, p));
}

/** Every route needs a signed-in user except the sign-in, sign-out and e-mail-link pages (PRODUCT.md §2). */
export const GUARD_PATTERNS: GuardPatterns = {
  include: ['/*'],
  exclude: ['/login', '/login/*', '/logout', '/confirm', '/confirm/*'],
};
