import type { DutStatus, LiveEvent } from '@studio/api';
import type { QueryClient } from '@tanstack/react-query';
import { dutKeys } from '../../lib/dut-keys';
import { isImportBusy } from './dut-status';

export type DutLiveEvent = Extract<LiveEvent, { type: 'dut.import' | 'dut.updated' }>;

/** The latest import progress the server pushed for a DUT. */
export interface LiveImportProgress {
  status: string;
  /** 0..1 */
  progress: number;
  fileId: string | null;
  /** Client clock (ms) when it arrived: tells whether the live connection is delivering. */
  receivedAt: number;
}

/** Live events arriving this recently mean the socket works and polling can relax. */
const LIVE_FRESH_MS = 5_000;
const POLL_MS = 2_000;
const POLL_WHILE_LIVE_MS = 10_000;

/**
 * Reads the queries under `queryKey` again, even those whose first answer is still on its way: that
 * answer may have been read before the change the event announces. TanStack Query's invalidation
 * cancels a refetch in flight but joins a *first* fetch (no data yet), whose stale answer would then
 * stand until the next poll — the import that took 11 s to show (issue 20 item 4).
 */
async function readAgain(client: QueryClient, queryKey: readonly string[]): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}

/**
 * What a DUT event means for the screen: progress goes straight into the cache (no request per
 * tick); a status change (`dut.updated`, sent with every one) reads the DUT, its files and the
 * lists again; a finished import reads the board again.
 */
export function handleDutEvent(event: DutLiveEvent, client: QueryClient, now = Date.now()): void {
  if (event.type === 'dut.import') {
    client.setQueryData<LiveImportProgress>(dutKeys.progress(event.dutId), {
      status: event.status,
      progress: event.progress,
      fileId: event.fileId,
      receivedAt: now,
    });
    if (event.status === 'ready') void readAgain(client, dutKeys.board(event.dutId));
    return;
  }
  void readAgain(client, dutKeys.detail(event.dutId));
  void readAgain(client, dutKeys.lists);
}

/**
 * The polling fallback: while an import is queued or running, ask every 2 s — unless live events for
 * this DUT are arriving, then only every 10 s as a safety net. When the live events already said the
 * import ended but the DUT read says otherwise, that read is stale: back to every 2 s. Idle DUTs are
 * not polled.
 */
export function pollWhileBusy(
  client: QueryClient,
  dutId: string,
  status: DutStatus | undefined,
  now = Date.now(),
): number | false {
  if (!status || !isImportBusy(status)) return false;
  const live = client.getQueryData<LiveImportProgress>(dutKeys.progress(dutId));
  const liveBusy = live?.status === 'queued' || live?.status === 'importing';
  return live && liveBusy && now - live.receivedAt < LIVE_FRESH_MS ? POLL_WHILE_LIVE_MS : POLL_MS;
}

/** The progress to show (0..1), or null when unknown (queued, or nothing heard yet). */
export function progressOf(status: DutStatus, live: LiveImportProgress | undefined): number | null {
  if (status === 'ready' || status === 'failed') return 1;
  if (status !== 'importing' || !live || live.status !== 'importing') return null;
  return Math.min(1, Math.max(0, live.progress));
}
