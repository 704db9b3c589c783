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
 * parts (0.46 × 0.4 pads; the body is the B.Fab outline, 0.6 × 0.3 mm, not the 1.4 × 0.7 mm
 * courtyard: decision 0043), DFN1006 diodes (fab 0.62 × 0.32 mm) and U5, a BGA of 0.20–0.23 mm
 * balls (fab 2.0 × 2.35 mm). Top: U9, the USB plug's four fingers at x 16.85 + 5 = 21.85.
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
    // Nets that connect two pads or more (decision 0054): 4 of the 31 the bottom reaches have one pad.
    expect(proposal.accessibleNets).toEqual({ top: 8, bottom: 27 });
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
    // 27 connection nets; 4 single-pad nets counted apart (decision 0054).
    expect(report.coverage).toMatchObject({ nets: 27, singlePadNets: 4, probedNets: 4 });
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
    // (tomu.test.ts). TP4 (25.05, 18.95) is beside D3's fab outline x ≥ 26.225 − 0.31 = 25.915:
    // 0.865 − 0.35 = 0.515; TP9 (25.05, 20) under U5's, y ≥ 21.9 − 1.2 = 20.7: 0.70 − 0.35 = 0.35;
    // TP10 (19.775, 20.975) beside D7's (rotated 180°), x ≤ 18.725 + 0.31 = 19.035:
    // 0.74 − 0.35 = 0.39. The others as in the next test: all below the 0.6 mm minimum.
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
    // Edges as in tomu.test.ts. Bodies are the B.Fab outlines (decision 0043; the courtyards gave
    // 0.14–0.50 mm before), KiCad frame, half-sizes swapped at ±90°: 0201 ±0.3 × ±0.15, DFN1006
    // ±0.31 × ±0.16, U5 x ±1 / y −1.2…1.15, U7 (−90°) x ±1.175 / y ±1.425. Distance to the
    // nearest body minus the 0.35 pad radius, hundredths rounded half away from zero:
    // TP1 (17.6, 20.95) ↔ D7 (18.725, 20.975, 180°) x ≥ 18.415: 0.815 − 0.35 = 0.465 → 0.47
    //   (R1 (17.8, 22.2, −90°) corner (17.65, 21.9): √(0.05² + 0.95²) − 0.35 = 0.60).
    // TP2 (25.3, 17.825) ↔ C11 (24.11, 17.745, 180°) x ≤ 24.41: 0.89 − 0.35 = 0.54.
    // TP3 (26.3, 17.825) ↔ D3 (26.225, 18.925) y ≥ 18.765: 0.94 − 0.35 = 0.59.
    // TP4 (25.05, 18.95) ↔ D3 x ≥ 25.915: 0.865 − 0.35 = 0.515 → 0.52 (C25's corner (26.0,
    //   19.475): √(0.95² + 0.525²) − 0.35 = 0.74).
    // TP5 (27.3, 17.825): D3's corner (26.535, 18.765) √(0.765² + 0.94²) − 0.35 = 0.86: edge only.
    // TP6 (23.95, 20) ↔ U5 (24.4, 21.9) y ≥ 20.7: 0.70 − 0.35 = 0.35 (U7 x ≤ 23.225: 0.375).
    // TP7 (26.925, 25.2) ↔ D1 (26.975, 24.35, 180°) y ≤ 24.51: 0.69 − 0.35 = 0.34.
    // TP8 (24.05, 18.915) ↔ U7 (22.05, 18.865) x ≤ 23.225: 0.825 − 0.35 = 0.475 → 0.48.
    // TP9 (25.05, 20) ↔ U5 y ≥ 20.7: 0.35 (C21 (26.3, 20.325) corner (26.0, 20.175):
    //   √(0.95² + 0.175²) − 0.35 = 0.62).
    // TP10 (19.775, 20.975) ↔ D7 x ≤ 19.035: 0.74 − 0.35 = 0.39 (R9 (19.9, 22.2, 90°) y ≥ 21.9:
    //   0.925 − 0.35 = 0.575).
    // TP11 (21.05, 21.025) ↔ D6 (20.925, 21.85) y ≥ 21.69: 0.665 − 0.35 = 0.315 → 0.32.
    // TP12 (26.1, 23.3) ↔ D2 (26.9, 23.175, −90°) x ≥ 26.74: 0.64 − 0.35 = 0.29 (U5's corner
    //   (25.4, 23.05): √(0.7² + 0.25²) − 0.35 = 0.39).
    expect(review.designed.notTaken.map((r) => refusalText(r, 'mm', { withNet: true }))).toEqual([
      'TP1.1 (+5V): 0.58 mm from the board edge, minimum 1.00 mm; 0.47 mm from the body of D7, minimum 0.60 mm',
      'TP2.1 (/SPI_MOSI): 0.73 mm from the board edge, minimum 1.00 mm; 0.54 mm from the body of C11, minimum 0.60 mm',
      'TP3.1 (/SPI_MISO): 0.73 mm from the board edge, minimum 1.00 mm; 0.59 mm from the body of D3, minimum 0.60 mm',
      'TP4.1 (/SPI_CS): 0.52 mm from the body of D3, minimum 0.60 mm',
      'TP5.1 (/SPI_CLK): 0.73 mm from the board edge, minimum 1.00 mm',
      'TP6.1 (/SPI_IO2): 0.35 mm from the body of U5, minimum 0.60 mm',
      'TP7.1 (/SPI_IO3): 0.71 mm from the board edge, minimum 1.00 mm; 0.34 mm from the body of D1, minimum 0.60 mm',
      'TP8.1 (/CRESET): 0.48 mm from the body of U7, minimum 0.60 mm',
      'TP9.1 (/CDONE): 0.35 mm from the body of U5, minimum 0.60 mm',
      'TP10.1 (/USB_N): 0.39 mm from the body of D7, minimum 0.60 mm',
      'TP11.1 (/USB_P): 0.32 mm from the body of D6, minimum 0.60 mm',
      'TP12.1 (GND): 0.29 mm from the body of D2, minimum 0.60 mm',
    ]);
    expect(review.designed).toMatchObject({ total: 12, selected: 0, notTakenCount: 12 });
    // Every net has a candidate on the bottom, and every one of them is refused: /CDONE's two are
    // TP9.1 and U5.D3 (a 0.23 mm ball), so the report no longer says "the design needs a test point".
    expect(review.unprobed.noCandidate).toEqual([]);
    expect(review.unprobed.notSelected).toEqual([]);
    expect(review.unprobed.allRefused).toHaveLength(31);
    const cdone = review.unprobed.allRefused.find((n) => n.net === '/CDONE')!;
    expect(cdone.refused.map((r) => refusalText(r))).toEqual([
      'TP9.1: 0.35 mm from the body of U5, minimum 0.60 mm',
      'U5.D3: pad 0.23 mm, minimum 0.60 mm',
    ]);
    expect(review.candidates).toBe(153);
  });
});
