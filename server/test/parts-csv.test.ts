import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPartsCsv } from '../src/services/parts/parts-csv';
import { databases } from './helpers/databases';
import { type Agent, startApp, type TestApp } from './helpers/harness';
import { customer, getText, postCsv, staffUser, unique } from './parts-support';

// CSV import and export of parts and of inventory counts: per-row errors naming row, column and what
// was expected; all or nothing; dry runs; export → import round trips; fuzzed files never crash.

const csv = (rows: Record<string, string | number>[]) =>
  stringify(rows, { header: true, columns: [...new Set(rows.flatMap((r) => Object.keys(r)))] });
const probeRow = (partNumber: string, extra: Record<string, string | number> = {}) => ({
  partNumber,
  name: 'CSV probe',
  kind: 'probe',
  class: 'Probes / 100 mil',
  unitPrice: '2.50',
  leadTimeDays: 7,
  'spec.pitchClass': 'P100',
  'spec.tipStyle': 'crown',
  'spec.tipDiameterMm': '1.5',
  'spec.fullTravelMm': '6.35',
  'spec.workingTravelMm': '4.3',
  'spec.forceAtWorkingTravelN': '1.8',
  'spec.currentRatingA': '3',
  'spec.drillDiameterMm': '',
  ...extra,
});

describe.each(databases)('parts and inventory CSV on $name', (database) => {
  let t: TestApp;
  let staff: Agent;

  const partsByQuery = async (q: string) => (await staff.get(`/api/v1/parts?active=all&q=${q}`)).body;

  beforeAll(async () => {
    t = await startApp(database);
    staff = (await staffUser(t, 'csv-staff')).agent;
  });
  afterAll(() => t?.close());

  it('imports new parts, creating missing classes, with compatibility links', async () => {
    const tag = unique('CSV');
    const file = csv([
      probeRow(`${tag}-P1`, { class: `Probes / ${tag} family` }),
      {
        ...probeRow(`${tag}-R1`, { kind: 'receptacle', name: 'CSV receptacle', class: 'Receptacles' }),
        'spec.tipStyle': '',
        'spec.tipDiameterMm': '',
        'spec.fullTravelMm': '',
        'spec.workingTravelMm': '',
        'spec.forceAtWorkingTravelN': '',
        'spec.currentRatingA': '',
        'spec.drillDiameterMm': '1.7',
        'spec.collarHeightMm': '6',
        'spec.termination': 'wire-wrap',
        compatibleWith: `${tag}-P1`,
      },
    ]);
    const res = await postCsv(t, staff, '/api/v1/parts/import', file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ok: true, dryRun: false, rows: 2, created: 2, updated: 0, errors: [] });
    const found = await partsByQuery(tag);
    expect(found.total).toBe(2);
    const probe = found.items.find((p: { partNumber: string }) => p.partNumber === `${tag}-P1`);
    expect(probe.classPath).toBe(`Probes / ${tag} family`);
    const links = (await staff.get(`/api/v1/parts/${probe.id}/compatibility`)).body;
    expect(links.map((l: { partNumber: string }) => l.partNumber)).toEqual([`${tag}-R1`]);
  });

  it('reports every bad row by row, column and what was expected, and applies nothing', async () => {
    const tag = unique('BAD');
    const file = csv([
      probeRow(`${tag}-OK`),
      probeRow(`${tag}-KIND`, { kind: 'sprocket' }),
      probeRow(`${tag}-NUM`, { 'spec.tipDiameterMm': '1,5' }),
      probeRow(`${tag}-SPEC`, { 'spec.drillDiameterMm': '1.7' }),
      probeRow(`${tag}-OK`),
      probeRow(`${tag}-RANGE`, { 'spec.workingTravelMm': '9', unitPrice: '-3' }),
      probeRow(`${tag}-LINK`, { compatibleWith: 'NO-SUCH-PART' }),
    ]);
    const res = await postCsv(t, staff, '/api/v1/parts/import', file);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.message).toContain('nothing was imported');
    const errors = res.body.report.errors;
    expect(res.body.report.ok).toBe(false);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          row: 3,
          column: 'kind',
          value: 'sprocket',
          expected: expect.stringContaining('probe, receptacle'),
        }),
        expect.objectContaining({
          row: 4,
          column: 'spec.tipDiameterMm',
          value: '1,5',
          expected: expect.stringContaining('point for decimals'),
        }),
        expect.objectContaining({
          row: 5,
          column: 'spec.drillDiameterMm',
          message: 'A probe has no drillDiameterMm.',
        }),
        expect.objectContaining({
          row: 6,
          column: 'partNumber',
          message: expect.stringContaining('also on row 2'),
        }),
        expect.objectContaining({ row: 7, column: 'unitPrice', message: 'Unit price cannot be negative' }),
      ]),
    );
    expect(errors.every((e: { row: number }) => e.row !== 2)).toBe(true);
    expect((await partsByQuery(tag)).total).toBe(0);
    // The link error shows once the rest is right; the good rows still do not land.
    const linkOnly = await postCsv(
      t,
      staff,
      '/api/v1/parts/import',
      csv([probeRow(`${tag}-OK`), probeRow(`${tag}-LINK`, { compatibleWith: 'NO-SUCH-PART' })]),
    );
    expect(linkOnly.body.report.errors).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'compatibleWith',
        value: 'NO-SUCH-PART',
        message: 'No part NO-SUCH-PART in the file or the catalog.',
      }),
    ]);
    expect((await partsByQuery(tag)).total).toBe(0);
  });

  it('reports structural problems: unknown and missing columns, ragged rows, broken quoting, empty files', async () => {
    const unknown = await postCsv(t, staff, '/api/v1/parts/import', 'partNumber,colour\nX-1,red\n');
    expect(unknown.body.report.errors).toEqual([
      expect.objectContaining({ row: 1, column: 'colour', message: 'Unknown column "colour".' }),
    ]);
    const missing = await postCsv(t, staff, '/api/v1/parts/import', 'name\nfoo\n');
    expect(missing.body.report.errors[0]).toMatchObject({
      row: 1,
      column: 'partNumber',
      message: 'Column "partNumber" is missing.',
    });
    const ragged = await postCsv(t, staff, '/api/v1/parts/import', 'partNumber,name\nA-1,x,extra\n');
    expect(ragged.body.report.errors[0]).toMatchObject({
      row: 2,
      message: 'Row 2 has 3 fields; the header has 2.',
    });
    const quotes = await postCsv(t, staff, '/api/v1/parts/import', 'partNumber,name\n"A-1,x\n');
    expect(quotes.status).toBe(400);
    expect(quotes.body.report.errors[0].message).toContain('not valid CSV');
    const empty = await postCsv(t, staff, '/api/v1/parts/import', '');
    expect(empty.body.report.errors[0].message).toContain('empty');
  });

  it('validates only on a dry run', async () => {
    const tag = unique('DRY');
    const res = await postCsv(t, staff, '/api/v1/parts/import?dryRun=true', csv([probeRow(`${tag}-1`)]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, dryRun: true, created: 1 });
    expect((await partsByQuery(tag)).total).toBe(0);
  });

  it('round-trips parts: an exported file imports unchanged, and an edited one updates', async () => {
    const exported = await getText(t, staff, '/api/v1/parts/export.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const back = await postCsv(t, staff, '/api/v1/parts/import', exported.text);
    expect(back.status, JSON.stringify(back.body.report?.errors?.slice(0, 3))).toBe(200);
    expect(back.body).toMatchObject({ ok: true, created: 0, updated: 0 });
    expect(back.body.unchanged).toBe(back.body.rows);
    // Exported again, every line is the same (on a shared PostgreSQL other suites may add parts).
    const again = new Set((await getText(t, staff, '/api/v1/parts/export.csv')).text.split('\n'));
    expect(exported.text.split('\n').filter((line) => !again.has(line))).toEqual([]);

    const rows = parse(exported.text, { columns: true }) as Record<string, string>[];
    const kit = rows.find((r) => r.partNumber === 'FK-DEV-S')!;
    kit.unitPrice = '455.5';
    const edited = await postCsv(t, staff, '/api/v1/parts/import', stringify([kit], { header: true }));
    expect(edited.body).toMatchObject({ ok: true, updated: 1, created: 0 });
    const after = (await partsByQuery('FK-DEV-S')).items[0];
    expect(after.unitPrice).toBe(455.5);
    expect(after.specs.activeAreaXMm).toBe(150);
    kit.unitPrice = '450';
    await postCsv(t, staff, '/api/v1/parts/import', stringify([kit], { header: true }));
  });

  it('imports inventory counts as adjustments and round-trips the export', async () => {
    const exported = await getText(t, staff, '/api/v1/inventory/export.csv');
    expect(exported.text.split('\n')[0]).toBe(
      'partNumber,partName,location,onHand,reserved,available,reorderPoint,reason',
    );
    // Only the MAIN rows: on a shared PostgreSQL other suites move stock at their own locations.
    const lines = exported.text.trim().split('\n');
    const mainRows = [lines[0], ...lines.slice(1).filter((l) => l.split(',').includes('MAIN'))].join('\n');
    const same = await postCsv(t, staff, '/api/v1/inventory/import', mainRows);
    expect(same.status, JSON.stringify(same.body.report?.errors?.slice(0, 3))).toBe(200);
    expect(same.body).toMatchObject({ ok: true, adjustments: 0, reorderPointsChanged: 0 });
    expect(same.body.unchanged).toBe(same.body.rows);

    const tag = unique('CNT');
    await postCsv(t, staff, '/api/v1/parts/import', csv([probeRow(`${tag}-1`)]));
    const id = (await partsByQuery(tag)).items[0].id;
    const main = (await staff.get('/api/v1/inventory/locations')).body.find(
      (l: { code: string }) => l.code === 'MAIN',
    ).id;
    await staff.post('/api/v1/inventory/movements', {
      partId: id,
      locationId: main,
      kind: 'receipt',
      quantity: 20,
    });
    await staff.post('/api/v1/inventory/movements', {
      partId: id,
      locationId: main,
      kind: 'reservation',
      quantity: 5,
    });
    const counted = await postCsv(
      t,
      staff,
      '/api/v1/inventory/import',
      `partNumber,location,onHand,reorderPoint,reason\n${tag}-1,main,17,4,Cycle count week 47\n`,
    );
    expect(counted.body).toMatchObject({ ok: true, adjustments: 1, reorderPointsChanged: 1 });
    const history = (await staff.get(`/api/v1/inventory/movements?partId=${id}`)).body.items;
    expect(history[0]).toMatchObject({
      kind: 'adjustment',
      quantity: -3,
      reason: 'Cycle count week 47',
      reference: 'csv-import',
      after: { onHand: 17, reserved: 5, available: 12 },
    });

    const bad = await postCsv(
      t,
      staff,
      '/api/v1/inventory/import',
      `partNumber,location,onHand\n${tag}-1,MAIN,3\nNOPE-1,MAIN,1\n${tag}-1,ATTIC,1\n${tag}-1,MAIN,x\n`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.report.errors).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'onHand',
        expected: 'at least 5 (release reservations first)',
      }),
      expect.objectContaining({ row: 3, column: 'partNumber', value: 'NOPE-1' }),
      expect.objectContaining({
        row: 4,
        column: 'location',
        value: 'ATTIC',
        expected: expect.stringContaining('MAIN'),
      }),
      expect.objectContaining({ row: 5, column: 'onHand', value: 'x', expected: 'a whole number ≥ 0' }),
    ]);
    expect((await staff.get(`/api/v1/parts/${id}/stock`)).body.total.onHand).toBe(17);
  });

  it('is staff-only', async () => {
    const member = (await customer(t, 'csv-customer')).agent;
    expect((await postCsv(t, member, '/api/v1/parts/import', 'partNumber\n')).status).toBe(403);
    expect((await getText(t, member, '/api/v1/inventory/export.csv')).status).toBe(403);
  });

  it('never crashes on mutated files (fuzz)', async () => {
    const base = (await getText(t, staff, '/api/v1/parts/export.csv')).text
      .split('\n')
      .slice(0, 12)
      .join('\n');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: base.length }),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0, max: 20 }),
        async (at, insert, cut) => {
          const text = base.slice(0, at) + insert + base.slice(at + cut);
          const report = await importPartsCsv(t.app.deps, null, text, true);
          expect(report.dryRun).toBe(true);
          if (!report.ok) for (const e of report.errors) expect(e.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});
