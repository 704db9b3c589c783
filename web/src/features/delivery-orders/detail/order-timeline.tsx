import { Badge, Text, Timeline } from '@mantine/core';
import type { OrderEvent } from '@studio/api';
import { ORDER_ACTION_RULES, ORDER_STATUS_LABELS, type OrderAction } from '@studio/core';
import {
  IconCheck,
  IconHandStop,
  IconMessage,
  IconPackage,
  IconPlayerPlay,
  IconSend,
  IconTool,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  submit: <IconSend size={12} />,
  confirm: <IconCheck size={12} />,
  'start-production': <IconTool size={12} />,
  ship: <IconTruckDelivery size={12} />,
  'ship-partial': <IconTruckDelivery size={12} />,
  deliver: <IconPackage size={12} />,
  cancel: <IconX size={12} />,
  hold: <IconHandStop size={12} />,
  release: <IconPlayerPlay size={12} />,
  note: <IconMessage size={12} />,
};

const when = (iso: string) => {
  const d = new Date(iso);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
};

function titleOf(e: OrderEvent): string {
  if (e.action === 'submit') return 'Submitted';
  if (e.action === 'ship-partial') return 'Partial shipment (backorder open)';
  const rule = ORDER_ACTION_RULES[e.action as OrderAction];
  if (e.toStatus && e.toStatus !== e.fromStatus) return ORDER_STATUS_LABELS[e.toStatus];
  if (e.action === 'hold') return 'Put on hold';
  if (e.action === 'release') return 'Hold released';
  if (e.action === 'note') return 'Note';
  return rule?.label ?? e.action;
}

/** Every change of the order, oldest first: what, who (and whether the shop), when, the note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <Timeline active={events.length - 1} bulletSize={22} lineWidth={2} aria-label="Order timeline">
      {events.map((e) => (
        <Timeline.Item
          key={e.id}
          bullet={ICONS[e.action] ?? <IconMessage size={12} />}
          color={
            e.action === 'cancel'
              ? 'negative'
              : e.action === 'hold' || e.action === 'ship-partial'
                ? 'warning'
                : undefined
          }
          title={
            <Text fw={600} size="sm" data-testid="timeline-title">
              {titleOf(e)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {e.actor.name}{' '}
            {e.actor.staff && (
              <Badge size="xs" variant="light" color="accent">
                Fixture shop
              </Badge>
            )}{' '}
            · {when(e.at)}
          </Text>
          {e.carrier && (
            <Text size="sm">
              {e.carrier}, tracking number <b>{e.trackingNumber}</b>
            </Text>
          )}
          {e.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {e.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
