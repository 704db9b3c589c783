import { ActionIcon, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { type Address, countryName } from '@studio/api';
import { IconDots, IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface AddressCardProps {
  address: Address;
  canEdit: boolean;
  onSetDefault(address: Address): void;
  onDelete(address: Address): void;
}

/** Postal lines as a carrier would print them. */
export function addressLines(a: Address): string[] {
  return [
    a.recipient,
    a.companyName,
    a.line1,
    a.line2,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.region,
    `${countryName(a.countryCode)} (${a.countryCode})`,
  ].filter((line) => line.trim() !== '');
}

export function AddressCard({ address, canEdit, onSetDefault, onDelete }: AddressCardProps) {
  const title = address.label || address.recipient;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Address ${title}`}>
      <Group justify="space-between" wrap="nowrap" mb={6} align="flex-start">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {title}
          </Text>
          {address.isDefault && (
            <Badge size="xs" variant="light" color="secondary">
              Default
            </Badge>
          )}
        </Group>
        {canEdit && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${title}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={Link}
                to={`/settings/addresses/${address.id}`}
                leftSection={<IconPencil size={14} />}
              >
                Edit
              </Menu.Item>
              {!address.isDefault && (
                <Menu.Item leftSection={<IconStar size={14} />} onClick={() => onSetDefault(address)}>
                  Make default
                </Menu.Item>
              )}
              <Menu.Item
                color="negative"
                leftSection={<IconTrash size={14} />}
                onClick={() => onDelete(address)}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Stack gap={0}>
        {addressLines(address).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines can repeat; order is their identity.
          <Text key={i} size="sm" c={i === 0 ? undefined : 'dimmed'}>
            {line}
          </Text>
        ))}
        {address.phone && (
          <Text size="sm" c="dimmed" mt={4}>
            Phone: {address.phone}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
