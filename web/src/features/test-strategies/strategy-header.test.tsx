import type { TestStrategyDetail } from '@studio/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { StrategyHeader } from './strategy-header';

const person = { id: 'u1', name: 'Ada' };
const DRAFTED = 'Drafted from Production fixture with the long name v12';
const detail: TestStrategyDetail = {
  id: 's1',
  dutId: 'd1',
  dutName: 'Controller board',
  name: 'Bring-up',
  status: 'draft',
  latestVersion: 2,
  counts: null,
  source: { testConfigName: 'Production fixture with the long name', versionNumber: 12 },
  createdBy: person,
  createdAt: '2026-12-01T10:00:00Z',
  updatedAt: '2026-12-02T10:00:00Z',
  versions: [
    {
      id: 'v2',
      number: 2,
      note: 'Limits of the supplies tightened',
      createdBy: person,
      createdAt: '2026-12-02T10:00:00Z',
      boardSha256: 'x',
    },
    {
      id: 'v1',
      number: 1,
      note: DRAFTED,
      createdBy: person,
      createdAt: '2026-12-01T10:00:00Z',
      boardSha256: 'x',
    },
  ],
};

describe('StrategyHeader version select (issue 30 item 5)', () => {
  it(
    'shows "Version N (latest)" whole in the field, the note in its title and under each option',
    async () => {
      const onVersion = vi.fn();
      renderWithProviders(
        <MemoryRouter>
          <StrategyHeader detail={detail} version={1} canEdit={false} onVersion={onVersion} />
        </MemoryRouter>,
      );
      const field = screen.getByLabelText('Version', { selector: 'input' });
      // The field used to read "Version 1 · Drafted from Product…" (cut at 30 characters, then by
      // its 220 px width to "Drafted fro…"): now only the label, which fits; the note is its title.
      expect(field).toHaveValue('Version 1');
      expect(field).toHaveAttribute('title', `Version 1 · ${DRAFTED}`);
      await userEvent.click(field);
      const notes = screen.getAllByTestId('version-note').map((n) => n.textContent);
      expect(notes).toEqual(['Limits of the supplies tightened', DRAFTED]);
      await userEvent.click(screen.getByRole('option', { name: /Version 2 \(latest\)/ }));
      expect(onVersion).toHaveBeenCalledWith(2);
    },
    UI_TEST_TIMEOUT_MS,
  );
});
