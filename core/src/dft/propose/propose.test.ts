import { describe, expect, it } from 'vitest';
import { analyzeDft } from '../analyze';
import { BoardBuilder } from '../../testing/board-builder';
import { proposeTestConfig } from './propose-test-config';

const refOf = (board: ReturnType<BoardBuilder['build']>, id: string) => {
  const tp = board.testPoints.find((t) => t.id === id)!;
  return tp.ref ?? `via ${tp.featureId}`;
};

describe('proposeTestConfig', () => {
  it('takes one point per net by priority: test point > through-hole > via > SMD', () => {
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .thickness(1.6)
      // Net A: an SMD pad, a via and a dedicated test point → the test point.
      .component({ ref: 'R1', x: 10, y: 10 })
      .pad({ ref: 'R1', x: 10, y: 10, net: 'A' })
      .via(15, 10, { net: 'A', diameter: 0.9, drill: 0.4 })
      .testPoint('TP1', 20, 10, { net: 'A' })
      // Net B: an SMD pad and a through-hole pad → the through-hole pad.
      .component({ ref: 'R2', x: 10, y: 20 })
      .pad({ ref: 'R2', x: 10, y: 20, net: 'B' })
      .component({ ref: 'J1', x: 20, y: 20 })
      .pad({ ref: 'J1', x: 20, y: 20, type: 'th', net: 'B', w: 1.7, h: 1.7, shape: 'circle', drill: 1 })
      // Net C: an SMD pad and an untented via → the via.
      .component({ ref: 'R3', x: 10, y: 30 })
      .pad({ ref: 'R3', x: 10, y: 30, net: 'C' })
      .via(20, 30, { net: 'C', diameter: 1, drill: 0.4 })
      // Net D: only an SMD pad (flagged, last resort).
      .component({ ref: 'R4', x: 40, y: 30 })
      .pad({ ref: 'R4', x: 40, y: 30, net: 'D' })
      .build();
    const { config } = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    const chosen = Object.fromEntries(
      config.testPoints.map((t) => [board.testPoints.find((c) => c.id === t.id)!.net, refOf(board, t.id)]),
    );
    expect(chosen).toEqual({ A: 'TP1', B: 'J1', C: 'via V1', D: 'R4' });
  });

  it('avoids a candidate that would crowd an already chosen point', () => {
    // Net A has one test point only; net B's best-scored test point sits 0.5 mm from it, its other
    // one is clear: the proposal takes the clear one.
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP1', 20, 20, { net: 'A' })
      .testPoint('TP2', 20.5, 20, { net: 'B', size: 1.5 })
      .testPoint('TP3', 30, 20, { net: 'B', size: 1.0 })
      .build();
    const { config } = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    expect(config.testPoints.map((t) => refOf(board, t.id)).sort()).toEqual(['TP1', 'TP3']);
  });

  it("serves nets with a dedicated test point first: another net's candidate cannot crowd it out", () => {
    // Net A's only candidate is a via 0.5 mm from net B's test point TP1: both cannot be selected
    // (0.5 < the 0.99 mm spacing minimum). Fewest-candidates-first would take A's via and then B's
    // SMD pad R2; test-point nets go first, so TP1 stays and A is left without a test point.
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP1', 20, 20, { net: 'B' })
      .via(20.5, 20, { net: 'A', diameter: 0.8, drill: 0.3 })
      .component({ ref: 'R2', x: 40, y: 20 })
      .pad({ ref: 'R2', x: 40, y: 20, net: 'B' })
      .build();
    const { config } = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    expect(config.testPoints.map((t) => refOf(board, t.id))).toEqual(['TP1']);
  });

  it('goes by net name whatever the order of the net list, and counts nets the list lacks', () => {
    // A's TP1 and B's TP2 are 0.5 mm apart: only the first net by name gets its point. C's TP3 is
    // far from both. The list comes out of order, then also without C (boards not made by an
    // importer).
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP2', 20.5, 20, { net: 'B' })
      .testPoint('TP1', 20, 20, { net: 'A' })
      .testPoint('TP3', 40, 20, { net: 'C' })
      .build();
    const chosen = (nets: string[]) => {
      const b = { ...board, nets: nets.map((name) => board.nets.find((n) => n.name === name)!) };
      const proposal = proposeTestConfig(b, { probeSinglePadNets: true, probeSide: 'top' });
      return [proposal.config.testPoints.map((t) => refOf(b, t.id)).sort(), proposal.accessibleNets.top];
    };
    expect(chosen(['C', 'B', 'A'])).toEqual([['TP1', 'TP3'], 3]);
    expect(chosen(['B', 'A'])).toEqual([['TP1', 'TP3'], 3]);
  });

  it('never takes a pad too small for any probe class', () => {
    // Net A: a 0.3 mm SMD pad (below the 0.6 mm minimum and P39's 0.5 mm) and a 0.8 mm one.
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .component({ ref: 'U1', x: 20, y: 20 })
      .pad({ ref: 'U1', x: 20, y: 20, net: 'A', w: 0.3, h: 2 })
      .component({ ref: 'R1', x: 30, y: 20 })
      .pad({ ref: 'R1', x: 30, y: 20, net: 'A', w: 0.8, h: 0.8 })
      .build();
    const { config } = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    expect(config.testPoints.map((t) => refOf(board, t.id))).toEqual(['R1']);
  });

  it('chooses the side that reaches more nets, and guide holes or a cradle', () => {
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP1', 10, 10, { net: 'A', side: 'bottom' })
      .testPoint('TP2', 20, 10, { net: 'B', side: 'bottom' })
      .testPoint('TP3', 30, 10, { net: 'C', side: 'top' })
      .hole(4, 4)
      .hole(52, 35)
      .build();
    const proposal = proposeTestConfig(board, { probeSinglePadNets: true });
    expect(proposal.config.probeSide).toBe('bottom');
    expect(proposal.accessibleNets).toEqual({ top: 1, bottom: 2 });
    expect(proposal.config.testPoints).toHaveLength(2);
    expect(proposal.config.locating).toEqual({ method: 'guide-pins', holes: ['H0', 'H1'] });
    expect(proposal.registrationScore).toBeGreaterThan(50);
    const both = proposeTestConfig(board, { probeSinglePadNets: true, allowBothSides: true });
    expect(both.config.bothSides).toBe(true);
    expect(both.config.testPoints).toHaveLength(3);
  });

  it('produces a configuration the analysis accepts (no configuration fails)', () => {
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP1', 10, 10, { net: 'A' })
      .testPoint('TP2', 30, 20, { net: 'B' })
      // A second pad on each net (under mask): both nets connect something and count for coverage.
      .pad({ ref: 'R1', x: 40, y: 20, net: 'A', mask: 'covered', number: '1' })
      .pad({ ref: 'R1', x: 42, y: 20, net: 'B', mask: 'covered', number: '2' })
      .build();
    const report = analyzeDft(board, proposeTestConfig(board).config);
    expect(report.rules.filter((r) => r.id.startsWith('config-') && r.status === 'fail')).toEqual([]);
    expect(report.coverage.percent).toBe(100);
  });
});
