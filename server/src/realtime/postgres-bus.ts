import { EventEmitter } from 'node:events';
import { LiveEvent } from '@studio/api';
import pg from 'pg';
import type { EventBus } from './bus';

/** The NOTIFY channel every Studio instance listens on. */
export const LIVE_CHANNEL = 'studio_live_events';
/** PostgreSQL rejects NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000];

export interface PostgresBusOptions {
  connectionString: string;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Fans events out across server instances through PostgreSQL LISTEN/NOTIFY. Each instance holds one
 * dedicated listening connection (a pooled connection can't LISTEN reliably); publishing goes through
 * one pooled connection, one NOTIFY after the other in the order `publish` was called: PostgreSQL
 * delivers notifications in the order their transactions commit, so two NOTIFYs racing on two
 * connections could swap (an import's last progress tick after its "ready", a chat's deltas out of
 * order). Events published here are delivered to local subscribers when PostgreSQL echoes the
 * notification back, so every instance, including this one, sees each event exactly once and in the
 * same order.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 1 });
  let listener: pg.Client | null = null;
  /** The last NOTIFY sent: the next one waits for it (order of publication). */
  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;
  /** Whether the listener is connected and listening, and how many times that changed (continuity). */
  let listening = false;
  let gaps = 0;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
    const parsed = LiveEvent.safeParse(safeJson(msg.payload));
    if (parsed.success) emitter.emit('event', parsed.data);
    else options.log?.warn({ payload: msg.payload }, 'ignored a malformed live event');
  };

  const connect = async (attempt = 0): Promise<void> => {
    // TCP keep-alive: a listener whose connection died silently is noticed (and replaced) in
    // seconds, not hours; until then its instance may miss events (EventBus.continuity).
    const client = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', onNotification);
    client.on('end', () => {
      if (listener === client && listening) {
        listening = false;
        gaps++;
      }
    });
    client.on('error', (error) => {
      // Notifications sent until the next LISTEN are lost for this instance.
      if (listener === client && listening) {
        listening = false;
        gaps++;
      }
      options.log?.error({ err: error }, 'live-event listener connection failed; reconnecting');
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!closed) void reconnect(0);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      listener = client;
      listening = true;
      gaps++;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt === 0 && listener === null && !closed) throw error;
      await reconnect(attempt + 1);
    }
  };
  const reconnect = async (attempt: number) => {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (!closed) await connect(attempt + 1).catch(() => undefined);
  };

  await connect();

  return {
    async publish(event) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`live event ${event.type} is too large for NOTIFY (${payload.length} bytes)`);
      }
      const sent = tail.then(() => pool.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]));
      tail = sent.catch(() => undefined);
      await sent;
    },
    subscribe(fn: (event: LiveEvent) => void) {
      emitter.on('event', fn);
      return () => emitter.off('event', fn);
    },
    continuity() {
      return listening && !closed ? gaps : null;
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await tail;
      await listener?.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
