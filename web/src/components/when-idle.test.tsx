import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenIdle } from './when-idle';

describe('WhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its children at once when not deferred', () => {
    render(<WhenIdle deferred={false}>now</WhenIdle>);
    expect(screen.getByText('now')).toBeInTheDocument();
  });

  it('waits for the browser to be idle, then keeps its children', async () => {
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (fn: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(1500);
      idle = fn;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { rerender } = render(<WhenIdle>later</WhenIdle>);
    expect(screen.queryByText('later')).toBeNull();
    (idle as unknown as () => void)();
    expect(await screen.findByText('later')).toBeInTheDocument();
    rerender(<WhenIdle>later again</WhenIdle>);
    expect(screen.getByText('later again')).toBeInTheDocument();
  });

  it('falls back to the next task where there is no idle callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<WhenIdle>soon</WhenIdle>);
    expect(await screen.findByText('soon')).toBeInTheDocument();
  });
});
