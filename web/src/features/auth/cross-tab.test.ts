import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSignOut, onSignOutElsewhere, SIGN_OUT_STORAGE_KEY } from './cross-tab';

describe('onSignOutElsewhere', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reacts to the storage event another tab causes', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const listener = vi.fn();
    const stop = onSignOutElsewhere(listener);
    const newValue = JSON.stringify({ type: 'signed-out', id: 'a' });
    window.dispatchEvent(new StorageEvent('storage', { key: SIGN_OUT_STORAGE_KEY, newValue }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue }));
    expect(listener).toHaveBeenCalledOnce();
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: SIGN_OUT_STORAGE_KEY, newValue: newValue.replace('a', 'b') }),
    );
    expect(listener).toHaveBeenCalledOnce();
  });

  it('ignores its own tab’s announcement but delivers it to other tabs', () => {
    const delivered: unknown[] = [];
    const listeners: ((e: MessageEvent) => void)[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        set onmessage(fn: (e: MessageEvent) => void) {
          listeners.push(fn);
        }
        postMessage(data: unknown) {
          delivered.push(data);
          for (const l of listeners) l(new MessageEvent('message', { data }));
        }
        close() {}
      },
    );
    const listener = vi.fn();
    const stop = onSignOutElsewhere(listener);
    announceSignOut();
    expect(delivered).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(SIGN_OUT_STORAGE_KEY) ?? '{}')).toMatchObject({
      type: 'signed-out',
    });
    // The same message seen by another tab (different tab id) is acted on.
    const other = { ...(delivered[0] as object), from: 'another-tab' };
    for (const l of listeners) l(new MessageEvent('message', { data: other }));
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('reacts once when the same message arrives by both routes', () => {
    const channels: { onmessage: ((e: MessageEvent) => void) | null }[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        onmessage: ((e: MessageEvent) => void) | null = null;
        constructor() {
          channels.push(this);
        }
        postMessage() {}
        close() {}
      },
    );
    const listener = vi.fn();
    const stop = onSignOutElsewhere(listener);
    const message = { type: 'signed-out', id: 'same' };
    channels[0]?.onmessage?.(new MessageEvent('message', { data: message }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: SIGN_OUT_STORAGE_KEY, newValue: JSON.stringify(message) }),
    );
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });
});
