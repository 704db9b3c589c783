import { FixtureCatalogResponse } from '@studio/api';
import type { FixtureCatalog } from '@studio/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** The live catalog as the fixture design reads it (the same parts the server designs from). */
export const useFixtureCatalog = () =>
  useQuery({
    queryKey: ['company', 'fixture-catalog'] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch('/fixture-catalog', { schema: FixtureCatalogResponse, signal })) as FixtureCatalog,
    staleTime: 60_000,
  });
