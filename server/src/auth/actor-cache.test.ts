import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ActorCache, signedSessionToken } from './actor-cache';
import type { UserActor } from './session';

const actorOf = (userId: string, sessionId: string, companyId: string | null = 'c1'): UserActor => ({
  userId,
  sessionId,
  email: `${userId}@example.test`,
  name: userId,
  emailVerified: true,
  isStaff: false,
  companyId,
  role: companyId ? 'engineer' : null,
});

const FAR = { expiresAt: Number.MAX_SAFE_INTEGER, refreshAt: Number.MAX_SAFE_INTEGER };

function cacheAt(options: { ttlMs?: number; max?: number; continuity?: () => number | null } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new ActorCache({
    ttlMs: options.ttlMs ?? 5_000,
    max: options.max ?? 100,
    now: () => clock.now,
    ...(options.continuity ? { continuity: options.continuity } : {}),
  });
  const put = (token: string, actor: UserActor, session = FAR) =>
    cache.put(token, actor, cache.mark(), session);
  return { cache, clock, put };
}

describe('ActorCache', () => {
  it('serves an actor for the TTL, counted from the start of the read, then forgets it', () => {
    const { cache, clock, put } = cacheAt({ ttlMs: 5_000 });
    const mark = cache.mark();
    clock.now += 1_000; // the read took a second
    cache.put('t1', actorOf('u1', 's1'), mark, FAR);
    expect(cache.get('t1')?.userId).toBe('u1');
    clock.now += 3_999;
    expect(cache.get('t1')).toBeDefined();
    clock.now += 1;
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.size).toBe(0);
    put('t2', actorOf('u2', 's2'));
    expect(cache.get('t2')?.sessionId).toBe('s2');
  });

  it('never serves a session past its expiry or its refresh age, whatever the TTL', () => {
    const { cache, clock, put } = cacheAt({ ttlMs: 60_000 });
    put('expiring', actorOf('u1', 's1'), {
      expiresAt: clock.now + 1_500,
      refreshAt: Number.MAX_SAFE_INTEGER,
    });
    put('refreshing', actorOf('u2', 's2'), {
      expiresAt: Number.MAX_SAFE_INTEGER,
      refreshAt: clock.now + 2_000,
    });
    put('expired', actorOf('u3', 's3'), { expiresAt: clock.now - 1, refreshAt: Number.MAX_SAFE_INTEGER });
    expect(cache.get('expired')).toBeUndefined();
    clock.now += 1_499;
    expect(cache.get('expiring')).toBeDefined();
    clock.now += 1;
    expect(cache.get('expiring')).toBeUndefined();
    expect(cache.get('refreshing')).toBeDefined();
    clock.now += 500;
    expect(cache.get('refreshing')).toBeUndefined();
  });

  it('keeps at most `max` entries, dropping the least recently used', () => {
    const { cache, put } = cacheAt({ max: 3 });
    for (const n of [1, 2, 3]) put(`t${n}`, actorOf(`u${n}`, `s${n}`));
    expect(cache.get('t1')).toBeDefined(); // t1 is now the most recently used
    put('t4', actorOf('u4', 's4'));
    expect(cache.size).toBe(3);
    expect(cache.get('t2')).toBeUndefined();
    expect(['t1', 't3', 't4'].map((t) => cache.get(t)?.userId)).toEqual(['u1', 'u3', 'u4']);
    for (let n = 5; n < 1000; n++) put(`t${n}`, actorOf(`u${n}`, `s${n}`));
    expect(cache.size).toBe(3);
  });

  it('forgets the sessions an event names, and every session of a user whose account or membership changed', () => {
    const { cache, put } = cacheAt();
    const fill = () => {
      cache.clear();
      put('a1', actorOf('ann', 'sa1'));
      put('a2', actorOf('ann', 'sa2'));
      put('b1', actorOf('bob', 'sb1'));
    };
    const left = () => ['a1', 'a2', 'b1'].filter((t) => cache.get(t) !== undefined);
    fill();
    cache.observe({ type: 'session.revoked', userId: 'ann', sessionIds: ['sa2'] });
    expect(left()).toEqual(['a1', 'b1']);
    fill();
    cache.observe({ type: 'session.revoked', userId: 'ann' });
    expect(left()).toEqual(['b1']);
    for (const event of [
      { type: 'account.changed', userId: 'ann' },
      { type: 'member.removed', companyId: 'c1', userId: 'ann' },
      { type: 'member.role-changed', companyId: 'c1', userId: 'ann', role: 'viewer' },
      { type: 'member.joined', companyId: 'c2', userId: 'ann', name: 'Ann' },
    ] as const) {
      fill();
      cache.observe(event);
      expect(left(), event.type).toEqual(['b1']);
    }
    fill();
    cache.observe({ type: 'account.changed', userId: null });
    expect(left()).toEqual([]);
    fill();
    cache.observe({ type: 'dut.updated', companyId: 'c1', dutId: 'd1' });
    cache.observe({ type: 'chat.stop', userId: 'ann', conversationId: 'x' });
    expect(left()).toEqual(['a1', 'a2', 'b1']);
  });

  it('does not keep what was read while something was forgotten (it may predate the change)', () => {
    const { cache } = cacheAt();
    const before = cache.mark();
    cache.observe({ type: 'member.removed', companyId: 'c1', userId: 'somebody-else' });
    cache.put('t1', actorOf('u1', 's1'), before, FAR);
    expect(cache.get('t1')).toBeUndefined();
    const after = cache.mark();
    cache.put('t1', actorOf('u1', 's1'), after, FAR);
    expect(cache.get('t1')).toBeDefined();
  });

  it('keeps nothing while the bus may miss events, and nothing from before a gap', () => {
    let continuity: number | null = 1;
    const { cache, put } = cacheAt({ continuity: () => continuity });
    put('t1', actorOf('u1', 's1'));
    expect(cache.get('t1')).toBeDefined();
    continuity = null; // the listener lost its connection
    expect(cache.get('t1')).toBeUndefined();
    put('t2', actorOf('u2', 's2'));
    expect(cache.get('t2')).toBeUndefined();
    const during = cache.mark();
    continuity = 2; // listening again: what was read during the gap is not kept
    cache.put('t3', actorOf('u3', 's3'), during, FAR);
    expect(cache.get('t3')).toBeUndefined();
    put('t4', actorOf('u4', 's4'));
    expect(cache.get('t4')).toBeDefined();
  });

  it('is off with a TTL of 0, and hands out actors nobody can change', () => {
    const off = cacheAt({ ttlMs: 0 });
    expect(off.cache.enabled).toBe(false);
    off.put('t1', actorOf('u1', 's1'));
    expect(off.cache.get('t1')).toBeUndefined();
    const { cache, put } = cacheAt();
    const actor = actorOf('u1', 's1');
    put('t1', actor);
    actor.role = 'owner';
    const served = cache.get('t1')!;
    expect(served.role).toBe('engineer');
    expect(() => {
      (served as UserActor).role = 'owner';
    }).toThrow(TypeError);
  });
});

describe('ActorCache reads on their way', () => {
  it('lets requests of the same session join one read, with an actor nobody can change', async () => {
    const { cache } = cacheAt();
    let answer!: (actor: UserActor | null) => void;
    const read = new Promise<UserActor | null>((resolve) => (answer = resolve));
    expect(cache.joinable('t1')).toBeUndefined();
    cache.reading('t1', cache.mark(), read);
    const joined = cache.joinable('t1');
    expect(joined).toBeDefined();
    expect(cache.joinable('t2')).toBeUndefined();
    answer(actorOf('u1', 's1'));
    const actor = (await joined)!;
    expect(actor.userId).toBe('u1');
    expect(Object.isFrozen(actor)).toBe(true);
    // Settled: the next miss reads again.
    await Promise.resolve();
    expect(cache.joinable('t1')).toBeUndefined();
  });

  it('never joins a read begun before a forgetting, nor while the bus may miss events', () => {
    let continuity: number | null = 1;
    const { cache } = cacheAt({ continuity: () => continuity });
    const pending = new Promise<UserActor | null>(() => {});
    cache.reading('t1', cache.mark(), pending);
    cache.observe({ type: 'session.revoked', userId: 'u1', sessionIds: ['s1'] });
    expect(cache.joinable('t1')).toBeUndefined();
    cache.reading('t2', cache.mark(), pending);
    continuity = 2;
    expect(cache.joinable('t2')).toBeUndefined();
    continuity = null;
    cache.reading('t3', cache.mark(), pending);
    expect(cache.joinable('t3')).toBeUndefined();
  });

  it('passes a failed read on to those who joined it, and is off with the cache', async () => {
    const { cache } = cacheAt();
    let fail!: (error: Error) => void;
    cache.reading('t1', cache.mark(), new Promise((_, reject) => (fail = reject)));
    const joined = cache.joinable('t1')!;
    fail(new Error('database down'));
    await expect(joined).rejects.toThrow('database down');
    const off = cacheAt({ ttlMs: 0 }).cache;
    off.reading('t1', off.mark(), new Promise(() => {}));
    expect(off.joinable('t1')).toBeUndefined();
  });
});

describe('signedSessionToken', () => {
  const secret = 'a-test-secret-of-enough-length-0123456789';
  const NAME = 'studio.session_token';
  /** A cookie value as better-auth sets it: `token.base64(HMAC-SHA256)`, URL-encoded. */
  const signed = (token: string, key = secret) =>
    encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

  it('gives the token of a cookie signed with the secret', () => {
    expect(signedSessionToken(`${NAME}=${signed('abc123')}`, NAME, secret)).toBe('abc123');
    expect(signedSessionToken(`theme=dark; ${NAME}=${signed('abc123')}; x=1`, NAME, secret)).toBe('abc123');
    expect(signedSessionToken(`${NAME}="${signed('abc123')}"`, NAME, secret)).toBe('abc123');
  });

  it('refuses a wrong or missing signature, another secret, and a cookie named twice', () => {
    const good = signed('abc123');
    const [token, signature] = decodeURIComponent(good).split('.');
    const flipped = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    for (const header of [
      undefined,
      '',
      'theme=dark',
      `${NAME}=`,
      `${NAME}=${token}`,
      `${NAME}=${encodeURIComponent(`${token}.${flipped}`)}`,
      `${NAME}=${encodeURIComponent(`${token}.${signature}junk`)}`,
      `${NAME}=${encodeURIComponent(`${token}.${'é'.repeat(43)}=`)}`,
      `${NAME}=${signed('abc123', 'another-secret')}`,
      `${NAME}=${good}; ${NAME}=${signed('other')}`,
      `x${NAME}=${good}`,
    ])
      expect(signedSessionToken(header, NAME, secret), String(header)).toBeNull();
  });
});
