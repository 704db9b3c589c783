import { Accordion, Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { DftFinding, DftRuleSummary } from '@studio/api';
import type { Board, Side } from '@studio/core';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { QueryError } from '../../components/query-state';
import { Section } from '../../components/section';
import { lazyWithReload } from '../../lib/chunk-reload';
import { type BoardLookup, findingFeatures } from './finding-features';
import { groupFindings, locateFinding } from './finding-groups';
import { ISSUES_PAGE_SIZE, IssueGroup } from './issue-group';
import classes from './report.module.css';
import { plural, SEVERITY_LABELS } from './report-format';

const ReportBoard = lazy(lazyWithReload(() => import('./report-board')));

function BoardPlaceholder({ children }: { children: ReactNode }) {
  return (
    <Center className={classes.boardCanvas} p="md">
      {children}
    </Center>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <BoardPlaceholder>
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          Loading the {what}…
        </Text>
      </Stack>
    </BoardPlaceholder>
  );
}

export interface IssuesSectionProps {
  findings: DftFinding[];
  rules: DftRuleSummary[];
  board: { data: Board | undefined; isPending: boolean; error: unknown; refetch(): void };
  lookup: BoardLookup;
  probeSide: Side;
}

/**
 * The issues of the report grouped by severity and rule (groups collapsed, with their counts; a page
 * of issues at a time), beside the board: choosing an issue shows it there, choosing a marker on the
 * board opens its issue in the list.
 */
export function IssuesSection({ findings, rules, board, lookup, probeSide }: IssuesSectionProps) {
  const groups = useMemo(() => groupFindings(findings, rules), [findings, rules]);
  const [selected, setSelected] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [pages, setPages] = useState<Record<string, number>>({});
  const [revealed, setRevealed] = useState<number | null>(null);

  const select = useCallback(
    (index: number) => {
      setSelected(index);
      const at = locateFinding(groups, index, ISSUES_PAGE_SIZE);
      if (!at) return;
      setExpanded((open) => (open.includes(at.key) ? open : [...open, at.key]));
      setPages((current) => (current[at.key] === at.page ? current : { ...current, [at.key]: at.page }));
    },
    [groups],
  );
  // A marker chosen on the board: bring its issue into view in the list once it is rendered.
  const selectFromBoard = useCallback(
    (index: number) => {
      select(index);
      setRevealed(index);
    },
    [select],
  );
  useEffect(() => {
    if (revealed === null) return;
    document.getElementById(`finding-${revealed}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    setRevealed(null);
  }, [revealed]);

  const selectedFeatures = useMemo(
    () => (selected === null || !findings[selected] ? [] : findingFeatures(lookup, findings[selected]!)),
    [selected, findings, lookup],
  );

  const total = groups.reduce((n, g) => n + g.count, 0);
  if (total === 0) {
    return (
      <Section id="issues" title="Issues">
        <Alert color="positive" variant="light">
          No warnings and no fails: every rule passes.
        </Alert>
      </Section>
    );
  }

  const boardView = board.data ? (
    <Suspense fallback={<Loading what="board viewer" />}>
      <ReportBoard
        board={board.data}
        findings={findings}
        selected={selected}
        selectedFeatures={selectedFeatures}
        probeSide={probeSide}
        onSelect={selectFromBoard}
      />
    </Suspense>
  ) : board.isPending ? (
    <Loading what="board" />
  ) : (
    <BoardPlaceholder>
      <QueryError error={board.error} onRetry={() => board.refetch()} />
    </BoardPlaceholder>
  );

  return (
    <Section
      id="issues"
      title="Issues"
      description={`${plural(total, 'issue')}, grouped by severity and rule, worst first. Choose one to see it on the board.`}
    >
      <div className={classes.issuesLayout}>
        <div className={classes.boardColumn}>{boardView}</div>
        <div className={classes.listColumn}>
          <Stack gap="lg">
            {groups.map((s) => (
              <Stack key={s.severity} gap="xs" data-severity-group={s.severity}>
                <Group gap="xs" justify="space-between">
                  <Title order={3} size="h5">
                    {SEVERITY_LABELS[s.severity]}s
                  </Title>
                  <Text size="sm" c="dimmed">
                    {plural(s.count, 'issue')} in {plural(s.rules.length, 'rule')}
                  </Text>
                </Group>
                <Accordion
                  multiple
                  value={expanded}
                  onChange={setExpanded}
                  variant="contained"
                  chevronPosition="left"
                >
                  {s.rules.map((g) => (
                    <IssueGroup
                      key={g.key}
                      group={g}
                      expanded={expanded.includes(g.key)}
                      page={pages[g.key] ?? 1}
                      onPage={(page) => setPages((current) => ({ ...current, [g.key]: page }))}
                      lookup={lookup}
                      selected={selected}
                      onSelect={select}
                    />
                  ))}
                </Accordion>
              </Stack>
            ))}
          </Stack>
        </div>
      </div>
    </Section>
  );
}
