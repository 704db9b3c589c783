import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { PageHeader } from '../components/page-header';
import { LoadingLines, QueryError } from '../components/query-state';
import { ShopLogoSection } from '../features/shop-settings/shop-logo-section';
import { ShopSettingsForm } from '../features/shop-settings/shop-settings-form';
import { useShopSettings } from '../features/shop-settings/shop-settings-queries';
import { useMe } from '../lib/me-queries';

function ShopSettingsScreen() {
  const settings = useShopSettings();
  if (settings.isPending) return <LoadingLines lines={8} />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => settings.refetch()} />;
  const s = settings.data;
  return (
    <Stack gap="md">
      {!s.seller && (
        <Alert
          color="info"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title={s.company ? `Quotes name ${s.company.name} as the seller` : 'Quotes have no seller yet'}
          data-testid="shop-settings-empty"
          role="status"
        >
          {s.company
            ? 'That company was chosen through the API before this screen. Fill in the seller below to print exactly the legal name, address and VAT ID you want.'
            : 'Buyers cannot get a quote until you name the seller below.'}{' '}
          {s.saved
            ? ''
            : 'Until you save, the defaults shown apply: 30 days net, FCA, quotes valid 30 days, and a PO number required on every order.'}
        </Alert>
      )}
      <ShopLogoSection logo={s.logo} />
      <ShopSettingsForm key={s.saved ? 'saved' : 'defaults'} settings={s} />
    </Stack>
  );
}

/** /settings/shop (staff): who sells on quotes, the logo, terms and what ordering asks (decision 0067). */
export function SettingsShopPage() {
  const me = useMe();
  return (
    <Stack gap={0} maw={1080}>
      <PageHeader
        title="Shop settings"
        description="The fixture shop as buyers see it on quotes, orders and packing lists."
      />
      {me.isPending ? (
        <LoadingLines lines={6} />
      ) : me.data?.user.isStaff ? (
        <ShopSettingsScreen />
      ) : (
        <Alert color="info" variant="light" icon={<IconLock size={18} />} title="Staff only">
          Only the fixture shop’s staff can see and change the shop settings.
        </Alert>
      )}
    </Stack>
  );
}
