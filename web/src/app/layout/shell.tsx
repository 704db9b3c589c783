import { AppShell, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { AppHeader } from './app-header';
import classes from './shell.module.css';

export interface ShellProps {
  /** The navigation column (collapses behind the burger below `sm`). */
  navbar: ReactNode;
  children: ReactNode;
}

/** The application frame shared by the default and settings layouts. */
export function Shell({ navbar, children }: ShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // On a phone the navigation covers the page: close it once the user has picked a destination.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a href="#main-content" className={classes.skip}>
        Skip to content
      </a>
      <AppShell.Header data-print="hide">
        <AppHeader navbarOpened={opened} onToggleNavbar={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main navigation" data-print="hide">
        <ScrollArea type="auto" h="100%">
          {navbar}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
