import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import {
  createNotificationStore,
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  NOTIFICATION_POSITIONS,
  progressDurationMs,
} from './notification-store';
import { NotificationViewport } from './notification-viewport';

describe('notification store', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has nine positions and a 5 s default timeout', () => {
    expect(NOTIFICATION_POSITIONS).toEqual([
      'top-left',
      'top-right',
      'bottom-left',
      'bottom-right',
      'top',
      'bottom',
      'left',
      'right',
      'center',
    ]);
    expect(DEFAULT_NOTIFICATION_TIMEOUT_MS).toBe(5000);
  });

  it('removes a notification after its timeout, not before', () => {
    const store = createNotificationStore();
    store.notify({ message: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a custom timeout, and 0 means it stays', () => {
    const store = createNotificationStore();
    store.notify({ message: 'quick', timeout: 1000 });
    store.notify({ message: 'sticky', timeout: 0 });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('replaces a notification with the same id and restarts its timer', () => {
    const store = createNotificationStore();
    store.notify({ id: 'v', message: 'one' });
    vi.advanceTimersByTime(4000);
    store.notify({ id: 'v', message: 'two' });
    vi.advanceTimersByTime(4000);
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['two']);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('runs the progress bar for timeout + 1000 ms', () => {
    expect(progressDurationMs(5000)).toBe(6000);
    expect(progressDurationMs(2500)).toBe(3500);
  });
});

describe('NotificationViewport', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each notification in its position with a progress bar of timeout + 1000 ms', () => {
    const store = createNotificationStore();
    renderWithProviders(<NotificationViewport store={store} />);
    act(() => {
      store.notify({ message: 'Default place' });
      store.notify({ message: 'Centre', position: 'center', timeout: 2000 });
      store.notify({ message: 'Sticky', position: 'bottom-left', timeout: 0 });
    });
    // Bottom right by default: the pages' actions sit in the title row at the top right (issue 30).
    expect(screen.getByTestId('notifications-bottom-right')).toHaveTextContent('Default place');
    expect(screen.getByTestId('notifications-center')).toHaveTextContent('Centre');
    const bars = screen.getAllByTestId('notification-progress').map((el) => el.style.animationDuration);
    expect(bars).toEqual(['6000ms', '3000ms']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('notifications-center')).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Default place')).toBeNull();
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('closes on the dismiss button and runs actions', () => {
    const store = createNotificationStore();
    const reload = vi.fn();
    renderWithProviders(<NotificationViewport store={store} />);
    act(() => {
      store.notify({ message: 'New version', timeout: 0, actions: [{ label: 'Reload', onClick: reload }] });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByText('New version')).toBeNull();
    act(() => {
      store.notify({ message: 'Bye' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Bye')).toBeNull();
  });
});
