import type { DftReportFacts } from '@studio/api';
import { describe, expect, it } from 'vitest';
import {
  coverageText,
  factRows,
  kindSideRows,
  locatingText,
  probeNotes,
  sidesText,
  uncoveredNets,
} from './report-facts-rows';

const facts: DftReportFacts = {
  dimensionsMm: { width: 13, height: 9.4 },
  thicknessMm: 0.6,
  copperLayers: 4,
  sidesProbed: ['bottom'],
  locating: { method: 'cradle', holes: [], registrationScore: null },
  testPoints: {
    candidates: 135,
    covered: 208,
    selected: 31,
    byKind: {
      testpoint: { top: 0, bottom: 12 },
      'through-hole': { top: 0, bottom: 0 },
      via: { top: 2, bottom: 1 },
      smd: { top: 0, bottom: 19 },
    },
  },
  smallestPadMm: 0.2,
  smallestSpacingMm: 0.4,
  nets: 31,
  probedNets: 16,
  coveragePercent: 51.6,
  probes: { P100: 0, P75: 0, P50: 8, P39: 8, total: 16, unassigned: 15, drillOnly: 1 },
  totalProbeForceN: 14,
};

describe('report facts', () => {
  it('lists the facts of PRODUCT.md §5 in mm', () => {
    const rows = Object.fromEntries(factRows(facts).map((r) => [r.label, r.value]));
    expect(rows).toMatchObject({
      'Board size': '13.00 × 9.40 mm',
      Thickness: '0.60 mm',
      'Sides probed': 'Bottom',
      Locating: 'Cradle (board outline)',
      'Test points': '31 selected of 135 probe-able candidates (208 more under solder mask or tented)',
      'Smallest pad': '0.20 mm',
      'Smallest spacing': '0.40 mm',
      'Nets (connections)': '31',
      'Probed nets': '16',
      'Total probe force': '14.00 N',
    });
  });

  it('says a report made before the count was split counted covered copper too', () => {
    const old = { ...facts, testPoints: { ...facts.testPoints, candidates: 343, covered: undefined } };
    const rows = Object.fromEntries(factRows(old).map((r) => [r.label, r.value]));
    expect(rows['Test points']).toBe('31 selected of 343 candidates (covered copper included)');
  });

  it('writes unknowns as a dash', () => {
    const rows = factRows({ ...facts, dimensionsMm: null, thicknessMm: null, smallestSpacingMm: null });
    expect(rows.filter((r) => r.value === '—').map((r) => r.label)).toEqual([
      'Board size',
      'Thickness',
      'Smallest spacing',
    ]);
  });

  it('names sides and locating', () => {
    expect(sidesText([])).toBe('None chosen');
    expect(sidesText(['top', 'bottom'])).toBe('Top and bottom');
    expect(
      locatingText({ method: 'guide-pins', holes: ['H1', 'H4'], registrationScore: 82 }, (id) => `${id}!`),
    ).toBe('2 guide pins (H1!, H4!), registration 82/100');
    expect(locatingText({ method: null, holes: [], registrationScore: null })).toBe('Not configured');
  });

  it('counts test points by type and side, leaving empty types out', () => {
    expect(kindSideRows(facts.testPoints.byKind)).toEqual([
      { kind: 'testpoint', label: 'Test-point pads', top: 0, bottom: 12, total: 12 },
      { kind: 'via', label: 'Untented vias', top: 2, bottom: 1, total: 3 },
      { kind: 'smd', label: 'SMD pads (flagged)', top: 0, bottom: 19, total: 19 },
    ]);
  });

  it('notes points without a probe', () => {
    expect(probeNotes(facts.probes)).toEqual([
      '15 selected points cannot take any probe class',
      '1 point drilled but not populated',
    ]);
  });

  it('splits the uncovered nets by what must change', () => {
    const coverage = {
      nets: 5,
      accessibleNets: 4,
      probedNets: 2,
      percent: 40,
      inaccessible: ['GND2'],
      unprobed: ['GND2', 'SDA', 'SCL'],
    };
    expect(uncoveredNets(coverage)).toEqual({ inaccessible: ['GND2'], unselected: ['SDA', 'SCL'] });
    expect(coverageText(coverage)).toBe('2 of 5 nets (40.0 %)');
  });
});
