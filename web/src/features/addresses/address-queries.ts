import { Address, type AddressInput } from '@studio/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const AddressList = z.array(Address);

export const useAddresses = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.addresses,
    queryFn: () => apiFetch('/addresses', { schema: AddressList }),
    enabled,
  });

export const useAddress = (id: string) =>
  useQuery({
    queryKey: queryKeys.address(id),
    queryFn: () => apiFetch(`/addresses/${encodeURIComponent(id)}`, { schema: Address }),
  });

function useInvalidateAddresses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.addresses });
}

export function useSaveAddress(id: string | null) {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (body: AddressInput) =>
      id
        ? apiFetch(`/addresses/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: Address })
        : apiFetch('/addresses', { method: 'POST', body, schema: Address }),
    onSuccess: invalidate,
  });
}

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetDefaultAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/addresses/${encodeURIComponent(id)}/default`, { method: 'POST', schema: Address }),
    onSuccess: invalidate,
  });
}
