import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconLogout, IconMapPin, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../../lib/me-queries';

export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0] ?? email).slice(0, 2);
  return letters.toUpperCase();
}

/** The signed-in user's menu: settings shortcuts and sign-out. */
export function UserMenu() {
  const { data: me } = useMe();
  if (!me) return null;
  const { name, email } = me.user;
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name || email}`}>
          <Avatar color="primary" radius="xl" size={34}>
            {initialsOf(name, email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings" leftSection={<IconUserCircle size={16} />}>
          Profile & security
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/company" leftSection={<IconBuilding size={16} />}>
          Company settings
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/addresses" leftSection={<IconMapPin size={16} />}>
          Addresses
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
