import { DEFAULT_THRESHOLDS } from '@studio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import { addMember, nextEvent, ownerWithCompany, startApp, type TestApp } from './helpers/harness';

// The company's DFT thresholds (PRODUCT.md §5, `/settings/company`): members read them, owners and
// admins change them through the engine's own parser, and reset them to the defaults.

const URL = '/api/v1/companies/current/dft-thresholds';

describe.each(databases)('company DFT thresholds on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;

  beforeAll(async () => {
    t = await startApp(database, { JOB_WORKERS: '0' });
    owner = await ownerWithCompany(t, 'thr');
  });
  afterAll(() => t?.close());

  it('starts at the defaults, and only owners and admins change them', async () => {
    const viewer = await addMember(t, owner.agent, 'thr-viewer', 'viewer');
    const engineer = await addMember(t, owner.agent, 'thr-engineer', 'engineer');
    const admin = await addMember(t, owner.agent, 'thr-admin', 'admin');
    const initial = await viewer.agent.get(URL);
    expect(initial.body).toEqual({
      thresholds: DEFAULT_THRESHOLDS,
      defaults: DEFAULT_THRESHOLDS,
      source: 'defaults',
      updatedAt: null,
      updatedBy: null,
    });
    for (const member of [viewer, engineer]) {
      expect((await member.agent.request('PUT', URL, { tpEdgeMm: { recommended: 4 } })).status).toBe(403);
      expect((await member.agent.request('DELETE', URL)).status).toBe(403);
    }
    const changed = nextEvent(t, (e) => e.type === 'company.updated' && e.companyId === owner.companyId);
    const put = await admin.agent.request('PUT', URL, {
      tpEdgeMm: { recommended: 4 },
      boardThicknessMm: 0.8,
    });
    expect(put.status).toBe(200);
    await changed;
    expect(put.body).toMatchObject({
      source: 'company',
      thresholds: { ...DEFAULT_THRESHOLDS, tpEdgeMm: { recommended: 4, minimum: 1 }, boardThicknessMm: 0.8 },
      updatedBy: { id: admin.userId, name: 'thr-admin' },
    });
    // A second PUT replaces the set (fields left out go back to the defaults).
    const again = await owner.agent.request('PUT', URL, { largeHoleMm: 2 });
    expect(again.body.thresholds).toEqual({ ...DEFAULT_THRESHOLDS, largeHoleMm: 2 });
    expect((await viewer.agent.get(URL)).body.thresholds.largeHoleMm).toBe(2);
    const reset = await owner.agent.request('DELETE', URL);
    expect(reset.body).toMatchObject({ source: 'defaults', thresholds: DEFAULT_THRESHOLDS, updatedAt: null });
  });

  it('names the bad field: order checked by the engine parser, types and units by the schema', async () => {
    const cases: [unknown, string, RegExp][] = [
      [
        { tpSpacingMm: { recommended: 0.9, minimum: 0.99 } },
        'tpSpacingMm.minimum',
        /exceeds tpSpacingMm.recommended/,
      ],
      [{ tpComponent: { clampMinMm: 6 } }, 'tpComponent.clampMinMm', /exceeds/],
      [{ padSizeMm: { minimum: -1 } }, 'padSizeMm.minimum', /≥ 0 mm/],
      [{ tpEdgeMm: { recommended: '3' } }, 'tpEdgeMm.recommended', /number/],
      [{ spacing: 2 }, '_', /spacing/],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.agent.request('PUT', URL, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation');
      const fields = res.body.fields as Record<string, string>;
      expect(Object.keys(fields), JSON.stringify(fields)).toContain(field);
      expect(fields[field]).toMatch(message);
    }
    expect((await owner.agent.get(URL)).body.source).toBe('defaults');
  });
});
