import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Board } from '../board/model';
import { importKicad } from '../formats/kicad/index';
import { analyzeDft } from './analyze';
import { emptyTestConfig, type TestConfig } from '../test-config/model';

/**
 * tomu-fpga (KiCad 7): 12 bottom-side SMD test points, ⌀0.7 mm round pads, about 1 mm apart
 * (/work/shared/testdata/README.md). Every expectation below is computed by hand from the listed
 * KiCad coordinates (KiCad's +Y-down frame; distances do not care about the flip).
 */
const TESTDATA = path.resolve(__dirname, '../../../../shared/testdata');
const board: Board = importKicad(
  readFileSync(path.join(TESTDATA, 'kicad/tomu-fpga.kicad_pcb'), 'utf8'),
  'tomu-fpga.kicad_pcb',
).board;

/** TP coordinates as listed in the README (KiCad frame, mm). */
const TP: Record<string, [number, number]> = {
  TP1: [17.6, 20.95],
  TP2: [25.3, 17.825],
  TP3: [26.3, 17.825],
  TP4: [25.05, 18.95],
  TP5: [27.3, 17.825],
  TP6: [23.95, 20],
  TP7: [26.925, 25.2],
  TP8: [24.05, 18.915],
  TP9: [25.05, 20],
  TP10: [19.775, 20.975],
  TP11: [21.05, 21.025],
  TP12: [26.1, 23.3],
};

/**
 * Every same-side pair closer than 2.41 mm (the largest probe-pair requirement), by hand:
 * d = √(Δx² + Δy²), then rounded to 0.01. Spacing: < 0.99 fail, < 1.9 warning, else pass.
 */
const PAIRS: [string, string, number, 'pass' | 'warning' | 'fail'][] = [
  ['TP1', 'TP10', 2.18, 'pass'], // √(2.175² + 0.025²) = 2.17514
  ['TP2', 'TP3', 1.0, 'warning'], // Δx 1.0
  ['TP2', 'TP4', 1.15, 'warning'], // √(0.25² + 1.125²) = 1.15244
  ['TP2', 'TP5', 2.0, 'pass'], // Δx 2.0
  ['TP2', 'TP8', 1.66, 'warning'], // √(1.25² + 1.09²) = 1.65849
  ['TP2', 'TP9', 2.19, 'pass'], // √(0.25² + 2.175²) = 2.18932
  ['TP3', 'TP4', 1.68, 'warning'], // √(1.25² + 1.125²) = 1.68170
  ['TP3', 'TP5', 1.0, 'warning'], // Δx 1.0
  ['TP4', 'TP6', 1.52, 'warning'], // √(1.1² + 1.05²) = 1.52069
  ['TP4', 'TP8', 1.0, 'warning'], // √(1.0² + 0.035²) = 1.00061
  ['TP4', 'TP9', 1.05, 'warning'], // Δy 1.05
  ['TP6', 'TP8', 1.09, 'warning'], // √(0.1² + 1.085²) = 1.08960
  ['TP6', 'TP9', 1.1, 'warning'], // Δx 1.1
  ['TP7', 'TP12', 2.07, 'pass'], // √(0.825² + 1.9²) = 2.07138
  ['TP8', 'TP9', 1.48, 'warning'], // √(1.0² + 1.085²) = 1.47554
  ['TP10', 'TP11', 1.28, 'warning'], // √(1.275² + 0.05²) = 1.27598
];

/**
 * Probe classes by hand: a 0.7 mm pad allows at most P50 (minimum pads P75 0.8, P50 0.6). Any pair
 * under 1.27 mm forces both points below P50 (50/50 and 50/39 both need 1.27), and P39 needs 1.20
 * (two ⌀0.90 press fits and the FR4/G10 probe plate's 0.30 mm web: decision 0070, the fixture's own
 * rule). Every pair under 1.27 is also under 1.20: TP2–TP3 1.00, TP2–TP4 1.15, TP3–TP5 1.00,
 * TP4–TP8 1.00, TP4–TP9 1.05, TP6–TP8 1.09, TP6–TP9 1.10. So of each pair one point gets no class,
 * and a point left without a class stops constraining its neighbours: TP3 (frees TP2 and TP5), TP4,
 * TP8 and TP9 (frees TP6) get none, the rest keep P50. TP10–TP11 at 1.28 keep P50.
 */
const CLASSES: Record<string, 'P50' | 'P39' | null> = {
  TP1: 'P50',
  TP2: 'P50',
  TP3: null,
  TP4: null,
  TP5: 'P50',
  TP6: 'P50',
  TP7: 'P50',
  TP8: null,
  TP9: null,
  TP10: 'P50',
  TP11: 'P50',
  TP12: 'P50',
};

/**
 * Centre to the nearest outline edge; the outline is x 17.025…30.025, y 17.1…26.5 (KiCad frame)
 * with, from the file's Edge.Cuts: a semicircular notch in the y = 26.5 edge (arc 26.9,26.5 →
 * 28.5,26.5 through 27.7,25.7: centre (27.7, 26.5), r 0.8) and a slot whose left end is the arc
 * through (27.275, 21.8) about (28.125, 21.8), r 0.85. < 1.0 fail, < 3.0 warning.
 */
const EDGE: Record<string, [number, 'pass' | 'warning' | 'fail']> = {
  TP1: [0.58, 'fail'], // 17.6 − 17.025 = 0.575
  TP2: [0.73, 'fail'], // 17.825 − 17.1 = 0.725
  TP3: [0.73, 'fail'],
  TP4: [1.85, 'warning'], // 18.95 − 17.1
  TP5: [0.73, 'fail'],
  TP6: [2.9, 'warning'], // 20 − 17.1
  TP7: [0.71, 'fail'], // the notch: √(0.775² + 1.3²) − 0.8 = 0.7135 (the straight edge would say 1.3)
  TP8: [1.82, 'warning'], // 18.915 − 17.1 = 1.815
  TP9: [2.71, 'warning'], // the slot: √(3.075² + 1.8²) − 0.85 = 2.7131, nearer than y 17.1 (2.9)
  TP10: [2.75, 'warning'], // 19.775 − 17.025
  TP11: [3.93, 'pass'], // 21.025 − 17.1 = 3.925
  TP12: [1.67, 'warning'], // the slot: √(2.025² + 1.5²) − 0.85 = 1.6701 (the straight edge would say 3.2)
};

const idOf = (ref: string) => board.testPoints.find((t) => t.ref === ref && t.kind === 'testpoint')!.id;
const refOf = (id: string) => board.testPoints.find((t) => t.id === id)!.ref!;

function config(): TestConfig {
  const c = emptyTestConfig();
  c.probeSide = 'bottom';
  c.locating = { method: 'cradle' };
  c.testPoints = Object.keys(TP).map((ref) => ({ id: idOf(ref) }));
  return c;
}

describe('tomu-fpga: spacing findings and probe classes by hand calculation', () => {
  const report = analyzeDft(board, config(), { includePasses: true });

  it('imports the 12 listed test points where the README puts them (Y flipped)', () => {
    for (const [ref, [x, y]] of Object.entries(TP)) {
      const tp = board.testPoints.find((t) => t.id === idOf(ref))!;
      expect([tp.x, tp.y, tp.side, tp.sizeMm]).toEqual([x, -y, 'bottom', 0.7]);
    }
  });

  it('reports exactly the hand-computed same-side pairs', () => {
    const got = report.findings
      .filter((f) => f.rule === 'tp-spacing')
      .map((f) =>
        [...f.features.map(refOf)]
          .sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)))
          .concat([String(f.measured), f.severity])
          .join(' '),
      )
      .sort();
    const expected = PAIRS.map(([a, b, d, s]) => `${a} ${b} ${d} ${s}`).sort();
    expect(got).toEqual(expected);
    expect(report.rules.find((r) => r.id === 'tp-spacing')).toMatchObject({
      status: 'warning',
      worst: 1,
      count: 12,
    });
  });

  it('assigns the hand-derived probe classes', () => {
    const got = Object.fromEntries(report.testPoints.map((t) => [t.ref, t.probeClass]));
    expect(got).toEqual(CLASSES);
    expect(report.probes).toMatchObject({ P100: 0, P75: 0, P50: 8, P39: 0, unassigned: 4 });
    // The fail says what would stand there (decision 0070).
    const fail = report.findings.find((f) => f.rule === 'probe-class' && f.severity === 'fail')!;
    expect(fail.message).toContain(
      'move the pads at least 1.20 mm apart, or use a 25-mil (0.635 mm pitch) probe class',
    );
  });

  it('measures the edge clearances by hand', () => {
    const got = Object.fromEntries(
      report.findings
        .filter((f) => f.rule === 'tp-board-edge')
        .map((f) => [refOf(f.features[0]!), [f.measured, f.severity]]),
    );
    expect(got).toEqual(EDGE);
  });

  it('warns on the 0.7 mm pads and the 0.6 mm board, and summarises', () => {
    expect(report.rules.find((r) => r.id === 'tp-pad-size')).toMatchObject({
      status: 'warning',
      worst: 0.7,
      count: 12,
    });
    expect(report.rules.find((r) => r.id === 'board-thickness')).toMatchObject({
      status: 'warning',
      worst: 0.6,
    });
    expect(report.facts).toMatchObject({ smallestPadMm: 0.7, smallestSpacingMm: 1, sidesProbed: ['bottom'] });
    expect(report.facts.testPoints.byKind.testpoint).toEqual({ top: 0, bottom: 12 });
    expect(report.status).toBe('fail'); // the edge clearances of TP1, TP2, TP3, TP5, TP7
  });

  it('takes all 12 and splits the 23 unprobed nets by cause: every candidate refused, with reasons', () => {
    const review = report.review!;
    // Selected, all 12; four have no probe class (above), and the review says so.
    expect(review.designed).toMatchObject({ total: 12, selected: 12, notTakenCount: 4 });
    expect(review.designed.notTaken.map((n) => [n.label, n.reasons.map((r) => r.code)])).toEqual([
      ['TP3.1', ['no-probe']],
      ['TP4.1', ['no-probe']],
      ['TP8.1', ['no-probe']],
      ['TP9.1', ['no-probe']],
    ]);
    expect(review.unprobed.noCandidate).toEqual([]);
    expect(review.unprobed.notSelected).toEqual([]);
    // The 19 nets without a designed point, and the 4 whose point has no probe class.
    expect(review.unprobed.allRefused.map((n) => n.net)).toHaveLength(23);
    for (const net of ['/SPI_MISO', '/SPI_CS', '/CRESET', '/CDONE'])
      expect(review.unprobed.allRefused.map((n) => n.net)).toContain(net);
    // /OSC_IN: U5.F4 is a 0.20 mm ball within 0.99 of a selected point; U7.3 is too near a body.
    const osc = review.unprobed.allRefused.find((n) => n.net === '/OSC_IN')!;
    expect(osc.refused.map((r) => r.reasons.map((x) => x.code))).toEqual([
      ['pad-size', 'spacing'],
      ['component'],
    ]);
    for (const net of review.unprobed.allRefused) {
      expect(net.refusedCount).toBe(net.candidates);
      for (const r of net.refused) expect(r.reasons.length).toBeGreaterThan(0);
    }
  });
});
