import {
  Anchor,
  Badge,
  Box,
  Button,
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
import { IconDownload, IconSearch, IconTruckDelivery } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { formatUpdated } from '../../../lib/format';
import { OrderStatusBadge } from '../order-status-badge';
import { queueCsvHref, reorderCsvHref, useCompanyOrders, useOrderQueue, useReorder } from '../order-queries';
import { ATTENTION_FILTERS, HOLD_FILTERS, queueQuery, queueStatus, STATUS_FILTERS } from './queue-query';

/** The ship date (promised, else estimated), and whether it is late or short of stock. */
function DueCell({ o }: { o: DeliveryOrderSummary }) {
  return (
    <Group gap={4} wrap="wrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {o.dueDate}
        {o.promisedShipDate ? '' : ' (est.)'}
      </Text>
      {o.late && (
        <Badge size="xs" color="negative" variant="light">
          Late
        </Badge>
      )}
      {o.shortParts.length > 0 && (
        <Badge
          size="xs"
          color="warning"
          variant="light"
          title={o.shortParts.map((p) => `${p.partNumber} × ${p.quantity}`).join(', ')}
        >
          Short: {o.shortParts.length} part{o.shortParts.length === 1 ? '' : 's'}
        </Badge>
      )}
    </Group>
  );
}

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
            <Table.Th>Due to ship</Table.Th>
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
              <Table.Td>
                <DueCell o={o} />
              </Table.Td>
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
          <DueCell o={o} />
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

/** What to reorder: parts whose stock is below what the open orders still need. */
function ReorderPanel() {
  const reorder = useReorder();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            What to reorder
          </Title>
          <Button
            component="a"
            href={reorderCsvHref}
            download
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
          >
            Reorder CSV
          </Button>
        </Group>
        {reorder.isPending ? (
          <LoadingLines lines={2} />
        ) : reorder.isError ? (
          <QueryError error={reorder.error} onRetry={() => reorder.refetch()} />
        ) : reorder.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            The shelves hold what every open order still needs.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Parts to reorder" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Part</Table.Th>
                  <Table.Th ta="right">Open orders need</Table.Th>
                  <Table.Th ta="right">On hand</Table.Th>
                  <Table.Th ta="right">Reorder</Table.Th>
                  <Table.Th>For</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reorder.data.map((l) => (
                  <Table.Tr key={l.partNumber}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {l.partNumber}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {l.name}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{l.owedToOpenOrders}</Table.Td>
                    <Table.Td ta="right">{l.onHand}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {l.reorder}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{l.orders.join(', ')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
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
        <Select
          label="Needs attention"
          data={ATTENTION_FILTERS}
          value={search.get('attention') ?? 'any'}
          onChange={(v) => set('attention', v, 'any')}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <Button
          component="a"
          href={queueCsvHref(query)}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          Queue CSV (with what to pick)
        </Button>
      </Group>
      <Orders query={queue} staff filtered={query !== ''} />
      <ReorderPanel />
    </Stack>
  );
}
