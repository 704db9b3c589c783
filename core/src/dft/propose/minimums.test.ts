import { describe, expect, it } from 'vitest';
import type { Board } from '../../board/model';
import { analyzeDft } from '../analyze';
import { BoardBuilder } from '../../testing/board-builder';
import { DEFAULT_THRESHOLDS } from '../thresholds';
import { proposeTestConfig, type TestConfigProposal } from './propose-test-config';

/**
 * Decision 0020: the proposal never selects a candidate that fails a minimum on its own; a net with
 * only such candidates stays without a test point. Every distance below is computed by hand on the
 * default thresholds (PRODUCT.md §5): pad ≥ 0.6, spacing ≥ 0.99, edge ≥ 1.0, component ≥ 0.6,
 * guide pin ≥ 1.9 + hole radius; probe classes: P39's minimum pad 0.5 and pitch 0.99 (decision 0006).
 * Distances are compared in 0.01 mm and equality passes, so each case has a point exactly at the
 * minimum (selected) and one 0.01 mm inside it (left out).
 */

const refOf = (board: Board, id: string) => board.testPoints.find((t) => t.id === id)!.ref;
const chosenRefs = (board: Board, p: TestConfigProposal) =>
  p.config.testPoints.map((t) => refOf(board, t.id)).sort();
const noRejections = { 'pad-size': 0, 'no-probe-class': 0, 'board-edge': 0, 'guide-pin': 0, component: 0 };

/** The rules whose fails the proposal must never cause. */
const PER_POINT_RULES = [
  'tp-pad-size',
  'tp-spacing',
  'tp-board-edge',
  'tp-component',
  'guide-pin-tp',
  'probe-class',
];
const perPointFails = (board: Board, p: TestConfigProposal, thresholds = DEFAULT_THRESHOLDS) =>
  analyzeDft(board, p.config, { thresholds }).findings.filter(
    (f) => f.severity === 'fail' && PER_POINT_RULES.includes(f.rule),
  );

describe('the proposal leaves out what fails a minimum', () => {
  it('pads below the 0.6 mm minimum (0.59 left out, 0.60 taken), even as a net’s only candidate', () => {
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP1', 10, 10, { net: 'A', size: 0.6 })
      .testPoint('TP2', 20, 10, { net: 'B', size: 0.59 })
      // The U5.B3 case of tomu-fpga: a 0.20 mm BGA ball pad, its net's only candidate.
      .component({ ref: 'U5', x: 30, y: 20 })
      .pad({ ref: 'U5', x: 30, y: 20, net: 'C', shape: 'circle', w: 0.2, h: 0.2 })
      // A second pad on each net (under mask, no candidate): the nets connect something and count.
      .pad({ ref: 'R9', x: 50, y: 30, net: 'A', mask: 'covered', number: '1' })
      .pad({ ref: 'R9', x: 52, y: 30, net: 'B', mask: 'covered', number: '2' })
      .pad({ ref: 'R8', x: 50, y: 35, net: 'C', mask: 'covered', number: '1' })
      .build();
    const proposal = proposeTestConfig(board, { probeSide: 'top' });
    expect(chosenRefs(board, proposal)).toEqual(['TP1']);
    expect(proposal.rejectedCandidates).toEqual({ ...noRejections, 'pad-size': 2 });
    const report = analyzeDft(board, proposal.config);
    // The nets left out are the report's nets without a probed test point.
    expect(report.findings.filter((f) => f.rule === 'coverage-probed').map((f) => f.message)).toEqual([
      'net B has no probed test point',
      'net C has no probed test point',
    ]);
    expect(perPointFails(board, proposal)).toEqual([]);
  });

  it('points closer than two P39 probes may stand to a chosen one on the same side (1.19 left out, 1.20 taken)', () => {
    // Two P39 press fits (⌀0.90) leave the default probe plate's 0.30 mm web from 1.20 mm (decision
    // 0070: above the 0.99 test-point minimum). Nets A, B, C have one test point each and go by
    // name: A takes TP1 (20, 20); B's TP2 is 21.20 − 20 = 1.20 from it (taken); C's TP3 is
    // 21.19 − 20 = 1.19 from TP1 (left out) and √(1.20² + 1.19²) = 1.69 from TP2.
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP1', 20, 20, { net: 'A' })
      .testPoint('TP2', 21.2, 20, { net: 'B' })
      .testPoint('TP3', 20, 21.19, { net: 'C' })
      .build();
    const proposal = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    expect(chosenRefs(board, proposal)).toEqual(['TP1', 'TP2']);
    // Crowding depends on the order of selection: it is not a rejection of the candidate itself.
    expect(proposal.rejectedCandidates).toEqual(noRejections);
    expect(perPointFails(board, proposal)).toEqual([]);
  });

  it('looks past crowded candidates: a net takes its 17th-best point when the 16 best are crowded', () => {
    // Net A's TP0 at (30, 20) goes first (one candidate). Net B has 16 large pads 0.5 mm from it in
    // a ring (the best scores: 1.5 mm pads) and one 1.0 mm pad at (50, 20): B takes that one.
    let b = new BoardBuilder().outline(0, 0, 60, 40).testPoint('TP0', 30, 20, { net: 'A' });
    for (let k = 0; k < 16; k++) {
      const a = (k * Math.PI) / 8;
      b = b.testPoint(`TP${k + 1}`, 30 + 0.5 * Math.cos(a), 20 + 0.5 * Math.sin(a), { net: 'B', size: 1.5 });
    }
    const board = b.testPoint('TP17', 50, 20, { net: 'B', size: 1 }).build();
    const proposal = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    expect(chosenRefs(board, proposal)).toEqual(['TP0', 'TP17']);
  });

  it('points within 1.0 mm of the board edge or outside it (0.99 left out, 1.00 taken)', () => {
    // Outline x 0…60, y 0…40: TP1 is 1.00 from x = 0, TP2 0.99 from y = 40, TP3 1 mm outside.
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP1', 1, 20, { net: 'A' })
      .testPoint('TP2', 30, 39.01, { net: 'B' })
      .testPoint('TP3', 61, 20, { net: 'C' })
      .build();
    const proposal = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    expect(chosenRefs(board, proposal)).toEqual(['TP1']);
    expect(proposal.rejectedCandidates).toEqual({ ...noRejections, 'board-edge': 2 });
    expect(perPointFails(board, proposal)).toEqual([]);
  });

  it('copper within 0.6 mm of a component body on the probe side (0.59 left out, 0.60 taken)', () => {
    // U1's body: x 29…31, y 19.5…20.5 (2 × 1 mm, top). TP1 (⌀1, r 0.5) at x 32.1: its edge at 31.6
    // is 0.60 from the body. TP2 at x 28.41: edge at 28.91, 0.59 from it. TP3, like TP2 but on the
    // bottom, probed from the bottom with both sides: a top part is not in its way.
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .part('U1', 30, 20, { w: 2, h: 1, heightMm: 1 })
      .testPoint('TP1', 32.1, 20, { net: 'A' })
      .testPoint('TP2', 28.41, 20, { net: 'B' })
      .testPoint('TP3', 28.41, 20, { net: 'C', side: 'bottom' })
      .build();
    const top = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    expect(chosenRefs(board, top)).toEqual(['TP1']);
    expect(top.rejectedCandidates).toEqual({ ...noRejections, component: 1 });
    const both = proposeTestConfig(board, {
      probeSinglePadNets: true,
      probeSide: 'top',
      allowBothSides: true,
    });
    expect(chosenRefs(board, both)).toEqual(['TP1', 'TP3']);
    expect(perPointFails(board, top)).toEqual([]);
    expect(perPointFails(board, both)).toEqual([]);
  });

  it('probes a through-hole pad from the other side when a part blocks it on the primary side', () => {
    // J1 (⌀1 through-hole pad) at x 28.41 is 0.59 from U1's top body (as TP2 above). From the top
    // it fails; its net has no other candidate, so probing both sides adds it, from the bottom.
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .part('U1', 30, 20, { w: 2, h: 1, heightMm: 1 })
      .testPoint('TP1', 32.1, 20, { net: 'A' })
      .component({ ref: 'J1', x: 28.41, y: 20 })
      .pad({ ref: 'J1', x: 28.41, y: 20, type: 'th', net: 'B', w: 1, h: 1, shape: 'circle', drill: 0.5 })
      .build();
    expect(
      chosenRefs(board, proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' })),
    ).toEqual(['TP1']);
    const both = proposeTestConfig(board, {
      probeSinglePadNets: true,
      probeSide: 'top',
      allowBothSides: true,
    });
    expect(both.config.bothSides).toBe(true);
    const j1 = both.config.testPoints.find((t) => refOf(board, t.id) === 'J1');
    expect(j1?.side).toBe('bottom');
    expect(perPointFails(board, both)).toEqual([]);
  });

  it('points within 1.9 mm + the hole radius of a proposed guide pin (2.89 left out, 2.90 taken)', () => {
    // Two ⌀2 holes (r 1) become the guide pins: minimum 1.9 + 1 = 2.9 from their centres. TP1 is
    // 6.9 − 4 = 2.90 from H0, TP2 6.89 − 4 = 2.89 from it; both 4 mm from the nearest edge.
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .hole(4, 4)
      .hole(52, 35)
      .testPoint('TP1', 6.9, 4, { net: 'A' })
      .testPoint('TP2', 4, 6.89, { net: 'B' })
      .build();
    const proposal = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    expect(proposal.config.locating).toEqual({ method: 'guide-pins', holes: ['H0', 'H1'] });
    expect(chosenRefs(board, proposal)).toEqual(['TP1']);
    expect(proposal.rejectedCandidates).toEqual({ ...noRejections, 'guide-pin': 1 });
    expect(perPointFails(board, proposal)).toEqual([]);
  });

  it('what no probe class fits, even when the company allows smaller pads and spacings', () => {
    // Company minimums of 0.3 mm pad and 0.5 mm spacing: a 0.45 mm pad passes the pad rule but is
    // below P39's 0.5 mm (no class: left out); 0.8 mm apart passes the spacing rule but is below
    // P39's 0.99 mm pitch (neither point could take a probe: the second one is left out).
    const thresholds = {
      ...DEFAULT_THRESHOLDS,
      padSizeMm: { recommended: 0.8, minimum: 0.3 },
      tpSpacingMm: { recommended: 1.9, minimum: 0.5 },
    };
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP1', 10, 10, { net: 'A', size: 0.45 })
      .testPoint('TP2', 20, 20, { net: 'B', size: 0.5 })
      .testPoint('TP3', 20.8, 20, { net: 'C' })
      .build();
    const proposal = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top', thresholds });
    expect(chosenRefs(board, proposal)).toEqual(['TP2']);
    expect(proposal.rejectedCandidates).toEqual({ ...noRejections, 'no-probe-class': 1 });
    expect(perPointFails(board, proposal, thresholds)).toEqual([]);
  });

  it('chooses the side from which it can probe the most nets, not the one that merely reaches them', () => {
    // Bottom: three nets on 0.4 mm pads (accessible, none probeable). Top: two nets on 1 mm points.
    const board = new BoardBuilder()
      .outline(0, 0, 60, 40)
      .testPoint('TP1', 10, 10, { net: 'A', side: 'bottom', size: 0.4 })
      .testPoint('TP2', 20, 10, { net: 'B', side: 'bottom', size: 0.4 })
      .testPoint('TP3', 30, 10, { net: 'C', side: 'bottom', size: 0.4 })
      .testPoint('TP4', 10, 30, { net: 'D' })
      .testPoint('TP5', 20, 30, { net: 'E' })
      .build();
    const proposal = proposeTestConfig(board, { probeSinglePadNets: true });
    expect(proposal.accessibleNets).toEqual({ top: 2, bottom: 3 });
    expect(proposal.probeableNets).toEqual({ top: 2, bottom: 0 });
    expect(proposal.config.probeSide).toBe('top');
    expect(chosenRefs(board, proposal)).toEqual(['TP4', 'TP5']);
    // Forced to the bottom, it proposes nothing there (the report's config-test-points fail).
    const bottom = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'bottom' });
    expect(bottom.config.testPoints).toEqual([]);
    expect(bottom.rejectedCandidates).toEqual({ ...noRejections, 'pad-size': 3 });
  });
});
