import { describe, expect, it } from 'vitest';
import { refusalText } from '../../dft-report/refusal-text';
import { analyzeDft } from '../analyze';
import { BoardBuilder } from '../../testing/board-builder';
import { configFor } from '../../testing/config-for';
import { proposeTestConfig } from './propose-test-config';

/**
 * Decision 0037: every candidate not taken says why, measured, by ref.pad; nets without a probe are
 * split into no candidate / all refused / not selected. Distances by hand on the default thresholds:
 * pad ≥ 0.6, edge ≥ 1.0, component ≥ 0.6 (pad edge to body), spacing ≥ 0.99 (centres).
 */
describe('candidate review', () => {
  // Outline 0…40 × 0…30. Net A: TP1 (⌀1.0 at 0.8 from the left edge) and R1.1 (0.5 × 0.5 pad).
  // Net B: TP2 ⌀1.0 at (10, 10), U1's body 2 × 1 centred at (11.5 + 0.3, 10): its left side at 10.8,
  // the pad edge at 10.5, so 0.30 from the body. Net C: TP3 at (20, 10), selected. Net D: TP4 at
  // (20.5, 10), 0.50 from TP3 (crowded out). Net E: only covered copper. Net F: TP6 passes, not taken.
  const board = new BoardBuilder()
    .outline(0, 0, 40, 30)
    .testPoint('TP1', 0.8, 15, { net: 'A' })
    .component({ ref: 'R1', x: 5, y: 20, footprint: 'Resistor_SMD:R_0201_0603Metric' })
    .pad({ ref: 'R1', x: 5, y: 20, w: 0.5, h: 0.5, net: 'A' })
    .testPoint('TP2', 10, 10, { net: 'B' })
    .part('U1', 11.8, 10)
    .testPoint('TP3', 20, 10, { net: 'C' })
    .testPoint('TP4', 20.5, 10, { net: 'D' })
    .testPoint('TP5', 30, 20, { net: 'E', mask: 'covered' })
    .testPoint('TP6', 30, 10, { net: 'F' })
    .build();
  const config = configFor(board, ['TP3'], { bothSides: false });
  const review = analyzeDft(board, config).review!;
  const texts = review.designed.notTaken.map((r) => refusalText(r));

  it('explains every designed test point not taken, measured, by ref.pad', () => {
    expect(texts).toEqual([
      'TP1.1: 0.80 mm from the board edge, minimum 1.00 mm',
      'TP2.1: 0.30 mm from the body of U1, minimum 0.60 mm',
      // Two P39 probes need 1.20 mm (their press fits and the probe plate's web, decision 0070).
      'TP4.1: 0.50 mm from TP3.1 (selected), minimum 1.20 mm between probes',
      'TP5.1: under solder mask (or a tented via): no probe can touch it',
      'TP6.1: passes every minimum; not selected',
    ]);
    expect(review.designed).toMatchObject({ total: 6, selected: 1, notTakenCount: 5 });
    // Candidates: the uncovered copper with a net on the top (TP5 is covered): 6 of 7.
    expect(review).toMatchObject({ sides: ['top'], candidates: 6, selected: 1 });
  });

  it('splits the nets without a probe by cause', () => {
    const { noCandidate, allRefused, notSelected } = review.unprobed;
    expect(noCandidate).toEqual(['E']);
    expect(allRefused.map((n) => [n.net, n.candidates, n.refusedCount])).toEqual([
      ['A', 2, 2],
      ['B', 1, 1],
      ['D', 1, 1],
    ]);
    // R1.1: 0.5 mm pad; its centre at (5, 20) is 5 mm from the left edge, 10 from the top.
    expect(allRefused[0]!.refused.map((r) => refusalText(r))).toEqual([
      'TP1.1: 0.80 mm from the board edge, minimum 1.00 mm',
      'R1.1: pad 0.50 mm, minimum 0.60 mm',
    ]);
    expect(notSelected.map((n) => [n.net, n.passing])).toEqual([['F', ['TP6.1']]]);
  });

  it('says which point probes a designed point’s net instead', () => {
    const b = new BoardBuilder()
      .outline(0, 0, 40, 30)
      .testPoint('TP1', 10, 10, { net: 'A' })
      .pad({ ref: 'J1', x: 20, y: 10, w: 2, h: 2, net: 'A', type: 'th' })
      .build();
    const r = analyzeDft(b, configFor(b, ['J1'], { bothSides: false })).review!;
    expect(r.designed.notTaken.map((x) => refusalText(x))).toEqual([
      'TP1.1: passes every minimum; its net is already probed by J1.1',
    ]);
    expect(r.unprobed).toEqual({ noCandidate: [], allRefused: [], notSelected: [] });
  });

  it('measures a point outside the outline as beyond the edge', () => {
    const b = new BoardBuilder().outline(0, 0, 40, 30).testPoint('TP1', -0.5, 10, { net: 'A' }).build();
    const r = analyzeDft(b, configFor(b, [], { bothSides: false })).review!;
    expect(r.designed.notTaken.map((x) => refusalText(x))).toEqual([
      'TP1.1: outside the board outline (0.50 mm beyond the edge), minimum 1.00 mm inside',
    ]);
  });
});

describe('designed test points first (decision 0037)', () => {
  // Net A: TP1, a ⌀0.7 designed point 1.2 mm from the bottom edge with U1's body 0.7 mm from its pad
  // edge (h 1 mm: recommended 0.8, a warning), and J1.1, a ⌀2 through-hole pad in the open. By score
  // J1 wins (through-hole 3000 + pad 200 + edge 100 + body 100 = 3400 against the test point's
  // 4000 + 70 − 150 + 24 − 150 + (14 − 150) = 3658, less 150 for each of TP2 and TP3 chosen first
  // within the recommended 1.9 mm: 3358). The designed point is taken all the same.
  const board = new BoardBuilder()
    .outline(0, 0, 40, 30)
    .testPoint('TP1', 10, 1.2, { net: 'A', size: 0.7 })
    .part('U1', 10 + 0.35 + 0.7 + 1, 1.2)
    .testPoint('TP2', 8.8, 1.2, { net: 'B' })
    .testPoint('TP3', 10, 2.4, { net: 'C' })
    .pad({ ref: 'J1', x: 25, y: 15, w: 2, h: 2, net: 'A', type: 'th' })
    .build();

  it('takes the designer’s test point over a better-scored pad of the same net', () => {
    const proposal = proposeTestConfig(board, { probeSinglePadNets: true, probeSide: 'top' });
    const refs = proposal.config.testPoints.map((t) => board.testPoints.find((p) => p.id === t.id)!.ref);
    expect(refs.sort()).toEqual(['TP1', 'TP2', 'TP3']);
    const review = analyzeDft(board, proposal.config).review!;
    expect(review.designed.notTaken).toEqual([]);
  });
});
