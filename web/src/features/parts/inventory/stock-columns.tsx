import { ActionIcon, Anchor, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { PART_KIND_LABELS, type StockLevel } from '@studio/api';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ColumnChoiceSpec } from '../list/column-choice';
import { type Column, dash } from '../../../components/paged-list/data-table';
import type { ListSpec } from '../../../components/paged-list/list-state';
import { PART_KINDS } from '@studio/api';
import { STOCK_SORTS } from '@studio/api';
import type { MovementPreset } from './movement-dialog';

export const STOCK_LIST_SPEC: ListSpec = {
  filters: [
    { key: 'kind', values: PART_KINDS },
    { key: 'location', values: null },
    { key: 'low', values: ['true'] },
  ],
  sortKeys: STOCK_SORTS,
  defaultSort: 'partNumber',
  defaultOrder: 'asc',
  descendingFirst: ['onHand', 'reserved', 'available'],
};

export const historyPath = (partId: string) => `/parts-management/inventory/${encodeURIComponent(partId)}`;

const count = (n: number) => n.toLocaleString('en-US');

export interface StockActions {
  move(preset: MovementPreset): void;
  reorder(level: StockLevel): void;
}

export function stockColumns(actions: StockActions): Column<StockLevel>[] {
  const preset = (s: StockLevel, kind: MovementPreset['kind']): MovementPreset => ({
    partId: s.partId,
    partLabel: `${s.partNumber} — ${s.partName}`,
    locationId: s.locationId,
    kind,
  });
  return [
    {
      key: 'part',
      label: 'Part',
      sortKey: 'partNumber',
      render: (s) => (
        <Stack gap={0} style={{ minWidth: 110, maxWidth: 'min(260px, 40vw)' }}>
          <Anchor component={Link} to={historyPath(s.partId)} fw={600} size="sm">
            {s.partNumber}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {s.partName}
            {!s.partActive && ' (inactive)'}
          </Text>
        </Stack>
      ),
    },
    { key: 'kind', label: 'Kind', nowrap: true, render: (s) => PART_KIND_LABELS[s.kind] },
    {
      key: 'location',
      label: 'Location',
      sortKey: 'locationCode',
      nowrap: true,
      render: (s) => s.locationCode,
    },
    {
      key: 'onHand',
      label: 'On hand',
      sortKey: 'onHand',
      align: 'right',
      nowrap: true,
      render: (s) => count(s.onHand),
    },
    {
      key: 'reserved',
      label: 'Reserved',
      sortKey: 'reserved',
      align: 'right',
      nowrap: true,
      render: (s) => count(s.reserved),
    },
    {
      key: 'available',
      label: 'Available',
      sortKey: 'available',
      align: 'right',
      nowrap: true,
      render: (s) => (
        <Text fw={600} size="sm">
          {count(s.available)}
        </Text>
      ),
    },
    {
      key: 'reorderPoint',
      label: 'Reorder point',
      align: 'right',
      nowrap: true,
      render: (s) => dash(s.reorderPoint === null ? null : count(s.reorderPoint)),
    },
    {
      key: 'low',
      label: 'Stock',
      nowrap: true,
      render: (s) =>
        s.low ? (
          <Badge size="sm" color="warning" variant="light">
            Low
          </Badge>
        ) : (
          <Badge size="sm" color="positive" variant="light">
            OK
          </Badge>
        ),
    },
    {
      key: 'actions',
      label: 'Actions',
      align: 'right',
      render: (s) => (
        <Group justify="flex-end" gap={0}>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Stock actions for ${s.partNumber} at ${s.locationCode}`}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => actions.move(preset(s, 'receipt'))}>Receive…</Menu.Item>
              <Menu.Item onClick={() => actions.move(preset(s, 'reservation'))}>Reserve…</Menu.Item>
              <Menu.Item onClick={() => actions.move(preset(s, 'adjustment'))}>Adjust…</Menu.Item>
              <Menu.Item onClick={() => actions.move(preset(s, 'release'))}>Release…</Menu.Item>
              <Menu.Item onClick={() => actions.move(preset(s, 'consumption'))}>Consume…</Menu.Item>
              <Menu.Divider />
              <Menu.Item onClick={() => actions.reorder(s)}>Reorder point…</Menu.Item>
              <Menu.Item component={Link} to={historyPath(s.partId)}>
                Movement history
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];
}

export const STOCK_COLUMN_CHOICE: ColumnChoiceSpec = {
  keys: ['part', 'kind', 'location', 'onHand', 'reserved', 'available', 'reorderPoint', 'low', 'actions'],
  defaults: ['part', 'location', 'onHand', 'reserved', 'available', 'reorderPoint', 'low', 'actions'],
  required: ['part', 'actions'],
};
