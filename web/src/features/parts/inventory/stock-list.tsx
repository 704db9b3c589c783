import { Button, Paper, Stack, Text } from '@mantine/core';
import type { StockLevel } from '@studio/api';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/paged-list/data-table';
import { toApiQuery } from '../../../components/paged-list/list-state';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useListUrlState } from '../../../components/paged-list/use-list-url-state';
import { useLocations, useStockList } from '../api/inventory-queries';
import { KIND_CHOICES } from '../catalog/screens';
import { ColumnChooser } from '../list/column-chooser';
import { useColumnChoice } from '../list/use-column-choice';
import type { MovementPreset } from './movement-dialog';
import { ReorderDialog } from './reorder-dialog';
import { STOCK_COLUMN_CHOICE, STOCK_LIST_SPEC, stockColumns } from './stock-columns';

/** Nothing in stock anywhere yet: where stock comes from, and the first receipt one click away. */
function StockEmpty({ onReceive }: { onReceive(): void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start" maw={640}>
        <Text fw={600} size="lg">
          No stock recorded yet
        </Text>
        <Text size="sm">
          Stock is derived from the movements you record: start with a receipt of goods, or import your counts
          from a CSV.
        </Text>
        <Button onClick={onReceive}>Receive stock</Button>
      </Stack>
    </Paper>
  );
}

/** Stock per part and location, with the movement form and reorder points one click away. */
export function StockList({ onMove }: { onMove(preset: MovementPreset): void }) {
  const list = useListUrlState(STOCK_LIST_SPEC);
  const stock = useStockList(toApiQuery(list.state, { location: 'locationId' }));
  const locations = useLocations();
  const [reorder, setReorder] = useState<StockLevel | null>(null);
  const columns = useMemo(() => stockColumns({ move: onMove, reorder: setReorder }), [onMove]);
  const choice = useColumnChoice('inventory', STOCK_COLUMN_CHOICE);
  const shown = columns.filter((c) => choice.columns.includes(c.key));

  return (
    <>
      <PagedList<StockLevel>
        list={list}
        query={stock}
        noun="stock"
        toolbar={{
          searchPlaceholder: 'Part number or name',
          filters: [
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
          ],
          children: (
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
          ),
        }}
        empty={<StockEmpty onReceive={() => onMove({ kind: 'receipt' })} />}
      >
        {(items) => (
          <DataTable<StockLevel>
            label="Stock"
            rows={items}
            columns={shown}
            rowKey={(s) => `${s.partId}:${s.locationId}`}
            state={list.state}
            onSort={list.sortBy}
            minWidth={Math.max(560, shown.length * 105)}
          />
        )}
      </PagedList>
      <ReorderDialog level={reorder} onClose={() => setReorder(null)} />
    </>
  );
}
