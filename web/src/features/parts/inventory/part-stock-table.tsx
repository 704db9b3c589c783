import { Badge, Button, Table, Text } from '@mantine/core';
import type { PartStock, StockLevel } from '@studio/api';

const n = (v: number) => v.toLocaleString('en-US');

/** A part's stock per location with the total; each row opens the reorder point. */
export function PartStockTable({
  stock,
  onReorder,
}: {
  stock: PartStock;
  onReorder(level: StockLevel): void;
}) {
  if (stock.locations.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Not stocked at any location yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing={6} fz="sm" aria-label="Stock per location">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Location</Table.Th>
            <Table.Th ta="right">On hand</Table.Th>
            <Table.Th ta="right">Reserved</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th ta="right">Reorder point</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stock.locations.map((l) => (
            <Table.Tr key={l.locationId}>
              <Table.Td>{l.locationCode}</Table.Td>
              <Table.Td ta="right">{n(l.onHand)}</Table.Td>
              <Table.Td ta="right">{n(l.reserved)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {n(l.available)}{' '}
                {l.low && (
                  <Badge size="xs" color="warning" variant="light">
                    Low
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Button size="compact-xs" variant="subtle" onClick={() => onReorder(l)}>
                  {l.reorderPoint === null ? 'Set' : n(l.reorderPoint)}
                </Button>
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th ta="right">{n(stock.total.onHand)}</Table.Th>
            <Table.Th ta="right">{n(stock.total.reserved)}</Table.Th>
            <Table.Th ta="right" aria-label="Total available">
              {n(stock.total.available)}
            </Table.Th>
            <Table.Th />
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
