import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import type { DftReport } from '@studio/core';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyActor } from '../src/auth/session';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { dftReport } from '../src/db/schema/index';
import { getReport } from '../src/services/dft-reports/list-reports';
import { packAnalysis, summarizeAnalysis } from '../src/services/dft-reports/packed-analysis';
import { latestReportOf } from '../src/services/solutions/latest-report';
import { jobEnv, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { tomuWithBottomConfig } from './test-configs-support';

// Decision 0077: a report's analysis is kept in file storage as gzip of its JSON text, written by the
// DFT worker, and the row names it. Reports round-trip unchanged, rows of the earlier form (jsonb) still read, the migration
// fills the new summary columns of those rows, and an analysis of hundreds of thousands of findings
// is stored and read back on both databases.

/** The migration's statements that fill `rules` and `probe_classes` of the earlier rows, for one row. */
function migrationFill(id: string): string[] {
  const statements = readFileSync(path.join(MIGRATIONS_DIR, '0022_dft_report_analysis_blob.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^(--.*\n)+/m, '').trim());
  const from = statements.findIndex((s) => s.includes('DISABLE TRIGGER'));
  const to = statements.findIndex((s) => s.includes('ENABLE TRIGGER'));
  expect(to - from).toBe(2);
  return statements
    .slice(from, to + 1)
    .map((s) => (s.startsWith('UPDATE') ? s.replace(/;$/, ` AND "id" = '${id}';`) : s));
}

describe.each(databases)('DFT report storage on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let configId: string;
  let dutId: string;
  let made: { id: string; analysis: DftReport } & Record<string, unknown>;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'dft-storage');
    ({ dutId, configId } = await tomuWithBottomConfig(owner.agent));
    const res = await owner.agent.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {});
    expect(res.status).toBe(201);
    made = res.body;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A copy of the made report's row under a new id, with the analysis stored as given. */
  async function insertCopy(stored: { analysis: DftReport | null; analysisSha256: string | null }) {
    const [row] = await t.app.deps.db.select().from(dftReport).where(eq(dftReport.id, made.id));
    const id = randomUUID();
    await t.app.deps.db.insert(dftReport).values({ ...row!, id, ...stored });
    return id;
  }

  it('stores the analysis as a gzip blob only, with the summary columns the SQL readers take', async () => {
    const [row] = await t.app.deps.db.select().from(dftReport).where(eq(dftReport.id, made.id));
    expect(row!.analysis).toBeNull();
    const blob = await t.app.deps.storage.getBytes(row!.analysisSha256!);
    expect(JSON.parse(gunzipSync(blob).toString('utf8'))).toEqual(made.analysis);
    const summary = summarizeAnalysis(made.analysis);
    expect(row!.rules).toEqual(summary.rules);
    expect(row!.probeClasses).toEqual(summary.probeClasses);
    // tomu's 12 bottom test points are all probed, so at least one class.
    expect(row!.probeClasses.length).toBeGreaterThan(0);
    const latest = await latestReportOf(t.app.deps.db, row!.versionId!);
    expect(latest).toEqual({
      id: made.id,
      status: made.analysis.status,
      failingRules: made.analysis.rules.filter((r) => r.status === 'fail').map((r) => r.title),
    });
  });

  it('reads a report of the earlier form (jsonb) as before, once the migration filled its summaries', async () => {
    const id = await insertCopy({ analysis: made.analysis, analysisSha256: null });
    // The earlier rows had no summaries: clear them (the trigger is off, as in the migration), then
    // run the migration's own fill on that row.
    const db = t.app.deps.db;
    await db.execute(sql.raw('ALTER TABLE "dft_report" DISABLE TRIGGER "dft_report_immutable"'));
    await db.execute(sql`update dft_report set rules = '[]', probe_classes = '[]' where id = ${id}`);
    await db.execute(sql.raw('ALTER TABLE "dft_report" ENABLE TRIGGER "dft_report_immutable"'));
    for (const statement of migrationFill(id)) await db.execute(sql.raw(statement));
    const [row] = await db.select().from(dftReport).where(eq(dftReport.id, id));
    const summary = summarizeAnalysis(made.analysis);
    expect(row!.rules).toEqual(summary.rules);
    expect([...row!.probeClasses].sort()).toEqual(summary.probeClasses);
    expect(row!.analysisSha256).toBeNull();

    const res = await owner.agent.get(`/api/v1/dft-reports/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...made, id });
    // The chat's reading (parsed on the server) gives the same analysis.
    const actor = { userId: owner.userId, companyId: owner.companyId } as CompanyActor;
    expect((await getReport(t.app.deps, actor, id)).analysis).toEqual(made.analysis);
    const csv = await rawRequest(owner.agent, 'GET', `/api/v1/dft-reports/${id}/probe-list.csv`);
    const csvNew = await rawRequest(owner.agent, 'GET', `/api/v1/dft-reports/${made.id}/probe-list.csv`);
    expect(csv.status).toBe(200);
    expect(csv.raw.toString('utf8')).toBe(csvNew.raw.toString('utf8').replace(made.id, id));
  });

  it('refuses a row that keeps no analysis', async () => {
    const refused = await insertCopy({ analysis: null, analysisSha256: null }).then(
      () => null,
      (error: Error) => error,
    );
    expect(String((refused?.cause as Error | undefined)?.message ?? refused)).toMatch(
      /dft_report_analysis_kept/,
    );
  });

  it('stores and reads back an analysis of 300,000 findings', async () => {
    // Synthetic: the tomu report's findings repeated, each with its own message (tens of MB of JSON).
    const base = made.analysis.findings;
    const findings = Array.from({ length: 300_000 }, (_, i) => ({
      ...base[i % base.length]!,
      message: `${base[i % base.length]!.message} (#${i})`,
    }));
    const large = { ...made.analysis, findings } as DftReport;
    const json = JSON.stringify(large);
    expect(json.length).toBeGreaterThan(30_000_000);
    const packed = await packAnalysis(large);
    const stored = await t.app.deps.storage.put(packed.gzip);
    const id = await insertCopy({ analysis: null, analysisSha256: stored.sha256 });
    const res = await rawRequest(owner.agent, 'GET', `/api/v1/dft-reports/${id}`);
    expect(res.status).toBe(200);
    const text = res.raw.toString('utf8');
    expect(text).toContain(`"analysis":${json}`);
    const body = JSON.parse(text);
    expect(body.analysis.findings).toHaveLength(300_000);
    expect(body.analysis.findings[299_999].message).toBe(`${base[299_999 % base.length]!.message} (#299999)`);
  }, 60_000);

  it("removes the reports' analyses from storage with their DUT", async () => {
    const rows = await t.app.deps.db
      .select({ sha: dftReport.analysisSha256 })
      .from(dftReport)
      .where(eq(dftReport.dutId, dutId));
    const shas = rows.map((r) => r.sha).filter((sha): sha is string => sha !== null);
    expect(shas.length).toBeGreaterThanOrEqual(2); // the made report (and its copies), the large one
    for (const sha of shas) expect(await t.app.deps.storage.exists(sha)).toBe(true);
    expect((await owner.agent.request('DELETE', `/api/v1/duts/${dutId}`)).status).toBe(204);
    // Blobs are shared by content: on the shared PostgreSQL another suite's tomu report may name the
    // same analysis, and keeps it. Those no row names any more are gone — the large one at least.
    let gone = 0;
    for (const sha of shas) {
      const [left] = await t.app.deps.db
        .select({ n: count() })
        .from(dftReport)
        .where(eq(dftReport.analysisSha256, sha));
      const named = left!.n > 0;
      expect(await t.app.deps.storage.exists(sha), sha).toBe(named);
      if (!named) gone++;
    }
    expect(gone).toBeGreaterThanOrEqual(1);
  });
});
