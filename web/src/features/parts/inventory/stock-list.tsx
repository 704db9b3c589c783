import { Button, Paper, Stack, Text } from '@mantine/core';
import type { StockLevel } from '@studio/api';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { useLocations, useStockList } from '../api/inventory-queries';
import { KIND_CHOICES } from '../catalog/screens';
import { ColumnChooser } from '../list/column-chooser';
import { DataTable } from '../list/data-table';
import { ListPager } from '../list/list-pager';
import { ListToolbar } from '../list/list-toolbar';
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
import type { MovementPreset } from './movement-dialog';
import { ReorderDialog } from './reorder-dialog';
import { STOCK_COLUMN_CHOICE, STOCK_LIST_SPEC, stockColumns } from './stock-columns';

/** Stock per part and location, with the movement form and reorder points one click away. */
export function StockList({ onMove }: { onMove(preset: MovementPreset): void }) {
  const [search, setSearch] = useSearchParams();
  const state = readListState(STOCK_LIST_SPEC, search);
  const stock = useStockList(toApiQuery(state, { location: 'locationId' }));
  const locations = useLocations();
  const [reorder, setReorder] = useState<StockLevel | null>(null);
  const columns = useMemo(() => stockColumns({ move: onMove, reorder: setReorder }), [onMove]);
  const choice = useColumnChoice('inventory', STOCK_COLUMN_CHOICE);
  const shown = columns.filter((c) => choice.columns.includes(c.key));

  const apply = (next: ListState) =>
    setSearch(writeListState(STOCK_LIST_SPEC, next), { replace: next.page === state.page });
  const change = (c: ListChange) => apply(changeListState(state, c));

  const toolbar = (
    <ListToolbar
      state={state}
      searchPlaceholder="Part number or name"
      onChange={change}
      filters={[
        { key: 'kind', label: 'Kind', anyLabel: 'All kinds', options: KIND_CHOICES },
        {
          key: 'location',
          label: 'Location',
          anyLabel: 'All locations',
          options: (locations.data ?? []).map((l) => ({ value: l.id, label: l.code })),
        },
        {
          key: 'low',
          label: 'Stock',
          anyLabel: 'All stock',
          options: [{ value: 'true', label: 'Low stock only' }],
        },
      ]}
    >
      <ColumnChooser
        options={columns.map((c) => ({
          key: c.key,
          label: c.label,
          required: STOCK_COLUMN_CHOICE.required.includes(c.key),
        }))}
        chosen={choice.columns}
        onToggle={choice.toggle}
        onReset={choice.reset}
      />
    </ListToolbar>
  );

  if (stock.isPending) return <LoadingLines lines={8} />;
  if (stock.isError)
    return (
      <Stack gap="md">
        {toolbar}
        <QueryError error={stock.error} onRetry={() => stock.refetch()} />
      </Stack>
    );
  const { items, total } = stock.data;
  if (total === 0 && !isNarrowed(STOCK_LIST_SPEC, state))
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm" align="flex-start" maw={640}>
          <Text fw={600} size="lg">
            No stock recorded yet
          </Text>
          <Text size="sm">
            Stock is derived from the movements you record: start with a receipt of goods, or import your
            counts from a CSV.
          </Text>
          <Button onClick={() => onMove({ kind: 'receipt' })}>Receive stock</Button>
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="md">
      {toolbar}
      {items.length === 0 ? (
        <Stack gap="xs" align="flex-start" py="lg">
          <Text>No stock matches {state.q.trim() ? `“${state.q.trim()}”` : 'these filters'}.</Text>
          <Button variant="default" size="xs" onClick={() => apply(defaultState(STOCK_LIST_SPEC))}>
            Clear search and filters
          </Button>
        </Stack>
      ) : (
        <DataTable<StockLevel>
          label="Stock"
          rows={items}
          columns={shown}
          rowKey={(s) => `${s.partId}:${s.locationId}`}
          state={state}
          onSort={(key) => apply(toggleSort(STOCK_LIST_SPEC, state, key))}
          minWidth={Math.max(560, shown.length * 105)}
        />
      )}
      <ListPager
        state={state}
        shown={items.length}
        total={total}
        onPage={(page) => change({ page })}
        onPageSize={(pageSize) => change({ pageSize })}
      />
      <ReorderDialog level={reorder} onClose={() => setReorder(null)} />
    </Stack>
  );
}
