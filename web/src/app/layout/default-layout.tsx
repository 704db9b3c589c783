import { Stack, Text } from '@mantine/core';
import {
  IconBooks,
  IconCpu,
  IconLayoutDashboard,
  IconListCheck,
  IconMessageChatbot,
  IconSettings,
  IconTool,
  IconTruckDelivery,
  IconPuzzle,
} from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { usePublicConfig } from '../../lib/me-queries';
import { NavItem } from './nav-item';
import { Shell } from './shell';

/**
 * The `default` layout: navigation shell. The navigation lists only what exists; later areas
 * (DUTs, reports, ...) add their entries as they are built.
 */
export function DefaultNavigation() {
  const config = usePublicConfig();
  return (
    <Stack justify="space-between" h="100%" gap="xs">
      <Stack gap={4}>
        <NavItem to="/" end label="Dashboard" icon={<IconLayoutDashboard size={18} stroke={1.6} />} />
        <NavItem to="/dut" label="DUTs" icon={<IconCpu size={18} stroke={1.6} />} />
        <NavItem
          to="/test-strategy"
          label="Test strategies"
          icon={<IconListCheck size={18} stroke={1.6} />}
        />
        <NavItem to="/test-solution" label="Test solutions" icon={<IconPuzzle size={18} stroke={1.6} />} />
        <NavItem
          to="/delivery-orders"
          label="Delivery orders"
          icon={<IconTruckDelivery size={18} stroke={1.6} />}
        />
        <NavItem to="/parts-management" label="Parts" icon={<IconTool size={18} stroke={1.6} />} />
        <NavItem
          to="/knowledge-management"
          label="Knowledge base"
          icon={<IconBooks size={18} stroke={1.6} />}
        />
        <NavItem to="/chat" label="Assistant" icon={<IconMessageChatbot size={18} stroke={1.6} />} />
        <NavItem to="/settings" label="Settings" icon={<IconSettings size={18} stroke={1.6} />} />
      </Stack>
      {config.data && (
        <Text size="xs" c="dimmed" px="xs">
          Studio {config.data.version}
        </Text>
      )}
    </Stack>
  );
}

export function DefaultLayout() {
  return (
    <Shell navbar={<DefaultNavigation />}>
      <Outlet />
    </Shell>
  );
}
