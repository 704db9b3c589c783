import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LimitsApplied, LimitsProposal } from '@studio/api';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppDialog } from '../../components/dialog/app-dialog';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { describeError } from '../../lib/describe-error';
import { LimitsProposalTable } from './limits-proposal-table';
import { useApplyLimits, useLimitsProposal } from './results-queries';

const versionHref = (id: string, n: number) => `/test-strategy/${id}?version=${n}`;

/** Tightenings are chosen by default; widenings wait for the engineer (decision 0068). */
const defaultChoice = (p: LimitsProposal) =>
  new Set(p.rows.filter((r) => r.change === 'tighten').map((r) => r.key));

function Skipped({ proposal }: { proposal: LimitsProposal }) {
  const skipped = proposal.rows.filter((r) => r.skipped !== null);
  if (skipped.length === 0) return null;
  return (
    <details>
      <summary>
        <Text span size="sm">
          {skipped.length} {skipped.length === 1 ? 'measurement' : 'measurements'} without a proposal
        </Text>
      </summary>
      <List size="sm" mt={4} spacing={2} aria-label="Measurements without a proposal">
        {skipped.map((r) => (
          <List.Item key={r.key}>
            <Text span size="sm" fw={500}>
              {r.stepTitle}: {r.label}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              — {r.skipped}
            </Text>
          </List.Item>
        ))}
      </List>
    </details>
  );
}

function Proposal({
  strategyId,
  proposal,
  onDone,
  compact,
}: {
  strategyId: string;
  proposal: LimitsProposal;
  onDone(applied: LimitsApplied): void;
  compact: boolean;
}) {
  const [chosen, setChosen] = useState<Set<string>>(() => defaultChoice(proposal));
  const apply = useApplyLimits(strategyId, proposal.versionNumber);
  const rows = proposal.rows.filter((r) => r.proposed !== null && r.change !== 'unchanged');
  const stale = proposal.latestVersion !== proposal.versionNumber;
  const next = proposal.latestVersion + 1;
  const toggle = (key: string, on: boolean) =>
    setChosen((c) => {
      const copy = new Set(c);
      if (on) copy.add(key);
      else copy.delete(key);
      return copy;
    });
  const submit = () => {
    const limits = rows
      .filter((r) => chosen.has(r.key))
      .map((r) => ({ stepId: r.stepId, limitId: r.limitId, widen: r.change === 'widen' }));
    apply.mutate({ from: proposal.from, to: proposal.to, limits }, { onSuccess: onDone });
  };
  const widening = rows.filter((r) => r.change === 'widen' && chosen.has(r.key)).length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Limits centred on the process: mean ± {(3 * proposal.cpkTarget).toFixed(0)}σ for Cpk ≥{' '}
        {proposal.cpkTarget.toFixed(2)}, from at least {proposal.minPassing} passing values of version{' '}
        {proposal.versionNumber} between {proposal.from.slice(0, 10)} and {proposal.to.slice(0, 10)}.
        Widenings are not chosen until you tick them.
      </Text>
      {stale && (
        <Alert color="warning" variant="light" role="status">
          Version {proposal.versionNumber} is not the latest (version {proposal.latestVersion} is): limits are
          applied to the latest version only. Choose v{proposal.latestVersion} to draw them from its results.
        </Alert>
      )}
      {rows.length === 0 ? (
        <Alert color="info" variant="light" title="Nothing to propose yet" role="status">
          No measurement has a usable distribution in this window with limits to move: each needs at least{' '}
          {proposal.minPassing} passing values with some spread. Widen the window or wait for more runs.
        </Alert>
      ) : (
        <LimitsProposalTable rows={rows} chosen={chosen} onToggle={toggle} compact={compact} />
      )}
      <Skipped proposal={proposal} />
      {widening > 0 && (
        <Text size="sm" c="warning" role="status">
          {widening} {widening === 1 ? 'limit widens' : 'limits widen'}: boards that fail today would pass.
        </Text>
      )}
      {apply.isError && (
        <Text size="sm" c="negative" role="alert">
          {describeError(apply.error)}
        </Text>
      )}
      {rows.length > 0 && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={apply.isPending} disabled={stale || chosen.size === 0}>
            Create version {next}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * "Limits from production" on the results screen (issue 32 item 3): the proposal for the version
 * shown, and the chosen limits saved as the strategy's next version in one action.
 */
export function LimitsFromProduction({
  strategyId,
  version,
  window,
}: {
  strategyId: string;
  version: number;
  window: string;
}) {
  const [opened, setOpened] = useState(false);
  const [applied, setApplied] = useState<LimitsApplied | null>(null);
  const proposal = useLimitsProposal(strategyId, version, window, opened);
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  useEffect(() => {
    if (opened) setApplied(null);
  }, [opened]);
  const title = useMemo(() => `Limits from production — version ${version}`, [version]);
  const done = (a: LimitsApplied) => {
    setApplied(a);
    const href = versionHref(strategyId, a.version.number);
    notify({
      color: 'positive',
      message: `Version ${a.version.number} created: ${a.tightened} tightened, ${a.widened} widened.`,
      actions: [{ label: `Open version ${a.version.number}`, onClick: () => navigate(href) }],
    });
  };
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Limits from production
      </Button>
      <AppDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        size="min(72rem, 100%)"
        fullScreen={phone}
      >
        {applied ? (
          <Stack gap="sm">
            <Text>{applied.version.note}</Text>
            <Anchor component={Link} to={versionHref(strategyId, applied.version.number)}>
              Open version {applied.version.number}
            </Anchor>
          </Stack>
        ) : proposal.data ? (
          // A failed background refetch keeps the proposal on screen (the choice is not lost).
          <Proposal
            key={proposal.data.versionNumber}
            strategyId={strategyId}
            proposal={proposal.data}
            onDone={done}
            compact={phone}
          />
        ) : proposal.isError ? (
          <QueryError error={proposal.error} onRetry={() => proposal.refetch()} />
        ) : (
          <LoadingLines lines={6} />
        )}
      </AppDialog>
    </>
  );
}
