import { Button, Paper, Stack, Text } from '@mantine/core';
import type { Part, PartKind } from '@studio/api';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { useUnits } from '../../duts/use-dut-context';
import { usePartClasses, usePartList } from '../api/parts-queries';
import { ColumnChooser } from '../list/column-chooser';
import { DataTable } from '../list/data-table';
import { ListPager } from '../list/list-pager';
import { type FilterControl, ListToolbar } from '../list/list-toolbar';
import {
  changeListState,
  defaultState,
  isNarrowed,
  type ListChange,
  type ListState,
  readListState,
  toApiQuery,
  toggleSort,
  writeListState,
} from '../list/list-state';
import { useColumnChoice } from '../list/use-column-choice';
import { classOptions } from './class-options';
import { partColumnChoice, partColumns } from './part-columns';
import { type CatalogScreen, KIND_CHOICES, listSpecOf, screenApiRename } from './screens';

const ACTIVE_CHOICES = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: 'all', label: 'Active and inactive' },
];

/** The kind a screen shows right now: its only kind, the "Type" filter's, or null (mixed). */
function kindShown(screen: CatalogScreen, state: ListState): PartKind | null {
  if (screen.kinds.length === 1) return screen.kinds[0] ?? null;
  return (state.filters.kind as PartKind | undefined) ?? null;
}

/** The API query: the URL's state plus the screen's fixed kind. */
function apiQueryOf(screen: CatalogScreen, state: ListState): string {
  const fixed: Record<string, string> = screen.kinds.length === 1 ? { kind: screen.kinds[0]! } : {};
  return toApiQuery({ ...state, filters: { ...state.filters, ...fixed } }, screenApiRename());
}

export interface CatalogListProps {
  screen: CatalogScreen;
  staff: boolean;
}

/** One catalog screen's table: search, filters, sortable headers, chosen columns, server pages. */
export function CatalogList({ screen, staff }: CatalogListProps) {
  const [search, setSearch] = useSearchParams();
  const spec = useMemo(() => listSpecOf(screen, staff), [screen, staff]);
  const state = readListState(spec, search);
  const kind = kindShown(screen, state);
  const units = useUnits();
  const classes = usePartClasses();
  const list = usePartList(apiQueryOf(screen, state));

  const columns = useMemo(() => partColumns(kind, units, staff), [kind, units, staff]);
  const choiceSpec = useMemo(() => partColumnChoice(kind, columns, staff), [kind, columns, staff]);
  const choice = useColumnChoice(
    kind && screen.kinds.length !== 1 ? `${screen.slug}.${kind}` : screen.slug,
    choiceSpec,
  );
  const shown = columns.filter((c) => choice.columns.includes(c.key));

  const apply = (next: ListState) =>
    setSearch(writeListState(spec, next), { replace: next.page === state.page });
  const change = (c: ListChange) => apply(changeListState(state, c));

  const filters: FilterControl[] = [];
  if (screen.kinds.length === 0)
    filters.push({ key: 'kind', label: 'Kind', anyLabel: 'All kinds', options: KIND_CHOICES });
  else if (screen.kinds.length > 1)
    filters.push({
      key: 'kind',
      label: 'Type',
      options: KIND_CHOICES.filter((c) => screen.kinds.includes(c.value)),
    });
  filters.push({
    key: 'class',
    label: 'Class',
    anyLabel: 'All classes',
    options: classOptions(classes.data),
  });
  filters.push(...screen.specFilters);
  if (staff) filters.push({ key: 'active', label: 'Status', options: ACTIVE_CHOICES });

  const toolbar = (
    <ListToolbar
      state={state}
      searchPlaceholder={screen.searchPlaceholder}
      filters={filters}
      onChange={change}
    >
      <ColumnChooser
        options={columns.map((c) => ({ key: c.key, label: c.label, required: c.key === 'part' }))}
        chosen={choice.columns}
        onToggle={choice.toggle}
        onReset={choice.reset}
      />
    </ListToolbar>
  );

  if (list.isPending) return <LoadingLines lines={8} />;
  if (list.isError)
    return (
      <Stack gap="md">
        {toolbar}
        <QueryError error={list.error} onRetry={() => list.refetch()} />
      </Stack>
    );
  const { items, total } = list.data;
  if (total === 0 && !isNarrowed(spec, state))
    return <CatalogEmpty screen={screen} kind={kind} staff={staff} />;

  return (
    <Stack gap="md">
      {toolbar}
      {items.length === 0 ? (
        <Stack gap="xs" align="flex-start" py="lg">
          <Text>No part matches {state.q.trim() ? `“${state.q.trim()}”` : 'these filters'}.</Text>
          <Button variant="default" size="xs" onClick={() => apply(defaultState(spec))}>
            Clear search and filters
          </Button>
        </Stack>
      ) : (
        <DataTable<Part>
          label={screen.title}
          rows={items}
          columns={shown}
          rowKey={(p) => p.id}
          state={state}
          onSort={(key) => apply(toggleSort(spec, state, key))}
          minWidth={Math.max(560, shown.length * 120)}
        />
      )}
      <ListPager
        state={state}
        shown={items.length}
        total={total}
        onPage={(page) => change({ page })}
        onPageSize={(pageSize) => change({ pageSize })}
      />
    </Stack>
  );
}

/** Nothing of this kind yet: what belongs here, and (staff) the button that adds the first one. */
function CatalogEmpty({
  screen,
  kind,
  staff,
}: {
  screen: CatalogScreen;
  kind: PartKind | null;
  staff: boolean;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start" maw={640}>
        <Text fw={600} size="lg">
          No {screen.title.toLowerCase()} in the catalog yet
        </Text>
        <Text size="sm">{screen.description}</Text>
        {staff ? (
          <>
            <Text size="sm" c="dimmed">
              Add parts one by one, or import many at once with “Import CSV” above.
            </Text>
            <Button
              component={Link}
              to={`/parts-management/parts/new${kind ? `?kind=${kind}` : ''}`}
              leftSection={<IconPlus size={16} />}
            >
              Add a part
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            The fixture shop adds parts here; they appear as soon as they are active.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
