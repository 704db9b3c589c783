import {
  type CompatibilityInput,
  CompatiblePart,
  PartClass,
  type PartClassInput,
  type PartClassUpdate,
  PartDetail,
  type PartDuplicateInput,
  type PartInput,
  PartList,
} from '@studio/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys, partKeys } from './parts-keys';

const partPath = (id: string, rest = '') => `/parts/${encodeURIComponent(id)}${rest}`;

export const usePartList = (apiQuery: string, enabled = true) =>
  useQuery({
    queryKey: partKeys.list(apiQuery),
    queryFn: ({ signal }) => apiFetch(`/parts?${apiQuery}`, { schema: PartList, signal }),
    // Typing in the search box keeps the previous rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    enabled,
  });

/** How many parts of a kind there are (staff: all; customers: active), from a one-row page. */
export const usePartCount = (kind: string, active: 'true' | 'all') =>
  useQuery({
    queryKey: [...partKeys.count(kind), active],
    queryFn: ({ signal }) =>
      apiFetch(`/parts?kind=${encodeURIComponent(kind)}&active=${active}&pageSize=1`, {
        schema: PartList,
        signal,
      }),
    select: (list) => list.total,
  });

export const usePart = (id: string) =>
  useQuery({
    queryKey: partKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(partPath(id), { schema: PartDetail, signal }),
  });

/** Parts of one kind whose number or name matches `q`, for pickers (compatibility, movements). */
export const usePartOptions = (kind: string | null, q: string) =>
  useQuery({
    queryKey: partKeys.options(kind ?? 'any', q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ active: 'all', pageSize: '50', sort: 'partNumber' });
      if (kind) query.set('kind', kind);
      if (q.trim()) query.set('q', q.trim());
      return apiFetch(`/parts?${query}`, { schema: PartList, signal });
    },
    placeholderData: keepPreviousData,
    select: (list) => list.items,
  });

export const usePartClasses = () =>
  useQuery({
    queryKey: partKeys.classes,
    queryFn: ({ signal }) => apiFetch('/part-classes', { schema: z.array(PartClass), signal }),
    staleTime: 60_000,
  });

function useInvalidateParts() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: partKeys.all });
    void client.invalidateQueries({ queryKey: inventoryKeys.all });
  };
}

export function useSavePart(id: string | null) {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: (body: PartInput) =>
      id
        ? apiFetch(partPath(id), { method: 'PUT', body, schema: PartDetail })
        : apiFetch('/parts', { method: 'POST', body, schema: PartDetail }),
    onSuccess: invalidate,
  });
}

export function useDuplicatePart(id: string) {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: (body: PartDuplicateInput) =>
      apiFetch(partPath(id, '/duplicate'), { method: 'POST', body, schema: PartDetail }),
    onSuccess: invalidate,
  });
}

export function useSetPartActive(id: string) {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: (active: boolean) =>
      apiFetch(partPath(id, active ? '/activate' : '/deactivate'), { method: 'POST', schema: PartDetail }),
    onSuccess: invalidate,
  });
}

export function useSaveCompatibility(id: string) {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: (body: CompatibilityInput) =>
      apiFetch(partPath(id, '/compatibility'), { method: 'PUT', body, schema: z.array(CompatiblePart) }),
    onSuccess: invalidate,
  });
}

export function useCreateClass() {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: (body: PartClassInput) =>
      apiFetch('/part-classes', { method: 'POST', body, schema: PartClass }),
    onSuccess: invalidate,
  });
}

export function useUpdateClass() {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: ({ id, ...body }: PartClassUpdate & { id: string }) =>
      apiFetch(`/part-classes/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: PartClass }),
    onSuccess: invalidate,
  });
}

export function useDeleteClass() {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/part-classes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
