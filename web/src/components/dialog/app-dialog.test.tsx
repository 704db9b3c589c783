import { Button } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_TRANSITION_MS } from '../../theme/theme';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { AppDialog, SHAKE_MS } from './app-dialog';

const pressEscape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });

describe('AppDialog', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses a 300 ms transition', () => {
    expect(DIALOG_TRANSITION_MS).toBe(300);
  });

  it('closes on Escape when not persistent', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <AppDialog opened onClose={onClose} title="Rename">
        body
      </AppDialog>,
    );
    pressEscape();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shakes instead of closing when persistent, then settles', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <AppDialog opened onClose={onClose} persistent title="Save your backup codes">
        <Button onClick={onClose}>I have saved them</Button>
      </AppDialog>,
    );
    const content = screen.getByTestId('dialog-content');
    expect(content).toHaveAttribute('data-shaking', 'false');
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(content).toHaveAttribute('data-shaking', 'true');
    act(() => vi.advanceTimersByTime(SHAKE_MS));
    expect(content).toHaveAttribute('data-shaking', 'false');
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shakes on a click outside when persistent', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <AppDialog opened onClose={onClose} persistent title="Persistent">
        body
      </AppDialog>,
    );
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.mouseDown(overlay!);
    fireEvent.click(overlay!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('dialog-content')).toHaveAttribute('data-shaking', 'true');
  });

  it.each(['standard', 'top', 'bottom', 'left', 'right'] as const)('renders at position %s', (position) => {
    renderWithProviders(
      <AppDialog opened onClose={() => {}} position={position} title="Placed">
        body
      </AppDialog>,
    );
    expect(document.querySelector(`[data-position="${position}"]`)).not.toBeNull();
  });
});
