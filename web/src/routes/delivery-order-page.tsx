import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { OrderView } from '../features/delivery-orders/detail/order-view';
import { WithOrder } from '../features/delivery-orders/with-order';

/**
 * `/delivery-orders/{id}` (the route checked the UUID). No company needed: staff open every
 * company's orders, and the server answers 404 to anyone else.
 */
export function DeliveryOrderPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap={0} maw={1440}>
      <WithOrder key={id} id={id}>
        {(order) => <OrderView order={order} />}
      </WithOrder>
    </Stack>
  );
}
