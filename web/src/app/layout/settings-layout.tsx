import { Divider, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconBuilding,
  IconBuildingStore,
  IconMapPin,
  IconPlugConnected,
  IconUserCircle,
} from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { useMe } from '../../lib/me-queries';
import { NavItem } from './nav-item';
import { Shell } from './shell';

/** The `settings` layout: the shell with the settings navigation instead of the main one. */
export function SettingsNavigation() {
  const staff = useMe().data?.user.isStaff ?? false;
  return (
    <Stack gap={4}>
      <NavItem to="/" end label="Dashboard" icon={<IconArrowLeft size={18} stroke={1.6} />} />
      <Divider my={6} />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pb={4}>
        Settings
      </Text>
      <NavItem
        to="/settings"
        end
        label="Profile & security"
        icon={<IconUserCircle size={18} stroke={1.6} />}
      />
      <NavItem to="/settings/company" label="Company" icon={<IconBuilding size={18} stroke={1.6} />} />
      <NavItem to="/settings/addresses" label="Addresses" icon={<IconMapPin size={18} stroke={1.6} />} />
      <NavItem
        to="/settings/stations"
        label="Test stations"
        icon={<IconPlugConnected size={18} stroke={1.6} />}
      />
      {staff && (
        <NavItem
          to="/settings/shop"
          label="Shop settings"
          icon={<IconBuildingStore size={18} stroke={1.6} />}
        />
      )}
    </Stack>
  );
}

export function SettingsLayout() {
  return (
    <Shell navbar={<SettingsNavigation />}>
      <Outlet />
    </Shell>
  );
}
