import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from '../../components/layout/brand-mark';
import { UserMenu } from '../../features/account/user-menu';
import { CompanySwitcher } from '../../features/company/company-switcher';

export interface AppHeaderProps {
  navbarOpened: boolean;
  onToggleNavbar(): void;
}

/** Header of the default and settings layouts: brand, company switcher, account menu. */
export function AppHeader({ navbarOpened, onToggleNavbar }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={navbarOpened ? 'Close navigation' : 'Open navigation'}
        />
        <UnstyledButton component={Link} to="/" aria-label="Studio dashboard">
          <Group gap={8} wrap="nowrap">
            <BrandMark />
            <Text fw={700} size="lg" visibleFrom="xs">
              Studio
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <CompanySwitcher />
        <UserMenu />
      </Group>
    </Group>
  );
}
