import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportSessionExpired } from '../features/auth/session-events';
import { isApiError } from '../lib/api-error';

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/** Client errors (4xx) are answers, not glitches: only network and 5xx failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) reportSessionExpired();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorized(error)) reportSessionExpired();
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
