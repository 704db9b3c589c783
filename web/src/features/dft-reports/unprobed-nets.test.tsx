import type { DftCandidateReview } from '@studio/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { CandidateReviewView } from './unprobed-nets';

const refusal = (
  label: string,
  net: string,
  reason: DftCandidateReview['designed']['notTaken'][number]['reasons'][number],
) => ({
  label,
  testPoint: `T-${label}`,
  kind: 'testpoint' as const,
  designed: true,
  net,
  side: 'bottom' as const,
  x: 0,
  y: 0,
  reasons: [reason],
});

const edge = refusal('TP3.1', '/SPI_MISO', {
  code: 'board-edge',
  measuredMm: 0.73,
  minimumMm: 1,
  against: null,
});

const review: DftCandidateReview = {
  sides: ['bottom'],
  candidates: 153,
  selected: 0,
  designed: { total: 12, selected: 0, notTaken: [edge], notTakenCount: 1 },
  unprobed: {
    noCandidate: ['NC1'],
    allRefused: [
      { net: '/SPI_MISO', candidates: 1, refusedCount: 1, refused: [edge], passingCount: 0, passing: [] },
    ],
    notSelected: [
      { net: 'GND', candidates: 3, refusedCount: 0, refused: [], passingCount: 1, passing: ['J1.2'] },
    ],
  },
};

describe('CandidateReviewView', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows each refusal measured in the reader’s units, and the three groups', () => {
    renderWithProviders(<CandidateReviewView review={review} units="mil" />);
    expect(screen.getByTestId('designed-not-taken')).toHaveTextContent(
      'Designed test points: 0 of 12 selected',
    );
    // 0.73 mm = 28.7 mil, 1.00 mm = 39.4 mil.
    expect(
      within(screen.getByTestId('designed-not-taken')).getByText(
        'TP3.1 (/SPI_MISO): 28.7 mil from the board edge, minimum 39.4 mil',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('nets-no-candidate')).toHaveTextContent(/No candidate at all \(1\).*NC1/);
    expect(screen.getByTestId('nets-all-refused')).toHaveTextContent('1 candidate, all refused');
    expect(screen.getByTestId('nets-not-selected')).toHaveTextContent('1 of 3 candidates pass: J1.2');
  });
});
