import { type GuardPatterns, isGuardedPath } from './guard-patterns';

/** How long the guard waits for the signed-in user to land in the store (PRODUCT.md §11). */
export const USER_WAIT_MS = 100;

export interface GuardDeps {
  patterns: GuardPatterns;
  /** Whether the app already holds the signed-in user. */
  hasUser(): boolean;
  /** Asks the server whether a session exists. */
  fetchSession(): Promise<boolean>;
  /** Starts loading the user into the store (not awaited: the guard waits at most USER_WAIT_MS). */
  loadUser(): void;
  /** Resolves once the user is held, or after `timeoutMs` — see `waitFor`. */
  waitForUser(timeoutMs: number): Promise<boolean>;
  saveRedirectPath(fullPath: string): void;
}

export type GuardResult = { action: 'continue' } | { action: 'redirect'; to: string };

/**
 * The navigation guard of PRODUCT.md §11: with no user held, ask the server for the session; none →
 * remember the requested path and go to /login. With a session, wait up to 100 ms for the user to be
 * set, and continue either way (the page shows its own loading state meanwhile).
 */
export function createGuard(deps: GuardDeps) {
  return async function guard(pathname: string, fullPath: string): Promise<GuardResult> {
    if (!isGuardedPath(pathname, deps.patterns) || deps.hasUser()) return { action: 'continue' };
    const hasSession = await deps.fetchSession();
    if (!hasSession) {
      deps.saveRedirectPath(fullPath);
      return { action: 'redirect', to: '/login' };
    }
    deps.loadUser();
    await deps.waitForUser(USER_WAIT_MS);
    return { action: 'continue' };
  };
}
