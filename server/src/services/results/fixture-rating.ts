import { limitingRating, type RatedPart } from '@studio/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { part, testStation } from '../../db/schema/index';

/** What limits a fixture's life: its kit and its probe classes, rated from the catalog. */
export interface FixtureRating {
  /** The kit's rating (the lowest of the stations' kits carrying the fixture), or null. */
  kit: RatedPart | null;
  /** The lowest-rated probe class of the fixture, or null. */
  probes: RatedPart | null;
  /** Probe classes the fixture's design uses (empty when not known). */
  probeClasses: string[];
  /**
   * Where the probe classes come from: `design` — the DFT report of the test-config version the
   * fixture's strategies were drafted from; `catalog` — no such report, so the lowest-rated probe in
   * the catalog (conservative: the fixture is never due later than its real probes); null: no rated
   * probe at all.
   */
  probeSource: 'design' | 'catalog' | null;
  /** The lower of the two (what the wear list and the notices count against). */
  limit: RatedPart | null;
}

const ratingOf = (specs: unknown): number | null => {
  const n = Number((specs as { ratedCycles?: unknown } | null)?.ratedCycles);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** The lowest-rated catalog probe of each pitch class, and the lowest-rated of all. */
async function probeRatings(db: Db) {
  const rows = await db
    .select({ partNumber: part.partNumber, specs: part.specs })
    .from(part)
    .where(and(eq(part.kind, 'probe'), eq(part.active, true)));
  const byClass = new Map<string, RatedPart>();
  let lowest: RatedPart | null = null;
  for (const r of rows) {
    const cycles = ratingOf(r.specs);
    const cls = String((r.specs as { pitchClass?: unknown }).pitchClass ?? '');
    if (cycles === null) continue;
    const rated = { what: cls, partNumber: r.partNumber, ratedCycles: cycles };
    const seen = byClass.get(cls);
    if (!seen || cycles < seen.ratedCycles) byClass.set(cls, rated);
    if (!lowest || cycles < lowest.ratedCycles) lowest = rated;
  }
  return { byClass, lowest };
}

/**
 * The ratings of a company's fixtures (or of one): the kit registered with the stations that carry
 * it, and its probes — the probe classes of the DFT report of the test-config version each strategy
 * run on the fixture was drafted from (strategies name it by config name and version number), each
 * rated by its lowest-rated catalog probe; without such a report the lowest-rated catalog probe.
 */
export async function fixtureRatings(
  db: Db,
  companyId: string,
  fixtureSerial?: string,
): Promise<Map<string, FixtureRating>> {
  const one = fixtureSerial === undefined ? sql`true` : sql`fc.fixture_serial = ${fixtureSerial}`;
  const [kits, classes, fixtures, probes] = await Promise.all([
    db
      .select({ fixtureSerial: testStation.fixtureSerial, partNumber: part.partNumber, specs: part.specs })
      .from(testStation)
      .innerJoin(part, eq(part.id, testStation.fixtureKitPartId))
      .where(
        and(
          eq(testStation.companyId, companyId),
          fixtureSerial === undefined ? undefined : eq(testStation.fixtureSerial, fixtureSerial),
        ),
      ),
    db.execute(sql`
      select distinct fc.fixture_serial, pc as probe_class
      from fixture_cycles fc
      join test_strategy s on s.id = fc.test_strategy_id and s.company_id = fc.company_id
      join lateral (
        select d.probe_classes from dft_report d
        where d.company_id = fc.company_id and d.dut_id = s.dut_id
          and d.test_config_name = s.source_test_config_name and d.version_number = s.source_version_number
        order by d.created_at desc limit 1
      ) d on true
      cross join lateral jsonb_array_elements_text(d.probe_classes) pc
      where fc.company_id = ${companyId} and ${one}`),
    db.execute(
      sql`select distinct fc.fixture_serial from fixture_cycles fc where fc.company_id = ${companyId} and ${one}`,
    ),
    probeRatings(db),
  ]);
  const out = new Map<string, FixtureRating>();
  const entry = (serial: string) => {
    let e = out.get(serial);
    if (!e) {
      e = { kit: null, probes: null, probeClasses: [], probeSource: null, limit: null };
      out.set(serial, e);
    }
    return e;
  };
  for (const f of fixtures.rows as { fixture_serial: string }[]) entry(f.fixture_serial);
  for (const k of kits) {
    const cycles = ratingOf(k.specs);
    const e = entry(k.fixtureSerial);
    if (cycles !== null && (!e.kit || cycles < e.kit.ratedCycles))
      e.kit = { what: 'kit', partNumber: k.partNumber, ratedCycles: cycles };
  }
  for (const c of classes.rows as { fixture_serial: string; probe_class: string }[])
    entry(c.fixture_serial).probeClasses.push(c.probe_class);
  for (const e of out.values()) {
    e.probeClasses.sort();
    const rated = e.probeClasses.map((c) => probes.byClass.get(c)).filter((p) => p !== undefined);
    if (rated.length > 0) {
      e.probes = limitingRating(rated);
      e.probeSource = 'design';
    } else if (probes.lowest) {
      e.probes = probes.lowest;
      e.probeSource = 'catalog';
    }
    e.limit = limitingRating([e.kit, e.probes].filter((p) => p !== null));
  }
  return out;
}

/** "P50 probes (SP-50-CR)", "kit FK-DEV-S": what a rating came from, in words. */
export const describeRatedPart = (p: RatedPart) =>
  p.what === 'kit' ? `kit ${p.partNumber}` : `${p.what} probes (${p.partNumber})`;
