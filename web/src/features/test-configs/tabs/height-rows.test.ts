import { componentId, makeComponent } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { makePad, makeTestBoard } from '@studio/core/testing';
import { heightRows, heightSource, withOverride } from './height-rows';

describe('component heights', () => {
  const base = makeTestBoard();
  const board = {
    ...base,
    components: [
      makeComponent(90, 'U9', { footprint: 'Package_SO:SOIC-8', heightMm: null }),
      makeComponent(91, 'J9', { footprint: 'Custom:Thing', heightMm: 4 }),
      makeComponent(92, 'X9', { footprint: 'Weird', heightMm: null }),
      // pic_programmer's mounting holes carry the value CONN_1: no body, not a connector.
      makeComponent(93, 'P1', {
        footprint: 'MountingHole:MountingHole_4.3mm',
        value: 'CONN_1',
        heightMm: null,
      }),
      makeComponent(94, 'C9', { footprint: 'Capacitor_SMD:C_0603', heightMm: null, dnp: true }),
    ],
    // Parts without a drawn body have one when they have copper pads (decision 0054); the mounting
    // hole is a bare non-plated hole.
    pads: [
      ...base.pads,
      ...['U9', 'J9', 'X9', 'C9'].map((ref, i) => makePad(900 + i, { ref, x: 10 + i, y: 10, net: 'N' })),
      makePad(904, { ref: 'P1', x: 40, y: 10, type: 'npth', drillMm: 4.3, side: 'both', number: '' }),
    ],
  };

  it('marks where every height comes from and sorts tallest first', () => {
    const rows = heightRows(board, { [componentId(92)]: 12 });
    expect(rows.map((r) => [r.component.ref, r.height.mm, heightSource(r.height)])).toEqual([
      ['X9', 12, { label: 'your override', detail: null }],
      ['J9', 4, { label: 'design data', detail: null }],
      ['U9', 1.75, { label: 'package default', detail: 'soic' }],
    ]);
    expect(heightSource(rows[0]!.fallback)).toEqual({ label: 'default', detail: 'unknown package' });
    expect(heightRows(board, {}, 'soic').map((r) => r.component.ref)).toEqual(['U9']);
  });

  it('sets and clears overrides without touching others', () => {
    const a = withOverride({}, 'C1', 2);
    expect(a).toEqual({ C1: 2 });
    expect(withOverride(a, 'C1', 2)).toBe(a);
    expect(withOverride(a, 'C1', null)).toEqual({});
    expect(withOverride(a, 'C2', null)).toBe(a);
  });
});
