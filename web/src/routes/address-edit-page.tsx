import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import { AddressKind, EDITOR_ROLES } from '@studio/api';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { notify } from '../components/notifications/notification-store';
import { PageHeader } from '../components/page-header';
import { LoadingLines, QueryError } from '../components/query-state';
import { AddressForm } from '../features/addresses/address-form';
import { useAddress, useAddresses } from '../features/addresses/address-queries';
import { emptyAddress, newAddressCountry, toFormValues } from '../features/addresses/address-validation';
import { useCompanyProfile } from '../features/company/company-queries';
import { RequireCompany } from '../features/company/require-company';
import { isApiError } from '../lib/api-error';

const BACK = '/settings/addresses';

function ReadOnlyNote() {
  return (
    <Alert color="info" variant="light">
      Only engineers, admins and owners can change addresses.{' '}
      <Anchor component={Link} to={BACK}>
        Back to the addresses
      </Anchor>
    </Alert>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={0} maw={880}>
      <PageHeader
        title={title}
        description={
          <Anchor component={Link} to={BACK} size="sm">
            ← All addresses
          </Anchor>
        }
      />
      <RequireCompany>
        {(_me, company) =>
          EDITOR_ROLES.includes(company.role) ? (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              {children}
            </Paper>
          ) : (
            <ReadOnlyNote />
          )
        }
      </RequireCompany>
    </Stack>
  );
}

/** /settings/addresses/new(?kind=billing) */
export function AddressCreatePage() {
  const [params] = useSearchParams();
  const kind = AddressKind.safeParse(params.get('kind')).data ?? 'shipping';
  return (
    <Frame title="New address">
      <CreateNew kind={kind} />
    </Frame>
  );
}

/** A new address starts in the company's country (or where its other addresses are). */
function CreateNew({ kind }: { kind: AddressKind }) {
  const navigate = useNavigate();
  const company = useCompanyProfile();
  const addresses = useAddresses();
  if (company.isPending || addresses.isPending) return <LoadingLines lines={6} />;
  const country = newAddressCountry(company.data?.countryCode ?? null, addresses.data ?? [], kind);
  return (
    <AddressForm
      addressId={null}
      initialValues={emptyAddress(kind, country)}
      onSaved={() => {
        notify({ color: 'positive', message: 'Address added.' });
        navigate(BACK);
      }}
      onCancel={() => navigate(BACK)}
    />
  );
}

function EditExisting({ id }: { id: string }) {
  const navigate = useNavigate();
  const address = useAddress(id);
  if (address.isPending) return <LoadingLines lines={6} />;
  if (address.isError) {
    // A well-formed id that names nothing here (deleted, or another company's): not fatal.
    if (isApiError(address.error) && address.error.status === 404) {
      return (
        <Alert color="warning" variant="light" title="Address not found">
          This address does not exist (any more) in your company.{' '}
          <Anchor component={Link} to={BACK}>
            Back to the addresses
          </Anchor>
        </Alert>
      );
    }
    return <QueryError error={address.error} onRetry={() => address.refetch()} />;
  }
  return (
    <AddressForm
      addressId={id}
      initialValues={toFormValues(address.data)}
      onSaved={() => {
        notify({ color: 'positive', message: 'Address saved.' });
        navigate(BACK);
      }}
      onCancel={() => navigate(BACK)}
    />
  );
}

/** /settings/addresses/:id — the id is a UUID (checked by the route before this renders). */
export function AddressEditPage() {
  const { id = '' } = useParams();
  return (
    <Frame title="Edit address">
      <EditExisting key={id} id={id} />
    </Frame>
  );
}
