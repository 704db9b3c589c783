import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { PART_KIND_LABELS, type Part, type PartKind, type Units } from '@studio/api';
import { Link } from 'react-router';
import { type Column, dash } from '../../../components/paged-list/data-table';
import { formatUpdated } from '../../../lib/format';
import type { ColumnChoiceSpec } from '../list/column-choice';
import { partPath } from './screens';
import { SPEC_FIELDS } from './spec-fields';
import { formatLeadTime, formatPrice, formatSpecValue } from './spec-format';

/** Spec fields shown by default in a kind's table (the others can be added with "Columns"). */
const DEFAULT_SPEC_COLUMNS: Record<PartKind, readonly string[]> = {
  probe: ['pitchClass', 'tipStyle', 'tipDiameterMm', 'forceAtWorkingTravelN'],
  receptacle: ['pitchClass', 'drillDiameterMm', 'termination'],
  'guide-pin': ['holeDiameterMinMm', 'holeDiameterMaxMm', 'action'],
  'pressure-pin': ['diameterMm', 'lengthMm', 'tip', 'tipMaterial'],
  cartridge: ['pitchClasses', 'positions'],
  'fixture-kit': ['activeAreaXMm', 'activeAreaYMm', 'maxProbes', 'actuation'],
  option: ['adds'],
  other: [],
};

const specs = (part: Part) => part.specs as Record<string, unknown>;

/** The part column: its number (a link to the part) and its name. Always shown. */
function partColumn(): Column<Part> {
  return {
    key: 'part',
    label: 'Part',
    sortKey: 'partNumber',
    render: (part) => (
      <Stack gap={0} style={{ minWidth: 110, maxWidth: 'min(260px, 40vw)' }}>
        <Anchor component={Link} to={partPath(part.id)} fw={600} size="sm">
          {part.partNumber}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {part.name}
        </Text>
      </Stack>
    ),
  };
}

/** Every column a screen can show for `kind` (null: mixed kinds, no spec columns). */
export function partColumns(kind: PartKind | null, units: Units, staff: boolean): Column<Part>[] {
  const columns: Column<Part>[] = [partColumn()];
  if (kind === null)
    columns.push({
      key: 'kind',
      label: 'Kind',
      sortKey: 'kind',
      nowrap: true,
      render: (p) => PART_KIND_LABELS[p.kind],
    });
  columns.push(
    {
      key: 'class',
      label: 'Class',
      sortKey: 'classPath',
      render: (p) => <Text size="sm">{p.classPath}</Text>,
    },
    {
      key: 'manufacturer',
      label: 'Manufacturer',
      sortKey: 'manufacturer',
      render: (p) => dash(p.manufacturer),
    },
    { key: 'mpn', label: 'MPN', nowrap: true, render: (p) => dash(p.mpn) },
  );
  if (kind) {
    for (const field of SPEC_FIELDS[kind]) {
      if (field.type === 'text') continue;
      const numeric = field.type === 'number';
      columns.push({
        key: `spec.${field.key}`,
        label: field.label,
        align: numeric ? 'right' : undefined,
        nowrap: true,
        render: (p) => dash(formatSpecValue(field, specs(p)[field.key], units, true)),
      });
    }
  }
  columns.push(
    {
      key: 'price',
      label: 'Unit price',
      sortKey: 'unitPrice',
      align: 'right',
      nowrap: true,
      render: (p) => formatPrice(p.unitPrice, p.currency),
    },
    {
      key: 'leadTime',
      label: 'Lead time',
      sortKey: 'leadTimeDays',
      align: 'right',
      nowrap: true,
      render: (p) => formatLeadTime(p.leadTimeDays),
    },
  );
  if (staff) {
    columns.push(
      {
        key: 'available',
        label: 'Available',
        align: 'right',
        nowrap: true,
        render: (p) =>
          p.stock ? (
            <Group gap={6} justify="flex-end" wrap="nowrap">
              {p.stock.low && (
                <Badge size="xs" color="warning" variant="light">
                  Low
                </Badge>
              )}
              <span>{p.stock.available.toLocaleString('en-US')}</span>
            </Group>
          ) : (
            dash(null)
          ),
      },
      {
        key: 'active',
        label: 'Status',
        nowrap: true,
        minWidth: 96,
        render: (p) =>
          p.active ? (
            <Badge size="sm" color="positive" variant="light">
              Active
            </Badge>
          ) : (
            <Badge size="sm" color="gray" variant="light">
              Inactive
            </Badge>
          ),
      },
    );
  }
  columns.push({
    key: 'updated',
    label: 'Updated',
    sortKey: 'updatedAt',
    nowrap: true,
    render: (p) => (
      <Text size="sm" title={new Date(p.updatedAt).toLocaleString()}>
        {formatUpdated(p.updatedAt)}
      </Text>
    ),
  });
  return columns;
}

/** Which of those columns are shown until the user chooses. */
export function partColumnChoice(
  kind: PartKind | null,
  columns: readonly Column<Part>[],
  staff: boolean,
): ColumnChoiceSpec {
  const defaults = ['part', 'price', 'leadTime'];
  if (kind === null) defaults.push('kind', 'class', 'manufacturer');
  else defaults.push(...DEFAULT_SPEC_COLUMNS[kind].map((k) => `spec.${k}`));
  if (staff) defaults.push('available', 'active');
  return { keys: columns.map((c) => c.key), defaults, required: ['part'] };
}
