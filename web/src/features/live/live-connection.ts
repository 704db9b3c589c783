import {
  HEARTBEAT_MS,
  LIVE_BUFFER_SIZE,
  LIVE_CLOSE_RESCOPE,
  type LiveClientMessage,
  LiveEvent,
  RECONNECT_BACKOFF_MS,
  REQUEST_TIMEOUT_MS,
} from '@studio/api';

/** The part of the browser WebSocket this client uses (a fake one in tests). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type LiveStatus = 'connecting' | 'open' | 'closed';

export interface LiveConnectionOptions {
  url: string;
  onEvent(event: LiveEvent): void;
  onStatus?(status: LiveStatus): void;
  /** The server refused the socket (close code 4401): the session is gone. */
  onUnauthorized?(): void;
  createSocket?(url: string): LiveSocket;
  backoffMs?: readonly number[];
  heartbeatMs?: number;
  requestTimeoutMs?: number;
  bufferSize?: number;
}

const OPEN = 1;
const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_STALE = 4000;

/** Wait before reconnect attempt `attempt` (0-based): 1, 2, 5, 10 s, then 10 s for ever. */
export function reconnectDelay(attempt: number, backoff: readonly number[] = RECONNECT_BACKOFF_MS): number {
  return backoff[Math.min(attempt, backoff.length - 1)] ?? 10_000;
}

/**
 * One WebSocket per tab to /api/v1/live (PRODUCT.md §11): answers the server's 25 s ping, treats a
 * connection silent for one heartbeat plus the 10 s request timeout as dead, gives a connection
 * attempt 10 s to open, reconnects after 1, 2, 5, 10 s, and keeps up to 100 outgoing messages
 * (oldest dropped first) while disconnected.
 */
export class LiveConnection {
  private socket: LiveSocket | null = null;
  private readonly buffer: string[] = [];
  private attempt = 0;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'client stopped');
    }
    this.options.onStatus?.('closed');
  }

  /** Sends now when connected, otherwise buffers (bounded) until the next open. */
  send(message: LiveClientMessage): void {
    const text = JSON.stringify(message);
    if (this.socket?.readyState === OPEN) {
      this.socket.send(text);
      return;
    }
    this.buffer.push(text);
    const size = this.options.bufferSize ?? LIVE_BUFFER_SIZE;
    if (this.buffer.length > size) this.buffer.splice(0, this.buffer.length - size);
  }

  get bufferedCount(): number {
    return this.buffer.length;
  }

  private connect(): void {
    this.options.onStatus?.('connecting');
    const socket = this.options.createSocket
      ? this.options.createSocket(this.options.url)
      : (new WebSocket(this.options.url) as unknown as LiveSocket);
    this.socket = socket;
    this.openTimer = setTimeout(() => this.drop(socket), this.requestTimeoutMs);
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.handleMessage(event);
    socket.onclose = (event) => this.handleClose(socket, event.code);
    socket.onerror = () => {
      // The close event follows and drives the reconnect.
    };
  }

  private get requestTimeoutMs(): number {
    return this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  }

  private handleOpen(): void {
    clearTimeout(this.openTimer);
    this.attempt = 0;
    this.options.onStatus?.('open');
    this.armWatchdog();
    for (const text of this.buffer.splice(0)) this.socket?.send(text);
  }

  private handleMessage(event: MessageEvent): void {
    this.armWatchdog();
    const parsed = LiveEvent.safeParse(safeJson(String(event.data)));
    if (!parsed.success) return;
    if (parsed.data.type === 'ping') {
      this.socket?.send(JSON.stringify({ type: 'pong' } satisfies LiveClientMessage));
      return;
    }
    this.options.onEvent(parsed.data);
  }

  private handleClose(socket: LiveSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimers();
    this.options.onStatus?.('closed');
    if (this.stopped) return;
    if (code === CLOSE_UNAUTHORIZED) {
      this.stopped = true;
      this.options.onUnauthorized?.();
      return;
    }
    // The account changed (e.g. staff revoked): reconnect at once, to be scoped afresh.
    if (code === LIVE_CLOSE_RESCOPE) {
      this.attempt = 0;
      this.connect();
      return;
    }
    this.scheduleReconnect();
  }

  /** Gives up on a socket that did not open or went silent, and reconnects. */
  private drop(socket: LiveSocket): void {
    if (socket !== this.socket) return;
    socket.onclose = null;
    socket.close(CLOSE_STALE, 'timeout');
    this.handleClose(socket, CLOSE_STALE);
  }

  private armWatchdog(): void {
    clearTimeout(this.watchdog);
    const socket = this.socket;
    if (!socket) return;
    const silenceMs = (this.options.heartbeatMs ?? HEARTBEAT_MS) + this.requestTimeoutMs;
    this.watchdog = setTimeout(() => this.drop(socket), silenceMs);
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelay(this.attempt, this.options.backoffMs);
    this.attempt++;
    this.reconnectTimer = setTimeout(() => {
      if (!this.stopped) this.connect();
    }, delay);
  }

  private clearTimers(): void {
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.openTimer);
    clearTimeout(this.watchdog);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
