import type { LiveEvent } from '@studio/api';

/**
 * Company-scoped live events (PRODUCT.md §11). Services publish; the WebSocket endpoint subscribes
 * and forwards each event to the sockets of that company's members. On PostgreSQL the bus fans out
 * across server instances through LISTEN/NOTIFY; on the embedded database it is in-process.
 */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
  /**
   * Whether subscribers can have missed events: null while they may be missing some now (the
   * PostgreSQL listener lost its connection), else a number that changes after every such gap. What
   * was learnt before a gap may be stale (auth/actor-cache.ts). Absent: never misses any (in-process).
   */
  continuity?(): number | null;
}
