import { Alert, Anchor } from '@mantine/core';
import type { DeliveryOrder } from '@studio/api';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../components/query-state';
import { isApiError } from '../../lib/api-error';
import { pageTitle } from '../../lib/page-title';
import { useOrder } from './order-queries';

/** Loads an order and renders `children` with it; says so while loading, when missing or failed. */
export function WithOrder({ id, children }: { id: string; children(order: DeliveryOrder): ReactNode }) {
  const order = useOrder(id);
  const number = order.data?.number;
  useEffect(() => {
    if (number) document.title = pageTitle(`Order ${number}`);
  }, [number]);
  if (order.isPending) return <LoadingLines lines={8} />;
  if (order.isError)
    return isApiError(order.error) && order.error.status === 404 ? (
      <Alert color="warning" variant="light" title="Delivery order not found">
        It belongs to another company, or the address is wrong.{' '}
        <Anchor component={Link} to="/delivery-orders">
          Back to all delivery orders
        </Anchor>
      </Alert>
    ) : (
      <QueryError error={order.error} onRetry={() => order.refetch()} />
    );
  return <>{children(order.data)}</>;
}
