import { NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export interface NavItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  description?: string;
  /** Active only on this exact path (not on its children). */
  end?: boolean;
}

export function NavItem({ to, label, icon, description, end = false }: NavItemProps) {
  const { pathname } = useLocation();
  const active = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      description={description}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );
}
