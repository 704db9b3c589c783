import type { Board } from '../board/model';

/**
 * The test-point candidates of a board, counted one way everywhere (DUT page, workspace, report, PDF;
 * issue #11): `probeable` are those a probe can touch; `covered` sit under solder mask or are tented
 * vias (kept in the board model so that the report can say why a net has no access); `all` is both.
 */
export interface CandidateCounts {
  all: number;
  probeable: number;
  covered: number;
}

export function countCandidates(board: Pick<Board, 'testPoints'>): CandidateCounts {
  let covered = 0;
  for (const tp of board.testPoints) if (tp.covered) covered++;
  return { all: board.testPoints.length, probeable: board.testPoints.length - covered, covered };
}

/** "12 selected of 135 probe-able candidates (208 more under solder mask or tented)". */
export function candidateCountText(selected: number, counts: CandidateCounts): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const candidates = `${n(counts.probeable)} probe-able ${counts.probeable === 1 ? 'candidate' : 'candidates'}`;
  const covered = counts.covered > 0 ? ` (${n(counts.covered)} more under solder mask or tented)` : '';
  return `${n(selected)} selected of ${candidates}${covered}`;
}
