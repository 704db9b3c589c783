import { Alert, Anchor, Button, Radio, Stack, Text } from '@mantine/core';
import type { Address } from '@studio/api';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { useAddresses } from '../../addresses/address-queries';

export const addressLine = (a: Address): string =>
  [a.companyName, a.recipient, a.line1, a.line2, `${a.postalCode} ${a.city}`.trim(), a.region, a.countryCode]
    .filter(Boolean)
    .join(', ');

function AddressChoice({
  kind,
  addresses,
  value,
  onChoose,
}: {
  kind: 'shipping' | 'billing';
  addresses: Address[];
  value: string | null;
  onChoose(id: string): void;
}) {
  const of = addresses.filter((a) => a.kind === kind);
  const title = kind === 'shipping' ? 'Ship to' : 'Bill to';
  if (of.length === 0)
    return (
      <Alert color="warning" variant="light" title={`${title}: no ${kind} address yet`}>
        <Anchor component={Link} to="/settings/addresses/new">
          Add a {kind} address
        </Anchor>{' '}
        in Settings, then come back: your choices here are kept.
      </Alert>
    );
  return (
    <Radio.Group label={title} value={value ?? ''} onChange={onChoose}>
      <Stack gap="xs" mt={4}>
        {of.map((a) => (
          <Radio.Card key={a.id} value={a.id} p="sm" radius="md" aria-label={`${title}: ${a.label}`}>
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {a.label}
                {a.isDefault ? ' (default)' : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {addressLine(a)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

type AddressIds = { shippingAddressId: string | null; billingAddressId: string | null };

/**
 * Chooses the company's default addresses (or its only one of a kind) once the configurator reaches
 * the addresses, keeping a choice that is still one of the company's.
 */
export function useDefaultAddresses(ids: AddressIds, enabled: boolean, onChange: (ids: AddressIds) => void) {
  const list = useAddresses(enabled).data;
  const { shippingAddressId, billingAddressId } = ids;
  useEffect(() => {
    if (!list || !enabled) return;
    const pick = (kind: Address['kind'], current: string | null) =>
      current && list.some((a) => a.id === current && a.kind === kind)
        ? current
        : ((list.find((a) => a.kind === kind && a.isDefault) ?? list.find((a) => a.kind === kind))?.id ??
          null);
    const next = {
      shippingAddressId: pick('shipping', shippingAddressId),
      billingAddressId: pick('billing', billingAddressId),
    };
    if (next.shippingAddressId !== shippingAddressId || next.billingAddressId !== billingAddressId)
      onChange(next);
  }, [list, enabled, shippingAddressId, billingAddressId, onChange]);
}

/** Step 5: where the fixture goes and who pays, from the company's addresses (`/settings/addresses`). */
export function AddressStep({
  shippingAddressId,
  billingAddressId,
  onChange,
}: {
  shippingAddressId: string | null;
  billingAddressId: string | null;
  onChange(ids: { shippingAddressId: string | null; billingAddressId: string | null }): void;
}) {
  const addresses = useAddresses();
  if (addresses.isPending) return <LoadingLines lines={4} />;
  if (addresses.isError) return <QueryError error={addresses.error} onRetry={() => addresses.refetch()} />;
  return (
    <Stack gap="md">
      <AddressChoice
        kind="shipping"
        addresses={addresses.data}
        value={shippingAddressId}
        onChoose={(id) => onChange({ shippingAddressId: id, billingAddressId })}
      />
      <AddressChoice
        kind="billing"
        addresses={addresses.data}
        value={billingAddressId}
        onChoose={(id) => onChange({ shippingAddressId, billingAddressId: id })}
      />
      <Button component={Link} to="/settings/addresses" variant="subtle" size="compact-sm" w="fit-content">
        Manage addresses
      </Button>
    </Stack>
  );
}
