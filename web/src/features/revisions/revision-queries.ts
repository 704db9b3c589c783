import { type RevisionCompareQuery, RevisionCompareResponse } from '@studio/api';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, apiFetch } from '../../lib/api-client';

/** Query keys of revision comparisons (under `company`: a company switch clears them). */
export const revisionKeys = {
  all: ['company', 'revisions'] as const,
  compare: (dutId: string, query: string, stamp: string) =>
    ['company', 'revisions', 'compare', dutId, query, stamp] as const,
};

/** The query string of a comparison (only what is set). */
export function compareSearch(query: RevisionCompareQuery): string {
  const params = new URLSearchParams();
  if (query.against) params.set('against', query.against);
  if (query.testConfigId) params.set('testConfigId', query.testConfigId);
  if (query.version !== undefined) params.set('version', String(query.version));
  return params.toString();
}

/** Where the delta files of a comparison download from. */
export const deltaZipUrl = (dutId: string, query: RevisionCompareQuery) => {
  const search = compareSearch(query);
  return `${API_BASE}/duts/${encodeURIComponent(dutId)}/revision-compare/delta.zip${search ? `?${search}` : ''}`;
};

/**
 * Is the fixture of rev A valid on this DUT (rev B)? `stamp` (the DUT's `updatedAt`) asks again after
 * a re-import. Computed by the server in a DFT worker thread: it is not retried on a 409 (nothing to
 * compare) or a 404.
 */
export const useRevisionCompare = (
  dutId: string,
  query: RevisionCompareQuery,
  stamp: string,
  enabled = true,
) => {
  const search = compareSearch(query);
  return useQuery({
    queryKey: revisionKeys.compare(dutId, search, stamp),
    queryFn: ({ signal }) =>
      apiFetch(`/duts/${encodeURIComponent(dutId)}/revision-compare${search ? `?${search}` : ''}`, {
        schema: RevisionCompareResponse,
        signal,
      }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
};
