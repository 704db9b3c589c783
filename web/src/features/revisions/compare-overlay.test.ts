import type { RevisionComparisonBody } from '@studio/api';
import { type Board, diffBoards, emptyBoard, finishBoard, type Pad } from '@studio/core';
import { makePad } from '@studio/core/testing';
import { describe, expect, it } from 'vitest';
import { CHANGE_COLORS, compareOverlay, ghostId } from './compare-overlay';

const pad = (ref: string, number: string, x: number, y: number, net: string): Pad =>
  makePad(0, { id: `${ref}.${number}` as Pad['id'], ref, number, x, y, net, side: 'bottom' });

const board = (pads: Pad[]): Board => finishBoard({ ...emptyBoard([]), pads });

/** The overlay only reads the diff and the delta: a comparison with the real diff and an empty delta. */
const comparisonOf = (a: Board, b: Board): RevisionComparisonBody =>
  ({
    verdict: 'needs-rework',
    reasons: [],
    diff: diffBoards(a, b).diff,
    nearChanges: [],
    delta: { probes: [], pins: [], holes: [], pockets: [], wiring: [], notes: [] },
  }) as unknown as RevisionComparisonBody;

describe('compareOverlay', () => {
  const a = board([
    pad('TP1', '1', 10, 10, 'GND'),
    pad('TP2', '1', 20, 10, 'VCC'),
    pad('TP3', '1', 30, 10, 'SDA'),
  ]);
  // TP1 moved 0.5 mm, TP2 renamed to another net, TP3 gone, TP4 new.
  const b = board([
    pad('TP1', '1', 10.5, 10, 'GND'),
    pad('TP2', '1', 20, 10, 'VDD'),
    pad('TP4', '1', 40, 10, 'SCL'),
  ]);
  const overlay = compareOverlay(a, b, comparisonOf(a, b));

  it("keeps rev B's pads and adds rev A's where B has none: the removed one and the old place of the moved one", () => {
    expect(overlay.board.pads.map((p) => `${p.id} ${p.x}`)).toEqual([
      'TP1.1 10.5',
      'TP2.1 20',
      'TP4.1 40',
      `${ghostId('TP3.1')} 30`,
      `${ghostId('TP1.1')} 10`,
    ]);
  });

  it('colours what went red, the new place orange, what came green', () => {
    const colour = (id: string) => overlay.highlights.find((h) => h.ids.includes(id))?.color;
    expect(colour(ghostId('TP3.1'))).toBe(CHANGE_COLORS.removed);
    expect(colour(ghostId('TP1.1'))).toBe(CHANGE_COLORS.removed);
    expect(colour('TP1.1')).toBe(CHANGE_COLORS.moved);
    expect(colour('TP4.1')).toBe(CHANGE_COLORS.added);
  });

  it('lists every change with its place and what it lights up', () => {
    const pads = overlay.rows.filter((r) => r.group === 'Pads');
    expect(pads.map((r) => [r.kind, r.title, r.detail])).toEqual([
      ['moved', 'TP1.1', 'moved 0.5 mm'],
      ['changed', 'TP2.1', 'net VCC → VDD'],
      ['added', 'TP4.1', 'added'],
      ['removed', 'TP3.1', 'removed'],
    ]);
    expect(pads[0]!.ids).toEqual(['TP1.1', ghostId('TP1.1')]);
    const nets = overlay.rows.filter((r) => r.group === 'Nets').map((r) => `${r.kind} ${r.title}`);
    expect(nets).toEqual(expect.arrayContaining(['changed VCC → VDD']));
  });
});
