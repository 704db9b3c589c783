import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Stepper, Table, Text, Title } from '@mantine/core';
import { type DeliveryOrder, TESTER_DOWNLOADS } from '@studio/api';
import {
  formatAmounts,
  ORDER_ACTION_RULES,
  ORDER_PATH,
  ORDER_STATUS_LABELS,
  type OrderAction,
  type OrderStatus,
} from '@studio/core';
import { IconFileTypePdf, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadList } from '../../../components/download-list';
import { useMe } from '../../../lib/me-queries';
import { addressLine } from '../../test-solutions/configure/address-step';
import { PriceTable } from '../../test-solutions/price/price-table';
import { OrderStatusBadge } from '../order-status-badge';
import {
  fabricationPackageHref,
  orderTesterFileHref,
  packingListHref,
  shipmentPackingListHref,
} from '../order-queries';
import { OrderActionDialog } from './order-action-dialog';
import { OrderTimeline } from './order-timeline';

/** Primary path actions first, then hold/release, note, cancel last. */
const ACTION_ORDER: OrderAction[] = [
  'confirm',
  'start-production',
  'ship',
  'deliver',
  'release',
  'hold',
  'note',
  'cancel',
];

function whatCanChange(order: DeliveryOrder, staff: boolean): string {
  const status = order.status as OrderStatus;
  if (status === 'cancelled') return 'This order was cancelled; its reserved parts went back to stock.';
  if (status === 'delivered') return 'Delivered. Notes can still be added.';
  if (status === 'shipped') return 'On its way: it can no longer be cancelled.';
  if (staff) return 'The shop moves the order along; it can be put on hold or cancelled until it ships.';
  if (status === 'in_production')
    return 'In production: only the fixture shop can cancel now. Add a note to reach the shop.';
  return 'You can cancel until production starts. Add a note to reach the fixture shop.';
}

function PathStepper({ order }: { order: DeliveryOrder }) {
  const status = order.status as OrderStatus;
  // Every status reached is shown done; the next one is the step in progress.
  const active = ORDER_PATH.indexOf(status) + 1;
  return (
    <Stepper active={active} size="xs" allowNextStepsSelect={false}>
      {ORDER_PATH.map((s) => (
        <Stepper.Step key={s} label={ORDER_STATUS_LABELS[s]} allowStepSelect={false} />
      ))}
    </Stepper>
  );
}

/** PO number, reference, dates, and every shipment with its packing list and what is still owed. */
function OrderFacts({ order }: { order: DeliveryOrder }) {
  return (
    <Stack gap={6}>
      <Text size="sm">
        Your PO: <b>{order.poNumber || '—'}</b> · Reference: <b>{order.buyerReference || '—'}</b>
      </Text>
      <Text size="sm" data-testid="order-dates">
        Promised ship date: <b>{order.promisedShipDate ?? 'none promised yet'}</b> · Estimated from the lead
        time: {order.estimatedShipDate}
      </Text>
      {order.shipments.map((s) => (
        <Text size="sm" key={s.number} data-testid="shipment">
          Shipment {s.number}
          {s.complete ? '' : ' (partial)'}: {s.carrier}, tracking number <b>{s.trackingNumber}</b>,{' '}
          {s.at.slice(0, 10)} ·{' '}
          <Anchor href={shipmentPackingListHref(order.id, s.number)} download size="sm">
            packing list
          </Anchor>
        </Text>
      ))}
      {order.backorder.length > 0 && (
        <Alert color="warning" variant="light" title="Backordered">
          {order.backorder.map((b) => `${b.quantity} × ${b.partNumber}`).join(', ')} follow in a later
          shipment.
        </Alert>
      )}
    </Stack>
  );
}

/** `/delivery-orders/{id}`: status, timeline, the actions the caller may take, price, parts and files. */
export function OrderView({ order }: { order: DeliveryOrder }) {
  const staff = useMe().data?.user.isStaff ?? false;
  const [action, setAction] = useState<OrderAction | null>(null);
  const actions = ACTION_ORDER.filter((a) => order.actions.includes(a));
  const status = order.status as OrderStatus;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              Order {order.number}
            </Title>
            <OrderStatusBadge status={status} onHold={order.onHold} />
          </Group>
          <Text size="sm" c="dimmed">
            {order.title || `${order.dutName} fixture`} · {order.quantity} ×
            {staff ? ` · ${order.company.name}` : ''} ·{' '}
            <Anchor component={Link} to={`/test-solution/${order.solutionId}`} size="sm">
              the solution
            </Anchor>
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component="a"
            href={packingListHref(order.id)}
            download
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
          >
            Packing list
          </Button>
          {staff && (
            <Button
              component="a"
              href={fabricationPackageHref(order.id)}
              download
              variant="default"
              leftSection={<IconFileZip size={16} />}
            >
              Fabrication package
            </Button>
          )}
        </Group>
      </Group>
      {status !== 'cancelled' && (
        <Paper withBorder radius="md" p="md" visibleFrom="sm">
          <PathStepper order={order} />
        </Paper>
      )}
      {order.onHold && (
        <Alert color="warning" variant="light" title="On hold: waiting for the customer">
          {order.holdReason || 'No reason given.'}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  What can happen now
                </Title>
                <Text size="sm" c="dimmed">
                  {whatCanChange(order, staff)}
                </Text>
                {actions.length > 0 ? (
                  <Group gap="xs">
                    {actions.map((a) => (
                      <Button
                        key={a}
                        size="sm"
                        variant={
                          a === 'cancel' ? 'subtle' : a === 'note' || a === 'hold' ? 'default' : 'filled'
                        }
                        color={a === 'cancel' ? 'negative' : undefined}
                        onClick={() => setAction(a)}
                      >
                        {ORDER_ACTION_RULES[a].label}
                      </Button>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm">Nothing you can change.</Text>
                )}
                <OrderFacts order={order} />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Timeline
                </Title>
                <OrderTimeline events={order.events} />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Ship to
                  </Text>
                  <Text size="sm">{addressLine(order.shippingAddress)}</Text>
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Bill to
                  </Text>
                  <Text size="sm">{addressLine(order.billingAddress)}</Text>
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Total
                  </Text>
                  <Text fw={700}>{formatAmounts(order.totals)}</Text>
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Test config
                  </Text>
                  <Text size="sm">
                    {order.testConfig.name} · version {order.testConfig.versionNumber}
                  </Text>
                </Grid.Col>
              </Grid>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Tester files
                </Title>
                <Text size="xs" c="dimmed">
                  For the in-circuit tester and the test house, from the ordered version: in mm, seen from the
                  board's top side, not mirrored (each file says so in its header).
                </Text>
                <DownloadList
                  label="Tester files of this order"
                  items={TESTER_DOWNLOADS.map((d) => ({
                    href: orderTesterFileHref(order.id, d.path),
                    label: d.label,
                    fileName: d.fileName,
                  }))}
                />
              </Stack>
            </Paper>
            {order.reservations.length > 0 && (
              <Paper withBorder radius="md" p="md">
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    Stocked parts
                  </Title>
                  <Text size="xs" c="dimmed">
                    Reserved in the inventory when submitted, taken out when shipped, released when cancelled.
                    A part short of stock is ordered; its lead time counts.
                  </Text>
                  <Table.ScrollContainer minWidth={420}>
                    <Table fz="sm" verticalSpacing={2} aria-label="Reserved parts">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Part</Table.Th>
                          <Table.Th ta="right">Needed</Table.Th>
                          <Table.Th ta="right">Reserved</Table.Th>
                          <Table.Th ta="right">Shipped</Table.Th>
                          <Table.Th ta="right">Short</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {order.reservations.map((r) => (
                          <Table.Tr key={r.partNumber}>
                            <Table.Td>{r.partNumber}</Table.Td>
                            <Table.Td ta="right">{r.need}</Table.Td>
                            <Table.Td ta="right">{r.reserved}</Table.Td>
                            <Table.Td ta="right">{r.consumed}</Table.Td>
                            <Table.Td ta="right" c={r.shortBy > 0 ? 'warning' : undefined}>
                              {r.shortBy > 0 ? `${r.shortBy} (${r.leadTimeDays ?? '?'} d)` : '—'}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </Stack>
              </Paper>
            )}
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Bill of materials and price
                </Title>
                <PriceTable price={order.price} />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <OrderActionDialog
        key={action ?? 'none'}
        order={order}
        action={action}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}
