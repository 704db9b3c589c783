import type { CandidateCounts } from '../board/test-points';
import type { ReportFacts } from '../dft/index';

/**
 * "12 selected of 135 probe-able candidates (208 more under solder mask or tented)": the one wording
 * of the candidate count (`countCandidates`). `covered` is unknown (null) in reports made before
 * engine 1.2.0, whose count included covered copper; the text says so.
 */
export function candidateCountText(
  selected: number,
  counts: Pick<CandidateCounts, 'probeable'> & { covered: number | null },
): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const noun = counts.probeable === 1 ? 'candidate' : 'candidates';
  if (counts.covered === null)
    return `${n(selected)} selected of ${n(counts.probeable)} ${noun} (covered copper included)`;
  const covered = counts.covered > 0 ? ` (${n(counts.covered)} more under solder mask or tented)` : '';
  return `${n(selected)} selected of ${n(counts.probeable)} probe-able ${noun}${covered}`;
}

/** The candidate count of a report's facts, in the same words. */
export const factsCandidateText = (facts: Pick<ReportFacts, 'testPoints'>): string =>
  candidateCountText(facts.testPoints.selected, {
    probeable: facts.testPoints.candidates,
    covered: facts.testPoints.covered ?? null,
  });
