import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Dut, RevisionCompareQuery, RevisionCompareResponse } from '@studio/api';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { fetchBoardAt } from '../../board-view/fetch-board';
import { LoadingLines, QueryError } from '../../components/query-state';
import { isApiError } from '../../lib/api-error';
import { lazyWithReload } from '../../lib/chunk-reload';
import classes from './compare.module.css';
import { CHANGE_COLORS, type ChangeKind, type ChangeRow, compareOverlay } from './compare-overlay';
import { verdictSentence } from './revision-check-section';
import { ProductionContactsOnB } from './production-contacts-on-b';
import { deltaZipUrl, revisionKeys, useRevisionCompare } from './revision-queries';
import { VerdictBadge } from './verdict-badge';

const CompareBoard = lazy(lazyWithReload(() => import('./compare-board')));

const KIND_LABEL: Record<ChangeKind, string> = {
  removed: 'Rev A only (removed, or where it was)',
  moved: 'Moved (its place on rev B)',
  added: 'Added on rev B',
  changed: 'Changed in place (net, size, …)',
};

const enc = encodeURIComponent;

/** Both boards, decoded: rev A's as the test-config version saved it, rev B's current one. */
function useBoards(dutId: string, r: RevisionCompareResponse | undefined) {
  const a = useQuery({
    queryKey: [...revisionKeys.all, 'board', r?.a.boardSha256 ?? ''] as const,
    queryFn: ({ signal }) =>
      fetchBoardAt(`/test-configs/${enc(r!.testConfig.id)}/versions/${r!.testConfig.version}/board`, signal),
    enabled: !!r,
    staleTime: Number.POSITIVE_INFINITY,
    structuralSharing: false,
  });
  const b = useQuery({
    queryKey: [...revisionKeys.all, 'board', r?.b.boardSha256 ?? ''] as const,
    queryFn: ({ signal }) => fetchBoardAt(`/duts/${enc(dutId)}/board`, signal),
    enabled: !!r,
    staleTime: Number.POSITIVE_INFINITY,
    structuralSharing: false,
  });
  return { a, b };
}

/**
 * `/dut/{id}/compare`: the fixture of rev A (a test-config version of it) checked on this DUT (rev B):
 * the verdict and why, both boards overlaid with the changes coloured, and the list of changes beside
 * them (choosing one zooms to it); the delta files for the shop.
 */
export function RevisionCompareView({ dut, query }: { dut: Dut; query: RevisionCompareQuery }) {
  const compare = useRevisionCompare(dut.id, query, dut.updatedAt, dut.board !== null);
  const { a, b } = useBoards(dut.id, compare.data);
  const overlay = useMemo(
    () =>
      compare.data && a.data && b.data
        ? compareOverlay(a.data.board, b.data.board, compare.data.comparison)
        : null,
    [compare.data, a.data, b.data],
  );
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = overlay?.rows.find((r) => r.key === selectedKey) ?? null;
  const onSelectMarker = useCallback(
    (index: number) => setSelectedKey(overlay?.rows[index]?.key ?? null),
    [overlay],
  );

  const back = (
    <Anchor component={Link} to={`/dut/${dut.id}`} size="xs">
      ← {dut.name}
      {dut.revision ? ` rev ${dut.revision}` : ''}
    </Anchor>
  );
  if (dut.board === null)
    return (
      <Stack gap="sm">
        {back}
        <Alert color="info" variant="light" title="No board yet">
          Upload this revision's design package first; then Studio checks the previous revision's fixture on
          it.
        </Alert>
      </Stack>
    );
  if (compare.isPending) return <LoadingLines lines={6} />;
  if (compare.isError)
    return (
      <Stack gap="sm">
        {back}
        {isApiError(compare.error) && compare.error.status === 409 ? (
          <Alert color="info" variant="light" title="Nothing to compare yet">
            {compare.error.message}
          </Alert>
        ) : (
          <QueryError error={compare.error} onRetry={() => compare.refetch()} />
        )}
      </Stack>
    );
  const r = compare.data;
  const c = r.comparison;
  const groups = new Map<string, ChangeRow[]>();
  for (const row of overlay?.rows ?? []) {
    const list = groups.get(row.group);
    if (list) list.push(row);
    else groups.set(row.group, [row]);
  }
  return (
    <Stack gap="md">
      <Stack gap={4}>
        {back}
        <Title order={1} size="h2">
          Compare revisions
        </Title>
        <Text size="sm" c="dimmed">
          {r.a.name}
          {r.a.revision ? ` rev ${r.a.revision}` : ''} → {r.b.name}
          {r.b.revision ? ` rev ${r.b.revision}` : ''} · fixture of test config “{r.testConfig.name}” v
          {r.testConfig.version} · {c.fixtureA.probes} probes, {c.fixtureA.guidePins} guide pins,{' '}
          {c.fixtureA.pressurePins} pressure pins
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <VerdictBadge verdict={c.verdict} size="lg" style={{ flexShrink: 0 }} />
              <Text size="sm">{verdictSentence(r)}</Text>
            </Group>
            {c.reasons.length > 0 && (
              <List size="sm" spacing={2}>
                {c.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            )}
          </Stack>
          {r.deltaFiles.length > 0 && (
            <Button
              size="sm"
              variant="default"
              component="a"
              href={deltaZipUrl(dut.id, query)}
              download
              leftSection={<IconDownload size={16} />}
            >
              Download delta files ({r.deltaFiles.length})
            </Button>
          )}
        </Group>
      </Paper>
      <ProductionContactsOnB lessons={c.productionContacts ?? []} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {a.isError || b.isError ? (
            <QueryError
              error={a.error ?? b.error}
              onRetry={() => {
                void a.refetch();
                void b.refetch();
              }}
            />
          ) : overlay ? (
            <Suspense fallback={<LoadingLines lines={6} />}>
              <CompareBoard
                overlay={overlay}
                probeSide={c.fixtureA.probeSide}
                selected={selected}
                onSelectMarker={onSelectMarker}
              />
            </Suspense>
          ) : (
            <LoadingLines lines={6} />
          )}
          <Group gap="md" mt={6} wrap="wrap" aria-label="What the colours mean">
            {(Object.keys(CHANGE_COLORS) as ChangeKind[]).map((kind) => (
              <Group key={kind} gap={6} wrap="nowrap">
                <span className={classes.swatch} style={{ background: CHANGE_COLORS[kind] }} />
                <Text size="xs">{KIND_LABEL[kind]}</Text>
              </Group>
            ))}
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md" p="sm">
            <Title order={2} size="h5" mb="xs">
              Changes ({overlay?.rows.length ?? '…'})
            </Title>
            <Stack gap="sm" className={classes.list} data-testid="change-list">
              {overlay && overlay.rows.length === 0 && (
                <Text size="sm" c="dimmed">
                  No pad, hole, component or net changed between the two revisions.
                </Text>
              )}
              {[...groups].map(([group, rows]) => (
                <Stack key={group} gap={2}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                    {group} ({rows.length})
                  </Text>
                  {rows.map((row) => (
                    <ChangeLine
                      key={row.key}
                      row={row}
                      selected={row.key === selectedKey}
                      onSelect={() => setSelectedKey(row.key === selectedKey ? null : row.key)}
                    />
                  ))}
                </Stack>
              ))}
              {c.delta.notes.length > 0 && (
                <Stack gap={2}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                    Notes
                  </Text>
                  {c.delta.notes.map((n) => (
                    <Text key={n} size="xs">
                      {n}
                    </Text>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function ChangeLine({ row, selected, onSelect }: { row: ChangeRow; selected: boolean; onSelect(): void }) {
  return (
    <UnstyledButton
      className={classes.row}
      style={{ '--change-color': CHANGE_COLORS[row.kind] } as React.CSSProperties}
      data-selected={selected || undefined}
      data-change-kind={row.kind}
      aria-pressed={selected}
      disabled={!row.at}
      onClick={onSelect}
    >
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {row.title}
      </Text>
      {row.detail && (
        <Text size="xs" c="dimmed">
          {row.detail}
        </Text>
      )}
    </UnstyledButton>
  );
}
