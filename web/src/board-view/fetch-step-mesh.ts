import { decodeStepDisplayMesh, type StepDisplayMesh } from '@studio/core';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, toApiError } from '../lib/api-client';
import { ApiError, NETWORK_STATUS } from '../lib/api-error';
import { dutKeys } from '../lib/dut-keys';

/**
 * `GET /api/v1/duts/:id/step-mesh`: the display mesh of the STEP model the DUT's board takes
 * (decision 0048), binary (core `decodeStepDisplayMesh`), gzip on the wire (the browser inflates it).
 */
export async function fetchStepMesh(dutId: string, signal?: AbortSignal): Promise<StepDisplayMesh> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/duts/${encodeURIComponent(dutId)}/step-mesh`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/octet-stream' },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: NETWORK_STATUS, code: 'network', message: 'Network request failed' });
  }
  if (!response.ok) throw await toApiError(response);
  try {
    return decodeStepDisplayMesh(new Uint8Array(await response.arrayBuffer()));
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: 'The shapes of the STEP model could not be read.',
    });
  }
}

/**
 * The display mesh for the board whose content hash is `boardSha`: asked for only when that board
 * has STEP bodies (`enabled`), and again only when the board changes (a new import, which is what a
 * new STEP model brings).
 */
export const useStepMesh = (dutId: string, boardSha: string | null, enabled: boolean) =>
  useQuery({
    queryKey: dutKeys.stepMesh(dutId, boardSha ?? ''),
    queryFn: ({ signal }) => fetchStepMesh(dutId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    structuralSharing: false,
    retry: false,
  });
