import { describe, expect, it } from 'vitest';
import { emptyTestConfig, type TestConfig } from './model';
import { BoardBuilder } from '../testing/board-builder';
import {
  addTestPoints,
  bestCandidateOfNet,
  keepOnlyForNet,
  removeTestPoints,
  selectOnePerNet,
  setTestPointOptions,
  toggleFinger,
  toggleTestPoint,
} from './selection-ops';

// TP1 (top, 1.0), via on net A; U1 SMD pad on net A; J1 through-hole pad on net B; TP2 under mask (C).
const board = new BoardBuilder()
  .outline(0, 0, 40, 30)
  .testPoint('TP1', 5, 5, { net: 'A', side: 'bottom' })
  .via(10, 5, { net: 'A', diameter: 0.8 })
  .pad({ ref: 'U1', x: 15, y: 5, net: 'A', w: 1.2, h: 0.6 })
  .pad({ ref: 'J1', x: 20, y: 5, net: 'B', type: 'th', w: 1.7, h: 1.7 })
  .pad({ ref: 'J1', x: 22.54, y: 5, net: 'B', type: 'th', w: 1.5, h: 1.5, number: '2' })
  .testPoint('TP2', 25, 5, { net: 'C', mask: 'covered' })
  .build();
const id = (name: string) => {
  const [ref, pad] = name.split('.');
  const tp = board.testPoints.find((t) =>
    ref === 'via' ? t.kind === 'via' : t.ref === ref && (pad ? t.pad === pad : true),
  );
  if (!tp) throw new Error(name);
  return tp.id;
};
const config = (probeSide: TestConfig['probeSide'] = 'bottom'): TestConfig => ({
  ...emptyTestConfig(),
  probeSide,
});

describe('selection edits', () => {
  it('toggles a finger drawn with two pads as one: on adds the one asked, off takes both off', () => {
    const [a, b] = ['T100', 'T101'];
    let c = toggleFinger(config(), [a, b], b);
    expect(c.testPoints.map((p) => p.id)).toEqual([b]);
    c = toggleFinger(c, [a, b], a); // the other pad of the same finger: off, not a second probe
    expect(c.testPoints).toEqual([]);
    c = addTestPoints(config(), [a, b, 'T7']); // both pads selected (an old version, a CSV)
    expect(toggleFinger(c, [a, b], a).testPoints.map((p) => p.id)).toEqual(['T7']);
    expect(toggleFinger(c, ['T7'], 'T7').testPoints.map((p) => p.id)).toEqual([a, b]);
  });

  it('adds without duplicates, keeps order and options, removes and toggles', () => {
    let c = addTestPoints(config(), [id('J1.1'), id('TP1')]);
    c = setTestPointOptions(c, id('J1.1'), { highPowerA: 5 });
    c = addTestPoints(c, [id('TP1'), id('via')]);
    expect(c.testPoints).toEqual([{ id: id('J1.1'), highPowerA: 5 }, { id: id('TP1') }, { id: id('via') }]);
    c = toggleTestPoint(c, id('TP1'));
    expect(c.testPoints.map((p) => p.id)).toEqual([id('J1.1'), id('via')]);
    c = toggleTestPoint(c, id('TP1'));
    expect(c.testPoints.map((p) => p.id)).toEqual([id('J1.1'), id('via'), id('TP1')]);
    expect(removeTestPoints(c, [id('via'), 'T999']).testPoints.map((p) => p.id)).toEqual([
      id('J1.1'),
      id('TP1'),
    ]);
  });

  it('returns the same object when nothing changes (cheap change detection)', () => {
    const c = addTestPoints(config(), [id('TP1')]);
    expect(addTestPoints(c, [id('TP1')])).toBe(c);
    expect(removeTestPoints(c, ['T999'])).toBe(c);
  });

  it('sets and clears per-point options; an unselected point is selected first', () => {
    let c = setTestPointOptions(config(), id('J1.2'), { drillOnly: true, side: 'top' });
    expect(c.testPoints).toEqual([{ id: id('J1.2'), drillOnly: true, side: 'top' }]);
    c = setTestPointOptions(c, id('J1.2'), { drillOnly: false, side: null, highPowerA: 2.5 });
    expect(c.testPoints).toEqual([{ id: id('J1.2'), highPowerA: 2.5 }]);
    c = setTestPointOptions(c, id('J1.2'), { highPowerA: 0 });
    expect(c.testPoints).toEqual([{ id: id('J1.2') }]);
    c = setTestPointOptions(c, id('J1.2'), { highPowerA: Number.NaN });
    expect(c.testPoints).toEqual([{ id: id('J1.2') }]);
  });
});

describe('per-net selection', () => {
  it('picks the best reachable candidate: test point over via over SMD, on the probed side', () => {
    expect(bestCandidateOfNet(board, config('bottom'), 'A')?.id).toBe(id('TP1'));
    // From the top TP1 (bottom copper) is out of reach; the via beats U1's SMD pad.
    expect(bestCandidateOfNet(board, config('top'), 'A')?.id).toBe(id('via'));
    // Through-hole: the larger pad wins.
    expect(bestCandidateOfNet(board, config('top'), 'B')?.id).toBe(id('J1.1'));
    // Under solder mask: nothing reachable.
    expect(bestCandidateOfNet(board, config('top'), 'C')).toBeNull();
    expect(bestCandidateOfNet(board, config('top'), 'nope')).toBeNull();
  });

  it('gives every net without a selected point one point, leaving covered nets alone', () => {
    const start = addTestPoints(config('top'), [id('U1')]);
    const c = selectOnePerNet(board, start);
    expect(c.testPoints.map((p) => p.id)).toEqual([id('U1'), id('J1.1')]);
    expect(selectOnePerNet(board, config('top'), ['B']).testPoints.map((p) => p.id)).toEqual([id('J1.1')]);
  });

  it('keeps one point as the only selection of its net', () => {
    const c = addTestPoints(config('top'), [id('via'), id('U1'), id('J1.1')]);
    expect(keepOnlyForNet(board, c, id('TP1')).testPoints.map((p) => p.id)).toEqual([id('J1.1'), id('TP1')]);
  });
});
