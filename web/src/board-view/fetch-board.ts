import { type Board, type CompactBoard, decodeBoard } from '@studio/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { API_BASE, toApiError } from '../lib/api-client';
import { ApiError, NETWORK_STATUS } from '../lib/api-error';
import { dutKeys } from '../lib/dut-keys';

/** A board as the server sends it, with its content hash (the ETag) when the server gave one. */
export interface FetchedBoard {
  board: Board;
  sha256: string | null;
}

/**
 * A board in core's compact columnar encoding, gzip on the wire (the browser inflates it) and
 * revalidated by ETag (its sha256), decoded here into the board model. `path` is below /api/v1:
 * `/duts/:id/board`, or the board a test-config version or a DFT report was made for.
 */
export async function fetchBoardAt(path: string, signal?: AbortSignal): Promise<FetchedBoard> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: NETWORK_STATUS, code: 'network', message: 'Network request failed' });
  }
  if (!response.ok) throw await toApiError(response);
  const etag = response.headers.get('ETag');
  try {
    const board = decodeBoard((await response.json()) as CompactBoard);
    return { board, sha256: etag ? etag.replace(/^W\//, '').replaceAll('"', '') : null };
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: 'The board could not be read.',
    });
  }
}

/** `GET /api/v1/duts/:id/board`: the DUT's imported board. */
export async function fetchBoard(dutId: string, signal?: AbortSignal): Promise<Board> {
  return (await fetchBoardAt(`/duts/${encodeURIComponent(dutId)}/board`, signal)).board;
}

const boardOf = (fetched: FetchedBoard) => fetched.board;
const shaOf = (fetched: FetchedBoard) => fetched.sha256;

const dutBoardQuery = (dutId: string, enabled: boolean) => ({
  queryKey: dutKeys.board(dutId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchBoardAt(`/duts/${encodeURIComponent(dutId)}/board`, signal),
  enabled,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 5 * 60_000,
  structuralSharing: false,
});

/**
 * The DUT's imported board. It changes only when an import finishes (the live event, or the DUT
 * page seeing the status turn `ready`, invalidates it), so it never goes stale on its own; and it is
 * big, so the cache keeps the decoded object as is instead of comparing it field by field.
 */
export const useBoard = (dutId: string, enabled: boolean) =>
  useQuery({ ...dutBoardQuery(dutId, enabled), select: boardOf });

/** The content hash of the DUT's current board (same query as `useBoard`: one download). */
export const useBoardSha = (dutId: string, enabled: boolean) =>
  useQuery({ ...dutBoardQuery(dutId, enabled), select: shaOf });

/**
 * Starts reading the DUT's board into the cache that `useBoard` reads (nothing when it is there or
 * on its way): the new-DUT screen asks for it once the import has ended, so that "Open the board"
 * finds it downloaded and decoded (issue 20 item 4).
 */
export const prefetchBoard = (client: QueryClient, dutId: string) =>
  client.prefetchQuery(dutBoardQuery(dutId, true));
