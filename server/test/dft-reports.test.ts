import { gunzipSync } from 'node:zlib';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeDft, DEFAULT_THRESHOLDS } from '@studio/core';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dftReport } from '../src/db/schema/index';
import { reportTextCache } from '../src/services/dft-reports/report-texts';
import { jobEnv, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { Agent, addMember, nextEvent, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { fetchBoard, tomuWithBottomConfig } from './test-configs-support';
import { pdfPageTexts } from './helpers/pdf-text';

// DFT reports (issue #5): "Run DFT" on a version stores an immutable report whose findings are the
// engine's own on that board and those thresholds; company thresholds change new reports only; the
// one-page summary PDF; the report page's title in the served HTML, for members only.

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; first: string; text: string }> {
  const texts = await pdfPageTexts(bytes);
  return { pages: texts.length, first: texts[0] ?? '', text: texts.join(' ') };
}

describe.each(databases)('DFT reports on $name', (database) => {
  let t: TestApp;
  let dist: string;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let dutId: string;
  let configId: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'studio-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Studio - PCBA Test Fixture Design Tools</title>' +
        '<meta name="description" content="Design and create custom test fixtures and streamline electronics testing." />' +
        '</head><body><div id="root"></div></body></html>',
    );
    t = await startApp(database, jobEnv({ WEB_DIST_DIR: dist }));
    owner = await ownerWithCompany(t, 'dft');
    ({ dutId, configId } = await tomuWithBottomConfig(owner.agent));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('stores a report whose findings are what the engine gives on that board and thresholds', async () => {
    const { agent } = owner;
    const event = nextEvent(t, (e) => e.type === 'dft-report.created');
    const res = await agent.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {
      title: 'Tomu <FPGA> "release" check',
    });
    expect(res.status).toBe(201);
    const report = res.body;
    expect(report.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await event).toMatchObject({
      reportId: report.id,
      dutId,
      testConfigId: configId,
      versionNumber: 1,
    });
    expect(report).toMatchObject({
      title: 'Tomu <FPGA> "release" check',
      dut: { id: dutId, name: 'Tomu FPGA', revision: 'B' },
      testConfig: { id: configId, name: 'Bottom test points' },
      version: { number: 1 },
      thresholdsSource: 'defaults',
      thresholds: DEFAULT_THRESHOLDS,
      createdBy: { id: owner.userId },
    });
    const version = (await agent.get(`/api/v1/test-configs/${configId}/versions/1`)).body;
    expect(report.boardSha256).toBe(version.boardSha256);
    expect(report.config).toEqual(version.config);

    // The same analysis, run here on the report's board with the engine directly.
    const { board } = await fetchBoard(agent, `/api/v1/dft-reports/${report.id}/board`);
    const direct = analyzeDft(board, version.config, { thresholds: DEFAULT_THRESHOLDS });
    expect(report.analysis).toEqual(JSON.parse(JSON.stringify(direct)));
    expect(report.engineVersion).toBe(direct.engineVersion);
    expect(report.status).toBe(direct.status);
    expect(report.coveragePercent).toBe(direct.coverage.percent);
    expect(report.counts.fails).toBe(direct.findings.filter((f) => f.severity === 'fail').length);
    // tomu: 12 bottom-side test points about 1.0 mm apart: all probed, below the recommended spacing.
    expect(report.analysis.facts.testPoints.byKind.testpoint.bottom).toBe(12);
    expect(report.analysis.findings.some((f: { rule: string }) => f.rule === 'tp-spacing')).toBe(true);

    expect((await agent.get(`/api/v1/dft-reports/${report.id}`)).body).toEqual(report);
    const lists = [
      `/api/v1/dft-reports`,
      `/api/v1/duts/${dutId}/dft-reports`,
      `/api/v1/test-configs/${configId}/versions/1/dft-reports`,
    ];
    for (const url of lists) {
      const list = (await agent.get(url)).body;
      expect(list.total, url).toBe(1);
      expect(list.items[0], url).toMatchObject({ id: report.id, counts: report.counts });
      expect(list.items[0].analysis, url).toBeUndefined();
    }
    // No route changes a report; the database refuses too.
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await agent.request(method, `/api/v1/dft-reports/${report.id}`, {})).status).toBe(404);
    const refused = await t.app.deps.db
      .execute(sql`update dft_report set title = 'changed' where id = ${report.id}`)
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/dft_report rows are immutable/);
  });

  it('sends the stored analysis and configuration as the database holds them, never decoded on the event loop', async () => {
    // Issue 13 item 1: a report of a large board is tens of MB of JSON; the server passes the
    // stored text through (and to the PDF / probe-list threads) instead of parsing it and
    // serialising it again on the event loop. The analysis is kept in file storage as gzip of its
    // JSON text (decision 0077), the configuration as jsonb, which PostgreSQL writes as text with a space
    // after every ':' and ',' (JSON.stringify never does): the answer shows which one made it.
    const { agent } = owner;
    const made = await agent.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {});
    expect(made.status).toBe(201);
    const [stored] = await t.app.deps.db
      .select({
        analysis: sql<string | null>`${dftReport.analysis}::text`,
        analysisSha256: dftReport.analysisSha256,
        config: sql<string>`${dftReport.config}::text`,
      })
      .from(dftReport)
      .where(eq(dftReport.id, made.body.id));
    const res = await rawRequest(agent, 'GET', `/api/v1/dft-reports/${made.body.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const text = res.raw.toString('utf8');
    expect(stored!.analysis).toBeNull();
    const analysisText = gunzipSync(await t.app.deps.storage.getBytes(stored!.analysisSha256!)).toString(
      'utf8',
    );
    expect(stored!.config).toContain('": ');
    expect(text).toContain(`"analysis":${analysisText}`);
    expect(text).toContain(`"config":${stored!.config}`);
    expect(JSON.parse(text)).toEqual(made.body);
  });

  it("reads a report's texts once for the page, its PDF and its probe list; the cache never opens it to another company", async () => {
    // Issue 13: concurrent PDFs of one report queried its analysis once each (PGlite runs the
    // query on the event loop). Reports are immutable, so the server keeps recent texts.
    const { agent } = owner;
    const made = await agent.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {});
    const cache = reportTextCache(t.app.deps.db);
    const before = cache.stats().entries;
    const reads = await Promise.all([
      agent.get(`/api/v1/dft-reports/${made.body.id}`),
      rawRequest(agent, 'GET', `/api/v1/dft-reports/${made.body.id}/summary.pdf`),
      rawRequest(agent, 'GET', `/api/v1/dft-reports/${made.body.id}/probe-list.csv`),
    ]);
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(reads[0]!.body).toEqual(made.body);
    expect(cache.stats().entries).toBe(before + 1);
    let read = 0;
    await cache.get(made.body.id, async () => {
      read++;
      throw new Error('not read again');
    });
    expect(read).toBe(0);
    const other = await ownerWithCompany(t, 'dft-other');
    expect((await other.agent.get(`/api/v1/dft-reports/${made.body.id}`)).status).toBe(404);
    const pdf = await rawRequest(other.agent, 'GET', `/api/v1/dft-reports/${made.body.id}/summary.pdf`);
    expect(pdf.status).toBe(404);
  });

  it('uses the company thresholds for new reports and leaves old reports as they were', async () => {
    const { agent } = owner;
    const before = (await agent.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {})).body;
    expect(before.title).toBeNull();
    const put = await agent.request('PUT', '/api/v1/companies/current/dft-thresholds', {
      tpSpacingMm: { recommended: 0.5, minimum: 0.3 },
    });
    expect(put.status).toBe(200);
    const after = (await agent.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {})).body;
    expect(after.thresholdsSource).toBe('company');
    expect(after.thresholds.tpSpacingMm).toEqual({ recommended: 0.5, minimum: 0.3 });
    expect(after.thresholds.padSizeMm).toEqual(DEFAULT_THRESHOLDS.padSizeMm);
    type Report = { analysis: { findings: { rule: string }[] } };
    const spacingIssues = (r: Report) => r.analysis.findings.filter((f) => f.rule === 'tp-spacing').length;
    // tomu's 12 test points about 1.0 mm apart are all below the default recommended 1.9 mm.
    expect(spacingIssues(before)).toBeGreaterThan(0);
    expect(spacingIssues(after)).toBeLessThan(spacingIssues(before));
    expect((await agent.get(`/api/v1/dft-reports/${before.id}`)).body).toEqual(before);
    await agent.request('DELETE', '/api/v1/companies/current/dft-thresholds');
  });

  it('renders the report PDF: the summary page first, then the issues and the probe list, in the reader units', async () => {
    const { agent } = owner;
    const report = (await agent.get(`/api/v1/dft-reports?pageSize=100`)).body.items.at(-1);
    const url = `/api/v1/dft-reports/${report.id}/summary.pdf`;
    const res = await rawRequest(agent, 'GET', url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="dft-summary-tomu-fpga-rev-b-v1-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, first, text } = await pdfText(new Uint8Array(res.raw));
    expect(pages).toBeGreaterThan(1);
    expect(first).toContain('Tomu FPGA');
    expect(first).toContain(`Coverage ${report.coveragePercent} %`);
    expect(first).toContain('Rule results');
    expect(first).toContain('P100');
    expect(first).toContain('Bottom side, seen from below (mirrored in X): 12 probes');
    expect(text).toContain('Probe list (12 test points)');
    expect(text).toContain('X (mm)');
    expect(text).not.toMatch(/PRODUCT|§/);
    const inMil = await pdfText(new Uint8Array((await rawRequest(agent, 'GET', `${url}?units=mil`)).raw));
    expect(inMil.first).toContain('Lengths in mil (1 mil = 0.0254 mm)');
    expect(inMil.text).toContain('X (mil)');
  });

  it('downloads the probe list as CSV in the reader units, with its frame, for members only', async () => {
    const { agent } = owner;
    const report = (await agent.get(`/api/v1/dft-reports?pageSize=100`)).body.items.at(-1);
    const full = (await agent.get(`/api/v1/dft-reports/${report.id}`)).body;
    const url = `/api/v1/dft-reports/${report.id}/probe-list.csv`;
    const res = await rawRequest(agent, 'GET', url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="probe-list-tomu-fpga-rev-b-v1-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.raw.toString('utf8');
    const comments = text.split('\r\n').filter((l) => l.startsWith('#'));
    expect(comments[0]).toContain(`Probe list of DFT report ${report.id}: Tomu FPGA`);
    expect(comments.join('\n')).toMatch(
      /X and Y in mm; the board's top view \(\+X right, \+Y up\), not mirrored/,
    );
    expect(comments.join('\n')).toMatch(/parts catalog of \d{4}-\d{2}-\d{2}/);
    type Row = Record<string, string>;
    const rows = parse(text, { comment: '#', columns: true }) as Row[];
    // tomu: the 12 designed test points, all on the bottom, each at the report's own coordinates.
    expect(rows).toHaveLength(12);
    const labels = rows.map((r) => r.test_point ?? '');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    for (const row of rows) {
      expect(row.test_point).toMatch(/^TP\d+\.1$/);
      expect(row.side).toBe('bottom');
      const tp = full.analysis.testPoints.find(
        (t: { ref: string; pad: string }) => `${t.ref}.${t.pad}` === row.test_point,
      );
      expect(Number(row.x_mm)).toBeCloseTo(tp.x, 4);
      expect(Number(row.y_mm)).toBeCloseTo(tp.y, 4);
      expect(row.probe_class).toBe(tp.probeClass ?? '');
      // The seed catalog has a probe of every class; P39 goes without a receptacle.
      if (tp.probeClass) expect(row.probe_part, row.test_point).not.toBe('');
      if (tp.probeClass && tp.probeClass !== 'P39') expect(row.receptacle_part, row.test_point).not.toBe('');
    }
    expect(rows.some((r) => r.net === '/CDONE')).toBe(true);

    // mil when asked, and by the reader's preference.
    const inMil = (await rawRequest(agent, 'GET', `${url}?units=mil`)).raw.toString('utf8');
    expect(inMil).toMatch(/^# X and Y in mil \(1 mil = 0\.0254 mm\)/m);
    const milRows = parse(inMil, { comment: '#', columns: true }) as Row[];
    expect(Number(milRows[0]!.x_mil)).toBeCloseTo(Number(rows[0]!.x_mm) / 0.0254, 2);
    expect((await agent.request('PATCH', '/api/v1/me/preferences', { units: 'mil' })).status).toBe(200);
    try {
      expect((await rawRequest(agent, 'GET', url)).raw.toString('utf8')).toContain('x_mil,y_mil');
      expect((await rawRequest(agent, 'GET', `${url}?units=mm`)).raw.toString('utf8')).toContain('x_mm,y_mm');
    } finally {
      await agent.request('PATCH', '/api/v1/me/preferences', { units: 'mm' });
    }
    expect((await rawRequest(agent, 'GET', `${url}?units=inch`)).status).toBe(400);
    const stranger = await ownerWithCompany(t, 'dft-csv-stranger');
    expect((await stranger.agent.get(url)).status).toBe(404);
  });

  it('lets viewers read reports but not run DFT; engineers run it', async () => {
    const viewer = await addMember(t, owner.agent, 'dft-viewer', 'viewer');
    const engineer = await addMember(t, owner.agent, 'dft-engineer', 'engineer');
    const url = `/api/v1/test-configs/${configId}/versions/1/dft-reports`;
    expect((await viewer.agent.post(url, {})).status).toBe(403);
    expect((await viewer.agent.get(url)).status).toBe(200);
    const made = await engineer.agent.post(url, { title: 'x'.repeat(201) });
    expect(made.status).toBe(400);
    expect(made.body.fields.title).toBe('Title must be at most 200 characters');
    const ok = await engineer.agent.post(url, { title: '  ' });
    expect(ok.status).toBe(201);
    expect(ok.body.title).toBeNull();
    expect((await viewer.agent.get(`/api/v1/dft-reports/${ok.body.id}`)).status).toBe(200);
    expect(
      (await engineer.agent.post(`/api/v1/test-configs/${configId}/versions/99/dft-reports`, {})).status,
    ).toBe(404);
  });

  it('serves the report page with its own title to members only, escaped', async () => {
    const titled = (await owner.agent.get('/api/v1/dft-reports?pageSize=100')).body.items.find(
      (r: { title: string | null }) => r.title?.startsWith('Tomu'),
    );
    const untitled = (await owner.agent.get('/api/v1/dft-reports?pageSize=100')).body.items.find(
      (r: { title: string | null }) => r.title === null,
    );
    const stranger = await ownerWithCompany(t, 'dft-stranger');
    const head = async (agent: Agent, url: string) => {
      const res = await agent.get(url);
      expect(res.status, url).toBe(200);
      const html = String(res.body);
      return {
        title: /<title>(.*?)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="(.*?)"/.exec(html)?.[1],
        cache: res.headers['cache-control'],
      };
    };
    for (const suffix of ['', '/summary', '/summary/']) {
      const own = await head(owner.agent, `/dft-report/${titled.id}${suffix}`);
      expect(own).toEqual({
        title: 'Tomu &lt;FPGA&gt; &quot;release&quot; check',
        description: 'Design for Test Report',
        cache: 'private, no-cache',
      });
      for (const other of [stranger.agent, new Agent(t.app)])
        expect((await head(other, `/dft-report/${titled.id}${suffix}`)).title).toBe('Studio - DFT Report');
      expect((await head(owner.agent, `/dft-report/${untitled.id}${suffix}`)).title).toBe(
        'Studio - DFT Report',
      );
    }
    expect((await head(owner.agent, '/dft-report/not-a-uuid')).title).toBe('Studio - DFT Report');
    // Other pages keep the app's own title.
    expect((await head(owner.agent, `/dut/${dutId}`)).title).toBe('Studio - PCBA Test Fixture Design Tools');
  });
});
