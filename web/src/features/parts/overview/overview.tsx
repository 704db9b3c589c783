import { Alert, Anchor, Badge, Card, Group, List, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { PART_KIND_LABELS, type PartKind } from '@studio/api';
import { IconAlertTriangle, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-state';
import { useLowStock } from '../api/inventory-queries';
import { usePartClasses, usePartCount } from '../api/parts-queries';
import { CATALOG_SCREENS, type CatalogScreenSlug, screenPath } from '../catalog/screens';
import { historyPath } from '../inventory/stock-columns';

const CARDS: readonly { slug: CatalogScreenSlug; kinds: readonly PartKind[] }[] = [
  { slug: 'probes', kinds: ['probe'] },
  { slug: 'receptacles', kinds: ['receptacle'] },
  { slug: 'guide-pins', kinds: ['guide-pin', 'pressure-pin'] },
  { slug: 'cartridges', kinds: ['cartridge'] },
  { slug: 'fixtures', kinds: ['fixture-kit'] },
  { slug: 'options', kinds: ['option'] },
];

function KindCount({ kind, active }: { kind: PartKind; active: 'true' | 'all' }) {
  const count = usePartCount(kind, active);
  if (count.isPending) return <Skeleton height={14} width={80} />;
  if (count.isError)
    return (
      <Text size="sm" c="negative">
        {PART_KIND_LABELS[kind]}s: not loaded
      </Text>
    );
  return (
    <Text size="sm">
      <Text span fw={700} size="lg">
        {count.data.toLocaleString('en-US')}
      </Text>{' '}
      {count.data === 1 ? PART_KIND_LABELS[kind].toLowerCase() : `${PART_KIND_LABELS[kind].toLowerCase()}s`}
    </Text>
  );
}

function LowStock() {
  const low = useLowStock(true);
  if (low.isPending) return <Skeleton height={60} />;
  if (low.isError) return <QueryError error={low.error} onRetry={() => low.refetch()} />;
  const { items, total } = low.data;
  if (total === 0)
    return (
      <Alert color="positive" variant="light" title="Stock is fine">
        No part is at or below its reorder point.
      </Alert>
    );
  return (
    <Alert
      color="warning"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={`${total} low-stock ${total === 1 ? 'line' : 'lines'}`}
    >
      <List size="sm" spacing={2}>
        {items.map((s) => (
          <List.Item key={`${s.partId}:${s.locationId}`}>
            <Anchor component={Link} to={historyPath(s.partId)} fw={600} size="sm">
              {s.partNumber}
            </Anchor>{' '}
            at {s.locationCode}: {s.available} available, reorder at {s.reorderPoint}
          </List.Item>
        ))}
      </List>
      {total > items.length && (
        <Anchor component={Link} to="/parts-management/inventory?low=true" size="sm">
          All {total} low-stock lines
        </Anchor>
      )}
    </Alert>
  );
}

/** `/parts-management`: how much of each kind there is, stock warnings (staff), and the way in. */
export function PartsOverview({ staff }: { staff: boolean }) {
  const active = staff ? 'all' : 'true';
  const classes = usePartClasses();
  return (
    <Stack gap="lg">
      {staff && <LowStock />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {CARDS.map(({ slug, kinds }) => {
          const screen = CATALOG_SCREENS[slug];
          return (
            <Card
              key={slug}
              withBorder
              radius="md"
              padding="md"
              component={Link}
              to={screenPath(slug)}
              aria-label={screen.title}
            >
              <Group justify="space-between" wrap="nowrap" mb={6}>
                <Text fw={600}>{screen.title}</Text>
                <IconChevronRight size={16} aria-hidden />
              </Group>
              <Stack gap={2}>
                {kinds.map((k) => (
                  <KindCount key={k} kind={k} active={active} />
                ))}
              </Stack>
              <Text size="xs" c="dimmed" mt="xs">
                {screen.description}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
      <Group gap="lg">
        <Anchor component={Link} to="/parts-management/parts">
          All parts
        </Anchor>
        <Anchor component={Link} to="/parts-management/part-classes">
          Part classes{' '}
          {classes.data && (
            <Badge size="sm" variant="light" color="gray">
              {classes.data.length}
            </Badge>
          )}
        </Anchor>
        {staff && (
          <Anchor component={Link} to="/parts-management/inventory">
            Inventory
          </Anchor>
        )}
      </Group>
      {!staff && (
        <Text size="sm" c="dimmed">
          You see the active catalog with list prices and lead times. The fixture shop maintains it; stock
          levels are theirs.
        </Text>
      )}
    </Stack>
  );
}
