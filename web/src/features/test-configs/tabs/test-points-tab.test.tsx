import { candidateName, emptyTestConfig, type TestConfig } from '@studio/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../../test-utils';
import { BoardBuilder, makeTestBoard } from '@studio/core/testing';
import { TestPointsTab } from './test-points-tab';

const board = makeTestBoard();

function Harness({
  readOnly = false,
  onConfig,
  on = board,
}: {
  readOnly?: boolean;
  onConfig(c: TestConfig): void;
  on?: typeof board;
}) {
  const [config, setConfig] = useState<TestConfig>({ ...emptyTestConfig(), probeSide: 'top' });
  return (
    <TestPointsTab
      board={on}
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

  it(
    'lists a finger drawn with two pads once (issue 30 item 5); the same number on the bottom is its own row',
    () => {
      // J1.1: a contact and a small land on the top (one finger), and a contact on the bottom face.
      const edge = new BoardBuilder()
        .pad({ ref: 'J1', x: 10, y: 2, number: '1', net: 'D0', w: 0.6, h: 0.6 })
        .pad({ ref: 'J1', x: 10, y: 4, number: '1', net: 'D0', w: 1, h: 3 })
        .pad({ ref: 'J1', x: 10, y: 3, number: '1', net: 'D0', w: 1, h: 3, side: 'bottom' })
        .pad({ ref: 'J1', x: 12, y: 3, number: '2', net: 'D1', w: 1, h: 3 })
        .build();
      let last: TestConfig | null = null;
      renderWithProviders(<Harness on={edge} onConfig={(c) => (last = c)} />);
      const table = screen.getByRole('table', { name: 'Test-point candidates' });
      const body = within(table).getAllByRole('row').slice(1);
      expect(body.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
        'J1.1',
        'J1.1',
        'J1.2',
      ]);
      expect(screen.getByText(/^3 shown/)).toBeTruthy();
      // The top row stands for the finger's contact (the larger pad), not the small land.
      fireEvent.click(within(body[0]!).getByRole('checkbox'));
      expect(last!.testPoints).toEqual([{ id: edge.testPoints[1]!.id }]);
      fireEvent.click(within(within(table).getAllByRole('row')[1]!).getByRole('checkbox'));
      expect(last!.testPoints).toEqual([]);
    },
    UI_TEST_TIMEOUT_MS,
  );
});
