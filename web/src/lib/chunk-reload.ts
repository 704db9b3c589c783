/**
 * After a deploy, an open tab may ask for a lazy chunk that no longer exists. Reloading fetches the
 * new index.html and its chunks; the timestamp in sessionStorage keeps a permanently broken chunk from
 * reloading the page in a loop: at most one reload per 10 s (PRODUCT.md §11).
 */
export const CHUNK_RELOAD_KEY = 'studio.chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 10_000;

export interface ReloadDeps {
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
}

export interface ChunkReloader {
  /** Reloads unless the last chunk reload was under 10 s ago; tells whether a reload is under way. */
  reloadForChunkError(): boolean;
  /** Wraps a dynamic import: a failed load reloads the page, or rethrows within the 10 s window. */
  importWithReload<T>(load: () => Promise<T>): () => Promise<T>;
  /** Vite fires `vite:preloadError` when a chunk's preloaded dependency fails to load. */
  installPreloadErrorHandler(target?: Window): () => void;
}

export function createChunkReloader(deps: ReloadDeps): ChunkReloader {
  // Once this page asked for a reload, later failures (a preload error and the import behind it)
  // wait for that reload instead of flashing the error page.
  let requested = false;

  const reloadForChunkError = (): boolean => {
    if (requested) return true;
    const now = deps.now();
    const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
    if (Number.isFinite(last) && now >= last && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(now));
    requested = true;
    deps.reload();
    return true;
  };

  return {
    reloadForChunkError,
    importWithReload<T>(load: () => Promise<T>) {
      return async () => {
        try {
          return await load();
        } catch (error) {
          // The page is going away: never settle, so nothing renders an error in the meantime.
          if (reloadForChunkError()) return new Promise<T>(() => {});
          throw error;
        }
      };
    },
    installPreloadErrorHandler(target: Window = window) {
      const handler = (event: Event) => {
        if (reloadForChunkError()) event.preventDefault();
      };
      target.addEventListener('vite:preloadError', handler);
      return () => target.removeEventListener('vite:preloadError', handler);
    },
  };
}

let shared: ChunkReloader | null = null;

/** The page's reloader (real clock, sessionStorage, location.reload). */
export function chunkReloader(): ChunkReloader {
  shared ??= createChunkReloader({
    now: () => Date.now(),
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
  });
  return shared;
}

/** `lazy(lazyWithReload(() => import('./page')))`-style helper for route modules. */
export const lazyWithReload = <T>(load: () => Promise<T>): (() => Promise<T>) =>
  chunkReloader().importWithReload(load);
