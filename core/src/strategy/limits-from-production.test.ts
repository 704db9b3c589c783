import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import { limitResolution, roundDown, roundUp } from '../results/limit-resolution';
import { applyProductionLimits, productionLimitsNote } from './apply-production-limits';
import { updateLimit } from './edit';
import { generateTestStrategy } from './generate';
import { type ObservedMeasurement, proposeLimitsFromProduction } from './limits-from-production';
import type { TestStrategy } from './types';

// Limits drawn from production (issue 32 item 3, decision 0068), every figure worked out by hand.
// tomu-fpga's plan: rail:+3V3 L1 3.135 … 3.465 V, current L1 1 mA … 250 mA, rail:+5V L1 4.75 … 5.25 V,
// shorts L1 ≥ 100 Ω, clock:U7 L1 a frequency without limits.
const draft = generateTestStrategy({ board: realBoard('kicad/tomu-fpga.kicad_pcb') });
const SOURCE = { versionNumber: 3, from: '2026-11-30T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z' };

const seen = (key: string, o: Partial<ObservedMeasurement>): ObservedMeasurement => {
  const [stepId, measurementId] = key.split('/') as [string, string];
  return {
    stepId,
    measurementId,
    unit: 'V',
    count: 40,
    failures: 0,
    values: 40,
    mean: null,
    stdDev: null,
    min: null,
    max: null,
    ...o,
  };
};
const row = (strategy: TestStrategy, observed: ObservedMeasurement[], key: string) =>
  proposeLimitsFromProduction(strategy, observed, SOURCE).find((r) => r.key === key)!;

describe('limit resolution', () => {
  it('states limits to the decade of σ, never finer than the unit allows, rounding outward', () => {
    expect(limitResolution(0.0123, 'V')).toBe(0.01);
    expect(limitResolution(0.00004, 'V')).toBe(1e-4); // finer than 0.1 mV is not a production limit
    expect(limitResolution(123, 'Ω')).toBe(100);
    expect(limitResolution(0.0000031, 'A')).toBe(1e-6);
    expect(roundDown(3.252, 0.01)).toBe(3.25);
    expect(roundUp(3.3504, 0.01)).toBe(3.36);
    // Already on the grid (3.25 / 0.01 = 324.99999… in binary) stays on it.
    expect(roundDown(3.3 - 0.05, 0.01)).toBe(3.25);
    expect(roundUp(3.3 + 0.05, 0.01)).toBe(3.35);
  });
});

describe('proposeLimitsFromProduction', () => {
  it('tightens a rail to mean ± 4σ (Cpk 1.33), rounded outward', () => {
    // mean 3.3012, σ 0.0123: ± 4σ = ± 0.0492 → 3.2520 … 3.3504 → step 0.01 → 3.25 … 3.36.
    // Cpk now = min(3.465 − 3.3012, 3.3012 − 3.135) / (3 × 0.0123) = 0.1638 / 0.0369 = 4.43902…
    // Cpk after = min(3.36 − 3.3012, 3.3012 − 3.25) / 0.0369 = 0.0512 / 0.0369 = 1.38753…
    const r = row(draft, [seen('rail:+3V3/L1', { mean: 3.3012, stdDev: 0.0123 })], 'rail:+3V3/L1');
    expect(r).toMatchObject({
      current: { min: 3.135, max: 3.465 },
      proposed: { min: 3.25, max: 3.36 },
      change: 'tighten',
      beyondDesign: false,
      resolution: 0.01,
      skipped: null,
      unit: 'V',
    });
    expect(r.cpkNow).toBeCloseTo(4.43902, 5);
    expect(r.cpkAfter).toBeCloseTo(1.38753, 5);
    expect(r.provenance).toEqual({
      sourceVersion: 3,
      n: 40,
      mean: 3.3012,
      stdDev: 0.0123,
      from: SOURCE.from,
      to: SOURCE.to,
      cpkTarget: 4 / 3,
      designMin: 3.135,
      designMax: 3.465,
    });
  });

  it('flags a widening, and one beyond the design limits', () => {
    // Idle current: mean 0.2 A, σ 0.02 A → 0.12 … 0.28 A (step 0.01): the top passes 250 mA.
    // Cpk now = (0.25 − 0.2) / 0.06 = 0.8333…; after = 0.08 / 0.06 = 1.3333…
    const wide = row(draft, [seen('current/L1', { unit: 'A', mean: 0.2, stdDev: 0.02 })], 'current/L1');
    expect(wide).toMatchObject({ proposed: { min: 0.12, max: 0.28 }, change: 'widen', beyondDesign: true });
    expect(wide.cpkNow).toBeCloseTo(0.83333, 5);
    expect(wide.cpkAfter).toBeCloseTo(1.33333, 5);
    // +5V was tightened by production before to 4.95 … 5.05 (designed 4.75 … 5.25); now σ 0.02 V around
    // 5.0 → 4.92 … 5.08: wider than now, still inside the design.
    const tightened = applyProductionLimits(draft, [
      {
        ...row(draft, [seen('rail:+5V/L1', { mean: 5, stdDev: 0.0125 })], 'rail:+5V/L1'),
      },
    ]);
    const plus5 = tightened.steps.find((s) => s.id === 'rail:+5V')!.limits[0]!;
    expect([plus5.min, plus5.max]).toEqual([4.95, 5.05]);
    const back = row(tightened, [seen('rail:+5V/L1', { mean: 5, stdDev: 0.02 })], 'rail:+5V/L1');
    expect(back).toMatchObject({
      current: { min: 4.95, max: 5.05 },
      design: { min: 4.75, max: 5.25 },
      proposed: { min: 4.92, max: 5.08 },
      change: 'widen',
      beyondDesign: false,
    });
  });

  it('holds a side at the current limit when only the rounding would pass it', () => {
    // Current top 3.345 V; mean 3.3, σ 0.010125 → 3.3 + 0.0405 = 3.3405 (inside) → rounds up to 3.35, held
    // at 3.345. Bottom 3.2595 → 3.25.
    const edited = updateLimit(draft, 'rail:+3V3', 'L1', { max: 3.345 });
    const r = row(edited, [seen('rail:+3V3/L1', { mean: 3.3, stdDev: 0.010125 })], 'rail:+3V3/L1');
    expect(r.proposed).toEqual({ min: 3.25, max: 3.345 });
    expect(r.change).toBe('tighten');
  });

  it('says per measurement why nothing is proposed', () => {
    const observed = [
      seen('rail:+3V3/L1', { count: 35, failures: 6, mean: 3.3, stdDev: 0.01 }),
      seen('rail:+1V2/L1', { count: 40, failures: 40, mean: 0.2, stdDev: 0.1 }),
      seen('shorts/L1', { unit: 'Ω', mean: 1e6, stdDev: 0, min: 1e6, max: 1e6 }),
      seen('rail:+2V5/L1', { unit: 'mV', mean: 2500, stdDev: 10 }),
      seen('clock:U7/L1', { unit: 'Hz', mean: 12e6, stdDev: 100 }),
    ];
    const rows = proposeLimitsFromProduction(draft, observed, SOURCE);
    const why = (key: string) => rows.find((r) => r.key === key)!.skipped;
    expect(why('rail:+3V3/L1')).toBe('29 passing values; at least 30 are needed to draw limits.');
    expect(why('rail:+1V2/L1')).toBe(
      'All 40 values fail the current limits: no usable distribution (fix the cause first).',
    );
    expect(why('shorts/L1')).toBe('Every value is the same (σ = 0): no spread to draw limits from.');
    expect(why('rail:+2V5/L1')).toBe(
      'The stations report “mV”, the limit is in V: fix the unit before drawing limits from it.',
    );
    expect(why('clock:U7/L1')).toBe('No limits to move: set a minimum or maximum in the editor first.');
    expect(why('rail:+5V/L1')).toBe('No production values for this measurement in the window.');
    for (const r of rows.filter((x) => x.skipped))
      expect([r.proposed, r.change, r.provenance]).toEqual([null, null, null]);
    // Checks have no numbers to draw limits from: they are not rows at all.
    expect(rows.some((r) => r.key.startsWith('leds/'))).toBe(false);
  });

  it('keeps one-sided limits one-sided', () => {
    // Supply current ≤ 0.5 A: mean 0.3, σ 0.01 → 0.34 (step 0.01), no minimum invented.
    const r = row(draft, [seen('power-up/L1', { unit: 'A', mean: 0.3, stdDev: 0.01 })], 'power-up/L1');
    expect(r.proposed).toEqual({ min: null, max: 0.34 });
    expect(r.change).toBe('tighten');
  });
});

describe('applyProductionLimits', () => {
  it('writes the limits, their provenance and reason, and a version note', () => {
    const rows = proposeLimitsFromProduction(
      draft,
      [
        seen('rail:+3V3/L1', { mean: 3.3012, stdDev: 0.0123, values: 120, count: 120 }),
        seen('current/L1', { unit: 'A', mean: 0.2, stdDev: 0.02, values: 40 }),
      ],
      SOURCE,
    );
    const chosen = rows.filter((r) => r.key === 'rail:+3V3/L1' || r.key === 'current/L1');
    const next = applyProductionLimits(draft, chosen);
    const rail = next.steps.find((s) => s.id === 'rail:+3V3')!.limits[0]!;
    expect([rail.min, rail.max]).toEqual([3.25, 3.36]);
    expect(rail.production).toMatchObject({ sourceVersion: 3, n: 120, designMin: 3.135, designMax: 3.465 });
    expect(rail.reason).toBe(
      'From production of version 3: n = 120, mean 3.301 V, σ 12.3 mV, 2026-11-30 … 2026-12-07; mean ± 4σ for Cpk ≥ 1.33',
    );
    expect(productionLimitsNote(chosen)).toBe(
      'Limits from production: 1 tightened, 1 widened (n = 40–120, version 3, 2026-11-30 … 2026-12-07)',
    );
    // Untouched limits stay as they were; the engineer's own edit drops the provenance.
    expect(next.steps.find((s) => s.id === 'rail:+5V')!.limits[0]).toEqual(
      draft.steps.find((s) => s.id === 'rail:+5V')!.limits[0],
    );
    const own = updateLimit(next, 'rail:+3V3', 'L1', { max: 3.4 }).steps.find((s) => s.id === 'rail:+3V3')!;
    expect(own.limits[0]!.production).toBeUndefined();
    expect(own.limits[0]!.reason).toBe('set by the engineer');
  });
});
