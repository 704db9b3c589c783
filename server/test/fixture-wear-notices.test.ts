import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWearNotice, part } from '../src/db/schema/index';
import { PROBE_RATED_CYCLES, SEED_PARTS } from '../src/services/parts/seed-catalog-data';
import { noticeFixtureWear } from '../src/services/results/fixture-wear-notices';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { addMember, nextEvent, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { asStation, registerStation, sampleRun, strategyVersionOf } from './results-support';
import { fetchBoard, importedDut, PIC, proposalFor } from './test-configs-support';

// Fixture wear (issue 32 item 4, decision 0069): probes' rated cycles from the catalog, the limiting
// rating per fixture, and one notice per fixture and threshold (80 %, 100 %) — mailed to the company's
// owners, admins and engineers, never twice, even with uploads at once, and never to another company.

const RUNS = '/api/v1/results/runs';
const DAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const at = (minute: number) => new Date(Date.parse(`${DAY}T06:00:00Z`) + minute * 60_000).toISOString();

/** Every fixture-wear mail in the outbox, oldest first. */
function wearMails(t: TestApp) {
  const dir = path.join(t.config.dataDir, 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map(
      (f) =>
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; kind: string; subject: string },
    )
    .filter((m) => m.kind === 'fixture-wear');
}

describe.each(databases)('fixture wear and its notices on $name', (database) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof ownerWithCompany>>;
  let b: Awaited<ReturnType<typeof ownerWithCompany>>;
  let engineer: { email: string };
  let viewer: { email: string };
  let va: Awaited<ReturnType<typeof strategyVersionOf>>;
  let vb: Awaited<ReturnType<typeof strategyVersionOf>>;
  let tokenA: string;
  let tokenB: string;
  let n = 0;
  /** The test kit's part number: unique, the PostgreSQL database outlives a run. */
  const kitNumber = `FK-TEN-${randomUUID().slice(0, 8)}`;
  const upload = (token: string, versionId: string, fixtureSerial = 'FX-W') => {
    n += 1;
    return asStation(
      t,
      token,
      'POST',
      RUNS,
      sampleRun({
        key: `wear-${n}-${randomUUID()}`,
        serial: `SN-W${n}`,
        versionId,
        startedAt: at(n),
        fixtureSerial,
      }),
    );
  };

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    a = await ownerWithCompany(t, 'wear-a');
    b = await ownerWithCompany(t, 'wear-b');
    engineer = await addMember(t, a.agent, 'wear-engineer', 'engineer');
    viewer = await addMember(t, a.agent, 'wear-viewer', 'viewer');
    va = await strategyVersionOf(a.agent, 'Wear board A');
    vb = await strategyVersionOf(b.agent, 'Wear board B');
    // A kit rated for 10 cycles (a test figure): due at 8, end of life at 10.
    const [kit] = await t.app.deps.db.select().from(part).where(eq(part.kind, 'fixture-kit')).limit(1);
    const kitId = randomUUID();
    await t.app.deps.db.insert(part).values({
      ...kit!,
      id: kitId,
      partNumber: kitNumber,
      specs: { ...kit!.specs, ratedCycles: 10 },
    });
    tokenA = (await registerStation(a.agent, 'Wear line A', 'FX-W', { fixtureKitPartId: kitId })).token;
    // Company B has a fixture of the same serial and kit: its runs and notices are its own.
    tokenB = (await registerStation(b.agent, 'Wear line B', 'FX-W', { fixtureKitPartId: kitId })).token;
  }, 240_000);
  afterAll(() => t?.close());

  it('seeds every probe class with a rated life and uses the lowest one without a design', async () => {
    // The seeded probes (on the shared PostgreSQL other suites add probes of their own, unrated).
    const seeded = new Set(SEED_PARTS.map((p) => p.partNumber));
    const probes = (await t.app.deps.db.select().from(part).where(eq(part.kind, 'probe'))).filter((p) =>
      seeded.has(p.partNumber),
    );
    expect(probes.length).toBeGreaterThanOrEqual(4);
    for (const p of probes) {
      const specs = p.specs as { pitchClass: keyof typeof PROBE_RATED_CYCLES; ratedCycles: number };
      expect(specs.ratedCycles, p.partNumber).toBe(PROBE_RATED_CYCLES[specs.pitchClass]);
    }
    expect((await upload(tokenA, va.versionId)).status).toBe(201);
    const wear = await a.agent.get('/api/v1/results/fixture-wear');
    expect(wear.status).toBe(200);
    const fx = wear.body.find((w: { fixtureSerial: string }) => w.fixtureSerial === 'FX-W');
    // No DFT report of a test config behind the strategy: the catalog's lowest-rated probe (P39).
    expect(fx).toMatchObject({
      cycles: 1,
      kitRatedCycles: 10,
      probeRatedCycles: PROBE_RATED_CYCLES.P39,
      probeSource: 'catalog',
      ratedCycles: 10,
      limitedBy: `kit ${kitNumber}`,
      remainingCycles: 9,
      status: 'ok',
    });
  });

  it('notifies once at 80 % and once at 100 %, owners, admins and engineers only, concurrent uploads too', async () => {
    for (let i = 0; i < 6; i++) expect((await upload(tokenA, va.versionId)).status).toBe(201);
    expect(wearMails(t)).toEqual([]);
    const live = nextEvent(t, (e) => e.type === 'fixture.wear' && e.companyId === a.companyId);
    expect((await upload(tokenA, va.versionId)).status).toBe(201); // the 8th cycle: 80 %
    expect(await live).toMatchObject({
      fixtureSerial: 'FX-W',
      thresholdPercent: 80,
      cycles: 8,
      ratedCycles: 10,
    });
    const due = wearMails(t);
    expect(due.map((m) => m.to).sort()).toEqual([a.email, engineer.email].sort());
    expect(due[0]!.subject).toBe('Fixture FX-W: maintenance due (80 % of rated cycles)');
    const list = (await a.agent.get('/api/v1/results/fixture-wear')).body;
    expect(list.find((w: { fixtureSerial: string }) => w.fixtureSerial === 'FX-W').status).toBe('due');

    // Cycles 9 to 12 at once: the 100 % notice is made by exactly one of them.
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(tokenA, va.versionId)));
    expect(four.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    // Two more "instances" finding the fixture past its life at the same moment: nothing more.
    await Promise.all([
      noticeFixtureWear(t.app.deps, a.companyId, 'FX-W', 12),
      noticeFixtureWear(t.app.deps, a.companyId, 'FX-W', 12),
    ]);
    expect((await upload(tokenA, va.versionId)).status).toBe(201);
    const mails = wearMails(t);
    expect(mails).toHaveLength(4);
    expect(
      mails
        .filter((m) => m.subject.includes('end of life'))
        .map((m) => m.to)
        .sort(),
    ).toEqual([a.email, engineer.email].sort());
    expect(mails.some((m) => m.to === viewer.email || m.to === b.email)).toBe(false);
    const notices = await t.app.deps.db
      .select()
      .from(fixtureWearNotice)
      .where(and(eq(fixtureWearNotice.companyId, a.companyId), eq(fixtureWearNotice.fixtureSerial, 'FX-W')));
    expect(notices.map((x) => x.thresholdPercent).sort()).toEqual([100, 80]);
    const overdue = (await a.agent.get('/api/v1/results/fixture-wear')).body;
    expect(overdue.find((w: { fixtureSerial: string }) => w.fixtureSerial === 'FX-W')).toMatchObject({
      cycles: 13,
      status: 'overdue',
      remainingCycles: 0,
    });
  });

  it('keeps another company out: its fixture of the same serial counts and notifies on its own', async () => {
    const before = wearMails(t).length;
    for (let i = 0; i < 7; i++) expect((await upload(tokenB, vb.versionId)).status).toBe(201);
    expect(wearMails(t)).toHaveLength(before);
    const listB = (await b.agent.get('/api/v1/results/fixture-wear')).body;
    expect(listB).toHaveLength(1);
    expect(listB[0]).toMatchObject({ fixtureSerial: 'FX-W', cycles: 7, status: 'ok' });
    expect((await upload(tokenB, vb.versionId)).status).toBe(201);
    const added = wearMails(t).slice(before);
    expect(added.map((m) => m.to)).toEqual([b.email]);
  });

  it('rates the probes from the design: the DFT report of the test config the strategy was drafted from', async () => {
    const dutId = (await importedDut(a.agent, 'Wear PIC', PIC)).id;
    const { board } = await fetchBoard(a.agent, `/api/v1/duts/${dutId}/board`);
    const config = await a.agent.post(`/api/v1/duts/${dutId}/test-configs`, {
      name: 'Proposal',
      config: proposalFor(board),
    });
    expect(config.status).toBe(201);
    const report = await a.agent.post(`/api/v1/test-configs/${config.body.id}/versions/1/dft-reports`, {});
    expect(report.status).toBe(201);
    const classes = [
      ...new Set(
        (report.body.analysis.testPoints as { probeClass: string | null; drillOnly: boolean }[])
          .filter((p) => !p.drillOnly && p.probeClass !== null)
          .map((p) => p.probeClass as keyof typeof PROBE_RATED_CYCLES),
      ),
    ].sort();
    expect(classes.length).toBeGreaterThan(0);
    const created = await a.agent.post(`/api/v1/duts/${dutId}/test-strategies`, {
      name: 'PIC plan',
      testConfig: { id: config.body.id, versionNumber: 1 },
    });
    expect(created.status).toBe(201);
    const token = (await registerStation(a.agent, 'PIC line', 'FX-PIC')).token;
    expect((await upload(token, created.body.versions[0].id, 'FX-PIC')).status).toBe(201);
    const fx = (await a.agent.get('/api/v1/results/fixture-wear')).body.find(
      (w: { fixtureSerial: string }) => w.fixtureSerial === 'FX-PIC',
    );
    const lowest = Math.min(...classes.map((c) => PROBE_RATED_CYCLES[c]));
    expect(fx).toMatchObject({
      probeClasses: classes,
      probeSource: 'design',
      probeRatedCycles: lowest,
      kitRatedCycles: null,
      ratedCycles: lowest,
      cycles: 1,
      status: 'ok',
    });
    expect(fx.limitedBy).toMatch(/^P\d+ probes \(SP-/);
  });
});
