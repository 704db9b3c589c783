import {
  DeliveryOrder,
  Quote,
  ShopTerms,
  type SubmitSolutionInput,
  OrderableVersion,
  SolutionBasis,
  TestSolution,
  type TestSolutionInput,
  TestSolutionSummary,
} from '@studio/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE, apiFetch } from '../../lib/api-client';
import { solutionKeys } from './solution-keys';

const enc = encodeURIComponent;
const SolutionList = z.array(TestSolutionSummary);
const OrderableVersions = z.array(OrderableVersion);

export const useSolutions = () =>
  useQuery({
    queryKey: solutionKeys.list,
    queryFn: ({ signal }) => apiFetch('/test-solutions', { schema: SolutionList, signal }),
  });

export const useSolution = (id: string) =>
  useQuery({
    queryKey: solutionKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(`/test-solutions/${enc(id)}`, { schema: TestSolution, signal }),
  });

/** Every saved version of a DUT's test configs, with the reason it cannot be ordered (null: it can). */
export const useOrderableVersions = (dutId: string | null) =>
  useQuery({
    queryKey: solutionKeys.orderable(dutId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(`/duts/${enc(dutId!)}/orderable-versions`, { schema: OrderableVersions, signal }),
    enabled: dutId !== null,
  });

/**
 * The basis of a version (its fixture design, options, catalog, stock): designed in a server worker,
 * so it is kept for a few minutes; the configurator prices every change from it in the browser.
 */
export const useSolutionBasis = (testConfigId: string | null, version: number | null) =>
  useQuery({
    queryKey: solutionKeys.basis(testConfigId ?? '', version ?? 0),
    queryFn: ({ signal }) =>
      apiFetch(`/test-configs/${enc(testConfigId!)}/versions/${version}/solution-basis`, {
        schema: SolutionBasis,
        signal,
      }),
    enabled: testConfigId !== null && version !== null,
    staleTime: 5 * 60_000,
  });

/** The address of a solution's quote PDF (the server sends it as an attachment). */

/** Saves a draft: creates it (`id` null) or replaces its choices. */
export function useSaveSolution(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TestSolutionInput) =>
      id
        ? apiFetch(`/test-solutions/${enc(id)}`, { method: 'PATCH', body, schema: TestSolution })
        : apiFetch('/test-solutions', { method: 'POST', body, schema: TestSolution }),
    onSuccess: (solution) => {
      client.setQueryData(solutionKeys.detail(solution.id), solution);
      void client.invalidateQueries({ queryKey: solutionKeys.list });
    },
  });
}

export function useDeleteSolution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/test-solutions/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: solutionKeys.detail(id) });
      void client.invalidateQueries({ queryKey: solutionKeys.list });
    },
  });
}

/** Submits a draft: the server designs it again, freezes it and answers with the new delivery order. */
export function useSubmitSolution(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitSolutionInput = {}) =>
      apiFetch(`/test-solutions/${enc(id)}/submit`, { method: 'POST', body, schema: DeliveryOrder }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: solutionKeys.detail(id) });
      void client.invalidateQueries({ queryKey: solutionKeys.list });
      void client.invalidateQueries({ queryKey: ['company', 'delivery-orders'] });
    },
  });
}

const Quotes = z.array(Quote);

/** What ordering asks of the buyer (PO number, reference), from the shop's settings. */
export const useShopTerms = () =>
  useQuery({
    queryKey: ['shop-terms'],
    queryFn: () => apiFetch('/shop-terms', { schema: ShopTerms }),
    staleTime: 60_000,
  });

/** The issued quotes of a solution, newest revision first (issue 29). */
export const useSolutionQuotes = (id: string) =>
  useQuery({
    queryKey: [...solutionKeys.detail(id), 'quotes'],
    queryFn: () => apiFetch(`/test-solutions/${enc(id)}/quotes`, { schema: Quotes }),
  });

/** Issues the quote of a solution: the current one again when nothing changed, else a new number or revision. */
export function useIssueQuote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/test-solutions/${enc(id)}/quotes`, { method: 'POST', schema: Quote }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...solutionKeys.detail(id), 'quotes'] }),
  });
}

export const quoteDocumentHref = (quoteId: string): string => `${API_BASE}/quotes/${enc(quoteId)}/quote.pdf`;
