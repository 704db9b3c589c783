import type { CopperSides, TestPoint, TestPointKind } from '../board/model';
import { displayNetName } from '../board/net-display';
import { candidateName } from '../board/test-points';
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
 * Indices (into `points`) of the candidates the filter lets through, in board order. `selected` and
 * `flagged` are the ids of the selected candidates and of those with findings.
 */
export function filterCandidates(
  points: readonly TestPoint[],
  filter: CandidateFilter,
  selected: { has(id: string): boolean },
  flagged: { has(id: string): boolean },
): number[] {
  const q = filter.query.trim().toLowerCase();
  const kinds = filter.kinds.length > 0 ? new Set(filter.kinds) : null;
  const out: number[] = [];
  points.forEach((tp, i) => {
    if (kinds && !kinds.has(tp.kind)) return;
    if (filter.side !== 'all' && tp.side !== filter.side) return;
    if (filter.selection === 'selected' && !selected.has(tp.id)) return;
    if (filter.selection === 'unselected' && selected.has(tp.id)) return;
    if (filter.withFindings && !flagged.has(tp.id)) return;
    if (q && !matchesQuery(tp, q)) return;
    out.push(i);
  });
  return out;
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
