import { Button, SimpleGrid, Text } from '@mantine/core';
import type { Address, AddressKind } from '@studio/api';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Section } from '../../components/section';
import { AddressCard } from './address-card';

const KIND_TEXT: Record<AddressKind, { title: string; description: string; empty: string }> = {
  shipping: {
    title: 'Shipping addresses',
    description: 'Where fixtures are delivered.',
    empty: 'No shipping address yet. Add one before your first order.',
  },
  billing: {
    title: 'Billing addresses',
    description: 'Printed on invoices.',
    empty: 'No billing address yet.',
  },
};

export interface AddressListProps {
  kind: AddressKind;
  addresses: Address[];
  canEdit: boolean;
  onSetDefault(address: Address): void;
  onDelete(address: Address): void;
}

/** One kind's addresses, default first. */
export function AddressList({ kind, addresses, canEdit, onSetDefault, onDelete }: AddressListProps) {
  const text = KIND_TEXT[kind];
  const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <Section
      id={`${kind}-addresses`}
      title={text.title}
      description={text.description}
      actions={
        canEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            component={Link}
            to={`/settings/addresses/new?kind=${kind}`}
          >
            Add {kind} address
          </Button>
        )
      }
    >
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {sorted.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              canEdit={canEdit}
              onSetDefault={onSetDefault}
              onDelete={onDelete}
            />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}
