import type { BomLine } from '../fixture/design/model';
import { SOLUTION_LIMITS } from './solution-model';

/** Units available now per part number (on hand − reserved, summed over locations). A part absent is not stocked. */
export type StockAvailability = Record<string, number>;

/**
 * Availability as a customer may see it: each stocked part's count capped at the most the solution
 * could ever need (every fixture of the largest order, the largest spare kit, the most of an option),
 * so the configurator can say "in stock" or "short" for any choice without showing the shop's stock
 * counts (decision 0014: customers see no stock). Pricing with the capped numbers gives the same
 * answer as with the real ones for every selection within `SOLUTION_LIMITS`.
 */
export function capStockForCustomer(
  stock: StockAvailability,
  bom: BomLine[],
  optionPartNumbers: string[],
): StockAvailability {
  const maxSpare = Math.max(...SOLUTION_LIMITS.sparePercents);
  const perFixture = new Map<string, number>();
  for (const line of bom) {
    const spare = line.group === 'probes' ? Math.ceil((line.quantity * maxSpare) / 100) : 0;
    perFixture.set(line.partNumber, (perFixture.get(line.partNumber) ?? 0) + line.quantity + spare);
  }
  for (const pn of optionPartNumbers)
    perFixture.set(pn, (perFixture.get(pn) ?? 0) + SOLUTION_LIMITS.maxOptionQuantity);
  const out: StockAvailability = {};
  for (const [pn, available] of Object.entries(stock)) {
    const cap = (perFixture.get(pn) ?? 0) * SOLUTION_LIMITS.maxQuantity;
    out[pn] = Math.max(0, Math.min(available, cap));
  }
  return out;
}
