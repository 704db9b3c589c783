import { type CompanySummary, Me, PublicConfig } from '@studio/api';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { queryKeys } from './query-keys';

export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: () => apiFetch('/me', { schema: Me }),
  staleTime: 60_000,
});

export const configQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => apiFetch('/config', { schema: PublicConfig }),
  staleTime: 5 * 60_000,
});

export const useMe = () => useQuery(meQuery);

/**
 * The user as far as this tab already knows it, without asking the server: for the app-wide
 * watchers, which also run on /login and /confirm where there may be nobody signed in.
 */
export const useHeldMe = () => useQuery({ ...meQuery, enabled: false });
export const usePublicConfig = () => useQuery(configQuery);

/** The company the user acts in, or null (no company yet, or the active one was left). */
export function activeCompanyOf(me: Me | undefined): CompanySummary | null {
  if (!me?.activeCompanyId) return null;
  return me.companies.find((c) => c.id === me.activeCompanyId) ?? null;
}

export const hasUser = (client: QueryClient): boolean => client.getQueryData(queryKeys.me) !== undefined;
