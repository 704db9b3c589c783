import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGuard, type GuardDeps, USER_WAIT_MS } from './guard';
import { GUARD_PATTERNS } from './guard-patterns';
import { waitFor } from './wait-for';

/** A tiny observable "store" standing in for the query cache that holds the user. */
function userStore() {
  let user: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => user,
    set(value: string) {
      user = value;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function deps(overrides: Partial<GuardDeps> = {}): GuardDeps & { saved: string[] } {
  const store = userStore();
  const saved: string[] = [];
  return {
    saved,
    patterns: GUARD_PATTERNS,
    hasUser: () => store.get() !== null,
    fetchSession: async () => true,
    loadUser: () => {},
    waitForUser: (ms) => waitFor(() => store.get() !== null, store.subscribe, ms),
    saveRedirectPath: (p) => saved.push(p),
    ...overrides,
  };
}

describe('waitFor (the 100 ms user wait)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves true at once when the user is already set', async () => {
    const store = userStore();
    store.set('ada');
    await expect(waitFor(() => store.get() !== null, store.subscribe, 100)).resolves.toBe(true);
  });

  it('resolves true as soon as the user is set within the wait', async () => {
    const store = userStore();
    let result: boolean | undefined;
    void waitFor(() => store.get() !== null, store.subscribe, 100).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(40);
    expect(result).toBeUndefined();
    store.set('ada');
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBe(true);
  });

  it('gives up with false after exactly 100 ms, not before', async () => {
    const store = userStore();
    let result: boolean | undefined;
    void waitFor(() => store.get() !== null, store.subscribe, 100).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
  });
});

describe('createGuard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 100 ms', () => {
    expect(USER_WAIT_MS).toBe(100);
  });

  it('lets unguarded paths through without asking the server', async () => {
    const fetchSession = vi.fn(async () => false);
    const guard = createGuard(deps({ fetchSession }));
    await expect(guard('/login', '/login')).resolves.toEqual({ action: 'continue' });
    expect(fetchSession).not.toHaveBeenCalled();
  });

  it('does not ask the server when the user is already held', async () => {
    const fetchSession = vi.fn(async () => false);
    const guard = createGuard(deps({ fetchSession, hasUser: () => true }));
    await expect(guard('/settings', '/settings')).resolves.toEqual({ action: 'continue' });
    expect(fetchSession).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to /login and saves the full path', async () => {
    const d = deps({ fetchSession: async () => false });
    const guard = createGuard(d);
    await expect(guard('/settings/company', '/settings/company?tab=members')).resolves.toEqual({
      action: 'redirect',
      to: '/login',
    });
    expect(d.saved).toEqual(['/settings/company?tab=members']);
  });

  it('continues after 100 ms when the session exists but the user never arrives', async () => {
    const loadUser = vi.fn();
    const guard = createGuard(deps({ loadUser }));
    let result: unknown;
    void guard('/', '/').then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(result).toBeUndefined();
    expect(loadUser).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ action: 'continue' });
  });

  it('continues as soon as the user lands in the store', async () => {
    const store = userStore();
    const guard = createGuard(
      deps({
        hasUser: () => store.get() !== null,
        loadUser: () => setTimeout(() => store.set('ada'), 10),
        waitForUser: (ms) => waitFor(() => store.get() !== null, store.subscribe, ms),
      }),
    );
    let result: unknown;
    void guard('/', '/').then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(result).toEqual({ action: 'continue' });
  });
});
