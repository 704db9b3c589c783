import { Me, type UpdatePreferences, type UpdateProfile } from '@studio/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The account screens' changes to the signed-in user; each answer replaces the held `me`. */
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
