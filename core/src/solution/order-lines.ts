import type { CatalogPart, FixtureCatalog } from '../fixture/design/catalog';
import type { BomLine } from '../fixture/design/model';
import {
  type FixtureWork,
  type OrderLine,
  SERVICE_LABELS,
  SERVICE_RATES,
  type ServiceRate,
  type SolutionSelection,
} from './solution-model';

/** The active catalog part that carries a service rate (the lowest part number when several do). */
export function serviceRatePart(catalog: FixtureCatalog, rate: ServiceRate): CatalogPart | null {
  const parts = catalog.parts
    .filter((p) => p.kind === 'other' && p.active && (p.specs as { service?: unknown }).service === rate)
    .sort((a, b) => (a.partNumber < b.partNumber ? -1 : a.partNumber > b.partNumber ? 1 : 0));
  return parts[0] ?? null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Every line of an order of `selection.quantity` fixtures: the design's BOM for each fixture, the
 * options chosen (per fixture), the spare probe kit (for the order) and the services (machining per
 * hole, wiring per probe, assembly per fixture). Quantities are for the whole order. A service whose
 * rate the catalog lacks is left out and named in `problems`.
 */
export function orderLines(
  bom: BomLine[],
  work: FixtureWork,
  selection: SolutionSelection,
  catalog: FixtureCatalog,
): { lines: OrderLine[]; problems: string[] } {
  const q = selection.quantity;
  const per = q === 1 ? '' : ` × ${q} fixtures`;
  const lines: OrderLine[] = bom.map((l) => ({
    ...l,
    quantity: l.quantity * q,
    note: `${l.note}${per}`,
    source: 'design',
  }));
  for (const o of selection.options) {
    if (o.quantity <= 0) continue;
    lines.push({
      partNumber: o.partNumber,
      quantity: o.quantity * q,
      group: 'options',
      note: `Chosen: ${o.quantity} per fixture${per}`,
      source: 'option',
    });
  }
  if (selection.spareProbesPercent > 0) {
    const probes = new Map<string, number>();
    for (const l of bom)
      if (l.group === 'probes') probes.set(l.partNumber, (probes.get(l.partNumber) ?? 0) + l.quantity * q);
    for (const [partNumber, count] of probes) {
      const spare = Math.ceil((count * selection.spareProbesPercent) / 100);
      if (spare > 0)
        lines.push({
          partNumber,
          quantity: spare,
          group: 'spares',
          note: `${selection.spareProbesPercent} % of ${count} (rounded up)`,
          source: 'spare',
        });
    }
  }
  const problems: string[] = [];
  const counts: Record<ServiceRate, { n: number; note: string }> = {
    'machining-per-hole': { n: work.holes, note: `${plural(work.holes, 'hole')} per fixture${per}` },
    'wiring-per-probe': { n: work.probes, note: `${plural(work.probes, 'probe')} per fixture${per}` },
    'assembly-per-fixture': { n: 1, note: plural(q, 'fixture') },
  };
  for (const rate of SERVICE_RATES) {
    const { n, note } = counts[rate];
    if (n === 0) continue;
    const part = serviceRatePart(catalog, rate);
    if (!part) {
      problems.push(
        `The catalog has no active service part for ${SERVICE_LABELS[rate].toLowerCase()} (kind "other" with service "${rate}"): the price leaves it out.`,
      );
      continue;
    }
    lines.push({ partNumber: part.partNumber, quantity: n * q, group: 'services', note, source: 'service' });
  }
  return { lines, problems };
}
