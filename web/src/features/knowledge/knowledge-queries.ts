import { DocumentList, type DocumentStatus, KnowledgeDocument, PassageList, SearchResult } from '@studio/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { knowledgeKeys } from './knowledge-keys';

const path = (id: string, rest = '') => `/knowledge/documents/${encodeURIComponent(id)}${rest}`;
/** Live events refresh documents on every status change; this is the fallback without them. */
const POLL_MS = 5_000;
export const isIndexing = (status: DocumentStatus) => status === 'queued' || status === 'processing';

export const useDocumentList = (apiQuery: string) =>
  useQuery({
    queryKey: knowledgeKeys.list(apiQuery),
    queryFn: ({ signal }) => apiFetch(`/knowledge/documents?${apiQuery}`, { schema: DocumentList, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((d) => isIndexing(d.status)) ? POLL_MS : false),
  });

export const useDocument = (id: string, enabled = true) =>
  useQuery({
    queryKey: knowledgeKeys.document(id),
    enabled: enabled && id !== '',
    queryFn: ({ signal }) => apiFetch(path(id), { schema: KnowledgeDocument, signal }),
    refetchInterval: (query) => (query.state.data && isIndexing(query.state.data.status) ? POLL_MS : false),
  });

/** The whole preview: passages in reading order (a page at a time from the server, all here). */
export const usePassages = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: knowledgeKeys.passages(id),
    enabled,
    queryFn: async ({ signal }) => {
      const first = await apiFetch(`${path(id, '/passages')}?limit=500`, { schema: PassageList, signal });
      const items = [...first.items];
      while (items.length < first.total) {
        const next = await apiFetch(`${path(id, '/passages')}?limit=500&offset=${items.length}`, {
          schema: PassageList,
          signal,
        });
        if (next.items.length === 0) break;
        items.push(...next.items);
      }
      return items;
    },
  });

export const useKnowledgeSearch = (apiQuery: string | null) =>
  useQuery({
    queryKey: knowledgeKeys.search(apiQuery ?? ''),
    enabled: apiQuery !== null,
    queryFn: ({ signal }) => apiFetch(`/knowledge/search?${apiQuery}`, { schema: SearchResult, signal }),
    placeholderData: keepPreviousData,
  });

export function useReindexDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(path(id, '/reindex'), { method: 'POST', schema: KnowledgeDocument }),
    onSuccess: (doc) => {
      client.setQueryData(knowledgeKeys.document(doc.id), doc);
      void client.invalidateQueries({ queryKey: knowledgeKeys.lists });
    },
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(path(id), { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: knowledgeKeys.document(id) });
      void client.invalidateQueries({ queryKey: knowledgeKeys.all });
    },
  });
}

export const downloadUrl = (id: string) => `/api/v1${path(id, '/download')}`;
