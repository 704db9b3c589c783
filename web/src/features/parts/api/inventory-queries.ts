import {
  InsufficientStock,
  InventoryLocation,
  type InventoryLocationInput,
  Movement,
  type MovementInput,
  MovementList,
  PartStock,
  type ReorderPointInput,
  StockLevel,
  StockList,
} from '@studio/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { inventoryKeys, partKeys } from './parts-keys';
import { rawRequest } from './raw-request';

export const useStockList = (apiQuery: string) =>
  useQuery({
    queryKey: inventoryKeys.stock(apiQuery),
    queryFn: ({ signal }) => apiFetch(`/inventory/stock?${apiQuery}`, { schema: StockList, signal }),
    placeholderData: keepPreviousData,
  });

/** The first few low-stock rows and their count (the overview's warning). */
export const useLowStock = (enabled: boolean) =>
  useQuery({
    queryKey: inventoryKeys.low,
    queryFn: ({ signal }) =>
      apiFetch('/inventory/stock?low=true&pageSize=5&sort=available&order=asc', {
        schema: StockList,
        signal,
      }),
    enabled,
  });

export const usePartStock = (partId: string, enabled = true) =>
  useQuery({
    queryKey: inventoryKeys.partStock(partId),
    queryFn: ({ signal }) =>
      apiFetch(`/parts/${encodeURIComponent(partId)}/stock`, { schema: PartStock, signal }),
    enabled,
  });

export const useMovements = (apiQuery: string) =>
  useQuery({
    queryKey: inventoryKeys.movements(apiQuery),
    queryFn: ({ signal }) => apiFetch(`/inventory/movements?${apiQuery}`, { schema: MovementList, signal }),
    placeholderData: keepPreviousData,
  });

export const useLocations = (enabled = true) =>
  useQuery({
    queryKey: inventoryKeys.locations,
    queryFn: ({ signal }) => apiFetch('/inventory/locations', { schema: z.array(InventoryLocation), signal }),
    enabled,
  });

/** A movement the server refused because stock would go below zero, with the figures it gave. */
export class InsufficientStockError extends ApiError {
  readonly stock: InsufficientStock;
  constructor(body: InsufficientStock) {
    super({ status: 409, code: body.code, message: body.message, requestId: body.requestId });
    this.stock = body;
  }
}

function useInvalidateStock() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: inventoryKeys.all });
    // Staff see stock totals in the catalog tables and on the part page.
    void client.invalidateQueries({ queryKey: partKeys.all });
  };
}

export function useRecordMovement() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: MovementInput) =>
      rawRequest(
        '/inventory/movements',
        { method: 'POST', body: JSON.stringify(body), contentType: 'application/json' },
        Movement,
        (status, answer) => {
          if (status !== 409) return null;
          const parsed = InsufficientStock.safeParse(answer);
          return parsed.success ? new InsufficientStockError(parsed.data) : null;
        },
      ),
    onSuccess: invalidate,
  });
}

export function useSetReorderPoint() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: ReorderPointInput) =>
      apiFetch('/inventory/reorder-points', { method: 'PUT', body, schema: StockLevel }),
    onSuccess: invalidate,
  });
}

export function useCreateLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InventoryLocationInput) =>
      apiFetch('/inventory/locations', { method: 'POST', body, schema: InventoryLocation }),
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.locations }),
  });
}
