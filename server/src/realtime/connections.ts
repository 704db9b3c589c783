import { LIVE_CLOSE_RESCOPE, type LiveEvent } from '@studio/api';

/** The minimal socket surface the registry needs (a `ws` WebSocket satisfies it). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

export interface LiveConnection {
  socket: LiveSocket;
  userId: string;
  /** The session the socket was opened with (closed when that session ends). */
  sessionId?: string;
  companyId: string | null;
  /** Staff see the events marked `staff` of every company (the delivery-order queue). */
  isStaff?: boolean;
  /** Time (ms) of the last pong or message from the client. */
  lastSeen: number;
}

const OPEN = 1;

/** Which connections an event is for: company events to that company's members, user events to that user. */
function isFor(event: LiveEvent, connection: LiveConnection): boolean {
  // For server instances only (their actor caches, auth/actor-cache.ts).
  if (event.type === 'account.changed') return false;
  if ('staff' in event && event.staff === true && connection.isStaff) return true;
  if ('companyId' in event && event.type !== 'hello') return event.companyId === connection.companyId;
  if (event.type === 'session.revoked')
    return (
      event.userId === connection.userId &&
      (event.sessionIds === undefined ||
        (connection.sessionId !== undefined && event.sessionIds.includes(connection.sessionId)))
    );
  if ('userId' in event) return event.userId === connection.userId;
  return false;
}

/** The sockets open on this server instance, and the routing of events to them. */
export class ConnectionRegistry {
  private readonly connections = new Set<LiveConnection>();

  add(connection: LiveConnection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  get size(): number {
    return this.connections.size;
  }

  /** Sends an event to every connection it concerns; returns how many got it. */
  deliver(event: LiveEvent): number {
    if (event.type === 'account.changed') {
      if (event.rescope) this.rescope(event.userId);
      return 0;
    }
    const text = JSON.stringify(event);
    let sent = 0;
    for (const connection of this.connections) {
      if (connection.socket.readyState !== OPEN || !isFor(event, connection)) continue;
      connection.socket.send(text);
      sent++;
      // A removed member or a revoked session must stop receiving the company's events at once.
      const removed = event.type === 'member.removed' && event.userId === connection.userId;
      if (removed || event.type === 'session.revoked') connection.socket.close(4403, event.type);
    }
    return sent;
  }

  /**
   * A socket is scoped when it opens (company, staff). When what a user may see changes (staff
   * granted or revoked: issue 31), their sockets are closed with LIVE_CLOSE_RESCOPE and the tab
   * reconnects at once, scoped anew; meanwhile it receives nothing.
   * `userId` null: every user's account may have changed.
   */
  private rescope(userId: string | null): void {
    for (const connection of this.connections) {
      if (userId !== null && connection.userId !== userId) continue;
      this.connections.delete(connection);
      connection.socket.close(LIVE_CLOSE_RESCOPE, 'account changed');
    }
  }

  /** Pings every socket; terminates those that have not answered within `timeoutMs`. */
  heartbeat(now: number, timeoutMs: number): void {
    const ping = JSON.stringify({ type: 'ping', at: new Date(now).toISOString() } satisfies LiveEvent);
    for (const connection of this.connections) {
      if (now - connection.lastSeen > timeoutMs) {
        connection.socket.terminate();
        this.connections.delete(connection);
      } else if (connection.socket.readyState === OPEN) connection.socket.send(ping);
    }
  }

  closeAll(): void {
    for (const connection of this.connections) connection.socket.close(1001, 'server shutting down');
    this.connections.clear();
  }
}
