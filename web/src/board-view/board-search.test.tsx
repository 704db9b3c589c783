import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../test-utils';
import type { SearchMatch } from '../viewer';
import { BoardSearch } from './board-search';

const gnd: SearchMatch = {
  type: 'net',
  name: 'GND',
  ids: ['P1', 'P2'],
  bounds: { minX: 0, minY: 0, maxX: 1, maxY: 1 },
};

describe('BoardSearch', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('clearing the search (× or an emptied box) takes its highlight away', async () => {
    const onClear = vi.fn();
    const onSearch = vi.fn(() => [gnd]);
    renderWithProviders(<BoardSearch onSearch={onSearch} onPick={vi.fn()} onClear={onClear} />);
    const box = screen.getByRole('textbox', { name: 'Find a component, pad or net' });
    await userEvent.type(box, 'GND{Enter}');
    expect(onSearch).toHaveBeenCalledWith('GND');
    expect(onClear).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear board search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('');

    await userEvent.type(box, 'GND{Enter}');
    await userEvent.clear(box);
    expect(onClear).toHaveBeenCalledTimes(2);
  });
});
