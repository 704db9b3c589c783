import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { ACTION_BAR_HEIGHT_VAR, StickyActionBar } from './sticky-action-bar';

describe('StickyActionBar', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('publishes its height for the toasts to rise above it, and takes it back when it goes', () => {
    const root = document.documentElement;
    expect(root.style.getPropertyValue(ACTION_BAR_HEIGHT_VAR)).toBe('');
    const { unmount } = renderWithProviders(
      <StickyActionBar>
        <Button>Next</Button>
      </StickyActionBar>,
    );
    expect(screen.getByTestId('sticky-action-bar')).toContainElement(
      screen.getByRole('button', { name: 'Next' }),
    );
    // jsdom lays nothing out (0 px); the browser test measures the real bar.
    expect(root.style.getPropertyValue(ACTION_BAR_HEIGHT_VAR)).toMatch(/^\d+px$/);
    unmount();
    expect(root.style.getPropertyValue(ACTION_BAR_HEIGHT_VAR)).toBe('');
  });
});
