import { Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { Movement, MovementKind } from '@studio/api';
import { useSearchParams } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { formatUpdated } from '../../../lib/format';
import { useMovements } from '../api/inventory-queries';
import { MOVEMENT_LABELS } from './movement-values';

const PAGE_SIZE = 25;
const COLORS: Record<MovementKind, string> = {
  receipt: 'positive',
  reservation: 'accent',
  release: 'info',
  consumption: 'secondary',
  adjustment: 'warning',
};

const signed = (n: number) =>
  n > 0 ? `+${n.toLocaleString('en-US')}` : n === 0 ? '0' : `−${Math.abs(n).toLocaleString('en-US')}`;

/** A part's ledger, newest first: what moved, where, by whom, and the balance after each movement. */
export function MovementHistory({ partId }: { partId: string }) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const movements = useMovements(
    new URLSearchParams({ partId, page: String(page), pageSize: String(PAGE_SIZE) }).toString(),
  );
  if (movements.isPending) return <LoadingLines lines={6} />;
  if (movements.isError) return <QueryError error={movements.error} onRetry={() => movements.refetch()} />;
  const { items, total } = movements.data;
  if (total === 0)
    return (
      <Text size="sm" c="dimmed">
        No movements yet: this part has never been received, reserved or counted.
      </Text>
    );
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing={6} fz="sm" aria-label="Movement history" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Movement</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th ta="right">On hand</Table.Th>
              <Table.Th ta="right">Reserved</Table.Th>
              <Table.Th ta="right">Available after</Table.Th>
              <Table.Th>Reason / reference</Table.Th>
              <Table.Th>By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((m: Movement) => (
              <Table.Tr key={m.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }} title={new Date(m.createdAt).toLocaleString()}>
                  {formatUpdated(m.createdAt)}
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={COLORS[m.kind]}>
                    {MOVEMENT_LABELS[m.kind].label}
                  </Badge>
                </Table.Td>
                <Table.Td>{m.locationCode}</Table.Td>
                <Table.Td ta="right">{m.onHandDelta === 0 ? '' : signed(m.onHandDelta)}</Table.Td>
                <Table.Td ta="right">{m.reservedDelta === 0 ? '' : signed(m.reservedDelta)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {m.after.available.toLocaleString('en-US')}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{m.reason}</Text>
                  {m.reference && (
                    <Text size="xs" c="dimmed">
                      {m.reference}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{m.actor?.name ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total.toLocaleString('en-US')} {total === 1 ? 'movement' : 'movements'}
        </Text>
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(page, pages)}
            onChange={(p) => setSearch(p === 1 ? {} : { page: String(p) })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Group>
    </Stack>
  );
}
