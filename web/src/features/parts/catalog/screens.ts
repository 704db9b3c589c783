import { PART_KIND_LABELS, PART_KINDS, PART_SORTS, type PartKind, PITCH_CLASSES } from '@studio/api';
import type { FilterSpec, ListSpec } from '../../../components/paged-list/list-state';
import { TIP_STYLE_CHOICES } from './spec-fields';

/**
 * The catalog's child screens (PRODUCT.md §2). `parts` lists every kind; the others one kind each,
 * except `guide-pins`, which also holds the pressure pins (both are plain pins pressed into the
 * fixture's plates; a "Type" filter switches between them — decision 0012).
 */
export type CatalogScreenSlug =
  | 'parts'
  | 'probes'
  | 'receptacles'
  | 'guide-pins'
  | 'cartridges'
  | 'fixtures'
  | 'options';

export interface CatalogScreen {
  slug: CatalogScreenSlug;
  title: string;
  description: string;
  /** The kinds the screen can show; the first is its default. Empty for `parts` (any kind). */
  kinds: readonly PartKind[];
  /** Kind-specific select filters (besides kind, class and active). */
  specFilters: readonly {
    key: string;
    label: string;
    anyLabel: string;
    options: { value: string; label: string }[];
  }[];
  searchPlaceholder: string;
}

const PITCH_FILTER = {
  key: 'pitchClass',
  label: 'Pitch class',
  anyLabel: 'All pitch classes',
  options: PITCH_CLASSES.map((value) => ({ value, label: value })),
};

export const CATALOG_SCREENS: Record<CatalogScreenSlug, CatalogScreen> = {
  parts: {
    slug: 'parts',
    title: 'All parts',
    description: 'Every part of the catalog, of every kind.',
    kinds: [],
    specFilters: [],
    searchPlaceholder: 'Part number, name, manufacturer or MPN',
  },
  probes: {
    slug: 'probes',
    title: 'Probes',
    description: 'Spring probes by pitch class and tip style.',
    kinds: ['probe'],
    specFilters: [
      PITCH_FILTER,
      { key: 'tipStyle', label: 'Tip style', anyLabel: 'All tip styles', options: TIP_STYLE_CHOICES },
    ],
    searchPlaceholder: 'Part number, name, manufacturer or MPN',
  },
  receptacles: {
    slug: 'receptacles',
    title: 'Receptacles',
    description: 'Sockets pressed into the probe plate; each sets the drill diameter for its probes.',
    kinds: ['receptacle'],
    specFilters: [{ ...PITCH_FILTER, options: PITCH_FILTER.options.filter((o) => o.value !== 'P39') }],
    searchPlaceholder: 'Part number, name, manufacturer or MPN',
  },
  'guide-pins': {
    slug: 'guide-pins',
    title: 'Guide and pressure pins',
    description: 'Guide pins locate the board by its tooling holes; pressure pins hold it onto the probes.',
    kinds: ['guide-pin', 'pressure-pin'],
    specFilters: [],
    searchPlaceholder: 'Part number, name, manufacturer or MPN',
  },
  cartridges: {
    slug: 'cartridges',
    title: 'Cartridges',
    description: 'Exchangeable probe cartridges and the fixture kits they fit.',
    kinds: ['cartridge'],
    specFilters: [],
    searchPlaceholder: 'Part number, name, manufacturer or MPN',
  },
  fixtures: {
    slug: 'fixtures',
    title: 'Fixture kits',
    description: 'The mechanical bases: active area, probe limit, actuation and rated cycles.',
    kinds: ['fixture-kit'],
    specFilters: [],
    searchPlaceholder: 'Part number, name, manufacturer or MPN',
  },
  options: {
    slug: 'options',
    title: 'Options',
    description: 'Lid switches, presence detection, carrier boards, counters and other additions.',
    kinds: ['option'],
    specFilters: [],
    searchPlaceholder: 'Part number, name or description',
  },
};

/** The screen a part of this kind is listed on. */
export function screenOfKind(kind: PartKind): CatalogScreenSlug {
  const found = Object.values(CATALOG_SCREENS).find((s) => s.kinds.includes(kind));
  return found?.slug ?? 'parts';
}

/** The table state a screen keeps in the URL. Customers get no `active` filter (they see active parts only). */
export function listSpecOf(screen: CatalogScreen, staff: boolean): ListSpec {
  const filters: FilterSpec[] = [];
  if (screen.kinds.length === 0) filters.push({ key: 'kind', values: PART_KINDS });
  else if (screen.kinds.length > 1)
    filters.push({ key: 'kind', values: screen.kinds, fallback: screen.kinds[0] });
  filters.push({ key: 'class', values: null });
  for (const f of screen.specFilters) filters.push({ key: f.key, values: f.options.map((o) => o.value) });
  if (staff) filters.push({ key: 'active', values: ['true', 'false', 'all'], fallback: 'true' });
  return {
    filters,
    sortKeys: PART_SORTS,
    defaultSort: 'partNumber',
    defaultOrder: 'asc',
    descendingFirst: ['unitPrice', 'leadTimeDays', 'updatedAt', 'createdAt'],
  };
}

/** The API query of a screen: its fixed kind, and the URL's `class` as the API's `classId`. */
export function screenApiRename(): Record<string, string> {
  return { class: 'classId' };
}

export const KIND_CHOICES = PART_KINDS.map((value) => ({ value, label: PART_KIND_LABELS[value] }));

/** The path of a catalog screen. */
export const screenPath = (slug: CatalogScreenSlug) => `/parts-management/${slug}`;
export const partPath = (id: string) => `/parts-management/parts/${encodeURIComponent(id)}`;
