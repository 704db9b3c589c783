import { type Board, type CompactBoard, decodeBoard } from '@studio/core';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, toApiError } from '../../../lib/api-client';
import { ApiError, NETWORK_STATUS } from '../../../lib/api-error';
import { dutKeys } from '../dut-keys';

/**
 * `GET /api/v1/duts/:id/board`: the board in core's compact columnar encoding, gzip on the wire (the
 * browser inflates it) and revalidated by ETag, decoded here into the board model.
 */
export async function fetchBoard(dutId: string, signal?: AbortSignal): Promise<Board> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/duts/${encodeURIComponent(dutId)}/board`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: NETWORK_STATUS, code: 'network', message: 'Network request failed' });
  }
  if (!response.ok) throw await toApiError(response);
  try {
    return decodeBoard((await response.json()) as CompactBoard);
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: 'The board could not be read.',
    });
  }
}

/**
 * The DUT's imported board. It changes only when an import finishes (the live event, or the DUT
 * page seeing the status turn `ready`, invalidates it), so it never goes stale on its own; and it is
 * big, so the cache keeps the decoded object as is instead of comparing it field by field.
 */
export const useBoard = (dutId: string, enabled: boolean) =>
  useQuery({
    queryKey: dutKeys.board(dutId),
    queryFn: ({ signal }) => fetchBoard(dutId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    structuralSharing: false,
  });
