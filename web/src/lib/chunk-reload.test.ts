import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, createChunkReloader } from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

/** Each "page load" gets a fresh reloader but shares sessionStorage, as in a browser tab. */
function tab(start = 1_000_000) {
  let now = start;
  const storage = memoryStorage();
  const reload = vi.fn();
  const page = () => createChunkReloader({ now: () => now, storage, reload });
  const advance = (ms: number) => {
    now += ms;
  };
  return { storage, reload, page, advance };
}

describe('chunk reload guard', () => {
  it('reloads on the first failure and remembers when', () => {
    const t = tab();
    expect(t.page().reloadForChunkError()).toBe(true);
    expect(t.reload).toHaveBeenCalledOnce();
    expect(t.storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within 10 s of the last reload, even after the page reloaded', () => {
    const t = tab();
    t.page().reloadForChunkError();
    t.advance(9_999);
    expect(t.page().reloadForChunkError()).toBe(false);
    expect(t.reload).toHaveBeenCalledOnce();
  });

  it('reloads again once 10 s have passed', () => {
    const t = tab();
    t.page().reloadForChunkError();
    t.advance(10_000);
    expect(t.page().reloadForChunkError()).toBe(true);
    expect(t.reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when the stored time is garbage or in the future (clock change)', () => {
    const t = tab();
    t.storage.setItem(CHUNK_RELOAD_KEY, 'nonsense');
    expect(t.page().reloadForChunkError()).toBe(true);
    const u = tab();
    u.storage.setItem(CHUNK_RELOAD_KEY, String(2_000_000));
    expect(u.page().reloadForChunkError()).toBe(true);
  });

  it('asks for one reload per page, however many chunks fail', () => {
    const t = tab();
    const page = t.page();
    expect(page.reloadForChunkError()).toBe(true);
    expect(page.reloadForChunkError()).toBe(true);
    expect(t.reload).toHaveBeenCalledOnce();
  });

  it('importWithReload passes modules through and rethrows inside the 10 s window', async () => {
    const t = tab();
    const first = t.page();
    await expect(first.importWithReload(async () => 'module')()).resolves.toBe('module');
    let settled = false;
    void first
      .importWithReload(() => Promise.reject(new Error('chunk gone')))()
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(t.reload).toHaveBeenCalledOnce();
    t.advance(3_000);
    await expect(t.page().importWithReload(() => Promise.reject(new Error('chunk gone')))()).rejects.toThrow(
      'chunk gone',
    );
    expect(t.reload).toHaveBeenCalledOnce();
  });

  it('handles vite:preloadError by reloading and suppressing the error', () => {
    const t = tab();
    const stop = t.page().installPreloadErrorHandler(window);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(t.reload).toHaveBeenCalledOnce();
    stop();
  });
});
