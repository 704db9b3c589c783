import { describe, expect, it } from 'vitest';
import { capabilityOf } from './capability';
import { contactFailuresOf, describePoorContact, poorContacts, type RunMeasurements } from './contact';
import { histogramOf, histogramRange } from './histogram';
import { paretoOf } from './pareto';
import { fixtureWearOf, limitingRating, maintenanceDue, thresholdsReached } from './wear';
import { computeYields } from './yields';

const H = 3_600_000;
const run = (serial: string, passed: boolean, startH: number, endH = startH + 0.1) => ({
  serial,
  passed,
  startedAtMs: startH * H,
  endedAtMs: endH * H,
});

describe('computeYields', () => {
  it('counts first-pass and final yield per board, retests and runs per hour (by hand)', () => {
    // A fails then passes on retest; B passes; C fails twice; D passes. Given out of order.
    const runs = [
      run('A', true, 1),
      run('A', false, 0),
      run('B', true, 0.5),
      run('C', false, 1.5),
      run('C', false, 2),
      run('D', true, 2.9, 3),
    ];
    const y = computeYields(runs);
    expect(y.boards).toBe(4);
    expect(y.runs).toBe(6);
    expect(y.retests).toBe(2);
    expect(y.firstPassYield).toBe(2 / 4); // B, D
    expect(y.finalYield).toBe(3 / 4); // A, B, D
    expect(y.runsPerHour).toBeCloseTo(6 / 3, 12); // 0 h … 3 h
  });

  it('has no yield without runs and no throughput from one run', () => {
    expect(computeYields([])).toMatchObject({
      boards: 0,
      firstPassYield: null,
      finalYield: null,
      runsPerHour: null,
    });
    expect(computeYields([run('A', true, 0)]).runsPerHour).toBeNull();
  });
});

describe('capabilityOf', () => {
  it('computes mean, sample sigma and Cpk (by hand)', () => {
    // mean 10.0; squared deviations 0.04 + 0 + 0.04 + 0 = 0.08; s² = 0.08 / 3; s = 0.1632993
    // Cpu = (10.5 − 10) / (3 s) = 1.0206207; Cpl = (10 − 9) / (3 s) = 2.0412415 → Cpk = Cpu.
    const c = capabilityOf([9.8, 10.0, 10.2, 10.0], 9, 10.5);
    expect(c.n).toBe(4);
    expect(c.mean).toBeCloseTo(10, 12);
    expect(c.stdDev).toBeCloseTo(0.1632993, 6);
    expect(c.cpk).toBeCloseTo(1.0206207, 6);
    expect([c.min, c.max]).toEqual([9.8, 10.2]);
  });

  it('uses the one side that exists, and has no Cpk without spread or limits', () => {
    // lower limit only: Cpl = (10 − 9) / (3 · 0.1632993) = 2.0412415
    expect(capabilityOf([9.8, 10.0, 10.2, 10.0], 9, null).cpk).toBeCloseTo(2.0412415, 6);
    expect(capabilityOf([5, 5, 5], 0, 10).cpk).toBeNull();
    expect(capabilityOf([1, 2, 3], null, null).cpk).toBeNull();
    expect(capabilityOf([1, Number.NaN], 0, 2)).toMatchObject({ n: 1, stdDev: null, cpk: null });
  });
});

describe('histogram', () => {
  it('spans values and limits and counts each value once', () => {
    const range = histogramRange(9.8, 10.2, 9, 11, 4); // 9…11, margin 0.25
    expect(range).toEqual({ low: 8.75, high: 11.25 });
    const bins = histogramOf([9.8, 10.0, 10.2, 10.0, 11.25], range, 4); // width 0.625
    expect(bins.map((b) => b.count)).toEqual([0, 1, 3, 1]);
    expect(bins[0]!.fromValue).toBe(8.75);
    expect(bins[3]!.toValue).toBeCloseTo(11.25, 12);
  });
});

describe('paretoOf', () => {
  it('sorts causes by failures with running shares', () => {
    const bars = paretoOf([
      { key: 'b', label: 'B', failures: 2 },
      { key: 'a', label: 'A', failures: 6 },
      { key: 'z', label: 'Z', failures: 0 },
      { key: 'c', label: 'C', failures: 2 },
    ]);
    expect(bars.map((b) => b.key)).toEqual(['a', 'b', 'c']);
    expect(bars.map((b) => b.share)).toEqual([0.6, 0.2, 0.2]);
    expect(bars.map((b) => b.cumulativeShare)).toEqual([0.6, 0.8, 1]);
  });
});

describe('contactFailuresOf', () => {
  const m = (key: string, passed: boolean, probes: string[], value: number | null = 1, contact = false) => ({
    key,
    passed,
    value,
    contact,
    probes,
  });
  it('counts a test point once per run when a failure there was a contact, an open or a false failure', () => {
    const runs: RunMeasurements[] = [
      // S1: r1 fails at TP1 (passes on retest r2: a false failure), TP2 fine.
      {
        runId: 'r1',
        serial: 'S1',
        startedAtMs: 0,
        measurements: [m('a', false, ['TP1', 'TP2']), m('b', true, ['TP2'])],
      },
      {
        runId: 'r2',
        serial: 'S1',
        startedAtMs: 10,
        measurements: [m('a', true, ['TP1', 'TP2']), m('b', true, ['TP2'])],
      },
      // S2: an open at TP3 (no value) and a real limit failure at TP2 that fails again on retest.
      {
        runId: 'r3',
        serial: 'S2',
        startedAtMs: 5,
        measurements: [m('c', false, ['TP3'], null), m('b', false, ['TP2'], 7)],
      },
      { runId: 'r4', serial: 'S2', startedAtMs: 20, measurements: [m('b', false, ['TP2'], 7)] },
      // S3: reported as a contact failure by the executive.
      { runId: 'r5', serial: 'S3', startedAtMs: 30, measurements: [m('a', false, ['TP1'], 0.2, true)] },
    ];
    const figures = contactFailuresOf(runs);
    const by = Object.fromEntries(figures.map((f) => [f.probe, [f.failedRuns, f.runs]]));
    // TP1 probed in r1, r2, r5; suspect in r1 (retest passed; TP2 too, same measurement) and r5.
    expect(by.TP1).toEqual([2, 3]);
    // TP2 probed in r1…r4; suspect only in r1 (its real failure in r3/r4 never passed).
    expect(by.TP2).toEqual([1, 4]);
    expect(by.TP3).toEqual([1, 1]);
    expect(figures[0]!.probe).toBe('TP3');
    const poor = poorContacts(figures, 0.5, 2);
    expect(poor.map((f) => f.probe)).toEqual(['TP1']);
    expect(describePoorContact(poor[0]!)).toBe('poor contact in production (2 of 3 runs)');
  });
});

describe('fixture wear', () => {
  it('is due at 80 % of the lowest rating and overdue past it', () => {
    expect(fixtureWearOf({ fixtureSerial: 'F1', cycles: 79_999, ratedCycles: 100_000 }).status).toBe('ok');
    expect(fixtureWearOf({ fixtureSerial: 'F1', cycles: 80_000, ratedCycles: 100_000 })).toMatchObject({
      status: 'due',
      used: 0.8,
      remainingCycles: 20_000,
    });
    expect(fixtureWearOf({ fixtureSerial: 'F1', cycles: 5, ratedCycles: null }).status).toBe('unrated');
    const due = maintenanceDue([
      { fixtureSerial: 'A', cycles: 85, ratedCycles: 100 },
      { fixtureSerial: 'B', cycles: 120, ratedCycles: 100 },
      { fixtureSerial: 'C', cycles: 10, ratedCycles: 100 },
    ]);
    expect(due.map((w) => [w.fixtureSerial, w.status])).toEqual([
      ['B', 'overdue'],
      ['A', 'due'],
    ]);
  });
});

describe('fixture wear: limiting rating and notification thresholds', () => {
  it('takes the lowest rated part (kit or probe class) and ignores unrated ones', () => {
    const kit = { what: 'kit', partNumber: 'FK-PROD-M', ratedCycles: 1_000_000 };
    const p100 = { what: 'P100', partNumber: 'SP-100-CR', ratedCycles: 1_000_000 };
    const p50 = { what: 'P50', partNumber: 'SP-50-CR', ratedCycles: 500_000 };
    expect(limitingRating([kit, p100, p50])).toEqual(p50);
    expect(limitingRating([{ ...p50, ratedCycles: 0 }, kit])).toEqual(kit);
    expect(limitingRating([])).toBeNull();
  });

  it('reaches 80 % at exactly 0.8 × the rating and 100 % at the rating', () => {
    // 500,000 cycles: due from 400,000, end of life from 500,000.
    expect(thresholdsReached(399_999, 500_000)).toEqual([]);
    expect(thresholdsReached(400_000, 500_000)).toEqual([0.8]);
    expect(thresholdsReached(499_999, 500_000)).toEqual([0.8]);
    expect(thresholdsReached(500_000, 500_000)).toEqual([0.8, 1]);
    expect(thresholdsReached(10, null)).toEqual([]);
    // The list says "due" exactly where the notification fires.
    expect(fixtureWearOf({ fixtureSerial: 'F', cycles: 400_000, ratedCycles: 500_000 }).status).toBe('due');
  });
});
