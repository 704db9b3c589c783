import { describe, expect, it } from 'vitest';
import type { Finding } from './types';
import { BoardBuilder } from '../testing/board-builder';
import { candidateName } from '../board/test-points';
import {
  type CandidateFilter,
  filterFingers,
  findingsOf,
  NO_FILTER,
  worstSeverityByFeature,
} from './candidate-filter';
import { candidateFingers } from './candidate-fingers';
import type { TestPoint } from '../board/model';

const board = new BoardBuilder()
  .testPoint('TP1', 5, 5, { net: 'VCC', side: 'bottom' })
  .via(10, 5, { net: 'GND' })
  .pad({ ref: 'U1', x: 15, y: 5, net: 'SDA', number: '14' })
  .pad({ ref: 'J1', x: 20, y: 5, net: 'GND', type: 'th' })
  .build();
const points = board.testPoints;
/** The list's rows (one per finger; these boards have no finger with two pads). */
const filterCandidates = (
  pts: readonly TestPoint[],
  filter: CandidateFilter,
  selected: Set<string>,
  flagged: Set<string>,
) => filterFingers(pts, candidateFingers(pts), filter, selected, flagged);
const names = (idx: number[]) => idx.map((i) => candidateName(points[i]!));

describe('candidate filter', () => {
  it('shows everything by default and names candidates REF.PAD / via', () => {
    expect(names(filterCandidates(points, NO_FILTER, new Set(), new Set()))).toEqual([
      'TP1.1',
      'U1.14',
      'J1.1',
      `via ${points[3]!.id}`,
    ]);
  });

  it('narrows by kind, side, selection, findings and query (net or name, case-insensitive)', () => {
    const all = (f: Partial<typeof NO_FILTER>, selected = new Set<string>(), flagged = new Set<string>()) =>
      names(filterCandidates(points, { ...NO_FILTER, ...f }, selected, flagged));
    expect(all({ kinds: ['through-hole', 'testpoint'] })).toEqual(['TP1.1', 'J1.1']);
    expect(all({ side: 'bottom' })).toEqual(['TP1.1']);
    expect(all({ side: 'both' })).toEqual(['J1.1', `via ${points[3]!.id}`]);
    expect(all({ selection: 'selected' }, new Set([points[2]!.id]))).toEqual(['J1.1']);
    expect(all({ selection: 'unselected' }, new Set([points[2]!.id]))).toHaveLength(3);
    expect(all({ withFindings: true }, new Set(), new Set([points[1]!.id]))).toEqual(['U1.14']);
    expect(all({ query: 'gnd' })).toEqual(['J1.1', `via ${points[3]!.id}`]);
    expect(all({ query: ' u1.1' })).toEqual(['U1.14']);
    expect(all({ query: 'gnd', kinds: ['via'] })).toEqual([`via ${points[3]!.id}`]);
  });
});

describe('candidate search by a KiCad-escaped net name', () => {
  const escaped = new BoardBuilder()
    .testPoint('TP1', 5, 5, { net: '/VPP{slash}MCLR' })
    .testPoint('TP2', 9, 5, { net: 'GND' })
    .build().testPoints;
  const found = (query: string) =>
    filterCandidates(escaped, { ...NO_FILTER, query }, new Set(), new Set()).map((i) =>
      candidateName(escaped[i]!),
    );

  it('finds it as KiCad shows it and as the file stores it', () => {
    expect(found('vpp/mclr')).toEqual(['TP1.1']);
    expect(found('{slash}')).toEqual(['TP1.1']);
    expect(found('/vpp')).toEqual(['TP1.1']);
  });
});

describe('findings per feature', () => {
  const f = (severity: Finding['severity'], features: string[]): Finding => ({
    rule: 'tp-spacing',
    severity,
    message: '',
    measured: null,
    unit: null,
    threshold: { recommended: null, minimum: null },
    features,
    location: null,
  });
  it('keeps the worst severity per feature and ignores passes', () => {
    const findings = [f('warning', ['T1', 'T2']), f('fail', ['T2']), f('pass', ['T3']), f('warning', ['T2'])];
    expect([...worstSeverityByFeature(findings)]).toEqual([
      ['T1', 'warning'],
      ['T2', 'fail'],
    ]);
    expect(findingsOf(findings, 'T2')).toHaveLength(3);
    expect(findingsOf(findings, 'T3')).toHaveLength(0);
  });
});
