import type { DftThresholds, ProposeOptions, Side, TestConfig, TestConfigProposal } from '@studio/core';

/** "Propose for the bottom / the top / both sides": one action with three scopes. */
export type ProposeScope = Side | 'both';

export const SCOPE_LABELS: Record<ProposeScope, string> = {
  bottom: 'Propose for the bottom',
  top: 'Propose for the top',
  both: 'Propose for both sides',
};

/**
 * The engine's options for a scope. "Both" keeps the primary side the engineer chose (or lets the
 * engine choose when there is none) and allows the other side for the nets the primary cannot reach.
 */
export function proposeOptionsFor(
  scope: ProposeScope,
  current: TestConfig,
  thresholds: DftThresholds | undefined,
): ProposeOptions {
  if (scope === 'both')
    return { probeSide: current.probeSide ?? undefined, allowBothSides: true, thresholds };
  return { probeSide: scope, allowBothSides: false, thresholds };
}

/**
 * The draft with the proposal's probing (test points, sides, locating, pressure pins) and the
 * engineer's own entries kept: height overrides, fixture settings and board features.
 */
export function applyProposal(current: TestConfig, proposed: TestConfig): TestConfig {
  return {
    ...current,
    testPoints: proposed.testPoints,
    probeSide: proposed.probeSide,
    bothSides: proposed.bothSides,
    locating: proposed.locating,
    pressurePins: proposed.pressurePins,
  };
}

const sideWord = (side: Side | null) =>
  side === 'bottom' ? 'the bottom' : side === 'top' ? 'the top' : 'no side';

/** What the new proposal is, in one sentence ("Proposed for the bottom: 8 test points."). */
export function proposalSummary(scope: ProposeScope, proposal: TestConfigProposal): string {
  const c = proposal.config;
  const n = c.testPoints.length;
  const points = `${n} test point${n === 1 ? '' : 's'}`;
  if (n === 0)
    return `No test point on ${sideWord(c.probeSide)} passes every minimum: nothing is selected. The Test points tab and the DFT status say why.`;
  const skipped = proposal.singlePadNetsSkipped
    ? ` ${proposal.singlePadNetsSkipped} single-pad or unconnected net${proposal.singlePadNetsSkipped === 1 ? '' : 's'} left unprobed (they test nothing; select them by hand if needed).`
    : '';
  if (scope !== 'both') return `Proposed for ${sideWord(scope)}: ${points}.${skipped}`;
  return c.bothSides
    ? `Proposed for both sides (primary: ${sideWord(c.probeSide).replace('the ', '')}): ${points}.${skipped}`
    : `The other side reaches no net that ${sideWord(c.probeSide)} cannot: proposed for ${sideWord(c.probeSide)} only, ${points}.${skipped}`;
}
