import { Button, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { LoadingLines } from '../components/query-state';
import { RequireCompany } from '../features/company/require-company';
import { CompanyOrderList, OrderQueue } from '../features/delivery-orders/list/order-list';
import { useMe } from '../lib/me-queries';

/** `/delivery-orders`: a customer's orders, or for staff (the fixture shop) every company's queue. */
export function DeliveryOrderListPage() {
  const me = useMe();
  const staff = me.data?.user.isStaff ?? false;
  return (
    <Stack gap={0} maw={1440}>
      <PageHeader
        title={staff ? 'Order queue' : 'Delivery orders'}
        description={
          staff
            ? 'Every company’s fixture orders: confirm, produce, ship and deliver them.'
            : 'Your company’s fixture orders, from submission to delivery.'
        }
        actions={
          staff && (
            <Button
              component={Link}
              to="/settings/shop"
              variant="default"
              leftSection={<IconBuildingStore size={16} />}
            >
              Shop settings
            </Button>
          )
        }
      />
      {me.isPending ? (
        <LoadingLines lines={6} />
      ) : staff ? (
        <OrderQueue />
      ) : (
        <RequireCompany>{() => <CompanyOrderList />}</RequireCompany>
      )}
    </Stack>
  );
}
