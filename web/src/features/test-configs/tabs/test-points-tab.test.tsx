import { candidateName, emptyTestConfig, type TestConfig } from '@studio/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../../test-utils';
import { makeTestBoard } from '@studio/core/testing';
import { TestPointsTab } from './test-points-tab';

const board = makeTestBoard();

function Harness({ readOnly = false, onConfig }: { readOnly?: boolean; onConfig(c: TestConfig): void }) {
  const [config, setConfig] = useState<TestConfig>({ ...emptyTestConfig(), probeSide: 'top' });
  return (
    <TestPointsTab
      board={board}
      config={config}
      report={null}
      edit={(change) =>
        setConfig((c) => {
          const next = change(c);
          onConfig(next);
          return next;
        })
      }
      readOnly={readOnly}
      units="mm"
      focus={() => undefined}
      propose={async () => undefined}
      proposing={null}
      activeId={null}
      onActivate={() => undefined}
      clickToggles
      onClickToggles={() => undefined}
    />
  );
}

describe('Test points tab', () => {
  it(
    'lists every candidate, selects from a row, filters by search and selection',
    () => {
      let last: TestConfig | null = null;
      renderWithProviders(<Harness onConfig={(c) => (last = c)} />);
      const table = screen.getByRole('table', { name: 'Test-point candidates' });
      expect(within(table).getAllByRole('row')).toHaveLength(board.testPoints.length + 1);
      const first = within(table).getAllByRole('checkbox')[0]!;
      fireEvent.click(first);
      expect(last!.testPoints).toEqual([{ id: board.testPoints[0]!.id }]);
      expect(screen.getByText(/1 selected of/)).toBeTruthy();
      const net = board.testPoints.find((t) => t.net)!.net!;
      fireEvent.change(screen.getByRole('textbox', { name: 'Search test points' }), {
        target: { value: net },
      });
      const q = net.toLowerCase();
      const shown = board.testPoints.filter(
        (t) => (t.net ?? '').toLowerCase().includes(q) || candidateName(t).toLowerCase().includes(q),
      ).length;
      expect(shown).toBeLessThan(board.testPoints.length);
      expect(within(table).getAllByRole('row')).toHaveLength(shown + 1);
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'read-only: every checkbox is disabled',
    () => {
      renderWithProviders(<Harness readOnly onConfig={() => undefined} />);
      const boxes = within(screen.getByRole('table', { name: 'Test-point candidates' })).getAllByRole(
        'checkbox',
      );
      expect(boxes.every((b) => (b as HTMLInputElement).disabled)).toBe(true);
      expect((screen.getByRole('button', { name: 'Import CSV…' }) as HTMLButtonElement).disabled).toBe(true);
    },
    UI_TEST_TIMEOUT_MS,
  );
});
