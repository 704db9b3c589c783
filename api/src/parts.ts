import { PRESSURE_PIN_TIP_MATERIALS, PROBE_CLASSES, TIP_STYLES as ENGINE_TIP_STYLES } from '@studio/core';
import { z } from 'zod';
import { ErrorBody } from './common';

/**
 * The parts catalog (issue #6; PRODUCT.md §2 `/parts-management`, §3, §6, §9): probes, receptacles,
 * guide pins, pressure pins, cartridges, fixture kits, options and other parts, in a tree of part
 * classes, with compatibility links. The catalog is instance-wide (not company-scoped): staff maintain
 * it, every signed-in member of a company reads its ACTIVE parts and prices. Inventory is in
 * `inventory.ts`.
 *
 * Units are in the field names (mm, N, A, days). Every message below is written to be shown under the
 * form field it belongs to: a 400 answer carries `fields` with the dot path of each bad field
 * (`specs.tipDiameterMm`, `unitPrice`, ...) → message (see `ErrorBody`).
 *
 * ## Routes (all under /api/v1; "member" = any signed-in user who belongs to a company; "staff" =
 * a staff user, with or without a company; anonymous callers get 401, members on staff routes 403)
 *
 * | Method | Path | Who | What |
 * |---|---|---|---|
 * | GET | /parts | member, staff | `PartListQuery` → `PartList`. Members see active parts only (the `active` filter is forced to `true`) and no `stock`; staff see everything and `stock` totals |
 * | GET | /parts/:id | member (active parts only, else 404), staff | → `PartDetail` (with `compatibility`; staff also get `stock`) |
 * | POST | /parts | staff | `PartInput` → 201 `PartDetail`; 409 `conflict` with `fields.partNumber` when the number exists |
 * | PUT | /parts/:id | staff | `PartInput` (full replacement; `kind` may change only while the part has no compatibility links) → `PartDetail` |
 * | POST | /parts/:id/duplicate | staff | `PartDuplicateInput` → 201 `PartDetail` (same class, kind, specs, price, links; new number) |
 * | POST | /parts/:id/deactivate | staff | → `PartDetail` (active false; history and stock stay) |
 * | POST | /parts/:id/activate | staff | → `PartDetail` |
 * | GET | /parts/:id/compatibility | member (active only), staff | → `CompatiblePart[]` (members: active partners only) |
 * | PUT | /parts/:id/compatibility | staff | `CompatibilityInput` → `CompatiblePart[]` (replaces the set: receptacle↔probe, cartridge↔fixture kit) |
 * | GET | /parts/:id/receptacles | member, staff | the active receptacles that take this probe (via compatibility), smallest drill first → `Part[]` |
 * | GET | /parts/probes | member, staff | `ProbeQuery` → active probes by pitch class (and tip style) → `Part[]` |
 * | GET | /parts/fixture-kits/fit | member, staff | `KitFitQuery` → `KitFit` (the smallest active kit that fits a board) |
 * | GET | /parts/export.csv | staff | every part as CSV (`PART_CSV_COLUMNS`), `text/csv` |
 * | POST | /parts/import | staff | body `text/csv` (≤ 5 MB); `?dryRun=true` validates only → 200 `CsvImportReport`; 400 `CsvImportFailure` (nothing applied) |
 * | GET | /part-classes | member, staff | → `PartClass[]` (the whole tree, flat, ordered by path) |
 * | POST | /part-classes | staff | `PartClassInput` → 201 `PartClass`; 409 when the name exists under that parent |
 * | PATCH | /part-classes/:id | staff | `PartClassUpdate` (rename or move; a move under its own subtree is refused) → `PartClass` |
 * | DELETE | /part-classes/:id | staff | 204; 409 while it has parts or child classes |
 * | (inventory routes) | /inventory/... | staff | see `inventory.ts` |
 */

// ---------------------------------------------------------------------------------------------------
// Kinds and enumerations

export const PART_KINDS = [
  'probe',
  'receptacle',
  'guide-pin',
  'pressure-pin',
  'cartridge',
  'fixture-kit',
  'option',
  'other',
] as const;
export const PartKind = z.enum(PART_KINDS, { error: `Choose one of: ${PART_KINDS.join(', ')}` });
export type PartKind = z.infer<typeof PartKind>;
export const PART_KIND_LABELS: Record<PartKind, string> = {
  probe: 'Probe',
  receptacle: 'Receptacle',
  'guide-pin': 'Guide pin',
  'pressure-pin': 'Pressure pin',
  cartridge: 'Cartridge',
  'fixture-kit': 'Fixture kit',
  option: 'Option',
  other: 'Other',
};

/** Probe pitch classes, largest first: `@studio/core`'s PROBE_CLASSES. */
export const PITCH_CLASSES = PROBE_CLASSES;
export const PitchClass = z.enum(PITCH_CLASSES, {
  error: 'Choose a pitch class: P100 (100 mil), P75 (75 mil), P50 (50 mil) or P39 (39 mil)',
});
export type PitchClass = z.infer<typeof PitchClass>;
export const PITCH_CLASS_LABELS: Record<PitchClass, string> = {
  P100: '100 mil (2.54 mm)',
  P75: '75 mil (1.91 mm)',
  P50: '50 mil (1.27 mm)',
  P39: '39 mil (1.00 mm)',
};

/** Tip styles a catalog probe can have: the three the DFT engine recommends (core TIP_STYLES), then more. */
export const TIP_STYLES = [...ENGINE_TIP_STYLES, 'concave', 'serrated', 'flat', 'chisel'] as const;
export const TipStyle = z.enum(TIP_STYLES, { error: `Choose a tip style: ${TIP_STYLES.join(', ')}` });
export type TipStyle = z.infer<typeof TipStyle>;

export const RECEPTACLE_TERMINATIONS = ['wire-wrap', 'solder-cup', 'crimp', 'press-fit'] as const;
export const ReceptacleTermination = z.enum(RECEPTACLE_TERMINATIONS, {
  error: `Choose a termination: ${RECEPTACLE_TERMINATIONS.join(', ')}`,
});

export const GUIDE_PIN_ACTIONS = ['spring', 'fixed'] as const;
export const GuidePinAction = z.enum(GUIDE_PIN_ACTIONS, { error: 'Choose spring or fixed' });

export const PRESSURE_PIN_TIPS = ['flat', 'rounded', 'rubber-cap', 'cone'] as const;
export const PressurePinTip = z.enum(PRESSURE_PIN_TIPS, {
  error: `Choose a tip: ${PRESSURE_PIN_TIPS.join(', ')}`,
});

/** What a pressure pin's tip is made of (core `PRESSURE_PIN_TIP_MATERIALS`); 'unknown' = not stated. */
export const PRESSURE_PIN_TIP_MATERIAL_CHOICES = [
  'unknown',
  ...(Object.keys(PRESSURE_PIN_TIP_MATERIALS) as (keyof typeof PRESSURE_PIN_TIP_MATERIALS)[]),
] as const;
export const PressurePinTipMaterial = z.enum(PRESSURE_PIN_TIP_MATERIAL_CHOICES, {
  error: `Choose a tip material: ${PRESSURE_PIN_TIP_MATERIAL_CHOICES.join(', ')}`,
});

export const KIT_ACTUATIONS = ['vacuum', 'pneumatic', 'manual'] as const;
export const KitActuation = z.enum(KIT_ACTUATIONS, { error: 'Choose vacuum, pneumatic or manual' });

export const OPTION_FEATURES = [
  'lid-switch',
  'presence-detection',
  'carrier-board',
  'cycle-counter',
  'interface-connector',
  'other',
] as const;
export const OptionFeature = z.enum(OPTION_FEATURES, {
  error: `Choose what the option adds: ${OPTION_FEATURES.join(', ')}`,
});

// ---------------------------------------------------------------------------------------------------
// Number helpers with messages fit for a form field

const positiveMm = (label: string, max: number) =>
  z
    .number({ error: `${label} is required (mm)` })
    .positive(`${label} must be greater than 0 mm`)
    .max(max, `${label} must be at most ${max} mm`);

const nonNegativeMm = (label: string, max: number) =>
  z
    .number({ error: `${label} is required (mm)` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max} mm`);

const positiveOf = (label: string, unit: string, max: number) =>
  z
    .number({ error: `${label} is required (${unit})` })
    .positive(`${label} must be greater than 0 ${unit}`)
    .max(max, `${label} must be at most ${max} ${unit}`);

const wholeCount = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

// ---------------------------------------------------------------------------------------------------
// Kind-specific specifications

/**
 * Where a part's plate hole comes from (issue 25, decision 0054): the tolerance or fit of the hole
 * ("+0.013/−0 mm, press fit") and the manufacturer document that states it ("QA Technology, drill
 * hole specifications, 100 series"). Parts stored before it have neither (empty).
 */
const holeCitation = {
  holeFit: z.string().trim().max(200, 'Hole fit must be at most 200 characters').default(''),
  holeSource: z.string().trim().max(500, 'Hole source must be at most 500 characters').default(''),
};

export const ProbeSpecs = z
  .object({
    pitchClass: PitchClass,
    tipStyle: TipStyle,
    tipDiameterMm: positiveMm('Tip diameter', 5),
    fullTravelMm: positiveMm('Full travel', 20),
    workingTravelMm: positiveMm('Working travel', 20),
    forceAtWorkingTravelN: positiveOf('Force at working travel', 'N', 50),
    currentRatingA: positiveOf('Current rating', 'A', 100),
    /** Overall length, when the datasheet gives it. */
    lengthMm: positiveMm('Length', 200).nullable().default(null),
    /** The press-fit hole of a receptacle-less (P39) probe in the probe plate; null: none stated. */
    mountHoleMm: positiveMm('Mounting hole', 5).nullable().default(null),
    /**
     * Mechanical life the maker rates the probe for (compression cycles at working travel); null: not
     * stated. Fixture wear counts a fixture's runs against the lowest rating of its probes (issue 32).
     */
    ratedCycles: wholeCount('Rated cycles', 1, 100_000_000).nullable().default(null),
    ...holeCitation,
  })
  .superRefine((s, ctx) => {
    if (s.workingTravelMm > s.fullTravelMm)
      ctx.addIssue({
        code: 'custom',
        path: ['workingTravelMm'],
        message: `Working travel must not exceed full travel (${s.fullTravelMm} mm)`,
      });
  });
export type ProbeSpecs = z.infer<typeof ProbeSpecs>;

export const ReceptacleSpecs = z.object({
  pitchClass: PitchClass.refine((c) => c !== 'P39', {
    message: 'P39 probes are receptacle-less: choose P100, P75 or P50',
  }),
  drillDiameterMm: positiveMm('Drill diameter', 5),
  collarHeightMm: nonNegativeMm('Collar height', 20),
  termination: ReceptacleTermination,
  lengthMm: positiveMm('Length', 200).nullable().default(null),
  ...holeCitation,
});
export type ReceptacleSpecs = z.infer<typeof ReceptacleSpecs>;

export const GuidePinSpecs = z
  .object({
    holeDiameterMinMm: positiveMm('Smallest hole diameter', 20),
    holeDiameterMaxMm: positiveMm('Largest hole diameter', 20),
    action: GuidePinAction,
    lengthMm: positiveMm('Length', 200),
    ...holeCitation,
  })
  .superRefine((s, ctx) => {
    if (s.holeDiameterMaxMm < s.holeDiameterMinMm)
      ctx.addIssue({
        code: 'custom',
        path: ['holeDiameterMaxMm'],
        message: `Largest hole diameter must be at least the smallest (${s.holeDiameterMinMm} mm)`,
      });
  });
export type GuidePinSpecs = z.infer<typeof GuidePinSpecs>;

export const PressurePinSpecs = z.object({
  diameterMm: positiveMm('Diameter', 50),
  lengthMm: positiveMm('Length', 300),
  tip: PressurePinTip,
  /** An insulating tip is required (decision 0054); parts stored before it say 'unknown'. */
  tipMaterial: PressurePinTipMaterial.default('unknown'),
  ...holeCitation,
});
export type PressurePinSpecs = z.infer<typeof PressurePinSpecs>;

export const CartridgeSpecs = z.object({
  pitchClasses: z
    .array(PitchClass, { error: 'Choose at least one pitch class' })
    .min(1, 'Choose at least one pitch class')
    .refine((a) => new Set(a).size === a.length, { message: 'Each pitch class only once' }),
  positions: wholeCount('Positions', 1, 100_000),
  /** Which kits it fits is a compatibility link (cartridge ↔ fixture kit), not a spec field. */
});
export type CartridgeSpecs = z.infer<typeof CartridgeSpecs>;

export const FixtureKitSpecs = z.object({
  activeAreaXMm: positiveMm('Active area X', 2000),
  activeAreaYMm: positiveMm('Active area Y', 2000),
  maxProbes: wholeCount('Maximum probes', 1, 100_000),
  topProbing: z.boolean({ error: 'Say whether the kit probes from the top' }),
  cartridgeSupport: z.boolean({ error: 'Say whether the kit takes cartridges' }),
  actuation: KitActuation,
  ratedCycles: wholeCount('Rated cycles', 1, 100_000_000),
  holdDownForceN: positiveOf('Hold-down force', 'N', 100_000),
});
export type FixtureKitSpecs = z.infer<typeof FixtureKitSpecs>;

export const OptionSpecs = z.object({
  adds: OptionFeature,
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').default(''),
});
export type OptionSpecs = z.infer<typeof OptionSpecs>;

/**
 * Service rates (core/src/solution: test solutions charge machining per drilled hole, wiring per
 * probe and assembly per fixture at the price of the active `other` part that names the rate).
 */
export const SERVICE_RATES = ['machining-per-hole', 'wiring-per-probe', 'assembly-per-fixture'] as const;
export const OTHER_SERVICES = ['none', ...SERVICE_RATES] as const;

export const OtherSpecs = z.object({
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').default(''),
  service: z
    .enum(OTHER_SERVICES, { error: `Choose a service rate: ${OTHER_SERVICES.join(', ')}` })
    .default('none'),
  /**
   * Hook-up wire of this gauge (AWG), priced per metre: the fixture design puts the wire its interface
   * mapping cuts on the BOM by gauge, in whole metres (decision 0061). Null for anything else.
   */
  wireAwg: z
    .number()
    .int('A whole AWG number')
    .min(10, 'AWG 10 to 40')
    .max(40, 'AWG 10 to 40')
    .nullable()
    .default(null),
});
export type OtherSpecs = z.infer<typeof OtherSpecs>;

/** The spec schema of each kind (forms pick their fields from here). */
export const SPECS_BY_KIND = {
  probe: ProbeSpecs,
  receptacle: ReceptacleSpecs,
  'guide-pin': GuidePinSpecs,
  'pressure-pin': PressurePinSpecs,
  cartridge: CartridgeSpecs,
  'fixture-kit': FixtureKitSpecs,
  option: OptionSpecs,
  other: OtherSpecs,
} as const satisfies Record<PartKind, z.ZodType>;

export type PartSpecsOf<K extends PartKind> = z.infer<(typeof SPECS_BY_KIND)[K]>;

/** `{ kind, specs }` validated per kind (a discriminated union on `kind`). */
export const KindAndSpecs = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('probe'), specs: ProbeSpecs }),
    z.object({ kind: z.literal('receptacle'), specs: ReceptacleSpecs }),
    z.object({ kind: z.literal('guide-pin'), specs: GuidePinSpecs }),
    z.object({ kind: z.literal('pressure-pin'), specs: PressurePinSpecs }),
    z.object({ kind: z.literal('cartridge'), specs: CartridgeSpecs }),
    z.object({ kind: z.literal('fixture-kit'), specs: FixtureKitSpecs }),
    z.object({ kind: z.literal('option'), specs: OptionSpecs }),
    z.object({ kind: z.literal('other'), specs: OtherSpecs }),
  ],
  { error: `Choose a kind: ${PART_KINDS.join(', ')}` },
);
export type KindAndSpecs = z.infer<typeof KindAndSpecs>;

// ---------------------------------------------------------------------------------------------------
// Parts

export const PART_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;
export const PartNumber = z
  .string({ error: 'Part number is required' })
  .trim()
  .min(1, 'Part number is required')
  .max(64, 'Part number must be at most 64 characters')
  .regex(
    PART_NUMBER_PATTERN,
    'Part number: letters, digits and . _ - / only, starting with a letter or digit',
  );

export const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO 4217 code, e.g. EUR or USD');

export const DEFAULT_CURRENCY = 'EUR';

const Price = z
  .number({ error: 'Unit price is required' })
  .min(0, 'Unit price cannot be negative')
  .max(10_000_000, 'Unit price must be at most 10 000 000')
  .refine((v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, {
    message: 'Unit price can have at most 4 decimals',
  });

const DatasheetUrl = z
  .union([
    z.literal('').transform(() => null),
    z
      .url({ protocol: /^https?$/, error: 'Datasheet must be an http(s) address' })
      .max(2000, 'Datasheet address must be at most 2000 characters'),
    z.null(),
  ])
  .default(null);

/** The fields every kind shares. */
export const PartCommonInput = z.object({
  partNumber: PartNumber,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  manufacturer: z.string().trim().max(120, 'Manufacturer must be at most 120 characters').default(''),
  mpn: z.string().trim().max(120, 'MPN must be at most 120 characters').default(''),
  /** A class id from `GET /part-classes` (an unknown id: 400 with `fields.classId`). */
  classId: z.string({ error: 'Choose a part class' }).trim().min(1, 'Choose a part class').max(100),
  unitPrice: Price,
  currency: Currency.default(DEFAULT_CURRENCY),
  leadTimeDays: wholeCount('Lead time', 0, 730),
  datasheetUrl: DatasheetUrl,
  description: z.string().trim().max(4000, 'Description must be at most 4000 characters').default(''),
  active: z.boolean().default(true),
});

/** `POST /parts`, `PUT /parts/:id`: the common fields plus `kind` and the kind's `specs`. */
export const PartInput = z.intersection(PartCommonInput, KindAndSpecs);
export type PartInput = z.input<typeof PartInput>;
export type PartInputParsed = z.infer<typeof PartInput>;

export const PartDuplicateInput = z.object({
  partNumber: PartNumber,
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters')
    .optional(),
});
export type PartDuplicateInput = z.input<typeof PartDuplicateInput>;

/** Stock totals of a part over all locations (staff only; derived from the ledger). */
export const StockTotals = z.object({
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  /** True when some location's available is at or below its reorder point. */
  low: z.boolean(),
});
export type StockTotals = z.infer<typeof StockTotals>;

const PartBase = z.object({
  id: z.string(),
  partNumber: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  mpn: z.string(),
  classId: z.string(),
  /** The class's path, e.g. "Probes / 100 mil". */
  classPath: z.string(),
  unitPrice: z.number(),
  currency: z.string(),
  leadTimeDays: z.number(),
  datasheetUrl: z.string().nullable(),
  description: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who last changed it (staff only; null for customers). */
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Present for staff only. */
  stock: StockTotals.optional(),
});

export const Part = z.intersection(PartBase, KindAndSpecs);
export type Part = z.infer<typeof Part>;

/** The kinds a kind links to (receptacle ↔ probe, cartridge ↔ fixture kit). */
export const COMPATIBLE_KINDS: Partial<Record<PartKind, PartKind>> = {
  probe: 'receptacle',
  receptacle: 'probe',
  cartridge: 'fixture-kit',
  'fixture-kit': 'cartridge',
};

export const CompatiblePart = z.object({
  id: z.string(),
  partNumber: z.string(),
  name: z.string(),
  kind: PartKind,
  active: z.boolean(),
});
export type CompatiblePart = z.infer<typeof CompatiblePart>;

export const CompatibilityInput = z.object({
  partIds: z.array(z.string().min(1)).max(1000, 'At most 1000 links'),
});
export type CompatibilityInput = z.input<typeof CompatibilityInput>;

export const PartDetail = z.intersection(Part, z.object({ compatibility: z.array(CompatiblePart) }));
export type PartDetail = z.infer<typeof PartDetail>;

export const PART_SORTS = [
  'partNumber',
  'name',
  'manufacturer',
  'kind',
  'classPath',
  'unitPrice',
  'leadTimeDays',
  'updatedAt',
  'createdAt',
] as const;

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * `GET /parts`. `q` searches part number, name, manufacturer and MPN (case-insensitive, substring).
 * `classId` includes the class's descendants. Spec filters apply to kinds that have the field.
 * Members always get `active=true`.
 */
export const PartListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  kind: PartKind.optional(),
  classId: z.string().optional(),
  active: z.enum(['true', 'false', 'all']).default('true'),
  pitchClass: PitchClass.optional(),
  tipStyle: TipStyle.optional(),
  sort: z.enum(PART_SORTS).default('partNumber'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type PartListQuery = z.input<typeof PartListQuery>;

export const PartList = z.object({
  items: z.array(Part),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PartList = z.infer<typeof PartList>;

// ---------------------------------------------------------------------------------------------------
// Queries for fixture design

export const ProbeQuery = z.object({
  pitchClass: PitchClass,
  tipStyle: TipStyle.optional(),
});
export type ProbeQuery = z.input<typeof ProbeQuery>;

/** Board + margin per side must fit the kit's active area (rotated 90° if that fits better). */
export const DEFAULT_KIT_MARGIN_MM = 10;

export const KitFitQuery = z.object({
  boardWidthMm: z.coerce.number().positive('Board width must be greater than 0 mm').max(2000),
  boardHeightMm: z.coerce.number().positive('Board height must be greater than 0 mm').max(2000),
  probes: z.coerce.number().int('Probe count must be a whole number').min(0).max(100_000),
  topProbing: boolParam.default(false),
  cartridges: boolParam.default(false),
  marginMm: z.coerce.number().min(0).max(200).default(DEFAULT_KIT_MARGIN_MM),
});
export type KitFitQuery = z.input<typeof KitFitQuery>;

export const KitFit = z.object({
  /** The smallest active kit (by active area, then max probes, then price) that fits, or null. */
  kit: Part.nullable(),
  /** True when the board fits only turned 90°. */
  rotated: z.boolean(),
  /** Why no kit fits (or ''), e.g. "No kit has 4000 probes (largest: 2500)". */
  reason: z.string(),
});
export type KitFit = z.infer<typeof KitFit>;

// ---------------------------------------------------------------------------------------------------
// Part classes

export const PartClass = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  /** Names from the root, joined by " / ", e.g. "Probes / 100 mil". */
  path: z.string(),
  depth: z.number(),
  /** Parts directly in this class (staff: all; members: active). */
  partCount: z.number(),
});
export type PartClass = z.infer<typeof PartClass>;

export const PartClassInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters')
    .refine((n) => !n.includes('/'), { message: 'Name cannot contain "/" (it separates class paths)' }),
  parentId: z.string().nullable().default(null),
});
export type PartClassInput = z.input<typeof PartClassInput>;

export const PartClassUpdate = PartClassInput.partial();
export type PartClassUpdate = z.input<typeof PartClassUpdate>;

// ---------------------------------------------------------------------------------------------------
// CSV import / export (parts here; inventory counts in inventory.ts)

/**
 * Columns of the parts CSV, in order. `class` is the class path ("Probes / 100 mil"; created when
 * missing); spec columns are `spec.<field>` and blank where the kind has no such field; list values
 * (`spec.pitchClasses`, `compatibleWith`) are separated by `|`; booleans are `true`/`false`;
 * `compatibleWith` lists partner part numbers (in the file or the catalog). Import matches rows to
 * parts by `partNumber` (create or update); unknown columns are an error.
 */
export const PART_CSV_COLUMNS = [
  'partNumber',
  'name',
  'kind',
  'class',
  'manufacturer',
  'mpn',
  'unitPrice',
  'currency',
  'leadTimeDays',
  'datasheetUrl',
  'active',
  'description',
  'spec.pitchClass',
  'spec.tipStyle',
  'spec.tipDiameterMm',
  'spec.fullTravelMm',
  'spec.workingTravelMm',
  'spec.forceAtWorkingTravelN',
  'spec.currentRatingA',
  'spec.lengthMm',
  'spec.drillDiameterMm',
  'spec.collarHeightMm',
  'spec.termination',
  'spec.holeDiameterMinMm',
  'spec.holeDiameterMaxMm',
  'spec.action',
  'spec.diameterMm',
  'spec.tip',
  'spec.tipMaterial',
  'spec.pitchClasses',
  'spec.positions',
  'spec.activeAreaXMm',
  'spec.activeAreaYMm',
  'spec.maxProbes',
  'spec.topProbing',
  'spec.cartridgeSupport',
  'spec.actuation',
  'spec.ratedCycles',
  'spec.holdDownForceN',
  'spec.adds',
  'spec.description',
  'spec.wireAwg',
  'spec.mountHoleMm',
  'spec.holeFit',
  'spec.holeSource',
  'compatibleWith',
] as const;

export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 20_000;

/**
 * One problem in an imported CSV. `row` is the line's record number as a spreadsheet shows it: the
 * header is row 1, the first data row is row 2 (0 for a problem with the file as a whole). `column`
 * is the header name ('' when not about one column); `expected` says what would have been accepted.
 */
export const CsvRowError = z.object({
  row: z.number(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
  expected: z.string(),
});
export type CsvRowError = z.infer<typeof CsvRowError>;

export const CsvImportQuery = z.object({ dryRun: boolParam.default(false) });

/** What an import did (or, with dryRun, would do). All-or-nothing: with any error nothing is applied. */
export const CsvImportReport = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  /** Data rows read. */
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** At most 500 errors are listed; `errorCount` is the full count. */
  errors: z.array(CsvRowError),
  errorCount: z.number(),
});
export type CsvImportReport = z.infer<typeof CsvImportReport>;

/** The 400 body of a refused import: the error envelope plus the report. */
export const CsvImportFailure = ErrorBody.extend({ report: CsvImportReport });
export type CsvImportFailure = z.infer<typeof CsvImportFailure>;
