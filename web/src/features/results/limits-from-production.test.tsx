import type { LimitProposalRow, LimitsProposal } from '@studio/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { LimitsFromProduction } from './limits-from-production';
import { LimitsProposalTable } from './limits-proposal-table';
import { resultsKeys } from './results-queries';

// The "Limits from production" dialog (decision 0068): tightenings chosen, widenings not and marked,
// the empty state when nothing is usable, and a source that is no longer the latest version.

const WINDOW = 'from=2026-11-30T00%3A00%3A00.000Z';
const base: Omit<LimitProposalRow, 'key' | 'stepId' | 'limitId' | 'label' | 'change' | 'proposed'> = {
  stepTitle: 'Rails',
  unit: 'V',
  current: { min: 3.135, max: 3.465 },
  design: { min: 3.135, max: 3.465 },
  beyondDesign: false,
  count: 40,
  failures: 0,
  values: 40,
  mean: 3.3,
  stdDev: 0.0125,
  cpkNow: 4.4,
  cpkAfter: 1.33,
  resolution: 0.01,
  skipped: null,
  provenance: null,
};
const row = (id: string, label: string, extra: Partial<LimitProposalRow>): LimitProposalRow => ({
  ...base,
  key: `rails/${id}`,
  stepId: 'rails',
  limitId: id,
  label,
  change: 'tighten',
  proposed: { min: 3.25, max: 3.35 },
  ...extra,
});
const proposal = (rows: LimitProposalRow[], latestVersion = 2): LimitsProposal => ({
  strategyId: 's1',
  versionNumber: 2,
  latestVersion,
  from: '2026-11-30T00:00:00.000Z',
  to: '2026-12-07T00:00:00.000Z',
  cpkTarget: 4 / 3,
  minPassing: 30,
  rows,
});

async function open(p: LimitsProposal) {
  const view = renderWithProviders(
    <MemoryRouter>
      <LimitsFromProduction strategyId="s1" version={2} window={WINDOW} />
    </MemoryRouter>,
  );
  view.queryClient.setQueryData(resultsKeys.limits('s1', 2, WINDOW), p);
  await userEvent.click(screen.getByRole('button', { name: 'Limits from production' }));
  return screen.getByRole('dialog');
}

describe('LimitsFromProduction', () => {
  it(
    'chooses the tightenings, leaves a widening beyond design unchecked and marked',
    async () => {
      const dialog = await open(
        proposal([
          row('L1', '+3V3 to GND', {}),
          row('L2', 'Idle current', {
            change: 'widen',
            beyondDesign: true,
            unit: 'A',
            current: { min: 0.001, max: 0.25 },
            proposed: { min: 0.12, max: 0.28 },
          }),
          row('L3', '+5V to GND', {
            skipped: '12 passing values; at least 30 are needed to draw limits.',
            proposed: null,
            change: null,
          }),
        ]),
      );
      const table = within(dialog).getByRole('table', { name: 'Proposed limits' });
      expect(within(table).getByRole('checkbox', { name: 'Apply Rails: +3V3 to GND' })).toBeChecked();
      expect(within(table).getByRole('checkbox', { name: 'Apply Rails: Idle current' })).not.toBeChecked();
      expect(within(table).getByText('Beyond design')).toBeInTheDocument();
      expect(within(table).getByText('120 mA … 280 mA')).toBeInTheDocument();
      expect(within(dialog).getByText(/at least 30 are needed/)).toBeInTheDocument();
      await userEvent.click(within(table).getByRole('checkbox', { name: 'Apply Rails: Idle current' }));
      expect(
        within(dialog).getByText('1 limit widens: boards that fail today would pass.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Create version 3' })).toBeEnabled();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'says when nothing can be proposed',
    async () => {
      const empty = await open(
        proposal([
          row('L1', '+3V3 to GND', {
            skipped: 'Every value is the same (σ = 0).',
            proposed: null,
            change: null,
          }),
        ]),
      );
      expect(within(empty).getByText('Nothing to propose yet')).toBeInTheDocument();
      expect(within(empty).queryByRole('button', { name: /^Create version/ })).toBeNull();
    },
    UI_TEST_TIMEOUT_MS,
  );

  it(
    'disables the action when a newer version exists',
    async () => {
      const stale = await open(proposal([row('L1', '+3V3 to GND', {})], 3));
      expect(within(stale).getByText(/Version 2 is not the latest \(version 3 is\)/)).toBeInTheDocument();
      expect(within(stale).getByRole('button', { name: 'Create version 4' })).toBeDisabled();
    },
    UI_TEST_TIMEOUT_MS,
  );
});

describe('LimitsProposalTable on a phone', () => {
  it('puts each row’s figures under its name instead of in columns', () => {
    renderWithProviders(
      <LimitsProposalTable
        rows={[row('L1', '+3V3 to GND', { failures: 2 })]}
        chosen={new Set(['rails/L1'])}
        onToggle={() => {}}
        compact
      />,
    );
    const table = screen.getByRole('table', { name: 'Proposed limits' });
    expect(within(table).queryByRole('columnheader', { name: 'Current' })).toBeNull();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(table).getByText('Tightens')).toBeInTheDocument();
    expect(within(table).getByText('3.25 V … 3.35 V')).toBeInTheDocument();
    expect(
      within(table).getByText(/now 3\.135 V … 3\.465 V · n 40 \(2 failed\) · Cpk 4\.40 → 1\.33/),
    ).toBeInTheDocument();
  });
});
