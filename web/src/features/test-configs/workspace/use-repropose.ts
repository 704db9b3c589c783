import type { DftThresholds, FixtureCatalog, Side, TestConfig } from '@studio/core';
import { useCallback, useState } from 'react';
import { notify } from '../../../components/notifications/notification-store';
import type { DftRunner } from './dft-runner';
import { applyProposal, type ProposeScope, proposalSummary, proposeOptionsFor } from './re-propose';

/**
 * "Propose for the bottom / top / both": runs the engine's proposal in the worker with the company's
 * thresholds and puts it into the draft as one undoable edit; the board turns to the new probe side.
 */
export function useRepropose({
  runner,
  thresholds,
  catalog,
  draft,
  edit,
  onSide,
}: {
  runner: DftRunner | null;
  thresholds: DftThresholds | undefined;
  /** The live catalog: with it the proposal adds the power and ground nets' probes (decision 0074). */
  catalog?: FixtureCatalog | undefined;
  draft: TestConfig;
  edit(change: (config: TestConfig) => TestConfig): void;
  onSide(side: Side): void;
}) {
  const [busy, setBusy] = useState<ProposeScope | null>(null);
  const propose = useCallback(
    async (scope: ProposeScope) => {
      if (!runner || busy) return;
      setBusy(scope);
      try {
        const { proposal } = await runner.propose(proposeOptionsFor(scope, draft, thresholds), catalog);
        edit((current) => applyProposal(current, proposal.config));
        if (proposal.config.probeSide) onSide(proposal.config.probeSide);
        notify({ color: 'info', message: proposalSummary(scope, proposal) });
      } catch (error) {
        notify({
          color: 'negative',
          message: `The proposal could not be made: ${error instanceof Error ? error.message : String(error)}`,
        });
      } finally {
        setBusy(null);
      }
    },
    [runner, busy, draft, thresholds, catalog, edit, onSide],
  );
  return { propose, busy };
}
