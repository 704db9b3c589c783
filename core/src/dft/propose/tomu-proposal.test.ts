import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../board/model';
import { DEFAULT_PROBE_CATALOG } from '../../probing/probe-catalog';
import { importKicad } from '../../formats/kicad/index';
import { refusalText } from '../../dft-report/refusal-text';
import { analyzeDft } from '../analyze';
import { deriveBoardIndexes, edgeClearanceGrid } from '../board-cache';
import { makeIdLookup } from '../id-lookup';
import { DEFAULT_THRESHOLDS } from '../thresholds';
import { edgeRuleReach, minimumFailure } from './candidate-minimums';
import { candidateShape } from './candidate-shape';
import { proposeTestConfig } from './propose-test-config';

/**
 * The proposal on tomu-fpga (decision 0020), by hand from the KiCad file (KiCad frame, +Y down; the
 * board frame flips Y). Outline x 17.025…30.025, y 17.1…26.5. Bottom: 12 ⌀0.7 test points, 0201
 * parts (0.46 × 0.4 pads, courtyard 1.4 × 0.7 mm, the body the importer keeps) and U5, a BGA of
 * 0.20–0.23 mm balls. Top: U9, the USB plug's four fingers at x 16.85 + 5 = 21.85.
 */
const TESTDATA = path.resolve(__dirname, '../../../../../shared/testdata');
const board: Board = importKicad(
  readFileSync(path.join(TESTDATA, 'kicad/tomu-fpga.kicad_pcb'), 'utf8'),
  'tomu-fpga.kicad_pcb',
).board;
const byId = new Map(board.testPoints.map((t) => [t.id as string, t]));

describe('tomu-fpga proposal', () => {
  it('probes the four USB fingers from the top: no bottom point passes the minimums', () => {
    const proposal = proposeTestConfig(board);
    expect(proposal.accessibleNets).toEqual({ top: 8, bottom: 31 });
    expect(proposal.probeableNets).toEqual({ top: 4, bottom: 0 });
    expect(proposal.config.probeSide).toBe('top');
    // U9 pads 1–4 at KiCad y 27.35 − 2.25 / 4.5 / 6.5 / 8.75, 2.25 / 1.75 / 1.75 / 2.25 mm wide:
    // 2.0 mm and more apart, 1.40 (pad 1: 26.5 − 25.1) and 1.50 (pad 4: 18.6 − 17.1) from the edge.
    const chosen = proposal.config.testPoints.map((t) => byId.get(t.id)!);
    expect(chosen.map((t) => [t.ref, t.net, t.x, t.y, t.sizeMm]).sort()).toEqual(
      [
        ['U9', '+5V', 21.85, -25.1, 2.25],
        ['U9', '/USB_N', 21.85, -22.85, 1.75],
        ['U9', '/USB_P', 21.85, -20.85, 1.75],
        ['U9', 'GND', 21.85, -18.6, 2.25],
      ].sort(),
    );
    const report = analyzeDft(board, proposal.config);
    expect(report.findings.filter((f) => f.severity === 'fail')).toEqual([]);
    expect(report.coverage).toMatchObject({ nets: 31, probedNets: 4 });
  });

  it('never takes the BGA balls or the crowded test points from the bottom', () => {
    const proposal = proposeTestConfig(board, { probeSide: 'bottom' });
    expect(proposal.config.testPoints).toEqual([]);
    // U5.B3 and U5.C3 (0.20 and 0.23 mm balls, 0.40 mm apart), taken before decision 0020.
    const env = {
      ...deriveBoardIndexes(board),
      edgeGrid: edgeClearanceGrid(board, edgeRuleReach(DEFAULT_THRESHOLDS)),
      guideHoles: [],
      thresholds: DEFAULT_THRESHOLDS,
      catalog: DEFAULT_PROBE_CATALOG,
    };
    const pads = makeIdLookup(board.pads);
    const vias = makeIdLookup(board.vias);
    const failure = (ref: string, pad: string) => {
      const tp = board.testPoints.find((t) => t.ref === ref && t.pad === pad)!;
      return minimumFailure(tp, 'bottom', candidateShape(tp, pads, vias), env);
    };
    expect([failure('U5', 'B3'), failure('U5', 'C3')]).toEqual(['pad-size', 'pad-size']);
    // The 12 test points: TP1, 2, 3, 5, 7 lie 0.58 / 0.73 / 0.73 / 0.73 / 0.71 mm from the edge
    // (tomu.test.ts). TP4 (25.05, 18.95) and TP9 (25.05, 20) are near C25's courtyard
    // x 25.6…27.0, y 19.275…19.975: √(0.55² + 0.325²) − 0.35 = 0.29 and √(0.55² + 0.025²) − 0.35
    // = 0.20. TP10 (19.775, 20.975) is under R9's (rotated) courtyard y 21.5…22.9:
    // 21.5 − 20.975 − 0.35 = 0.18. The others are as close to U5, U7, C17 and D2 (the analysis).
    const tps = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => `TP${i + 1}`).map((ref) => [ref, failure(ref, '1')]),
    );
    expect(tps).toEqual({
      TP1: 'board-edge',
      TP2: 'board-edge',
      TP3: 'board-edge',
      TP4: 'component',
      TP5: 'board-edge',
      TP6: 'component',
      TP7: 'board-edge',
      TP8: 'component',
      TP9: 'component',
      TP10: 'component',
      TP11: 'component',
      TP12: 'component',
    });
  });

  it('explains each of the 12 test points it leaves out on the bottom, measured by hand', () => {
    const proposal = proposeTestConfig(board, { probeSide: 'bottom' });
    const review = analyzeDft(board, proposal.config).review!;
    // Edges as in tomu.test.ts. Bodies (the courtyards the importer keeps, KiCad frame) minus the
    // 0.35 pad radius: TP1 (17.6, 20.95) ↔ R1 y ≥ 21.5: 0.55 − 0.35 = 0.20. TP2 (25.3, 17.825) ↔
    // C11 x ≤ 24.81: 0.49 − 0.35 = 0.14. TP3 (26.3, 17.825) ↔ D3 y ≥ 18.675: 0.85 − 0.35 = 0.50.
    // TP4 (25.05, 18.95) ↔ C25's corner (25.6, 19.275): √(0.55² + 0.325²) − 0.35 = 0.289 (D3 x ≥ 25.7
    // gives 0.30). TP6 (23.95, 20) ↔ U5 y ≥ 20.6: 0.25. TP7 (26.925, 25.2) ↔ D1 y ≤ 24.6: 0.25.
    // TP8 (24.05, 18.915) ↔ U7 x ≤ 23.35: 0.35. TP9 (25.05, 20) ↔ C21 x ≥ 25.6: 0.20 (C25's corner
    // 0.2006). TP10 (19.775, 20.975) ↔ R9 y ≥ 21.5: 0.175 → 0.18 (D7 x ≤ 19.25 ties). TP11 (21.05,
    // 21.025) ↔ D6 y ≥ 21.6: 0.225 → 0.23. TP12 (26.1, 23.3) ↔ D2 x ≥ 26.65: 0.20.
    expect(review.designed.notTaken.map((r) => refusalText(r, 'mm', { withNet: true }))).toEqual([
      'TP1.1 (+5V): 0.58 mm from the board edge, minimum 1.00 mm; 0.20 mm from the body of R1, minimum 0.60 mm',
      'TP2.1 (/SPI_MOSI): 0.73 mm from the board edge, minimum 1.00 mm; 0.14 mm from the body of C11, minimum 0.60 mm',
      'TP3.1 (/SPI_MISO): 0.73 mm from the board edge, minimum 1.00 mm; 0.50 mm from the body of D3, minimum 0.60 mm',
      'TP4.1 (/SPI_CS): 0.29 mm from the body of C25, minimum 0.60 mm',
      'TP5.1 (/SPI_CLK): 0.73 mm from the board edge, minimum 1.00 mm',
      'TP6.1 (/SPI_IO2): 0.25 mm from the body of U5, minimum 0.60 mm',
      'TP7.1 (/SPI_IO3): 0.71 mm from the board edge, minimum 1.00 mm; 0.25 mm from the body of D1, minimum 0.60 mm',
      'TP8.1 (/CRESET): 0.35 mm from the body of U7, minimum 0.60 mm',
      'TP9.1 (/CDONE): 0.20 mm from the body of C21, minimum 0.60 mm',
      'TP10.1 (/USB_N): 0.18 mm from the body of R9, minimum 0.60 mm',
      'TP11.1 (/USB_P): 0.23 mm from the body of D6, minimum 0.60 mm',
      'TP12.1 (GND): 0.20 mm from the body of D2, minimum 0.60 mm',
    ]);
    expect(review.designed).toMatchObject({ total: 12, selected: 0, notTakenCount: 12 });
    // Every net has a candidate on the bottom, and every one of them is refused: /CDONE's two are
    // TP9.1 and U5.D3 (a 0.23 mm ball), so the report no longer says "the design needs a test point".
    expect(review.unprobed.noCandidate).toEqual([]);
    expect(review.unprobed.notSelected).toEqual([]);
    expect(review.unprobed.allRefused).toHaveLength(31);
    const cdone = review.unprobed.allRefused.find((n) => n.net === '/CDONE')!;
    expect(cdone.refused.map((r) => refusalText(r))).toEqual([
      'TP9.1: 0.20 mm from the body of C21, minimum 0.60 mm',
      'U5.D3: pad 0.23 mm, minimum 0.60 mm',
    ]);
    expect(review.candidates).toBe(153);
  });
});
