import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeatureInfo } from '../viewer';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../test-utils';
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

  it('lists a selected component’s pads and nets; a net highlights on click', async () => {
    const onHighlightNet = vi.fn();
    const u3: FeatureInfo = {
      id: 'C3',
      kind: 'component',
      ref: 'U3',
      pad: null,
      net: null,
      side: 'top',
      units: 'mm',
      position: { x: 10, y: -5 },
      positionMm: { x: 10, y: -5 },
      size: null,
      shape: null,
      rotationDeg: 0,
      drill: null,
      pads: [
        { number: '1', net: 'GND' },
        { number: '2', net: '/VPP{slash}MCLR' },
        { number: '3', net: null },
      ],
      part: null,
      testPoint: null,
      label: 'U3',
    };
    renderWithProviders(
      <FeatureDetails
        selected={u3}
        hovered={null}
        net={null}
        netSize={null}
        measure={null}
        measuring={false}
        frame={{ name: 'KiCad', yDown: true, label: 'KiCad frame (+Y down)' }}
        onHighlightNet={onHighlightNet}
        onClearSelection={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pads and nets' });
    expect(table).toHaveTextContent('1GND2/VPP/MCLR3no net');
    expect(screen.getByText('3 pads and their nets')).toBeInTheDocument();
    expect(screen.getByText('10.00, 5.00 mm, KiCad frame (+Y down)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '/VPP/MCLR' }));
    expect(onHighlightNet).toHaveBeenCalledWith('/VPP{slash}MCLR');
  });
});
