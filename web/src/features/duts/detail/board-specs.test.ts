import type { BoardSummary } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { olderReadingNote, specRows, testPointKindRows, testPointSideRows } from './board-specs';

const board: BoardSummary = {
  widthMm: 100,
  heightMm: 50.8,
  thicknessMm: null,
  copperLayers: 2,
  components: 1234,
  pads: 4000,
  vias: 12,
  holes: 4,
  nets: 88,
  testPoints: {
    total: 60,
    byKind: { smd: 10, via: 5, testpoint: 40, exotic: 5 },
    bySide: { bottom: 20, top: 40, nowhere: 0 },
  },
};

describe('specRows', () => {
  it('lists the facts in the user units, with an unknown thickness as a dash', () => {
    const rows = Object.fromEntries(specRows(board, 'mil').map((r) => [r.label, r.value]));
    expect(rows.Size).toBe('3937.0 × 2000.0 mil');
    expect(rows.Thickness).toBe('—');
    expect(rows['Copper layers']).toBe('2');
    expect(rows.Components).toBe('1,234');
  });

  it('says which engine read the board, and what an older reading means for KiCad bodies', () => {
    const read = { ...board, readBy: '1.3.0' };
    expect(Object.fromEntries(specRows(read, 'mm').map((r) => [r.label, r.value]))['Read by']).toBe(
      'engine 1.3.0',
    );
    expect(olderReadingNote(read)).toBeNull();
    // Imported before engine 1.3.0: the summary has no readBy.
    expect(Object.fromEntries(specRows(board, 'mm').map((r) => [r.label, r.value]))['Read by']).toBe(
      'an engine before 1.3.0',
    );
    expect(olderReadingNote(board)).toMatch(/courtyards .* re-import/);
  });
});

describe('test-point rows', () => {
  it('orders kinds by probe preference, unknown kinds last, zero counts dropped', () => {
    expect(testPointKindRows(board).map((r) => r.label)).toEqual([
      'Test-point pads',
      'Untented vias',
      'SMD pads (last resort)',
      'exotic',
    ]);
    expect(testPointSideRows(board)).toEqual([
      { label: 'Top', value: '40' },
      { label: 'Bottom', value: '20' },
    ]);
  });
});
