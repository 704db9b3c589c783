import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { fetchHasSession } from '../features/auth/session-check';
import { createGuard } from '../features/auth/guard';
import { GUARD_PATTERNS } from '../features/auth/guard-patterns';
import { saveRedirectPath } from '../features/auth/redirect-path';
import { waitFor } from '../features/auth/wait-for';
import { describeAuthError } from '../lib/describe-error';
import { hasUser, meQuery } from '../lib/me-queries';

/** The §11 guard as the root route's loader: it runs before every navigation. */
export function createGuardLoader(client: QueryClient) {
  const guard = createGuard({
    patterns: GUARD_PATTERNS,
    hasUser: () => hasUser(client),
    fetchSession: fetchHasSession,
    loadUser: () => void client.prefetchQuery(meQuery),
    waitForUser: (ms) =>
      waitFor(
        () => hasUser(client),
        (l) => client.getQueryCache().subscribe(l),
        ms,
      ),
    saveRedirectPath,
  });
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    let result: Awaited<ReturnType<typeof guard>>;
    try {
      result = await guard(url.pathname, url.pathname + url.search);
    } catch (error) {
      // The server could not say whether we are signed in: the error page explains and offers a retry.
      throw data({ message: describeAuthError(error) }, { status: 503, statusText: 'Service Unavailable' });
    }
    if (result.action === 'redirect') throw redirect(result.to);
    return null;
  };
}
