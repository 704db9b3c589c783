import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LiveEvent } from '@studio/api';
import { Forgettings, type ReadMark } from '../realtime/forgettings';
import type { UserActor } from './session';

export type { ReadMark } from '../realtime/forgettings';

// Decision 0045. Who a request is (auth/session.ts) costs better-auth's getSession — a WebCrypto key
// import and HMAC, two adapter queries — and Studio's member query: most of a cheap request's time
// (issue 13's DUT-list load figure). This process keeps the resolved actor of a session for a few
// seconds, keyed by its session token once the cookie's signature is checked, and forgets it the
// moment anything it holds may have changed: the events below, published by whoever changes it,
// reach every instance (on PostgreSQL through LISTEN/NOTIFY). Anything that is not a clean hit goes
// through better-auth as before.

export interface ActorCacheOptions {
  /** How long an entry may be served (ms); 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most; the least recently used goes first. */
  max: number;
  /** Clock (ms); tests move it. */
  now?: () => number;
  /**
   * The event bus's continuity (EventBus.continuity): null while events may be missed (the
   * PostgreSQL listener is down), a new number after every gap. Entries of another number are stale.
   */
  continuity?: () => number | null;
}

interface PendingRead {
  mark: ReadMark;
  actor: Promise<Readonly<UserActor> | null>;
}

interface Entry {
  actor: Readonly<UserActor>;
  /** Served until then (ms): the read's start + TTL, never past the session's expiry or refresh age. */
  until: number;
  continuity: number;
}

export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  private readonly forgettings: Forgettings;
  /** Reads of a verified session token's actor on their way (see `joinable`). */
  private readonly reads = new Map<string, PendingRead>();

  constructor(private readonly options: ActorCacheOptions) {
    this.forgettings = new Forgettings(options);
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.max > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The actor cached for a verified session token, or undefined (then ask better-auth). */
  get(token: string): Readonly<UserActor> | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.forgettings.now() >= entry.until || !this.forgettings.holds(entry.continuity)) {
      this.entries.delete(token);
      return undefined;
    }
    // Most recently used last: eviction takes the first.
    this.entries.delete(token);
    this.entries.set(token, entry);
    return entry.actor;
  }

  /**
   * The read of a session token's actor already on its way, when it began after the last forgetting:
   * a request with the same token waits for it instead of asking better-auth again. When a cached
   * actor's time is out, every request of that session in flight (a page's burst, or a hundred
   * connections of a client) would otherwise run getSession and the member query at once — on
   * PGlite all on the event loop.
   */
  joinable(token: string): Promise<Readonly<UserActor> | null> | undefined {
    const read = this.reads.get(token);
    return read && this.forgettings.keepable(read.mark) !== null ? read.actor : undefined;
  }

  /** Records the read of a verified token's actor begun at `mark`, for `joinable`, until it settles. */
  reading(token: string, mark: ReadMark, actor: Promise<UserActor | null>): void {
    if (!this.enabled) return;
    const shared = actor.then((a) => (a ? Object.freeze({ ...a }) : null));
    this.reads.set(token, { mark, actor: shared });
    const settle = () => {
      if (this.reads.get(token)?.actor === shared) this.reads.delete(token);
    };
    shared.then(settle, settle);
  }

  mark(): ReadMark {
    return this.forgettings.mark();
  }

  /**
   * Keeps the actor read (since `mark`) for a session token. Nothing is kept when the cache is off,
   * when anything was forgotten during the read (it may predate that change), while the bus may miss
   * events, or for a session that expires or is due for its refresh before the TTL is out.
   */
  put(token: string, actor: UserActor, mark: ReadMark, session: { expiresAt: number; refreshAt: number }) {
    if (!this.enabled) return;
    const continuity = this.forgettings.keepable(mark);
    if (continuity === null) return;
    const until = Math.min(mark.at + this.options.ttlMs, session.expiresAt, session.refreshAt);
    if (until <= this.forgettings.now()) return;
    this.entries.delete(token);
    this.entries.set(token, { actor: Object.freeze({ ...actor }), until, continuity });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.max) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets every cached session of a user (or only those listed). */
  forgetUser(userId: string, sessionIds?: readonly string[]): void {
    this.forgettings.forgot();
    for (const [token, entry] of this.entries) {
      if (entry.actor.userId !== userId) continue;
      if (sessionIds === undefined || sessionIds.includes(entry.actor.sessionId)) this.entries.delete(token);
    }
  }

  clear(): void {
    this.forgettings.forgot();
    this.entries.clear();
  }

  /** Forgets what an event may have changed: call it for every event published or received. */
  observe(event: LiveEvent): void {
    switch (event.type) {
      case 'session.revoked':
        this.forgetUser(event.userId, event.sessionIds);
        return;
      case 'account.changed':
        if (event.userId === null) this.clear();
        else this.forgetUser(event.userId);
        return;
      case 'member.joined':
      case 'member.removed':
      case 'member.role-changed':
        this.forgetUser(event.userId);
        return;
      default:
        return;
    }
  }
}

/** better-call's signature of a signed cookie: base64 of an HMAC-SHA256, 44 characters. */
const SIGNATURE_LENGTH = 44;

/**
 * The session token of a request's signed session cookie when its signature is right, else null.
 * Reads the cookie as better-auth does (better-call's parseCookies: the value trimmed, quotes
 * removed, URL-decoded when it decodes) and checks the signature with node:crypto in constant time.
 * A header naming the cookie twice gives null: the caller asks better-auth and caches nothing.
 */
export function signedSessionToken(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  let raw: string | null = null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== cookieName) continue;
    if (raw !== null) return null;
    raw = part.slice(eq + 1).trim();
  }
  if (!raw) return null;
  if (raw.startsWith('"')) raw = raw.slice(1, -1);
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {}
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  if (signature.length !== SIGNATURE_LENGTH || signature[SIGNATURE_LENGTH - 1] !== 0x3d /* = */) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(signature, Buffer.from(expected.toString('base64'))) ? token : null;
}
