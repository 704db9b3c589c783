import type { BomGroup, BomLine } from '../fixture/design/model';

/**
 * A test solution (PRODUCT.md §8): a fixture design for one test-config version, with what the
 * customer chose on top of it, priced from the live catalog. Plain, JSON-serialisable data.
 */

/** One catalog option the customer added (per fixture), on top of the options the design itself needs. */
export interface OptionChoice {
  partNumber: string;
  quantity: number;
}

/** What the customer chooses besides the design: options, the spare probe kit and how many fixtures. */
export interface SolutionSelection {
  options: OptionChoice[];
  /** Spare probes for the whole order, as a percentage of each probe part's count (rounded up). */
  spareProbesPercent: number;
  /** Fixtures ordered (each with the whole BOM). */
  quantity: number;
}

/** Limits of a selection (the API's schema and the configurator use the same numbers). */
export const SOLUTION_LIMITS = {
  maxQuantity: 20,
  maxOptionQuantity: 10,
  sparePercents: [0, 5, 10, 20],
} as const;

/**
 * The work a fixture needs, per fixture, from its design: what the service rates are charged by.
 * `holes`: every drilled hole of every plate; `probes`: probes wired to the interface.
 */
export interface FixtureWork {
  holes: number;
  probes: number;
}

/**
 * Services are catalog parts of kind `other` whose specs name the rate (`specs.service`): the shop
 * prices them like parts and staff change them in the parts screens (docs/parts-seed.md). Their lead
 * time is the working days the step takes; the build time of a fixture is their sum (docs/test-solutions.md).
 */
export const SERVICE_RATES = ['machining-per-hole', 'wiring-per-probe', 'assembly-per-fixture'] as const;
export type ServiceRate = (typeof SERVICE_RATES)[number];

export const SERVICE_LABELS: Record<ServiceRate, string> = {
  'machining-per-hole': 'Machining per hole',
  'wiring-per-probe': 'Wiring per probe',
  'assembly-per-fixture': 'Assembly and test per fixture',
};

/** How a solution's BOM groups are titled (page, quote PDF, packing list). */
export const GROUP_LABELS: Record<BomGroup, string> = {
  kit: 'Fixture kit',
  cartridge: 'Cartridge',
  probes: 'Probes',
  receptacles: 'Receptacles',
  'guide-pins': 'Guide pins',
  'pressure-pins': 'Pressure pins',
  options: 'Options',
  spares: 'Spare probe kit',
  services: 'Machining, wiring and assembly',
};

/** Where a priced line comes from. */
export type LineSource = 'design' | 'option' | 'spare' | 'service';

/** A line before pricing: a BOM line for the whole order, with its source. */
export interface OrderLine extends BomLine {
  source: LineSource;
}
