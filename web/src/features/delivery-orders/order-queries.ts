import { DeliveryOrder, DeliveryOrderSummary, type OrderActionInput, ReorderLine } from '@studio/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE, apiFetch } from '../../lib/api-client';
import { orderKeys } from './order-keys';

const enc = encodeURIComponent;
const OrderList = z.array(DeliveryOrderSummary);

/** The active company's orders. */
export const useCompanyOrders = (enabled = true) =>
  useQuery({
    queryKey: orderKeys.list,
    queryFn: ({ signal }) => apiFetch('/delivery-orders', { schema: OrderList, signal }),
    enabled,
  });

/** The fixture shop's queue across companies (`query`: the API's status, onHold and q filters). */
export const useOrderQueue = (query: string, enabled = true) =>
  useQuery({
    queryKey: orderKeys.queue(query),
    queryFn: ({ signal }) => apiFetch(`/staff/delivery-orders?${query}`, { schema: OrderList, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

const Reorder = z.array(ReorderLine);

/** What to reorder: stock below what the open orders need (staff). */
export const useReorder = (enabled = true) =>
  useQuery({
    queryKey: ['staff', 'reorder'],
    queryFn: ({ signal }) => apiFetch('/staff/reorder', { schema: Reorder, signal }),
    enabled,
  });

export const queueCsvHref = (query: string) => `${API_BASE}/staff/delivery-orders.csv?${query}`;
export const reorderCsvHref = `${API_BASE}/staff/reorder.csv`;

export const useOrder = (id: string) =>
  useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(`/delivery-orders/${enc(id)}`, { schema: DeliveryOrder, signal }),
  });

export const packingListHref = (id: string) => `${API_BASE}/delivery-orders/${enc(id)}/packing-list.pdf`;
/** One shipment's packing list (issue 29). */
export const shipmentPackingListHref = (id: string, number: number) =>
  `${API_BASE}/delivery-orders/${enc(id)}/packing-list.pdf?shipment=${number}`;
export const fabricationPackageHref = (id: string) =>
  `${API_BASE}/delivery-orders/${enc(id)}/fabrication-package.zip`;
/** A tester file of the order's fixture (its path from the API's TESTER_DOWNLOADS). */
export const orderTesterFileHref = (id: string, path: string) =>
  `${API_BASE}/delivery-orders/${enc(id)}/${path}`;

/** Takes one action on an order; the answer is the order as it now stands. */
export function useOrderAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderActionInput) =>
      apiFetch(`/delivery-orders/${enc(id)}/actions`, { method: 'POST', body, schema: DeliveryOrder }),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(id), order);
      void client.invalidateQueries({ queryKey: orderKeys.all, predicate: (q) => q.queryKey[2] !== 'one' });
    },
  });
}
