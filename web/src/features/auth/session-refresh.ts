/**
 * Keeps the session alive and notices when it ends (PRODUCT.md §11): every 30 s the client asks
 * the server for its session (better-auth slides the 400-day cookie forward on such reads). A failed
 * check — network or server trouble, not "no session" — is retried 3 times, 200, 400, 800 ms apart.
 */
export const SESSION_CHECK_MS = 30_000;
export const REFRESH_RETRIES = 3;
export const REFRESH_BASE_DELAY_MS = 200;

export type Sleep = (ms: number) => Promise<void>;
const sleepReal: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The waits before each retry: base, 2·base, 4·base, ... */
export function backoffDelays(retries: number, baseDelayMs: number): number[] {
  return Array.from({ length: retries }, (_, i) => baseDelayMs * 2 ** i);
}

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  sleep?: Sleep;
}

/** Runs `task`; when it throws, waits and tries again, up to `retries` more times, then rethrows. */
export async function retryWithBackoff<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const delays = backoffDelays(
    options.retries ?? REFRESH_RETRIES,
    options.baseDelayMs ?? REFRESH_BASE_DELAY_MS,
  );
  const sleep = options.sleep ?? sleepReal;
  for (const delay of delays) {
    try {
      return await task();
    } catch {
      await sleep(delay);
    }
  }
  return task();
}

export interface SessionRefreshOptions {
  /** Resolves whether a session still exists; throws when the server could not be asked. */
  check(): Promise<boolean>;
  /** Called once the server says there is no session any more. */
  onExpired(): void;
  intervalMs?: number;
  retry?: RetryOptions;
}

/** Starts the periodic check (and one on returning to the tab); returns the function that stops it. */
export function startSessionRefresh(options: SessionRefreshOptions): () => void {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const alive = await retryWithBackoff(options.check, options.retry);
      if (!alive && !stopped) options.onExpired();
    } catch {
      // Still unreachable after the retries: keep the session; the next tick tries again.
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, options.intervalMs ?? SESSION_CHECK_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void tick();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
