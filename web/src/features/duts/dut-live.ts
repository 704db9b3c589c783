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
 * What a DUT event means for the screen: progress goes straight into the cache (no request per
 * tick); a status change (`dut.updated`, sent with every one) refreshes the DUT, its files and the
 * lists; a finished import refreshes the board.
 */
export function handleDutEvent(event: DutLiveEvent, client: QueryClient, now = Date.now()): void {
  if (event.type === 'dut.import') {
    client.setQueryData<LiveImportProgress>(dutKeys.progress(event.dutId), {
      status: event.status,
      progress: event.progress,
      fileId: event.fileId,
      receivedAt: now,
    });
    if (event.status === 'ready') void client.invalidateQueries({ queryKey: dutKeys.board(event.dutId) });
    return;
  }
  void client.invalidateQueries({ queryKey: dutKeys.detail(event.dutId) });
  void client.invalidateQueries({ queryKey: dutKeys.lists });
}

/**
 * The polling fallback: while an import is queued or running, ask every 2 s — unless live events for
 * this DUT are arriving, then only every 10 s as a safety net. Idle DUTs are not polled.
 */
export function pollWhileBusy(
  client: QueryClient,
  dutId: string,
  status: DutStatus | undefined,
  now = Date.now(),
): number | false {
  if (!status || !isImportBusy(status)) return false;
  const live = client.getQueryData<LiveImportProgress>(dutKeys.progress(dutId));
  return live && now - live.receivedAt < LIVE_FRESH_MS ? POLL_WHILE_LIVE_MS : POLL_MS;
}

/** The progress to show (0..1), or null when unknown (queued, or nothing heard yet). */
export function progressOf(status: DutStatus, live: LiveImportProgress | undefined): number | null {
  if (status === 'ready' || status === 'failed') return 1;
  if (status !== 'importing' || !live || live.status !== 'importing') return null;
  return Math.min(1, Math.max(0, live.progress));
}
