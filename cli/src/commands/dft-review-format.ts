import { type CandidateReview, displayNetName, refusalText, type UnprobedNet } from '@studio/core';

/** How many nets of each group the text lists in full (the JSON has them all). */
const NET_LIMIT = 60;

function netLines(rows: UnprobedNet[], withSide: boolean): string[] {
  const lines: string[] = [];
  for (const row of rows.slice(0, NET_LIMIT)) {
    const counts =
      row.passingCount > 0
        ? `${row.passingCount} of ${row.candidates} candidates pass: ${row.passing.join(', ')}${row.passingCount > row.passing.length ? ', …' : ''}`
        : `${row.candidates} ${row.candidates === 1 ? 'candidate' : 'candidates'}, all refused`;
    lines.push(`    ${displayNetName(row.net)} (${counts})`);
    for (const r of row.refused) lines.push(`      ${refusalText(r, 'mm', { withSide })}`);
    if (row.refusedCount > row.refused.length)
      lines.push(`      … ${row.refusedCount - row.refused.length} more refused (use --json)`);
  }
  if (rows.length > NET_LIMIT) lines.push(`    … and ${rows.length - NET_LIMIT} more nets (use --json)`);
  return lines;
}

/**
 * The review in text: each designed test point not taken and why (measured, against its minimum),
 * then the nets without a probe in three groups: no candidate at all, candidates all refused (with
 * the reasons), candidates not selected.
 */
export function describeReview(review: CandidateReview | undefined): string[] {
  if (!review) return [];
  const withSide = review.sides.length > 1;
  const d = review.designed;
  const lines: string[] = ['', `Designed test points: ${d.selected} of ${d.total} selected`];
  if (d.notTakenCount > 0) {
    lines.push('  Not taken, and why (mm):');
    for (const r of d.notTaken) lines.push(`    ${refusalText(r, 'mm', { withNet: true, withSide })}`);
    if (d.notTakenCount > d.notTaken.length)
      lines.push(`    … and ${d.notTakenCount - d.notTaken.length} more (use --json)`);
  }
  const { noCandidate, allRefused, notSelected } = review.unprobed;
  const total = noCandidate.length + allRefused.length + notSelected.length;
  lines.push('', `Nets without a probe: ${total}`);
  if (total === 0) return lines;
  lines.push(
    `  No candidate at all on the probed side (${noCandidate.length}): ${noCandidate.length > 0 ? noCandidate.map(displayNetName).join(', ') : 'none'}`,
  );
  lines.push(`  Candidates, all refused (${allRefused.length})${allRefused.length > 0 ? ':' : ''}`);
  lines.push(...netLines(allRefused, withSide));
  lines.push(`  Candidates, not selected (${notSelected.length})${notSelected.length > 0 ? ':' : ''}`);
  lines.push(...netLines(notSelected, withSide));
  return lines;
}
