import { Alert, Stack } from '@mantine/core';
import { type Address, EDITOR_ROLES } from '@studio/api';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { notify } from '../components/notifications/notification-store';
import { PageHeader } from '../components/page-header';
import { LoadingLines, QueryError } from '../components/query-state';
import { AddressList } from '../features/addresses/address-list';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '../features/addresses/address-queries';
import { ROLE_LABELS } from '../features/company/company-queries';
import { RequireCompany } from '../features/company/require-company';
import { describeError } from '../lib/describe-error';

function Addresses({ canEdit, roleLabel }: { canEdit: boolean; roleLabel: string }) {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [deleting, setDeleting] = useState<Address | null>(null);

  if (addresses.isPending) return <LoadingLines lines={5} />;
  if (addresses.isError) return <QueryError error={addresses.error} onRetry={() => addresses.refetch()} />;

  const makeDefault = (address: Address) =>
    setDefault.mutate(address.id, {
      onSuccess: () => notify({ color: 'positive', message: `Default ${address.kind} address changed.` }),
      onError: (error) => notify({ color: 'negative', message: describeError(error) }),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify({ color: 'positive', message: 'Address deleted.' });
        setDeleting(null);
      },
      onError: (error) => notify({ color: 'negative', message: describeError(error) }),
    });
  };
  const list = (kind: Address['kind']) => (
    <AddressList
      kind={kind}
      addresses={addresses.data.filter((a) => a.kind === kind)}
      canEdit={canEdit}
      onSetDefault={makeDefault}
      onDelete={setDeleting}
    />
  );

  return (
    <Stack gap="md">
      {!canEdit && (
        <Alert color="info" variant="light">
          You can read the addresses; as {roleLabel} you cannot change them. Engineers, admins and owners can.
        </Alert>
      )}
      {list('shipping')}
      {list('billing')}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete address?"
        confirmLabel="Delete address"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting &&
          `“${deleting.label || deleting.recipient}, ${deleting.city}” will be removed from your company.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** /settings/addresses: the company's shipping and billing addresses. */
export function AddressesPage() {
  return (
    <Stack gap={0} maw={1280}>
      <PageHeader title="Addresses" description="Shipping and billing addresses of your company." />
      <RequireCompany>
        {(_me, company) => (
          <Addresses
            canEdit={EDITOR_ROLES.includes(company.role)}
            roleLabel={ROLE_LABELS[company.role].toLowerCase()}
          />
        )}
      </RequireCompany>
    </Stack>
  );
}
