import type { LiveEvent } from '@studio/api';
import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from './order-keys';

export type OrderLiveEvent = Extract<LiveEvent, { type: 'delivery-order.updated' }>;

/**
 * An order changed (status, hold, note), by the shop or a colleague: the lists, the queue and that
 * order's page are fetched again, and so is its solution (the list shows its order's number).
 */
export function handleOrderEvent(event: OrderLiveEvent, client: QueryClient): void {
  void client.invalidateQueries({ queryKey: orderKeys.list });
  void client.invalidateQueries({ queryKey: [...orderKeys.all, 'queue'] });
  void client.invalidateQueries({ queryKey: orderKeys.detail(event.orderId), exact: true });
  void client.invalidateQueries({ queryKey: ['company', 'test-solutions', 'list'] });
}
