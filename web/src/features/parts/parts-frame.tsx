import { Alert, Anchor, Box, Button, Group, ScrollArea, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LoadingLines, QueryError } from '../../components/query-state';
import { useCatalogViewer } from './use-staff';

interface Section {
  to: string;
  label: string;
  staffOnly?: boolean;
}

const SECTIONS: readonly Section[] = [
  { to: '/parts-management', label: 'Overview' },
  { to: '/parts-management/parts', label: 'All parts' },
  { to: '/parts-management/probes', label: 'Probes' },
  { to: '/parts-management/receptacles', label: 'Receptacles' },
  { to: '/parts-management/guide-pins', label: 'Guide pins' },
  { to: '/parts-management/cartridges', label: 'Cartridges' },
  { to: '/parts-management/fixtures', label: 'Fixture kits' },
  { to: '/parts-management/options', label: 'Options' },
  { to: '/parts-management/inventory', label: 'Inventory', staffOnly: true },
  { to: '/parts-management/part-classes', label: 'Part classes' },
];

/** The section a path belongs to (a part's page belongs to "All parts"). */
function activeSection(pathname: string): string {
  const exact = SECTIONS.find((s) => s.to === pathname);
  if (exact) return exact.to;
  const prefix = SECTIONS.filter((s) => s.to !== '/parts-management' && pathname.startsWith(`${s.to}/`));
  return prefix[0]?.to ?? '/parts-management';
}

/** The sub-navigation of parts management: one row of links that scrolls sideways on a phone. */
function PartsNavigation({ staff }: { staff: boolean }) {
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  return (
    <ScrollArea type="never" offsetScrollbars={false} mb="md">
      <Group component="nav" aria-label="Parts management" gap={4} wrap="nowrap">
        {SECTIONS.filter((s) => staff || !s.staffOnly).map((s) => (
          <Button
            key={s.to}
            component={Link}
            to={s.to}
            size="compact-sm"
            variant={s.to === active ? 'light' : 'subtle'}
            color={s.to === active ? 'primary' : 'gray'}
            aria-current={s.to === active ? 'page' : undefined}
            style={{ flexShrink: 0 }}
          >
            {s.label}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}

export interface PartsFrameProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Staff-only screens explain themselves to customers instead of rendering. */
  staffOnly?: 'inventory' | 'edit';
  children(viewer: { staff: boolean }): ReactNode;
}

/**
 * Every parts-management screen: its header, the sub-navigation, and the access rule: everyone signed
 * in reads the catalog; staff also see edit actions and the inventory.
 */
export function PartsFrame({ title, description, actions, staffOnly, children }: PartsFrameProps) {
  const { me, staff } = useCatalogViewer();
  let body: ReactNode;
  if (me.isPending) body = <LoadingLines lines={6} />;
  else if (me.isError) body = <QueryError error={me.error} onRetry={() => me.refetch()} />;
  else if (staffOnly === 'edit' && !staff)
    body = (
      <Alert color="info" variant="light" title="Read-only catalog">
        The catalog is maintained by the staff of this Studio instance; you can browse its active parts and
        prices.{' '}
        <Anchor component={Link} to="/parts-management/parts">
          Browse the catalog
        </Anchor>
        .
      </Alert>
    );
  else if (staffOnly === 'inventory' && !staff)
    body = (
      <Alert color="info" variant="light" title="Kept by the fixture shop">
        Stock levels and movements are maintained by the staff of this Studio instance. Prices and lead times
        are on each part.{' '}
        <Anchor component={Link} to="/parts-management/parts">
          Browse the catalog
        </Anchor>
        .
      </Alert>
    );
  else body = children({ staff });
  return (
    <Stack gap={0} maw={1440}>
      <PageHeader title={title} description={description} actions={staff ? actions : undefined} />
      <PartsNavigation staff={staff} />
      <Box>{body}</Box>
    </Stack>
  );
}
