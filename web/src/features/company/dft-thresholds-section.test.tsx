import type { CompanyDftThresholds } from '@studio/api';
import { DEFAULT_THRESHOLDS } from '@studio/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { DftThresholdsSection } from './dft-thresholds-section';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const current: CompanyDftThresholds = {
  thresholds: { ...DEFAULT_THRESHOLDS, tpSpacingMm: { recommended: 1.9, minimum: 1.2 } },
  defaults: DEFAULT_THRESHOLDS,
  source: 'company',
  updatedAt: '2026-11-20T10:00:00Z',
  updatedBy: { id: 'u1', name: 'Ada Owner' },
};

const row = (rule: string) =>
  screen.getByText(rule, { selector: 'h3' }).closest('[data-rule-row]') as HTMLElement;

describe('DftThresholdsSection', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the company’s values with the defaults, read-only below admin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(current)),
    );
    renderWithProviders(<DftThresholdsSection canAdmin={false} />);
    expect(await screen.findByText(/last changed .* by Ada Owner/)).toBeInTheDocument();
    const spacing = within(row('Test point ↔ test point, same side'));
    const minimum = spacing.getByLabelText('Fail below (mm)');
    expect(minimum).toHaveValue('1.2 mm');
    expect(minimum).toHaveAttribute('readonly');
    expect(spacing.getByText('Default 0.99 mm')).toBeInTheDocument();
    // In plain words: what each value does, and why the spacing minimum is 0.99 mm.
    expect(spacing.getByLabelText('Warning below (mm)')).toHaveValue('1.9 mm');
    expect(spacing.getByTestId('threshold-note')).toHaveTextContent(
      /0\.99 mm: it is 39 mil, the pitch of the smallest probes \(P39\)/,
    );
    expect(
      within(row('Component height on the probe side')).getByLabelText('Warning above (mm)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/for “≤” rules/)).toBeNull();
    expect(screen.getByText('Only owners and admins can change the DFT thresholds.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save thresholds' })).toBeNull();
  });

  it('refuses a minimum above its recommended on the field, and shows the server’s field errors', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? answer(
            {
              code: 'validation',
              message: 'Invalid thresholds',
              requestId: 'r1',
              fields: { 'tpEdgeMm.minimum': 'tpEdgeMm.minimum (2) exceeds tpEdgeMm.recommended (1.5)' },
            },
            400,
          )
        : answer(current),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<DftThresholdsSection canAdmin />);
    const spacing = within(await waitFor(() => row('Test point ↔ test point, same side')));
    fireEvent.change(spacing.getByLabelText('Fail below (mm)'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await spacing.findByText('Must not exceed the recommended 1.9 mm')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(spacing.getByLabelText('Fail below (mm)'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    const edge = within(row('Test point ↔ board edge'));
    expect(
      await edge.findByText('tpEdgeMm.minimum (2) exceeds tpEdgeMm.recommended (1.5)'),
    ).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const body = JSON.parse(String(put[1]!.body));
    expect(body.tpSpacingMm).toEqual({ recommended: 1.9, minimum: 1.5 });
    expect(body.tpComponent.heightFactor).toBe(0.8);
  });
});
