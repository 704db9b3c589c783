import {
  Anchor,
  Box,
  Card,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DeliveryOrderSummary } from '@studio/api';
import { formatAmounts, type OrderStatus } from '@studio/core';
import { IconSearch, IconTruckDelivery } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { formatUpdated } from '../../../lib/format';
import { OrderStatusBadge } from '../order-status-badge';
import { useCompanyOrders, useOrderQueue } from '../order-queries';
import { HOLD_FILTERS, queueQuery, queueStatus, STATUS_FILTERS } from './queue-query';

function OrderTable({ items, staff }: { items: DeliveryOrderSummary[]; staff: boolean }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Delivery orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            {staff && <Table.Th>Company</Table.Th>}
            <Table.Th>Status</Table.Th>
            <Table.Th>DUT</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Lead time</Table.Th>
            <Table.Th>Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Anchor component={Link} to={`/delivery-orders/${o.id}`} fw={600}>
                  {o.number}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {o.title || `${o.dutName} fixture`} · {o.quantity} ×
                </Text>
              </Table.Td>
              {staff && <Table.Td>{o.company.name}</Table.Td>}
              <Table.Td>
                <OrderStatusBadge status={o.status as OrderStatus} onHold={o.onHold} />
                {o.onHold && o.holdReason && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {o.holdReason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{o.dutName}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatAmounts(o.totals)}
              </Table.Td>
              <Table.Td ta="right">{o.leadTimeDays} d</Table.Td>
              <Table.Td>{formatUpdated(o.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderCards({ items, staff }: { items: DeliveryOrderSummary[]; staff: boolean }) {
  return (
    <Stack gap="xs">
      {items.map((o) => (
        <Card key={o.id} withBorder radius="md" padding="sm" component={Link} to={`/delivery-orders/${o.id}`}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600}>{o.number}</Text>
            <OrderStatusBadge status={o.status as OrderStatus} onHold={o.onHold} />
          </Group>
          <Text size="sm" lineClamp={1}>
            {o.title || `${o.dutName} fixture`}
            {staff ? ` · ${o.company.name}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {formatAmounts(o.totals)} · {o.quantity} × · updated {formatUpdated(o.updatedAt)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

function OrdersEmpty({ filtered }: { filtered: boolean }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start" maw={600}>
        <ThemeIcon size={48} radius="md" variant="light" color="accent" aria-hidden>
          <IconTruckDelivery size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {filtered ? 'No order matches' : 'No delivery orders yet'}
        </Title>
        <Text size="sm" c="dimmed">
          {filtered ? (
            'Change the filters to see more orders.'
          ) : (
            <>
              An order is made by submitting a{' '}
              <Anchor component={Link} to="/test-solution" size="sm">
                test solution
              </Anchor>
              ; you follow it here from submission to delivery.
            </>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}

function Orders({
  query,
  staff,
  filtered,
}: {
  query: ReturnType<typeof useCompanyOrders>;
  staff: boolean;
  filtered: boolean;
}) {
  if (query.isPending) return <LoadingLines lines={6} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return <OrdersEmpty filtered={filtered} />;
  return (
    <>
      <Box visibleFrom="md">
        <OrderTable items={query.data} staff={staff} />
      </Box>
      <Box hiddenFrom="md">
        <OrderCards items={query.data} staff={staff} />
      </Box>
    </>
  );
}

/** A customer's orders: their company's, newest change first. */
export function CompanyOrderList() {
  return <Orders query={useCompanyOrders()} staff={false} filtered={false} />;
}

/** The fixture shop's queue: every company's orders, filtered by status, hold and words (in the URL). */
export function OrderQueue() {
  const [search, setSearch] = useSearchParams();
  const [words, setWords] = useState(search.get('q') ?? '');
  const [debounced] = useDebouncedValue(words, 300);
  useEffect(() => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced.trim()) next.set('q', debounced.trim());
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setSearch]);
  const set = (key: string, value: string | null, fallback: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!value || value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const query = queueQuery(search);
  const queue = useOrderQueue(query);
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Order number, title or company"
          leftSection={<IconSearch size={16} />}
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Status"
          data={STATUS_FILTERS}
          value={queueStatus(search)}
          onChange={(v) => set('status', v, 'open')}
          allowDeselect={false}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="Hold"
          data={HOLD_FILTERS}
          value={search.get('hold') ?? 'any'}
          onChange={(v) => set('hold', v, 'any')}
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      <Orders query={queue} staff filtered={query !== 'status=open'} />
    </Stack>
  );
}
