import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../../test-utils';
import { FeatureDetails } from './feature-details';

describe('FeatureDetails', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('names the highlighted net as KiCad shows it (/VPP/MCLR, not /VPP{slash}MCLR)', () => {
    renderWithProviders(
      <FeatureDetails
        selected={null}
        hovered={null}
        net="/VPP{slash}MCLR"
        netSize={5}
        measure={null}
        measuring={false}
        onHighlightNet={vi.fn()}
        onClearSelection={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Highlighted net: /VPP/MCLR · 5 pads/vias');
  });
});
