import type { ReactNode } from 'react';

/** PRODUCT.md §11: nine positions, 5 s by default, a progress bar lasting timeout + 1000 ms. */
export const NOTIFICATION_POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];

export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 5000;
/**
 * Bottom right (full width at the bottom on a phone), above a page's sticky action bar: Studio's pages
 * put their actions in the title row at the top right (Submit order, Issue quote, Packing list), which
 * top-right toasts covered for their 5 s (issue 30 item 5). PRODUCT.md §11 names the positions, not
 * which is the default.
 */
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = 'bottom-right';

/** The bar runs 1 s longer than the notification lives, so it is still visibly moving as it leaves. */
export const progressDurationMs = (timeoutMs: number): number => timeoutMs + 1000;

export type NotificationColor =
  | 'primary'
  | 'positive'
  | 'negative'
  | 'info'
  | 'warning'
  | 'secondary'
  | 'accent';

export interface NotificationAction {
  label: string;
  onClick(): void;
}

export interface NotifyOptions {
  /** Same id → the earlier notification is replaced (no duplicates of "new version available"). */
  id?: string;
  title?: string;
  message: ReactNode;
  color?: NotificationColor;
  position?: NotificationPosition;
  /** Milliseconds before it disappears; 0 keeps it until closed. */
  timeout?: number;
  actions?: NotificationAction[];
}

export interface AppNotification {
  id: string;
  title: string | undefined;
  message: ReactNode;
  color: NotificationColor;
  position: NotificationPosition;
  timeout: number;
  actions: NotificationAction[];
}

export interface NotificationStore {
  notify(options: NotifyOptions): string;
  dismiss(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly AppNotification[];
}

export function createNotificationStore(): NotificationStore {
  let items: readonly AppNotification[] = [];
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const next = items.filter((n) => n.id !== id);
    if (next.length === items.length) return;
    items = next;
    emit();
  };

  const notify = (options: NotifyOptions): string => {
    counter += 1;
    const id = options.id ?? `n${counter}`;
    const notification: AppNotification = {
      id,
      title: options.title,
      message: options.message,
      color: options.color ?? 'info',
      position: options.position ?? DEFAULT_NOTIFICATION_POSITION,
      timeout: Math.max(0, options.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT_MS),
      actions: options.actions ?? [],
    };
    clearTimeout(timers.get(id));
    items = [...items.filter((n) => n.id !== id), notification];
    if (notification.timeout > 0)
      timers.set(
        id,
        setTimeout(() => dismiss(id), notification.timeout),
      );
    emit();
    return id;
  };

  return {
    notify,
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      items = [];
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

/** The app's one store; `notify()` can be called from anywhere (query callbacks, live events, ...). */
export const notifications = createNotificationStore();
export const notify = (options: NotifyOptions): string => notifications.notify(options);
