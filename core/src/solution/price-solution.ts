import type { FixtureCatalog } from '../fixture/design/catalog';
import { BOM_GROUPS, type BomGroup, type BomLine } from '../fixture/design/model';
import { type PricedBomLine, priceBom } from '../fixture/design/price-bom';
import { type MoneyAmount, sumByCurrency } from './money';
import { orderLines } from './order-lines';
import { type FixtureWork, GROUP_LABELS, type OrderLine, type SolutionSelection } from './solution-model';
import type { StockAvailability } from './stock-cover';

/** Everything a solution's price is computed from. The same input gives the same price everywhere. */
export interface SolutionPricingInput {
  /** The fixture design's BOM, per fixture (`FixtureDesign.bom`). */
  bom: BomLine[];
  /** Holes and probes per fixture (`fixtureWork(design)`). */
  work: FixtureWork;
  selection: SolutionSelection;
  /** The live catalog (or the catalog a submitted solution was priced from). */
  catalog: FixtureCatalog;
  /** Units available per stocked part number; parts absent are not stocked (bought or made to order). */
  stock: StockAvailability;
}

/**
 * How a line's part is supplied: `in-stock` (the order's whole need of the part is available),
 * `short` (stocked, but less than the need: its lead time counts), `to-order` (not stocked: its lead
 * time counts), `service` (work: its days are build time), `unknown` (not in the catalog).
 */
export type SupplyStatus = 'in-stock' | 'short' | 'to-order' | 'service' | 'unknown';

export interface SolutionLine extends PricedBomLine, OrderLine {
  supply: SupplyStatus;
  /** Days this line adds: 0 from stock, the part's lead time when short or to order, the service's days. */
  daysToSupply: number | null;
}

/** One part over all the lines that use it (the design, options, spares): what an order needs of it. */
export interface PartNeed {
  partNumber: string;
  need: number;
  /** Units available; null when the part is not stocked. */
  available: number | null;
  /** Units the stock lacks (0 when it covers the need or the part is not stocked). */
  shortBy: number;
  leadTimeDays: number | null;
  supply: SupplyStatus;
}

export interface SolutionGroupTotal {
  group: BomGroup;
  label: string;
  subtotals: MoneyAmount[];
}

export interface SolutionLeadTime {
  /** The longest lead time of a part that is short or not stocked (0 when everything is in stock). */
  partsDays: number;
  /** The part that sets `partsDays` (null when everything is in stock). */
  limitingPart: string | null;
  /** The fixture's build time: the services' days, one after the other. */
  buildDays: number;
  /** Parts, then build: working days from the order's confirmation to shipping. */
  days: number;
}

export interface SolutionPrice {
  quantity: number;
  lines: SolutionLine[];
  groups: SolutionGroupTotal[];
  /** The total per currency (nothing converted), in cents. */
  totals: MoneyAmount[];
  leadTime: SolutionLeadTime;
  parts: PartNeed[];
  /** Part numbers the catalog does not have (priced nowhere). */
  missing: string[];
  /** Why the price is incomplete (missing parts, parts no longer offered, missing service rates). */
  problems: string[];
}

/**
 * Prices a test solution (PRODUCT.md §8): every line of the order from the catalog (`priceBom`,
 * rounded to the cent once per line), subtotals per group and totals per currency in cents, and the
 * lead time — the longest lead time of a part the stock does not cover, plus the build time. Pure:
 * the configurator, the solution page, the API and the quote PDF all call it, with the same input.
 */
export function priceSolution(input: SolutionPricingInput): SolutionPrice {
  const { lines: unpriced, problems } = orderLines(input.bom, input.work, input.selection, input.catalog);
  const priced = priceBom(unpriced, input.catalog);
  const catalog = new Map(input.catalog.parts.map((p) => [p.partNumber, p]));

  const needs = new Map<string, number>();
  for (const l of unpriced)
    if (l.source !== 'service') needs.set(l.partNumber, (needs.get(l.partNumber) ?? 0) + l.quantity);
  const parts: PartNeed[] = [...needs.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([partNumber, need]) =>
      partNeed(partNumber, need, input.stock, catalog.get(partNumber)?.leadTimeDays),
    );
  const byPart = new Map(parts.map((p) => [p.partNumber, p]));

  const lines: SolutionLine[] = priced.lines.map((l) => {
    if (l.source === 'service') return { ...l, supply: 'service', daysToSupply: l.leadTimeDays };
    const p = byPart.get(l.partNumber)!;
    const days = p.supply === 'in-stock' ? 0 : p.leadTimeDays;
    return { ...l, supply: p.supply, daysToSupply: days };
  });

  for (const pn of new Set(priced.missing))
    problems.push(`${pn} is not in the catalog: the price leaves it out.`);
  for (const pn of new Set(unpriced.map((l) => l.partNumber)))
    if (catalog.get(pn)?.active === false)
      problems.push(`${pn} is no longer offered (inactive in the catalog).`);

  let partsDays = 0;
  let limitingPart: string | null = null;
  for (const p of parts)
    if ((p.supply === 'short' || p.supply === 'to-order') && (p.leadTimeDays ?? 0) > partsDays) {
      partsDays = p.leadTimeDays ?? 0;
      limitingPart = p.partNumber;
    }
  const buildDays = lines
    .filter((l) => l.source === 'service')
    .reduce((s, l) => s + (l.leadTimeDays ?? 0), 0);

  return {
    quantity: input.selection.quantity,
    lines,
    groups: groupTotals(lines),
    totals: sumByCurrency(lines.flatMap(amountOf)),
    leadTime: { partsDays, limitingPart, buildDays, days: partsDays + buildDays },
    parts,
    missing: [...new Set(priced.missing)],
    problems,
  };
}

function partNeed(
  partNumber: string,
  need: number,
  stock: StockAvailability,
  leadTimeDays: number | undefined,
): PartNeed {
  const available = Object.hasOwn(stock, partNumber) ? Math.max(0, stock[partNumber] ?? 0) : null;
  const shortBy = available === null ? 0 : Math.max(0, need - available);
  const supply: SupplyStatus =
    leadTimeDays === undefined
      ? 'unknown'
      : available === null
        ? 'to-order'
        : shortBy > 0
          ? 'short'
          : 'in-stock';
  return { partNumber, need, available, shortBy, leadTimeDays: leadTimeDays ?? null, supply };
}

const amountOf = (l: SolutionLine): MoneyAmount[] =>
  l.extendedCents === null || l.currency === null ? [] : [{ currency: l.currency, cents: l.extendedCents }];

function groupTotals(lines: SolutionLine[]): SolutionGroupTotal[] {
  return BOM_GROUPS.flatMap((group) => {
    const of = lines.filter((l) => l.group === group);
    return of.length === 0
      ? []
      : [{ group, label: GROUP_LABELS[group], subtotals: sumByCurrency(of.flatMap(amountOf)) }];
  });
}
