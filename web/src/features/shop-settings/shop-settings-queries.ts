import { ShopSettings, type ShopSettingsInput } from '@studio/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, apiFetch, toApiError } from '../../lib/api-client';
import { ApiError, NETWORK_STATUS } from '../../lib/api-error';

const KEY = ['shop-settings'] as const;

/** The shop's settings (staff only: the server refuses everyone else). */
export const useShopSettings = () =>
  useQuery({ queryKey: KEY, queryFn: () => apiFetch('/staff/shop-settings', { schema: ShopSettings }) });

function useSettingsMutation<V>(mutationFn: (value: V) => Promise<ShopSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      // What ordering asks of a buyer follows the settings.
      void client.invalidateQueries({ queryKey: ['shop-terms'] });
    },
  });
}

export const useSaveShopSettings = () =>
  useSettingsMutation((body: ShopSettingsInput) =>
    apiFetch('/staff/shop-settings', { method: 'PUT', body, schema: ShopSettings }),
  );

/** Sends the image's bytes as they are: the server reads what they are from the bytes. */
async function uploadLogo(file: File): Promise<ShopSettings> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/staff/shop-settings/logo`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError({ status: NETWORK_STATUS, code: 'network', message: 'Network request failed' });
  }
  if (!response.ok) throw await toApiError(response);
  return ShopSettings.parse(await response.json());
}

export const useUploadShopLogo = () => useSettingsMutation(uploadLogo);

export const useRemoveShopLogo = () =>
  useSettingsMutation(() =>
    apiFetch('/staff/shop-settings/logo', { method: 'DELETE', schema: ShopSettings }),
  );

/** The current logo's address; the sha256 makes a new logo a new address (no stale cached image). */
export const shopLogoUrl = (sha256: string) =>
  `${API_BASE}/staff/shop-settings/logo?v=${sha256.slice(0, 12)}`;
