// Hand-computed in-circuit tests (issue 26): every expected value and limit below is worked out by
// hand from the parts' values and tolerances, the measurement allowances of ICT_DEFAULTS (resistors
// 2 % + 0.1 Ω, + 1 % when guarded; capacitors 5 % + 2 pF; zeners their tolerance + 10 %) and the
// forward windows at 1 mA (silicon 0.4–0.9 V).
import { describe, expect, it } from 'vitest';
import { circuitBoard, probesOn } from '../testing/circuit-board';
import { generateIctPlan } from './generate';
import type { IctPlan } from './types';

const test = (plan: IctPlan, id: string) => {
  const t = plan.tests.find((x) => x.id === id);
  if (!t) throw new Error(`no test ${id}: ${plan.tests.map((x) => x.id).join(', ')}`);
  return t;
};
const cover = (plan: IctPlan, ref: string) => plan.coverage.find((c) => c.ref === ref)!;

describe('a resistor divider with a capacitor across its lower leg', () => {
  // VIN —R1 10k 1 %— MID —R2 10k 1 %— GND, C1 100 nF 10 % from MID to GND; every net probed.
  const board = circuitBoard([
    { ref: 'R1', value: '10k 1%', pins: { '1': 'VIN', '2': 'MID' } },
    { ref: 'R2', value: '10k 1%', pins: { '1': 'MID', '2': 'GND' } },
    { ref: 'C1', value: '100nF 10%', pins: { '1': 'MID', '2': 'GND' } },
  ]);
  const plan = generateIctPlan({ board, probes: probesOn(['VIN', 'MID', 'GND']) });

  it('measures R1 alone: nothing else joins VIN and MID', () => {
    const r1 = test(plan, 'r1');
    expect(r1).toMatchObject({ type: 'resistor', parts: ['R1'], guards: [], quantity: 'resistance' });
    expect(r1.high?.net).toBe('VIN');
    expect(r1.low?.net).toBe('MID');
    expect(r1.expected).toBeCloseTo(10_000, 6);
    // 9 900 × 0.98 − 0.1 and 10 100 × 1.02 + 0.1
    expect(r1.min).toBeCloseTo(9_701.9, 6);
    expect(r1.max).toBeCloseTo(10_302.1, 6);
  });

  it('measures R2 at DC (C1 open once charged) and says to wait 5 RC = 5 ms', () => {
    const r2 = test(plan, 'r2');
    expect(r2.expected).toBeCloseTo(10_000, 6);
    expect(r2.conditions.settleS).toBeCloseTo(5e-3, 9);
    expect(r2.notes.join(' ')).toContain('5 ms');
  });

  it('measures C1 at 1 kHz, where R2 beside it (0.1 mS) is far below ωC (0.63 mS)', () => {
    const c1 = test(plan, 'c1');
    expect(c1).toMatchObject({ type: 'capacitor', quantity: 'capacitance', guards: [] });
    expect(c1.conditions.frequencyHz).toBe(1000);
    expect(c1.expected).toBeCloseTo(100e-9, 15);
    // 90 nF × 0.95 − 2 pF and 110 nF × 1.05 + 2 pF
    expect(c1.min).toBeCloseTo(85.498e-9, 15);
    expect(c1.max).toBeCloseTo(115.502e-9, 15);
  });

  it('grades each part: present, correct, not oriented, joints through the test', () => {
    for (const ref of ['R1', 'R2', 'C1'])
      expect(cover(plan, ref)).toMatchObject({
        presence: 'full',
        correctness: 'full',
        orientation: 'n/a',
        live: 'full',
        alignment: 'none',
        shorts: 'full',
        opens: 'full',
        quality: 'none',
      });
    expect(plan.gaps).toEqual([]);
  });

  it('scans the probed nets for shorts, naming each part’s two nets as a pair', () => {
    const shorts = test(plan, 'shorts');
    expect(shorts.min).toBe(10);
    expect(plan.shortPairs.map((p) => [p.a, p.b, p.testable])).toEqual(
      expect.arrayContaining([
        ['MID', 'VIN', true],
        ['GND', 'MID', true],
      ]),
    );
  });
});

describe('parallel resistors and a guard', () => {
  // R5 1k from A to B; R6 2k from A to C and R7 3k from C to B: a parallel path through C.
  const parts = [
    { ref: 'R5', value: '1k 1%', pins: { '1': 'A', '2': 'B' } },
    { ref: 'R6', value: '2k 1%', pins: { '1': 'A', '2': 'C' } },
    { ref: 'R7', value: '3k 1%', pins: { '1': 'C', '2': 'B' } },
  ];

  it('guards C when it has a probe: the reading is R5 alone', () => {
    const plan = generateIctPlan({ board: circuitBoard(parts), probes: probesOn(['A', 'B', 'C']) });
    const r5 = test(plan, 'r5');
    expect(r5.guards.map((g) => g.net)).toEqual(['C']);
    expect(r5.expected).toBeCloseTo(1_000, 6);
    // guarded: 990 × 0.97 − 0.1 and 1 010 × 1.03 + 0.1
    expect(r5.min).toBeCloseTo(960.2, 6);
    expect(r5.max).toBeCloseTo(1_040.4, 6);
    expect(cover(plan, 'R5').correctness).toBe('full');
  });

  it('without a probe on C the reading is R5 ‖ (R6 + R7) = 833.3 Ω, and the gap names C', () => {
    const plan = generateIctPlan({ board: circuitBoard(parts), probes: probesOn(['A', 'B']) });
    const r5 = test(plan, 'r5');
    expect(r5.guards).toEqual([]);
    expect(r5.expected).toBe(833.333); // 1 / (1/1000 + 1/5000), six significant digits
    expect(r5.notes.join(' ')).toContain('not guarded');
    expect(plan.gaps).toContainEqual(expect.objectContaining({ ref: 'R5', nets: ['C'] }));
    // R5 carries 5/6 of the current: its share of the reading is 5/6 (below 90 %), so its correctness
    // is partial.
    expect(cover(plan, 'R5').correctness).toBe('partial');
    // R6 and R7 need C for their own tests.
    expect(cover(plan, 'R6').missing).toEqual(['C']);
    expect(cover(plan, 'R6').tests).toEqual([]);
  });

  it('merges two resistors on the same nets into one test of 5 kΩ; each one’s absence shows', () => {
    const plan = generateIctPlan({
      board: circuitBoard([
        { ref: 'R8', value: '10k 1%', pins: { '1': 'D', '2': 'E' } },
        { ref: 'R9', value: '10k 1%', pins: { '1': 'D', '2': 'E' } },
      ]),
      probes: probesOn(['D', 'E']),
    });
    const t = test(plan, 'r8+r9');
    expect(t.parts).toEqual(['R8', 'R9']);
    expect(t.expected).toBeCloseTo(5_000, 6);
    // 4 950 × 0.98 − 0.1 and 5 050 × 1.02 + 0.1
    expect(t.min).toBeCloseTo(4_850.9, 6);
    expect(t.max).toBeCloseTo(5_151.1, 6);
    // Without R8 the tester reads 10 kΩ: out of the limits, so R8's presence is covered; a 1 %
    // change of R8 moves the reading 0.5 %: its correctness only partly.
    expect(cover(plan, 'R8')).toMatchObject({ presence: 'full', correctness: 'partial', tests: ['r8+r9'] });
  });

  it('cannot measure a resistor an inductor shorts, and says so', () => {
    const plan = generateIctPlan({
      board: circuitBoard([
        { ref: 'R1', value: '100', pins: { '1': 'X', '2': 'Y' } },
        { ref: 'L1', value: '10uH', pins: { '1': 'X', '2': 'Y' } },
      ]),
      probes: probesOn(['X', 'Y']),
    });
    expect(plan.tests.some((t) => t.parts.includes('R1'))).toBe(false);
    expect(cover(plan, 'R1').reason).toContain('L1');
    expect(test(plan, 'l1').type).toBe('inductor');
  });
});

describe('a diode and a zener', () => {
  it('tests a 1N4148 forward from anode (pad 2) to cathode (pad 1) in the silicon window', () => {
    // VCC —R4 1k— N1 —D1 (A N1, K GND)—
    const plan = generateIctPlan({
      board: circuitBoard([
        { ref: 'R4', value: '1k', pins: { '1': 'VCC', '2': 'N1' } },
        { ref: 'D1', value: '1N4148', footprint: 'Diode_SMD:D_SOD-123', pins: { '1': 'GND', '2': 'N1' } },
      ]),
      probes: probesOn(['VCC', 'N1', 'GND']),
    });
    const d1 = test(plan, 'd1');
    expect(d1).toMatchObject({ type: 'diode', quantity: 'voltage', min: 0.4, max: 0.9, expected: null });
    expect(d1.high?.net).toBe('N1');
    expect(d1.low?.net).toBe('GND');
    expect(d1.conditions.currentA).toBe(1e-3);
    expect(cover(plan, 'D1')).toMatchObject({
      presence: 'full',
      orientation: 'full',
      correctness: 'partial',
    });
  });

  it('does not test a diode a 1 kΩ resistor shunts (0.65 V / 1 kΩ is 65 % of the 1 mA test current)', () => {
    const plan = generateIctPlan({
      board: circuitBoard([
        { ref: 'R4', value: '1k', pins: { '1': 'N1', '2': 'GND' } },
        { ref: 'D1', value: '1N4148', pins: { '1': 'GND', '2': 'N1' } },
      ]),
      probes: probesOn(['N1', 'GND']),
    });
    expect(plan.tests.some((t) => t.parts.includes('D1'))).toBe(false);
    expect(cover(plan, 'D1').reason).toContain('65 %');
    expect(cover(plan, 'D1').presence).toBe('none');
  });

  it('tests a BZT52C5V1 forward and in breakdown: 5.1 V ±(5 % + 10 %) = 4.335 … 5.865 V', () => {
    const plan = generateIctPlan({
      board: circuitBoard([{ ref: 'D2', value: 'BZT52C5V1', pins: { '1': '+5V', '2': 'GND' } }]),
      probes: probesOn(['+5V', 'GND']),
    });
    const z = test(plan, 'd2:z');
    expect(z).toMatchObject({ type: 'zener', expected: 5.1 });
    expect(z.high?.net).toBe('+5V'); // current into the cathode
    expect(z.min).toBeCloseTo(4.335, 9);
    expect(z.max).toBeCloseTo(5.865, 9);
    const fwd = test(plan, 'd2:fwd');
    expect(fwd).toMatchObject({ min: 0.4, max: 0.9 });
    expect(fwd.high?.net).toBe('GND');
    expect(cover(plan, 'D2')).toMatchObject({ presence: 'full', correctness: 'full', orientation: 'full' });
  });

  it('tests both junctions of a BC847 (SOT-23: 1 B, 2 E, 3 C) from the base', () => {
    const plan = generateIctPlan({
      board: circuitBoard([{ ref: 'Q1', value: 'BC847B', pins: { '1': 'BASE', '2': 'GND', '3': 'OUT' } }]),
      probes: probesOn(['BASE', 'GND', 'OUT']),
    });
    const be = test(plan, 'q1:be');
    const bc = test(plan, 'q1:bc');
    expect([be.high?.net, be.low?.net, bc.high?.net, bc.low?.net]).toEqual(['BASE', 'GND', 'BASE', 'OUT']);
    expect(cover(plan, 'Q1')).toMatchObject({ presence: 'full', orientation: 'partial', opens: 'full' });
  });
});

describe('gaps, DNP and what is not in-circuit tested', () => {
  it('names the net to probe for a test that lacks one', () => {
    const plan = generateIctPlan({
      board: circuitBoard([
        { ref: 'R1', value: '4k7', pins: { '1': 'P', '2': 'Q' } },
        { ref: 'J1', value: 'CONN_02', pins: { '1': 'P', '2': 'Q' } },
      ]),
      probes: probesOn(['P']),
    });
    expect(plan.tests.filter((t) => t.type === 'resistor')).toEqual([]);
    expect(plan.gaps).toContainEqual(expect.objectContaining({ ref: 'R1', nets: ['Q'] }));
    expect(cover(plan, 'R1')).toMatchObject({ missing: ['Q'], presence: 'none', shorts: 'partial' });
  });

  it('reaches an unprobed net through a ferrite bead, and says the bead adds to the reading', () => {
    const plan = generateIctPlan({
      board: circuitBoard([
        { ref: 'FB1', value: '600R@100MHz', pins: { '1': 'VBUS', '2': 'VIN' } },
        { ref: 'R1', value: '10k', pins: { '1': 'VIN', '2': 'GND' } },
      ]),
      probes: probesOn(['VBUS', 'GND']),
    });
    const r1 = test(plan, 'r1');
    expect(r1.high).toMatchObject({ net: 'VIN', probes: [], via: { net: 'VBUS', through: ['FB1'] } });
    // 10 kΩ plus the bead's modelled 0.05 Ω, to six significant digits.
    expect(r1.expected).toBe(10_000);
    expect(r1.notes.join(' ')).toContain('VIN has no probe: measured from VBUS through FB1');
    expect(test(plan, 'fb1')).toMatchObject({ type: 'continuity', max: 2 });
  });

  it('does not test a DNP part, and says so; a value of "DNP 10K" counts too', () => {
    const plan = generateIctPlan({
      board: circuitBoard([
        { ref: 'R1', value: '10k', dnp: true, pins: { '1': 'A', '2': 'B' } },
        { ref: 'R2', value: 'DNP 10K', pins: { '1': 'A', '2': 'B' } },
        { ref: 'R3', value: '1k', pins: { '1': 'A', '2': 'B' } },
      ]),
      probes: probesOn(['A', 'B']),
    });
    expect(test(plan, 'r3').expected).toBeCloseTo(1_000, 6); // not 1k ‖ 10k ‖ 10k
    expect(cover(plan, 'R1')).toMatchObject({ dnp: true, presence: 'n/a', tests: [] });
    expect(cover(plan, 'R1').reason).toContain('not fitted');
    expect(cover(plan, 'R2').reason).toContain('DNP 10K');
    expect(plan.summary.dnp).toBe(2);
  });

  it('lists an IC with no analog test and the reason', () => {
    const plan = generateIctPlan({
      board: circuitBoard([
        { ref: 'U1', value: '74HC125', pins: { '1': 'A', '2': 'B', '7': 'GND', '14': 'VCC' } },
        { ref: 'J1', value: 'CONN_04', pins: { '1': 'A', '2': 'B', '3': 'GND', '4': 'VCC' } },
      ]),
      probes: probesOn(['A', 'B', 'GND', 'VCC']),
    });
    expect(cover(plan, 'U1')).toMatchObject({ kind: 'ic', presence: 'none', shorts: 'full', tests: [] });
    expect(cover(plan, 'U1').reason).toContain('vectorless');
  });
});
