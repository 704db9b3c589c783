import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { StockLevel } from '@studio/api';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { usePartStock } from '../api/inventory-queries';
import { usePart } from '../api/parts-queries';
import { partPath } from '../catalog/screens';
import { MovementDialog, type MovementPreset } from '../inventory/movement-dialog';
import { MovementHistory } from '../inventory/movement-history';
import { PartStockTable } from '../inventory/part-stock-table';
import { ReorderDialog } from '../inventory/reorder-dialog';
import { PartsFrame } from '../parts-frame';

function PartStockBody({ id }: { id: string }) {
  const part = usePart(id);
  const stock = usePartStock(id);
  const [preset, setPreset] = useState<MovementPreset | null>(null);
  const [reorder, setReorder] = useState<StockLevel | null>(null);
  if (part.isPending || stock.isPending) return <LoadingLines lines={8} />;
  if (part.isError) return <QueryError error={part.error} onRetry={() => part.refetch()} />;
  if (stock.isError) return <QueryError error={stock.error} onRetry={() => stock.refetch()} />;
  const p = part.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text>
          <Anchor component={Link} to={partPath(p.id)} fw={600}>
            {p.partNumber}
          </Anchor>{' '}
          {p.name}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            setPreset({ partId: p.id, partLabel: `${p.partNumber} — ${p.name}`, kind: 'receipt' })
          }
        >
          Record movement
        </Button>
      </Group>
      <Section id="stock" title="Stock per location">
        <PartStockTable stock={stock.data} onReorder={setReorder} />
      </Section>
      <Section
        id="history"
        title="Movement history"
        description="The ledger: movements are never changed, only corrected by new ones."
      >
        <MovementHistory partId={p.id} />
      </Section>
      <MovementDialog preset={preset} onClose={() => setPreset(null)} />
      <ReorderDialog level={reorder} onClose={() => setReorder(null)} />
    </Stack>
  );
}

/** `/parts-management/inventory/:id` (staff): one part's stock and movement history. */
export function PartStockPage() {
  const { id = '' } = useParams();
  return (
    <PartsFrame title="Stock and movements" staffOnly="inventory">
      {() => <PartStockBody id={id} />}
    </PartsFrame>
  );
}
