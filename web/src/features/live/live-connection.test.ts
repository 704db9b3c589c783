import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, type LiveSocket, reconnectDelay } from './live-connection';

class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

function setup(overrides: Partial<ConstructorParameters<typeof LiveConnection>[0]> = {}) {
  const sockets: FakeSocket[] = [];
  const events: unknown[] = [];
  const connection = new LiveConnection({
    url: 'ws://test/api/v1/live',
    onEvent: (e) => events.push(e),
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    ...overrides,
  });
  return { connection, sockets, events, last: () => sockets[sockets.length - 1]! };
}

describe('reconnectDelay', () => {
  it('backs off 1, 2, 5, 10 s and stays at 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map((a) => reconnectDelay(a))).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});

describe('LiveConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reconnects after 1, 2, 5, 10, 10 s while the server keeps dropping it', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      last().serverClose();
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000]);
    connection.stop();
  });

  it('starts the back-off again after a successful open', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().serverClose();
    vi.advanceTimersByTime(1000);
    last().serverClose();
    vi.advanceTimersByTime(2000);
    last().open();
    last().serverClose();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    connection.stop();
  });

  it('answers the server ping with pong and passes other events on', () => {
    const { connection, events, last } = setup();
    connection.start();
    last().open();
    last().receive({ type: 'ping', at: '2025-01-01T00:00:00Z' });
    expect(last().sent).toEqual([JSON.stringify({ type: 'pong' })]);
    last().receive({ type: 'company.updated', companyId: 'c1' });
    last().receive({ type: 'nonsense' });
    expect(events).toEqual([{ type: 'company.updated', companyId: 'c1' }]);
    connection.stop();
  });

  it('keeps at most 100 messages while disconnected, dropping the oldest, and flushes on open', () => {
    const { connection, last } = setup();
    connection.start();
    for (let i = 0; i < 105; i++) connection.send({ type: 'subscribe', topic: `t${i}` });
    expect(connection.bufferedCount).toBe(100);
    last().open();
    expect(connection.bufferedCount).toBe(0);
    expect(last().sent).toHaveLength(100);
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'subscribe', topic: 't5' });
    connection.stop();
  });

  it('gives a connection attempt 10 s to open', () => {
    const { connection, sockets } = setup();
    connection.start();
    vi.advanceTimersByTime(9999);
    expect(sockets[0]!.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closedWith).toBe(4000);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    connection.stop();
  });

  it('drops a connection silent for 25 s + 10 s and reconnects', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().open();
    vi.advanceTimersByTime(20_000);
    last().receive({ type: 'ping', at: 'x' });
    vi.advanceTimersByTime(34_999);
    expect(sockets[0]!.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closedWith).toBe(4000);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    connection.stop();
  });

  it('stops for good when the server says unauthorized', () => {
    const onUnauthorized = vi.fn();
    const { connection, sockets, last } = setup({ onUnauthorized });
    connection.start();
    last().serverClose(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    connection.stop();
  });

  it('reconnects at once, without back-off, when the server re-scopes the socket (account changed)', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().open();
    last().serverClose(4409);
    expect(sockets).toHaveLength(2);
    last().serverClose(4409);
    expect(sockets).toHaveLength(3);
    connection.stop();
  });

  it('does not reconnect after stop', () => {
    const { connection, sockets } = setup();
    connection.start();
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
