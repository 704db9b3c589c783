import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DftFinding } from '@studio/api';
import { analyzeDft, importKicad, proposeTestConfig } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { boardLookup, findingBounds, findingFeatures, findingNet } from './finding-features';

const file = path.resolve(__dirname, '../../../../../shared/testdata/kicad/tomu-fpga.kicad_pcb');
const { board } = importKicad(readFileSync(file, 'utf8'), 'tomu-fpga.kicad_pcb');
// The engineer's choice, not the proposal's: tomu's 12 bottom test points (about 1 mm apart, so
// spacing findings), which the proposal leaves out for their edge and component minimums.
const report = analyzeDft(board, {
  ...proposeTestConfig(board).config,
  probeSide: 'bottom',
  testPoints: board.testPoints.filter((t) => /^TP\d+$/.test(t.ref ?? '')).map((t) => ({ id: t.id })),
});
const lookup = boardLookup(board);

describe('finding features', () => {
  it('names a test point by its pad and net and shows it as its pad in the viewer', () => {
    const tp = board.testPoints.find((t) => t.ref === 'TP9')!;
    const ref = lookup.resolve(tp.id);
    expect(ref).toMatchObject({ kind: 'test point', label: 'TP9.1 · /CDONE', viewerId: tp.featureId });
    expect(ref.at).toEqual({ x: tp.x, y: tp.y });
  });

  it('names components by reference and nets by name; unknown ids stay as they are', () => {
    const c = board.components.find((x) => x.ref === 'C25')!;
    expect(lookup.resolve(c.id)).toMatchObject({ kind: 'component', label: 'C25', viewerId: c.id });
    expect(lookup.resolve('/CDONE')).toMatchObject({ kind: 'net', label: 'net /CDONE', viewerId: null });
    expect(lookup.resolve('T999999')).toEqual({
      id: 'T999999',
      kind: 'unknown',
      label: 'T999999',
      viewerId: null,
      at: null,
    });
    expect(boardLookup(undefined).resolve('T1').kind).toBe('unknown');
  });

  it('resolves every feature of every finding on the board the report was run on', () => {
    for (const f of report.findings) {
      for (const ref of findingFeatures(lookup, f as DftFinding))
        expect(ref.kind, `${f.rule} ${ref.id}`).not.toBe('unknown');
    }
  });

  it('bounds a spacing finding around both points; a coverage finding names its net', () => {
    const spacing = report.findings.find((f) => f.rule === 'tp-spacing')! as DftFinding;
    const features = findingFeatures(lookup, spacing);
    const box = findingBounds(spacing, features)!;
    for (const f of features) {
      expect(f.at!.x).toBeGreaterThanOrEqual(box.minX);
      expect(f.at!.x).toBeLessThanOrEqual(box.maxX);
    }
    const coverage = report.findings.find((f) => f.rule === 'coverage-probed')! as DftFinding;
    const netFeatures = findingFeatures(lookup, coverage);
    expect(findingBounds(coverage, netFeatures)).toBeNull();
    expect(findingNet(netFeatures)).toBe(coverage.features[0]);
  });
});
