import type { FixtureKitSpecs, KitFit, KitFitQuery, Part, ProbeQuery, ReceptacleSpecs } from '@studio/api';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { part, partCompatibility, user } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import type { CatalogReader } from './catalog-reader';
import { loadClassTree } from './class-tree';
import { partColumns, toPart } from './part-rows';

/**
 * The catalog queries fixture design needs (PRODUCT.md §6): probes of a pitch class (and tip style),
 * the receptacles that take a probe, and the smallest kit that fits a board. Active parts only: a
 * design never proposes a part the shop has withdrawn.
 */

export async function findProbes(
  { db }: Pick<ServiceDeps, 'db'>,
  reader: CatalogReader,
  query: z.output<typeof ProbeQuery>,
): Promise<Part[]> {
  const tree = await loadClassTree(db);
  const rows = await db
    .select(partColumns)
    .from(part)
    .leftJoin(user, eq(user.id, part.updatedById))
    .where(
      and(
        eq(part.kind, 'probe'),
        eq(part.active, true),
        sql`${part.specs}->>'pitchClass' = ${query.pitchClass}`,
        ...(query.tipStyle ? [sql`${part.specs}->>'tipStyle' = ${query.tipStyle}`] : []),
      ),
    )
    .orderBy(asc(sql`${part.specs}->>'tipStyle'`), asc(part.unitPrice), asc(part.partNumber));
  return rows.map((r) => toPart(r, tree, reader));
}

/** The active receptacles linked to a probe, smallest drill first (then price). */
export async function receptaclesForProbe(
  { db }: Pick<ServiceDeps, 'db'>,
  reader: CatalogReader,
  probeId: string,
): Promise<Part[]> {
  const [probe] = await db
    .select({ kind: part.kind, active: part.active })
    .from(part)
    .where(eq(part.id, probeId));
  if (!probe || (!reader.staff && !probe.active)) throw new NotFound('part');
  const links = await db
    .select({ a: partCompatibility.partAId, b: partCompatibility.partBId })
    .from(partCompatibility)
    .where(or(eq(partCompatibility.partAId, probeId), eq(partCompatibility.partBId, probeId)));
  const ids = links.map((l) => (l.a === probeId ? l.b : l.a));
  if (ids.length === 0) return [];
  const tree = await loadClassTree(db);
  const rows = await db
    .select(partColumns)
    .from(part)
    .leftJoin(user, eq(user.id, part.updatedById))
    .where(and(inArray(part.id, ids), eq(part.kind, 'receptacle'), eq(part.active, true)));
  const drill = (r: (typeof rows)[number]) => (r.row.specs as ReceptacleSpecs).drillDiameterMm;
  rows.sort((x, y) => drill(x) - drill(y) || Number(x.row.unitPrice) - Number(y.row.unitPrice));
  return rows.map((r) => toPart(r, tree, reader));
}

interface KitCandidate {
  specs: FixtureKitSpecs;
  price: number;
  partNumber: string;
}

/**
 * How a board fits a kit: straight, turned 90°, or not at all. The board plus `marginMm` on every side
 * must lie within the active area.
 */
export function boardFit(
  kit: FixtureKitSpecs,
  widthMm: number,
  heightMm: number,
  marginMm: number,
): 'straight' | 'rotated' | null {
  const w = widthMm + 2 * marginMm;
  const h = heightMm + 2 * marginMm;
  if (w <= kit.activeAreaXMm && h <= kit.activeAreaYMm) return 'straight';
  if (h <= kit.activeAreaXMm && w <= kit.activeAreaYMm) return 'rotated';
  return null;
}

/**
 * The smallest kit (by active area, then maximum probes, then price, then part number) whose active
 * area fits the board plus margin, whose probe limit holds, and that probes from the top / takes
 * cartridges when asked. `reason` says which limit rules every kit out when none fits.
 */
export function pickSmallestKit<K extends KitCandidate>(
  kits: K[],
  query: z.output<typeof KitFitQuery>,
): { kit: K | null; rotated: boolean; reason: string } {
  const area = (k: K) => k.specs.activeAreaXMm * k.specs.activeAreaYMm;
  const sorted = [...kits].sort(
    (a, b) =>
      area(a) - area(b) ||
      a.specs.maxProbes - b.specs.maxProbes ||
      a.price - b.price ||
      a.partNumber.localeCompare(b.partNumber),
  );
  for (const kit of sorted) {
    const fit = boardFit(kit.specs, query.boardWidthMm, query.boardHeightMm, query.marginMm);
    if (!fit || kit.specs.maxProbes < query.probes) continue;
    if (query.topProbing && !kit.specs.topProbing) continue;
    if (query.cartridges && !kit.specs.cartridgeSupport) continue;
    return { kit, rotated: fit === 'rotated', reason: '' };
  }
  return { kit: null, rotated: false, reason: whyNoKit(sorted, query) };
}

function whyNoKit(kits: KitCandidate[], query: z.output<typeof KitFitQuery>): string {
  if (kits.length === 0) return 'The catalog has no active fixture kit.';
  const w = query.boardWidthMm + 2 * query.marginMm;
  const h = query.boardHeightMm + 2 * query.marginMm;
  const fitting = kits.filter((k) =>
    boardFit(k.specs, query.boardWidthMm, query.boardHeightMm, query.marginMm),
  );
  if (fitting.length === 0) {
    const largest = kits.reduce((m, k) =>
      k.specs.activeAreaXMm * k.specs.activeAreaYMm > m.specs.activeAreaXMm * m.specs.activeAreaYMm ? k : m,
    );
    return `No kit's active area fits ${fmt(w)} × ${fmt(h)} mm (board plus ${fmt(query.marginMm)} mm margin per side); the largest is ${fmt(largest.specs.activeAreaXMm)} × ${fmt(largest.specs.activeAreaYMm)} mm.`;
  }
  const enough = fitting.filter((k) => k.specs.maxProbes >= query.probes);
  if (enough.length === 0) {
    const most = Math.max(...fitting.map((k) => k.specs.maxProbes));
    return `No kit that fits the board takes ${query.probes} probes (at most ${most}).`;
  }
  if (query.topProbing && !enough.some((k) => k.specs.topProbing))
    return 'No kit that fits the board and its probe count probes from the top.';
  return 'No kit that fits the board and its probe count takes cartridges.';
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

export async function findSmallestKit(
  { db }: Pick<ServiceDeps, 'db'>,
  reader: CatalogReader,
  query: z.output<typeof KitFitQuery>,
): Promise<KitFit> {
  const rows = await db
    .select(partColumns)
    .from(part)
    .leftJoin(user, eq(user.id, part.updatedById))
    .where(and(eq(part.kind, 'fixture-kit'), eq(part.active, true)));
  const candidates = rows.map((r) => ({
    r,
    specs: r.row.specs as FixtureKitSpecs,
    price: Number(r.row.unitPrice),
    partNumber: r.row.partNumber,
  }));
  const picked = pickSmallestKit(candidates, query);
  const tree = picked.kit ? await loadClassTree(db) : new Map();
  return {
    kit: picked.kit ? toPart(picked.kit.r, tree, reader) : null,
    rotated: picked.rotated,
    reason: picked.reason,
  };
}
