import { Badge, Group } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@studio/core';

export const STATUS_COLORS: Record<OrderStatus, string> = {
  submitted: 'info',
  confirmed: 'accent',
  in_production: 'warning',
  shipped: 'accent',
  delivered: 'positive',
  cancelled: 'gray',
};

/** The status, and "On hold" beside it while the order waits for the customer. */
export function OrderStatusBadge({ status, onHold }: { status: OrderStatus; onHold: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={STATUS_COLORS[status]} data-testid="order-status">
        {ORDER_STATUS_LABELS[status]}
      </Badge>
      {onHold && (
        <Badge variant="filled" color="warning">
          On hold
        </Badge>
      )}
    </Group>
  );
}
