import {
  type TestStrategyCreate,
  TestStrategyDetail,
  type TestStrategyDocument,
  type TestStrategyExportFormat,
  TestStrategyList,
  type TestStrategyUpdate,
  TestStrategyVersion,
} from '@studio/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiFetch } from '../../lib/api-client';
import { strategyKeys } from './strategy-keys';

const enc = encodeURIComponent;
const versionPath = (id: string, n: number) => `/test-strategies/${enc(id)}/versions/${n}`;

/** One page of the company's strategies (`query` is the list's API query string). */
export const useStrategyList = (query: string) =>
  useQuery({
    queryKey: strategyKeys.list(query),
    queryFn: ({ signal }) => apiFetch(`/test-strategies?${query}`, { schema: TestStrategyList, signal }),
    placeholderData: keepPreviousData,
  });

/** A DUT's strategies, newest updated first. */
export const useDutStrategies = (dutId: string) =>
  useQuery({
    queryKey: strategyKeys.ofDut(dutId),
    queryFn: ({ signal }) =>
      apiFetch(`/duts/${enc(dutId)}/test-strategies?pageSize=100`, { schema: TestStrategyList, signal }),
  });

export const useStrategy = (id: string) =>
  useQuery({
    queryKey: strategyKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(`/test-strategies/${enc(id)}`, { schema: TestStrategyDetail, signal }),
  });

/** A saved version never changes: cached for good. */
export const useStrategyVersion = (id: string, number: number | null) =>
  useQuery({
    queryKey: strategyKeys.version(id, number ?? 0),
    queryFn: ({ signal }) => apiFetch(versionPath(id, number!), { schema: TestStrategyVersion, signal }),
    enabled: number !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The address of a version's export (the server sends it as an attachment). */
export const exportHref = (id: string, number: number, format: TestStrategyExportFormat): string =>
  `${API_BASE}${versionPath(id, number)}/export?format=${format}`;

/** Drafts a strategy from the DUT's board (or a test-config version's) and saves it as version 1. */
export function useCreateStrategy(dutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TestStrategyCreate) =>
      apiFetch(`/duts/${enc(dutId)}/test-strategies`, { method: 'POST', body, schema: TestStrategyDetail }),
    onSuccess: (detail) => {
      client.setQueryData(strategyKeys.detail(detail.id), detail);
      void client.invalidateQueries({ queryKey: strategyKeys.all });
    },
  });
}

export function useSaveStrategyVersion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { document: TestStrategyDocument; note: string }) =>
      apiFetch(`/test-strategies/${enc(id)}/versions`, { method: 'POST', body, schema: TestStrategyVersion }),
    onSuccess: (version) => {
      client.setQueryData(strategyKeys.version(id, version.number), version);
      void client.invalidateQueries({ queryKey: strategyKeys.detail(id), exact: true });
      void client.invalidateQueries({ queryKey: strategyKeys.all, predicate: isListQuery });
    },
  });
}

export function useUpdateStrategy(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TestStrategyUpdate) =>
      apiFetch(`/test-strategies/${enc(id)}`, { method: 'PATCH', body, schema: TestStrategyDetail }),
    onSuccess: (detail) => {
      client.setQueryData(strategyKeys.detail(id), detail);
      void client.invalidateQueries({ queryKey: strategyKeys.all, predicate: isListQuery });
    },
  });
}

export function useDeleteStrategy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/test-strategies/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: strategyKeys.detail(id) });
      void client.invalidateQueries({ queryKey: strategyKeys.all, predicate: isListQuery });
    },
  });
}

/** Lists (the company's, a DUT's), not the immutable versions below a strategy's key. */
function isListQuery(query: { queryKey: readonly unknown[] }): boolean {
  const kind = query.queryKey[2];
  return kind === 'list' || kind === 'dut';
}
