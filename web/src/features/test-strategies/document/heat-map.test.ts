import type { Step, TestStrategy } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { buildHeatMap, heatLevel } from './heat-map';

const step = (id: string, nets: string[], extra: Partial<Step> = {}): Step => ({
  id,
  kind: 'custom',
  title: id,
  instructions: '',
  nets,
  testPoints: [],
  probes: [],
  unprobed: [],
  probeless: [],
  flag: null,
  limits: [],
  equipment: [],
  seconds: 1,
  components: [],
  supplies: [],
  reason: '',
  notes: '',
  ...extra,
});

const limit = (net: string, reference: string | null = null) => ({
  id: `L-${net}`,
  label: net,
  quantity: 'voltage' as const,
  net,
  reference,
  nominal: 3.3,
  min: 3.1,
  max: 3.5,
  expected: null,
  reason: '',
});

// A small plan: shorts on +3V3 (measured against GND), a rail step measuring +3V3 against GND, a bus
// step on SDA/SCL where SCL has no probe (flagged), and a net (/VPP{slash}MCLR) that no step touches.
const plan: Pick<TestStrategy, 'steps' | 'coverage' | 'nets'> = {
  steps: [
    step('shorts', ['+3V3', 'GND'], { kind: 'shorts', limits: [limit('+3V3', 'GND')] }),
    step('rail', ['+3V3', 'GND'], { kind: 'rail-voltage', limits: [limit('+3V3', 'GND')] }),
    step('i2c', ['SDA', 'SCL', 'GND'], {
      kind: 'bus',
      unprobed: ['SCL'],
      flag: 'This net has no probed test point: SCL',
    }),
  ],
  coverage: {
    nets: 5,
    touched: 4,
    untouched: ['/VPP{slash}MCLR'],
    singlePad: 0,
    componentScore: null,
    matrix: [
      { net: '+3V3', steps: ['shorts', 'rail'] },
      { net: '/VPP{slash}MCLR', steps: [] },
      { net: 'GND', steps: ['shorts', 'rail', 'i2c'] },
      { net: 'SCL', steps: ['i2c'] },
      { net: 'SDA', steps: ['i2c'] },
    ],
  },
  nets: [
    { name: '+3V3', pads: 9, probes: ['TP1'], connectors: [] },
    { name: 'GND', pads: 30, probes: ['TP2', 'TP3'], connectors: [] },
    { name: 'SDA', pads: 3, probes: ['TP4'], connectors: [] },
    { name: 'SCL', pads: 3, probes: [], connectors: ['J1'] },
    { name: '/VPP{slash}MCLR', pads: 2, probes: [], connectors: [] },
  ],
};

describe('buildHeatMap', () => {
  it('has a column per step in plan order and a row per counted net, each cell saying how the step works the net', () => {
    const map = buildHeatMap(plan);
    expect(map.columns.map((c) => [c.index, c.stepId, c.flagged, c.nets])).toEqual([
      [1, 'shorts', false, 2],
      [2, 'rail', false, 2],
      [3, 'i2c', true, 3],
    ]);
    const byNet = Object.fromEntries(map.rows.map((r) => [r.net, r.cells]));
    expect(byNet).toEqual({
      '+3V3': ['measured', 'measured', 'none'],
      // Measured as the reference of a limit in the first two steps, only needed by the bus step.
      GND: ['measured', 'measured', 'touched'],
      SCL: ['none', 'none', 'unprobed'],
      SDA: ['none', 'none', 'touched'],
      '/VPP{slash}MCLR': ['none', 'none', 'none'],
    });
    expect(map.rows.map((r) => r.steps)).toEqual([2, 0, 3, 1, 1]);
    expect(map.total).toBe(5);
    expect(map.maxSteps).toBe(3);
  });

  it('shows KiCad-escaped names as KiCad does and keeps the probes of each net', () => {
    const row = buildHeatMap(plan).rows.find((r) => r.net === '/VPP{slash}MCLR')!;
    expect(row.shown).toBe('/VPP/MCLR');
    expect(buildHeatMap(plan).rows.find((r) => r.net === 'GND')!.probes).toEqual(['TP2', 'TP3']);
  });

  it('keeps the untouched nets, or the nets a step needs a probe on, and searches by stored or shown name', () => {
    expect(buildHeatMap(plan, { filter: 'untouched' }).rows.map((r) => r.net)).toEqual(['/VPP{slash}MCLR']);
    expect(buildHeatMap(plan, { filter: 'unprobed' }).rows.map((r) => r.net)).toEqual(['SCL']);
    expect(buildHeatMap(plan, { q: 'vpp/m' }).rows.map((r) => r.net)).toEqual(['/VPP{slash}MCLR']);
    expect(buildHeatMap(plan, { q: '{slash}' }).rows.map((r) => r.net)).toEqual(['/VPP{slash}MCLR']);
    expect(buildHeatMap(plan, { q: ' sc ' }).rows.map((r) => r.net)).toEqual(['SCL']);
    // Filters do not change the columns' totals or the scale: they are the whole plan's.
    const filtered = buildHeatMap(plan, { filter: 'untouched' });
    expect(filtered.total).toBe(5);
    expect(filtered.maxSteps).toBe(3);
    expect(filtered.columns.map((c) => c.nets)).toEqual([2, 2, 3]);
  });

  it('is empty, not broken, for a plan without steps or nets', () => {
    const map = buildHeatMap({ steps: [], nets: [], coverage: { ...plan.coverage, matrix: [] } });
    expect(map).toEqual({ columns: [], rows: [], total: 0, maxSteps: 0 });
  });
});

describe('heatLevel', () => {
  it('is 0 only for a net no step touches and rises to 4 at the busiest net', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => heatLevel(n, 8))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(heatLevel(1, 40)).toBe(1);
    expect(heatLevel(3, 3)).toBe(4);
    expect(heatLevel(0, 0)).toBe(0);
  });
});
