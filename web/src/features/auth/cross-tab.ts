/**
 * Signing out in one tab signs out all tabs (PRODUCT.md §11). BroadcastChannel reaches the other
 * tabs directly; where it is missing, a localStorage write fires the `storage` event in them instead.
 * Both carry a unique id so a tab that receives both reacts once.
 */
const CHANNEL_NAME = 'studio.auth';
export const SIGN_OUT_STORAGE_KEY = 'studio.signed-out';

interface SignOutMessage {
  type: 'signed-out';
  id: string;
  /** The announcing tab: another BroadcastChannel object in the same tab receives the message too. */
  from: string;
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const TAB_ID = newId();

export function announceSignOut(): void {
  const message: SignOutMessage = { type: 'signed-out', id: newId(), from: TAB_ID };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
  try {
    localStorage.setItem(SIGN_OUT_STORAGE_KEY, JSON.stringify(message));
  } catch {
    // Storage can be disabled (private mode, quotas): BroadcastChannel alone then.
  }
}

function parseMessage(data: unknown): SignOutMessage | null {
  const value = typeof data === 'string' ? safeParse(data) : data;
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Partial<SignOutMessage>;
  if (m.type !== 'signed-out' || typeof m.id !== 'string') return null;
  return { type: m.type, id: m.id, from: typeof m.from === 'string' ? m.from : '' };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Calls `listener` when another tab signs out; returns the unsubscribe function. */
export function onSignOutElsewhere(listener: () => void): () => void {
  const seen = new Set<string>();
  const handle = (data: unknown) => {
    const message = parseMessage(data);
    if (!message || message.from === TAB_ID || seen.has(message.id)) return;
    seen.add(message.id);
    listener();
  };
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL_NAME) : null;
  if (channel) channel.onmessage = (event: MessageEvent) => handle(event.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGN_OUT_STORAGE_KEY && event.newValue) handle(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
