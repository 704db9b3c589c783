import type { CopperSides, TestPoint, TestPointKind } from '../board/model';
import { displayNetName } from '../board/net-display';
import { candidateName } from '../board/test-points';
import { type CandidateFingers, fingerRepresentative } from './candidate-fingers';
import type { Finding, FindingSeverity } from './types';

/** What the Test points table shows (every field narrows; defaults show everything). */
export interface CandidateFilter {
  /**
   * Case-insensitive part of the net (as stored or as shown: `/VPP{slash}MCLR` or `/VPP/MCLR`), the
   * reference, "REF.PAD" or the candidate id.
   */
  query: string;
  /** Kinds to show; empty = every kind. */
  kinds: TestPointKind[];
  side: 'all' | CopperSides;
  selection: 'all' | 'selected' | 'unselected';
  /** Only candidates that some warning or fail names. */
  withFindings: boolean;
}

export const NO_FILTER: CandidateFilter = {
  query: '',
  kinds: [],
  side: 'all',
  selection: 'all',
  withFindings: false,
};

/**
 * The rows of the Test points list: one per finger (candidate-fingers.ts), each the index of the
 * candidate it stands for (fingerRepresentative), in board order. A finger is selected when any of
 * its candidates is.
 */
export function filterFingers(
  points: readonly TestPoint[],
  fingers: CandidateFingers,
  filter: CandidateFilter,
  selected: { has(id: string): boolean },
  flagged: { has(id: string): boolean },
): number[] {
  const passes = candidatePredicate(filter);
  const out: number[] = [];
  for (let i = 0; i < points.length; i++) {
    if (fingers.leader[i] !== i) continue;
    const group = fingers.members.get(i);
    const at = group ? fingerRepresentative(points, group, selected) : i;
    const tp = points[at]!;
    if (passes(tp, selected.has(tp.id), flagged.has(tp.id))) out.push(at);
  }
  return out;
}

function candidatePredicate(
  filter: CandidateFilter,
): (tp: TestPoint, selected: boolean, flagged: boolean) => boolean {
  const q = filter.query.trim().toLowerCase();
  const kinds = filter.kinds.length > 0 ? new Set(filter.kinds) : null;
  return (tp, selected, flagged) => {
    if (kinds && !kinds.has(tp.kind)) return false;
    if (filter.side !== 'all' && tp.side !== filter.side) return false;
    if (filter.selection === 'selected' && !selected) return false;
    if (filter.selection === 'unselected' && selected) return false;
    if (filter.withFindings && !flagged) return false;
    return !q || matchesQuery(tp, q);
  };
}

function matchesQuery(tp: TestPoint, q: string): boolean {
  return (
    (tp.net ?? '').toLowerCase().includes(q) ||
    (tp.net !== null && displayNetName(tp.net).toLowerCase().includes(q)) ||
    candidateName(tp).toLowerCase().includes(q) ||
    tp.id.toLowerCase() === q
  );
}

/** The worst finding severity per feature id (test points, holes, components, nets by name). */
export function worstSeverityByFeature(findings: readonly Finding[]): Map<string, FindingSeverity> {
  const out = new Map<string, FindingSeverity>();
  for (const f of findings) {
    if (f.severity === 'pass') continue;
    for (const id of f.features) {
      if (out.get(id) !== 'fail') out.set(id, f.severity);
    }
  }
  return out;
}

/** The findings that name a feature (in report order: fails first). */
export function findingsOf(findings: readonly Finding[], featureId: string): Finding[] {
  return findings.filter((f) => f.severity !== 'pass' && f.features.includes(featureId));
}
