import {
  type CompanySummary,
  Me,
  PublicConfig,
  type UpdatePreferences,
  type UpdateProfile,
} from '@studio/api';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

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

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfile) => apiFetch('/me', { method: 'PATCH', body, schema: Me }),
    onSuccess: (me) => client.setQueryData(queryKeys.me, me),
  });
}

export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferences) =>
      apiFetch('/me/preferences', { method: 'PATCH', body, schema: Me }),
    // Apply at once (the theme must not lag behind the click); roll back if the server refuses.
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: queryKeys.me });
      const previous = client.getQueryData<Me>(queryKeys.me);
      if (previous)
        client.setQueryData<Me>(queryKeys.me, {
          ...previous,
          preferences: { ...previous.preferences, ...body },
        });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) client.setQueryData(queryKeys.me, context.previous);
    },
    onSuccess: (me) => client.setQueryData(queryKeys.me, me),
  });
}
