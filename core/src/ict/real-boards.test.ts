// The ICT plan of the shared real boards (issue 26: "its ICT list covers every R/C/D with a value"),
// probed as the test config Studio proposes for them. Every resistor, capacitor and diode with a value
// either has a test or a coverage row that says why not (a missing probe named by its net, a value that
// is no value, a part that conducts neither way).
import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import { countConnectionNets } from '../board/connection-nets';
import { proposeTestConfig } from '../dft/index';
import { findProbes } from '../strategy/probes';
import { referenceLetters } from '../values/index';
import { generateIctPlan } from './generate';
import type { IctPlan } from './types';

function planFor(file: string, withConfig = true): IctPlan {
  const board = realBoard(file);
  const config = withConfig ? proposeTestConfig(board).config : null;
  return generateIctPlan({ board, probes: findProbes(board, config).byNet });
}

/** R / C / D parts with a value, and for each: its tests, or the reason it has none. */
function rcd(plan: IctPlan) {
  return plan.coverage.filter((c) => /^(?:R|C|D)$/.test(referenceLetters(c.ref)) && c.value.trim() !== '');
}

describe('pic_programmer (proposed test config: through-hole pads on the bottom)', () => {
  const plan = planFor('kicad/pic_programmer.kicad_pcb');

  it('tests every R, C and D with a value, except the capacitor valued "0"', () => {
    const parts = rcd(plan);
    expect(parts).toHaveLength(41); // R1–R21, C1–C7 and C9, D1–D12
    const untested = parts.filter((c) => c.tests.length === 0);
    expect(untested.map((c) => c.ref)).toEqual(['C4']);
    expect(untested[0]!.reason).toContain('gives no capacitance');
  });

  it('gives the divider and pull-down resistors their values, diodes their windows, LEDs theirs', () => {
    const t = (id: string) => plan.tests.find((x) => x.id === id)!;
    expect(t('r15')).toMatchObject({ type: 'resistor', expected: 6200 });
    expect(t('d1')).toMatchObject({ type: 'diode', min: 0.4, max: 0.9 }); // 1N4004, silicon
    expect(t('d2')).toMatchObject({ type: 'diode', min: 0.1, max: 0.5 }); // BAT43, Schottky
    expect(t('d8')).toMatchObject({ min: 1.4, max: 2.2 }); // RED-LED
    // C6 and C7 (100 nF each) decouple the same two nets: one test of 200 nF.
    expect(t('c6+c7').expected).toBeCloseTo(200e-9, 15);
  });

  it('tests the BJTs on their junctions where nothing shunts them, and says why Q3’s B–E is not', () => {
    expect(plan.tests.filter((x) => x.type === 'transistor').map((x) => x.id)).toEqual(
      expect.arrayContaining(['q1:be', 'q1:bc', 'q2:be', 'q2:bc', 'q3:bc']),
    );
    const q3 = plan.coverage.find((c) => c.ref === 'Q3')!;
    expect(q3.reason).toMatch(/2\.2 kΩ.*test current/);
  });

  it('names the short pairs and scans every probed net', () => {
    // The proposal probes every net that connects two pads or more; single-pad and KiCad
    // unconnected-(…) nets get no probe (decision 0054), so they are the only nets left unprobed.
    const { connections } = countConnectionNets(realBoard('kicad/pic_programmer.kicad_pcb'));
    expect(plan.summary.probedNets).toBe(connections);
    expect(plan.tests[0]!.id).toBe('shorts');
    expect(plan.shortPairs.length).toBeGreaterThan(100);
    // A pair is testable exactly when both its nets are probed (a single-pad net has no probe).
    const probed = new Set(plan.nets.filter((n) => n.probes.length > 0).map((n) => n.net));
    for (const p of plan.shortPairs) expect(p.testable).toBe(probed.has(p.a) && probed.has(p.b));
    expect(plan.summary.testableShortPairs).toBeGreaterThan(50);
  });
});

describe('tomu-fpga (0201 parts, twelve test points)', () => {
  it('with the board’s own test points: every R, C and D has a test or names the nets to probe', () => {
    const plan = planFor('kicad/tomu-fpga.kicad_pcb', false);
    const parts = rcd(plan);
    expect(parts.length).toBe(31); // six R, eighteen C, seven D
    for (const c of parts) {
      if (c.tests.length > 0) continue;
      expect(c.reason, c.ref).not.toBe('');
      // A gap names nets; only the bidirectional TVS diodes are untestable whatever the probes.
      if (c.kind === 'tvs') expect(c.reason).toContain('bidirectional');
      else expect(c.missing.length, c.ref).toBeGreaterThan(0);
    }
    // The input capacitors on +5V (TP1) and GND (TP12): measured together as 3 µF.
    const input = plan.tests.find((t) => t.type === 'capacitor')!;
    expect(input.parts).toEqual(['C1', 'C2', 'C3']);
    expect(input.expected).toBeCloseTo(3e-6, 12);
    // +3V3 has no test point: its resistors and capacitors name it.
    const r1 = parts.find((c) => c.ref === 'R1')!;
    expect(r1.missing).toContain('+3V3');
    expect(plan.gaps.some((g) => g.nets.includes('+3V3'))).toBe(true);
  });
});
