import { DEFAULT_PROBE_CATALOG, PROBE_CLASSES } from '@studio/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part } from '../src/db/schema/index';
import { seedCatalogIfEmpty } from '../src/seed/seed-catalog';
import { SEED_PARTS } from '../src/services/parts/seed-catalog-data';
import { pickSmallestKit } from '../src/services/parts/fixture-queries';
import { databases } from './helpers/databases';
import { freshDatabase } from './helpers/fresh-database';
import { type Agent, startApp, type TestApp } from './helpers/harness';
import { customer, staffUser } from './parts-support';

// The seed catalog of a fresh instance and the three queries fixture design needs: probes by pitch
// class (and tip), the receptacles of a probe, and the smallest kit that fits a board.

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely
type Json = Record<string, any>;

describe.each(databases)('seed catalog and fixture-design queries on $name', (shared) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let t: TestApp;
  let staff: Agent;
  let member: Agent;
  const all: Json[] = [];

  beforeAll(async () => {
    fresh = await freshDatabase(shared);
    t = await startApp(fresh.database);
    staff = (await staffUser(t)).agent;
    member = (await customer(t, 'seed-reader')).agent;
    for (let page = 1; ; page++) {
      const res = await staff.get(`/api/v1/parts?active=all&pageSize=500&page=${page}`);
      all.push(...res.body.items);
      if (all.length >= res.body.total) break;
    }
  });
  afterAll(async () => {
    await t?.close();
    await fresh?.drop();
  });

  const ofKind = (kind: string) => all.filter((p) => p.kind === kind);

  it('seeds every part of the seed list once, with classes, MAIN stock and reorder points', async () => {
    expect(all.map((p) => p.partNumber).sort()).toEqual(SEED_PARTS.map((p) => p.partNumber).sort());
    const classes = (await member.get('/api/v1/part-classes')).body.map((c: Json) => c.path);
    expect(classes).toEqual(
      expect.arrayContaining([
        'Probes / 100 mil',
        'Probes / 39 mil',
        'Receptacles',
        'Locating / Guide pins',
        'Fixture kits / Production',
        'Cartridges',
        'Options',
      ]),
    );
    const stock = (await staff.get('/api/v1/inventory/stock?pageSize=500')).body;
    // Services (SVC-*) are never stocked.
    const stocked = SEED_PARTS.filter((p) => p.stock);
    expect(stocked.length).toBe(SEED_PARTS.length - 3);
    expect(stock.total).toBe(stocked.length);
    for (const level of stock.items) {
      const seed = SEED_PARTS.find((s) => s.partNumber === level.partNumber)!;
      expect(level).toMatchObject({
        locationCode: 'MAIN',
        onHand: seed.stock!.onHand,
        reserved: 0,
        reorderPoint: seed.stock!.reorderPoint,
        low: false,
      });
    }
    const history = (await staff.get('/api/v1/inventory/movements?pageSize=1')).body;
    expect(history.total).toBe(stocked.length);
    expect(history.items[0]).toMatchObject({ kind: 'receipt', reference: 'opening-stock', actor: null });
  });

  it('agrees with the probe catalog of the DFT engine', () => {
    for (const cls of PROBE_CLASSES) {
      const spec = DEFAULT_PROBE_CATALOG.classes[cls];
      const probes = ofKind('probe').filter((p) => p.specs.pitchClass === cls);
      // Every tip style the engine recommends (core chooseTipStyle: crown, spear, cone) is there.
      for (const tip of ['crown', 'spear', 'cone'])
        expect(
          probes.map((p) => p.specs.tipStyle),
          cls,
        ).toContain(tip);
      for (const p of probes) {
        expect(p.specs.forceAtWorkingTravelN, p.partNumber).toBe(spec.forceN);
        expect(p.specs.currentRatingA, p.partNumber).toBe(spec.currentA);
        expect(p.specs.workingTravelMm).toBeLessThan(p.specs.fullTravelMm);
      }
      // Spear and cone tips fit the smallest pad of their class.
      for (const p of probes.filter(
        (x) =>
          x.specs.tipStyle !== 'crown' && x.specs.tipStyle !== 'concave' && x.specs.tipStyle !== 'serrated',
      ))
        expect(p.specs.tipDiameterMm, p.partNumber).toBeLessThanOrEqual(spec.minPadMm + 0.4);
      const receptacles = ofKind('receptacle').filter((r) => r.specs.pitchClass === cls);
      if (spec.receptacleDrillMm === null) expect(receptacles, cls).toEqual([]);
      else {
        expect(receptacles.length, cls).toBeGreaterThan(0);
        for (const r of receptacles)
          expect(r.specs.drillDiameterMm, r.partNumber).toBe(spec.receptacleDrillMm);
      }
    }
  });

  it('has spring guide pins for 2–5 mm holes, pressure pins, three kit families, cartridges and options', () => {
    const spring = ofKind('guide-pin').filter((g) => g.specs.action === 'spring');
    for (let d = 2; d <= 5; d += 0.25)
      expect(
        spring.some((g) => g.specs.holeDiameterMinMm <= d && d <= g.specs.holeDiameterMaxMm),
        `${d} mm`,
      ).toBe(true);
    expect(ofKind('pressure-pin').length).toBeGreaterThanOrEqual(3);
    const kits = ofKind('fixture-kit');
    expect(kits.some((k) => k.classPath === 'Fixture kits / Development' && !k.specs.cartridgeSupport)).toBe(
      true,
    );
    expect(kits.some((k) => k.classPath === 'Fixture kits / Development' && k.specs.cartridgeSupport)).toBe(
      true,
    );
    expect(kits.some((k) => k.classPath === 'Fixture kits / Production')).toBe(true);
    expect(ofKind('cartridge').length).toBeGreaterThan(0);
    expect(new Set(ofKind('option').map((o) => o.specs.adds))).toEqual(
      new Set(['lid-switch', 'presence-detection', 'carrier-board', 'cycle-counter', 'interface-connector']),
    );
  });

  it('seeds once: a second run and a restart add nothing', async () => {
    expect(await seedCatalogIfEmpty(t.app.deps.db)).toBe(false);
    const [n] = await t.app.deps.db.select({ n: count() }).from(part);
    expect(Number(n!.n)).toBe(SEED_PARTS.length);
  });

  it('finds probes by pitch class and tip style', async () => {
    const p75 = (await member.get('/api/v1/parts/probes?pitchClass=P75')).body;
    expect(p75.length).toBe(ofKind('probe').filter((p) => p.specs.pitchClass === 'P75').length);
    expect(p75.every((p: Json) => p.specs.pitchClass === 'P75' && p.active)).toBe(true);
    const crown = (await member.get('/api/v1/parts/probes?pitchClass=P50&tipStyle=crown')).body;
    expect(crown.map((p: Json) => p.partNumber)).toEqual(['SP-50-CR']);
    const bad = await member.get('/api/v1/parts/probes?pitchClass=P60');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.pitchClass).toContain('P100');
  });

  it('finds the receptacles of a probe through the compatibility links', async () => {
    for (const [probe, drill] of [
      ['SP-100-CR', 1.7],
      ['SP-75-SP', 1.35],
      ['SP-50-CO', 0.95],
    ] as const) {
      const id = all.find((p) => p.partNumber === probe)!.id;
      const receptacles = (await member.get(`/api/v1/parts/${id}/receptacles`)).body;
      expect(receptacles.length, probe).toBe(2);
      expect(
        receptacles.every((r: Json) => r.kind === 'receptacle' && r.specs.drillDiameterMm === drill),
      ).toBe(true);
    }
    const p39 = all.find((p) => p.partNumber === 'SP-39-CR')!.id;
    expect((await member.get(`/api/v1/parts/${p39}/receptacles`)).body).toEqual([]);
  });

  it('picks the smallest kit that fits a board, its probes and its needs', async () => {
    const fit = async (query: string) => (await member.get(`/api/v1/parts/fixture-kits/fit?${query}`)).body;
    expect((await fit('boardWidthMm=100&boardHeightMm=60&probes=50')).kit.partNumber).toBe('FK-DEV-S');
    const turned = await fit('boardWidthMm=60&boardHeightMm=120&probes=50');
    expect(turned).toMatchObject({ rotated: true, kit: { partNumber: 'FK-DEV-S' } });
    expect((await fit('boardWidthMm=200&boardHeightMm=150&probes=250')).kit.partNumber).toBe('FK-DEV-M');
    expect((await fit('boardWidthMm=200&boardHeightMm=150&probes=350')).kit.partNumber).toBe('FK-DEVC-M');
    expect((await fit('boardWidthMm=100&boardHeightMm=60&probes=50&topProbing=true')).kit.partNumber).toBe(
      'FK-DEVC-M',
    );
    expect((await fit('boardWidthMm=100&boardHeightMm=60&probes=800')).kit.partNumber).toBe('FK-PROD-M');
    expect((await fit('boardWidthMm=100&boardHeightMm=60&probes=50&marginMm=0')).kit.partNumber).toBe(
      'FK-DEV-S',
    );
    const huge = await fit('boardWidthMm=600&boardHeightMm=500&probes=10');
    expect(huge).toMatchObject({ kit: null, rotated: false });
    expect(huge.reason).toContain('420 × 300');
    const many = await fit('boardWidthMm=100&boardHeightMm=60&probes=4000');
    expect(many.reason).toBe('No kit that fits the board takes 4000 probes (at most 2500).');
    expect(
      (await member.get('/api/v1/parts/fixture-kits/fit?boardWidthMm=0&boardHeightMm=1&probes=1')).status,
    ).toBe(400);
  });
});

describe('pickSmallestKit', () => {
  const kit = (partNumber: string, x: number, y: number, maxProbes: number, price = 1, extra = {}) => ({
    partNumber,
    price,
    specs: {
      activeAreaXMm: x,
      activeAreaYMm: y,
      maxProbes,
      topProbing: false,
      cartridgeSupport: false,
      actuation: 'manual' as const,
      ratedCycles: 1,
      holdDownForceN: 1,
      ...extra,
    },
  });
  const query = {
    boardWidthMm: 80,
    boardHeightMm: 80,
    probes: 10,
    topProbing: false,
    cartridges: false,
    marginMm: 10,
  };

  it('prefers the smaller area, then fewer probes, then the lower price; the edge fits exactly', () => {
    const kits = [
      kit('B', 100, 100, 50, 5),
      kit('A', 100, 100, 50, 4),
      kit('C', 100, 100, 20, 9),
      kit('BIG', 200, 200, 10),
    ];
    expect(pickSmallestKit(kits, query).kit!.partNumber).toBe('C');
    expect(pickSmallestKit(kits, { ...query, probes: 30 }).kit!.partNumber).toBe('A');
    expect(pickSmallestKit(kits, { ...query, boardWidthMm: 80.01 }).kit!.partNumber).toBe('BIG');
    expect(pickSmallestKit([], query)).toEqual({
      kit: null,
      rotated: false,
      reason: 'The catalog has no active fixture kit.',
    });
    expect(pickSmallestKit([kit('A', 100, 100, 50)], { ...query, cartridges: true }).reason).toBe(
      'No kit that fits the board and its probe count takes cartridges.',
    );
  });
});
