import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSignOutElsewhere, SIGN_OUT_STORAGE_KEY } from './cross-tab';

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
