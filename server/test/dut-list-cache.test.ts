import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dut } from '../src/db/schema/index';
import { gunzipSync } from 'node:zlib';
import { createDut, rawRequest, upload, waitForImport } from './duts-support';
import { databases } from './helpers/databases';
import {
  Agent,
  addMember,
  ownerWithCompany,
  sameBrowser,
  startApp,
  startTwoInstances,
  type TestApp,
} from './helpers/harness';

// Decision 0053: each server process keeps the DUT lists it answered, per company and query, and
// forgets a company's lists on its DUT events (services/duts/list-cache.ts). Every change made
// through Studio shows in the next list, on this instance and (PostgreSQL) on another one on the same
// database; a change made behind Studio's back shows once an event says so or the TTL is out. The
// TTL here is a minute, so nothing below passes by waiting for it.

const PIC = path.resolve(import.meta.dirname, '../../../shared/testdata/kicad/pic_programmer.kicad_pcb');
const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((d) => d.name).sort();

describe.each(databases)('the DUT list cache on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database, { LIST_CACHE_MS: '60000' });
  }, 120_000);
  afterAll(() => t?.close());

  it('answers from the cache: a change made in the database alone shows once an event tells of it', async () => {
    const owner = await ownerWithCompany(t, 'list-cache-hit');
    const { id } = await createDut(owner.agent, { name: 'Before' });
    // A read is not kept while another company's DUT event crossed it (on a shared PostgreSQL other
    // suites' events arrive through LISTEN/NOTIFY at any time), so read until this one is kept.
    for (let i = 0; i < 20 && !t.app.deps.dutLists.holds(owner.companyId); i++) {
      expect(names(await owner.agent.get('/api/v1/duts'))).toEqual(['Before']);
    }
    expect(t.app.deps.dutLists.holds(owner.companyId)).toBe(true);
    await t.app.deps.db.update(dut).set({ name: 'Behind its back' }).where(eq(dut.id, id));
    expect(names(await owner.agent.get('/api/v1/duts'))).toEqual(['Before']);
    await t.app.deps.bus.publish({ type: 'dut.updated', companyId: owner.companyId, dutId: id });
    expect(names(await owner.agent.get('/api/v1/duts'))).toEqual(['Behind its back']);
  });

  it('shows every change made through Studio in the very next list', async () => {
    const owner = await ownerWithCompany(t, 'list-cache-writes');
    const list = () => owner.agent.get('/api/v1/duts?sort=name&order=asc');
    expect((await list()).body.total).toBe(0);
    const { id } = await createDut(owner.agent, { name: 'Alpha' });
    expect(names(await list())).toEqual(['Alpha']);
    expect((await owner.agent.patch(`/api/v1/duts/${id}`, { name: 'Beta' })).status).toBe(200);
    expect(names(await list())).toEqual(['Beta']);
    const revision = await owner.agent.post(`/api/v1/duts/${id}/revisions`, { revision: 'B' });
    expect(revision.status).toBe(201);
    expect((await list()).body.total).toBe(2);
    // An upload queues an import; its end is written by the job runner, not by a request.
    expect(
      (await upload(owner.agent, id, [{ name: 'pic.kicad_pcb', bytes: readFileSync(PIC) }])).status,
    ).toBe(201);
    const queued = (await list()).body.items.find((d: { id: string }) => d.id === id);
    expect(['queued', 'importing', 'ready']).toContain(queued.status);
    expect((await waitForImport(owner.agent, id)).status).toBe('ready');
    const ready = (await list()).body.items.find((d: { id: string }) => d.id === id);
    expect(ready.status).toBe('ready');
    expect(ready.board).not.toBeNull();
    expect((await owner.agent.delete(`/api/v1/duts/${revision.body.id}`)).status).toBe(204);
    expect((await list()).body.total).toBe(1);
  });

  it('keeps each company’s lists apart and checks who asks before answering from the cache', async () => {
    const a = await ownerWithCompany(t, 'list-cache-a');
    const b = await ownerWithCompany(t, 'list-cache-b');
    await createDut(a.agent, { name: 'Only A' });
    await createDut(b.agent, { name: 'Only B' });
    const viewer = await addMember(t, a.agent, 'list-cache-viewer', 'viewer');
    for (let i = 0; i < 2; i++) {
      expect(names(await a.agent.get('/api/v1/duts'))).toEqual(['Only A']);
      expect(names(await b.agent.get('/api/v1/duts'))).toEqual(['Only B']);
      expect(names(await viewer.agent.get('/api/v1/duts'))).toEqual(['Only A']);
    }
    expect((await new Agent(t.app).get('/api/v1/duts')).status).toBe(401);
    expect((await a.agent.delete(`/api/v1/companies/current/members/${viewer.userId}`)).status).toBe(204);
    expect((await viewer.agent.get('/api/v1/duts')).status).toBe(403);
  });

  it('caches each query apart: search, status, sort and page', async () => {
    const owner = await ownerWithCompany(t, 'list-cache-queries');
    for (const name of ['Cat', 'Dog', 'Cow']) await createDut(owner.agent, { name });
    const get = async (query: string) => names(await owner.agent.get(`/api/v1/duts?${query}`));
    for (let i = 0; i < 2; i++) {
      expect(await get('q=c')).toEqual(['Cat', 'Cow']);
      expect(await get('q=%20c%20')).toEqual(['Cat', 'Cow']);
      expect(await get('q=d')).toEqual(['Dog']);
      expect(await get('status=ready')).toEqual([]);
      expect(await get('sort=name&order=asc&pageSize=1&page=2')).toEqual(['Cow']);
      expect(await get('sort=name&order=desc&pageSize=1&page=2')).toEqual(['Cow']);
      expect(await get('sort=name&order=desc&pageSize=1&page=1')).toEqual(['Dog']);
    }
  });

  it('answers the JSON the response schema gives, gzip when asked', async () => {
    const owner = await ownerWithCompany(t, 'list-cache-json');
    // Over the compression threshold (1 KB).
    for (let i = 0; i < 4; i++) await createDut(owner.agent, { name: `Json ${i}`, notes: 'n'.repeat(300) });
    const first = await owner.agent.get('/api/v1/duts');
    const second = await owner.agent.get('/api/v1/duts');
    expect(second.body).toEqual(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body.items[3]).toMatchObject({ name: 'Json 0', status: 'empty', board: null });
    const gzipped = await rawRequest(owner.agent, 'GET', '/api/v1/duts', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.raw).toString('utf8'))).toEqual(first.body);
  });
});

const postgres = databases.find((d) => d.name === 'postgres');

describe.runIf(postgres)('the DUT list cache on two instances of one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ a, b, close } = await startTwoInstances(postgres!, { LIST_CACHE_MS: '60000' }));
  }, 120_000);
  afterAll(() => close());

  it('shows on B a DUT created and renamed on A, once A’s event reaches B', async () => {
    const owner = await ownerWithCompany(a, 'list-cache-two');
    const onB = sameBrowser(owner.agent, b);
    expect((await onB.get('/api/v1/duts')).body.total).toBe(0);
    expect((await onB.get('/api/v1/duts')).body.total).toBe(0); // cached on B
    const { id } = await createDut(owner.agent, { name: 'Made on A' });
    const settled = async (expected: string[]) => {
      const until = Date.now() + 2_000;
      let seen = names(await onB.get('/api/v1/duts'));
      while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = names(await onB.get('/api/v1/duts'));
      }
      return seen;
    };
    expect(await settled(['Made on A'])).toEqual(['Made on A']);
    expect((await owner.agent.patch(`/api/v1/duts/${id}`, { name: 'Renamed on A' })).status).toBe(200);
    expect(await settled(['Renamed on A'])).toEqual(['Renamed on A']);
  });
});
