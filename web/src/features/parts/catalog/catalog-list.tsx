import { Button, Paper, Stack, Text } from '@mantine/core';
import type { Part, PartKind } from '@studio/api';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/paged-list/data-table';
import { type ListState, toApiQuery } from '../../../components/paged-list/list-state';
import type { FilterControl } from '../../../components/paged-list/list-toolbar';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useListUrlState } from '../../../components/paged-list/use-list-url-state';
import { useUnits } from '../../../lib/current-user';
import { usePartClasses, usePartList } from '../api/parts-queries';
import { ColumnChooser } from '../list/column-chooser';
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
  const spec = useMemo(() => listSpecOf(screen, staff), [screen, staff]);
  const list = useListUrlState(spec);
  const kind = kindShown(screen, list.state);
  const units = useUnits();
  const classes = usePartClasses();
  const parts = usePartList(apiQueryOf(screen, list.state));

  const columns = useMemo(() => partColumns(kind, units, staff), [kind, units, staff]);
  const choiceSpec = useMemo(() => partColumnChoice(kind, columns, staff), [kind, columns, staff]);
  const choice = useColumnChoice(
    kind && screen.kinds.length !== 1 ? `${screen.slug}.${kind}` : screen.slug,
    choiceSpec,
  );
  const shown = columns.filter((c) => choice.columns.includes(c.key));

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

  return (
    <PagedList<Part>
      list={list}
      query={parts}
      noun="part"
      toolbar={{
        searchPlaceholder: screen.searchPlaceholder,
        filters,
        children: (
          <ColumnChooser
            options={columns.map((c) => ({ key: c.key, label: c.label, required: c.key === 'part' }))}
            chosen={choice.columns}
            onToggle={choice.toggle}
            onReset={choice.reset}
          />
        ),
      }}
      empty={<CatalogEmpty screen={screen} kind={kind} staff={staff} />}
    >
      {(items) => (
        <DataTable<Part>
          label={screen.title}
          rows={items}
          columns={shown}
          rowKey={(p) => p.id}
          state={list.state}
          onSort={list.sortBy}
          minWidth={Math.max(560, shown.length * 120)}
        />
      )}
    </PagedList>
  );
}

/**
 * Nothing of this kind yet (the header above already says what belongs here): who adds parts, and
 * (staff) the button that adds the first one.
 */
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
          {screen.kinds.length === 0
            ? 'The catalog has no parts yet'
            : `No ${screen.title.toLowerCase()} in the catalog yet`}
        </Text>
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
