import type { StepModelInfo } from '@studio/api';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, TestProviders, UI_TEST_TIMEOUT_MS } from '../../../test-utils';
import { StepModelRow } from './step-model-section';

const model = (over: Partial<StepModelInfo>): StepModelInfo => ({
  fileId: 'f1',
  fileName: 'board.step',
  status: 'queued',
  progress: null,
  error: null,
  entry: null,
  solidCount: null,
  readMs: null,
  applied: false,
  matched: null,
  components: null,
  diagnostics: [],
  createdAt: '2026-11-27T20:00:00Z',
  finishedAt: null,
  ...over,
});

const show = (m: StepModelInfo) =>
  render(
    <TestProviders client={createTestQueryClient()}>
      <StepModelRow model={m} />
    </TestProviders>,
  );

describe('StepModelRow', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows the reading with its progress, then the matching while the import runs', () => {
    const { unmount } = show(model({ status: 'reading', progress: 0.4 }));
    expect(screen.getByText('Reading')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Reading board.step' })).toBeTruthy();
    unmount();
    show(model({ status: 'ready', entry: 'board.step', solidCount: 12, readMs: 2100 }));
    expect(screen.getByText('Matching to the board')).toBeTruthy();
    expect(screen.queryByTestId('step-matched')).toBeNull();
  });

  it('says how many components took their height from the model, with what did not match', () => {
    show(
      model({
        status: 'ready',
        applied: true,
        entry: 'pkg.zip/3d/board.step',
        fileName: 'pkg.zip',
        solidCount: 12,
        readMs: 2100,
        matched: 10,
        components: 11,
        diagnostics: [
          {
            severity: 'info',
            code: 'step.summary',
            message: 'Heights from the STEP model for 10 of 11 components (12 solids).',
            location: { file: 'pkg.zip/3d/board.step' },
          },
          {
            severity: 'warning',
            code: 'step.component.unmatched',
            message: 'C3 (C_0402, top) has no solid in the model.',
            location: { file: 'pkg.zip/3d/board.step' },
          },
        ],
      }),
    );
    expect(screen.getByText('Heights in use')).toBeTruthy();
    expect(screen.getByTestId('step-matched').textContent).toBe(
      'Heights from this model for 10 of 11 components · 12 solids · read in 2.1 s',
    );
    expect(screen.getByText('Read from pkg.zip/3d/board.step')).toBeTruthy();
    expect(screen.getByText('C3 (C_0402, top) has no solid in the model.')).toBeTruthy();
  });

  it('shows why a reading failed', () => {
    show(model({ status: 'failed', error: 'junk.step is not a STEP model OpenCascade can read.' }));
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('junk.step is not a STEP model');
  });
});
