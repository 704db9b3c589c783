import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FILE_PAGE_SIZE } from '@studio/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDut, jobEnv, multipartBody, rawRequest, upload } from './duts-support';
import { databases } from './helpers/databases';
import { addMember, ownerWithCompany, PUBLIC_URL, startApp, type TestApp } from './helpers/harness';

// The DUT API without running imports (JOB_WORKERS=0: jobs stay queued): CRUD, search and paging,
// revisions, roles, uploads and their limits, downloads, file listings. duts-import.test.ts runs
// the imports.

const sha = (s: string | Uint8Array) => createHash('sha256').update(s).digest('hex');
const blobFile = (t: TestApp, hash: string) =>
  path.join(t.config.dataDir, 'files', hash.slice(0, 2), hash.slice(2, 4), hash);

describe.each(databases)('DUT API on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;

  beforeAll(async () => {
    t = await startApp(
      database,
      jobEnv({ JOB_WORKERS: '0', MAX_UPLOAD_FILE_BYTES: '1000', MAX_DUT_BYTES: '2500' }),
    );
    owner = await ownerWithCompany(t, 'dut-api');
  });
  afterAll(() => t?.close());

  it('creates, reads, updates, searches, sorts, filters, pages and deletes DUTs', async () => {
    const { agent } = owner;
    const made = [];
    for (const [name, partNumber, revision] of [
      ['Motor controller', 'MC-100', 'A'],
      ['Sensor hub', 'SH-7', 'C'],
      ['Power board', 'PWR_50%', 'B'],
    ])
      made.push((await agent.post('/api/v1/duts', { name, partNumber, revision, notes: 'n' })).body);
    expect(made[0]).toMatchObject({
      name: 'Motor controller',
      status: 'empty',
      board: null,
      previousRevisionId: null,
    });

    const bad = await agent.post('/api/v1/duts', { name: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.name).toBeDefined();

    const byName = await agent.get('/api/v1/duts?sort=name&order=asc');
    expect(byName.body.items.map((d: { name: string }) => d.name)).toEqual([
      'Motor controller',
      'Power board',
      'Sensor hub',
    ]);
    expect(byName.body.total).toBe(3);
    expect((await agent.get('/api/v1/duts?q=sh-7')).body.items.map((d: { id: string }) => d.id)).toEqual([
      made[1].id,
    ]);
    expect((await agent.get('/api/v1/duts?q=50%25')).body.total).toBe(1); // % is literal
    expect((await agent.get('/api/v1/duts?q=%25')).body.total).toBe(1);
    expect((await agent.get('/api/v1/duts?status=empty')).body.total).toBe(3);
    expect((await agent.get('/api/v1/duts?status=ready')).body.total).toBe(0);
    const page2 = await agent.get('/api/v1/duts?sort=name&order=asc&pageSize=2&page=2');
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items.map((d: { name: string }) => d.name)).toEqual(['Sensor hub']);
    // A page past the end still says how many there are.
    expect((await agent.get('/api/v1/duts?pageSize=2&page=5')).body).toMatchObject({ total: 3, items: [] });

    const patched = await agent.patch(`/api/v1/duts/${made[2].id}`, { revision: 'B2' });
    expect(patched.body).toMatchObject({ name: 'Power board', revision: 'B2' });
    expect((await agent.get('/api/v1/duts?sort=updatedAt&order=desc')).body.items[0].id).toBe(made[2].id);

    expect((await agent.delete(`/api/v1/duts/${made[2].id}`)).status).toBe(204);
    expect((await agent.get(`/api/v1/duts/${made[2].id}`)).status).toBe(404);
    for (const d of made.slice(0, 2)) await agent.delete(`/api/v1/duts/${d.id}`);
  });

  it('makes a new revision with the same metadata, optionally with the files', async () => {
    const dut = await createDut(owner.agent, {
      name: 'Rev board',
      partNumber: 'RB-1',
      revision: 'A',
      notes: 'keep',
    });
    await upload(owner.agent, dut.id, [{ name: 'board.txt', bytes: 'design' }]);
    const bare = await owner.agent.post(`/api/v1/duts/${dut.id}/revisions`, { revision: 'B' });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({
      name: 'Rev board',
      partNumber: 'RB-1',
      revision: 'B',
      notes: 'keep',
      status: 'empty',
      previousRevisionId: dut.id,
    });
    expect((await owner.agent.get(`/api/v1/duts/${bare.body.id}/files`)).body.total).toBe(0);
    const withFiles = await owner.agent.post(`/api/v1/duts/${dut.id}/revisions`, {
      revision: 'C',
      copyFiles: true,
    });
    expect(withFiles.body.status).toBe('queued');
    const files = await owner.agent.get(`/api/v1/duts/${withFiles.body.id}/files`);
    expect(files.body.items.map((f: { name: string; sha256: string }) => [f.name, f.sha256])).toEqual([
      ['board.txt', sha('design')],
    ]);
    expect((await owner.agent.post(`/api/v1/duts/${dut.id}/revisions`, { revision: '' })).status).toBe(400);
  });

  it('refuses a file over the per-file limit with 413 naming the file, and keeps nothing of it', async () => {
    const dut = await createDut(owner.agent, { name: 'Limits' });
    const big = new Uint8Array(1001).fill(65);
    const res = await upload(owner.agent, dut.id, [{ name: 'huge.gbr', bytes: big }]);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('limit_exceeded');
    expect(res.body.message).toContain('huge.gbr');
    expect(res.body.message).toContain('1000 bytes');
    expect(existsSync(blobFile(t, sha(big)))).toBe(false);
    expect(readdirSync(path.join(t.config.dataDir, 'files', '.staging'))).toEqual([]);

    // All or nothing: a good file before a too-large one in the same request is not kept either.
    const both = await upload(owner.agent, dut.id, [
      { name: 'ok.gbr', bytes: 'fine' },
      { name: 'huge.gbr', bytes: big },
    ]);
    expect(both.status).toBe(413);
    expect((await owner.agent.get(`/api/v1/duts/${dut.id}/files`)).body.total).toBe(0);
    expect(existsSync(blobFile(t, sha('fine')))).toBe(false);

    // The per-DUT limit (2500 bytes): two 900-byte files fit, a third does not; the first two stay.
    for (const n of [1, 2]) {
      const ok = await upload(owner.agent, dut.id, [
        { name: `part${n}.gbr`, bytes: new Uint8Array(900).fill(n) },
      ]);
      expect(ok.status).toBe(201);
    }
    const over = await upload(owner.agent, dut.id, [
      { name: 'part3.gbr', bytes: new Uint8Array(900).fill(3) },
    ]);
    expect(over.status).toBe(413);
    expect(over.body.message).toContain('part3.gbr');
    expect(over.body.message).toContain('2.4 KB');
    const kept = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(kept.body.items.map((f: { name: string }) => f.name)).toEqual(['part1.gbr', 'part2.gbr']);

    // Three uploads at once into a fresh DUT: only two fit, whichever order they are stored in.
    const racy = await createDut(owner.agent, { name: 'Concurrent' });
    const answers = await Promise.all(
      [4, 5, 6].map((n) =>
        upload(owner.agent, racy.id, [{ name: `c${n}.gbr`, bytes: new Uint8Array(900).fill(n) }]),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 413]);
    const stored = await owner.agent.get(`/api/v1/duts/${racy.id}/files`);
    expect(stored.body.total).toBe(2);
    expect((await owner.agent.get(`/api/v1/duts/${dut.id}`)).body.status).toBe('queued');
  });

  it('downloads a file with its name and caching headers', async () => {
    const dut = await createDut(owner.agent, { name: 'Download' });
    const up = await upload(owner.agent, dut.id, [{ name: 'Größe "top".gbr', bytes: 'G04 test*\nM02*\n' }]);
    expect(up.status).toBe(201);
    const file = up.body.files[0];
    expect(file).toMatchObject({
      name: 'Größe "top".gbr',
      sizeBytes: 15,
      sha256: sha('G04 test*\nM02*\n'),
      format: 'gerber',
      status: 'queued',
    });
    const res = await rawRequest(owner.agent, 'GET', `/api/v1/duts/${dut.id}/files/${file.id}/download`);
    expect(res.status).toBe(200);
    expect(res.raw.toString()).toBe('G04 test*\nM02*\n');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Gr__e _top_.gbr"; filename*=UTF-8''${encodeURIComponent('Größe "top".gbr')}`,
    );
    expect((await owner.agent.get(`/api/v1/duts/${dut.id}/files/${file.id}`)).body.id).toBe(file.id);
  });

  it('lists files 100 per page by name, keeps both files of a name (the newer one in the package)', async () => {
    const dut = await createDut(owner.agent, { name: 'Many files' });
    const names = Array.from({ length: 205 }, (_, i) => `f-${String(204 - i).padStart(3, '0')}.txt`);
    const res = await upload(
      owner.agent,
      dut.id,
      names.map((name) => ({ name, bytes: name.slice(2, 5) })),
    );
    expect(res.status).toBe(201);
    const page1 = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(page1.body).toMatchObject({ total: 205, page: 1 });
    expect(page1.body.items).toHaveLength(FILE_PAGE_SIZE);
    expect(page1.body.items[0].name).toBe('f-000.txt');
    expect(page1.body.items[99].name).toBe('f-099.txt');
    const page3 = await owner.agent.get(`/api/v1/duts/${dut.id}/files?page=3`);
    expect(page3.body.items.map((f: { name: string }) => f.name)).toEqual([
      'f-200.txt',
      'f-201.txt',
      'f-202.txt',
      'f-203.txt',
      'f-204.txt',
    ]);

    const again = await upload(owner.agent, dut.id, [{ name: 'f-000.txt', bytes: 'new' }]);
    const first = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(first.body.total).toBe(206);
    const [newer, older] = first.body.items;
    expect([newer.name, older.name]).toEqual(['f-000.txt', 'f-000.txt']);
    expect(newer).toMatchObject({ id: again.body.files[0].id, supersededBy: null, status: 'queued' });
    expect(older).toMatchObject({ supersededBy: newer.id, status: 'stored' });

    // One name twice in one request: the later part is the newer file.
    await upload(owner.agent, dut.id, [
      { name: 'dup.txt', bytes: 'first part' },
      { name: 'dup.txt', bytes: 'second part' },
    ]);
    const dups = (await owner.agent.get(`/api/v1/duts/${dut.id}/files`)).body.items.filter(
      (f: { name: string }) => f.name === 'dup.txt',
    );
    expect(
      dups.map((f: { sha256: string; supersededBy: string | null }) => [f.sha256, f.supersededBy]),
    ).toEqual([
      [sha('second part'), null],
      [sha('first part'), dups[0].id],
    ]);
  });

  it("answers 404 for a file under another of the company's DUTs, and removes unused blobs", async () => {
    const one = await createDut(owner.agent, { name: 'One' });
    const two = await createDut(owner.agent, { name: 'Two' });
    const shared = await upload(owner.agent, one.id, [{ name: 'same.txt', bytes: 'shared content' }]);
    await upload(owner.agent, two.id, [{ name: 'copy.txt', bytes: 'shared content' }]);
    const fileOfOne = shared.body.files[0];
    expect((await owner.agent.get(`/api/v1/duts/${two.id}/files/${fileOfOne.id}`)).status).toBe(404);
    expect((await owner.agent.delete(`/api/v1/duts/${two.id}/files/${fileOfOne.id}`)).status).toBe(404);

    // The blob is shared: deleting one reference keeps it, deleting the last removes it.
    const blob = blobFile(t, sha('shared content'));
    expect((await owner.agent.delete(`/api/v1/duts/${one.id}/files/${fileOfOne.id}`)).status).toBe(204);
    expect(existsSync(blob)).toBe(true);
    expect((await owner.agent.get(`/api/v1/duts/${one.id}`)).body.status).toBe('empty');
    expect((await owner.agent.post(`/api/v1/duts/${one.id}/import`)).status).toBe(409);
    expect((await owner.agent.delete(`/api/v1/duts/${two.id}`)).status).toBe(204);
    expect(existsSync(blob)).toBe(false);
  });

  it('lets viewers read only, and engineers create and upload', async () => {
    const dut = await createDut(owner.agent, { name: 'Roles' });
    const up = await upload(owner.agent, dut.id, [{ name: 'a.txt', bytes: 'a' }]);
    const fileId = up.body.files[0].id;
    const viewer = await addMember(t, owner.agent, 'dut-viewer', 'viewer');
    const engineer = await addMember(t, owner.agent, 'dut-engineer', 'engineer');

    expect((await viewer.agent.get('/api/v1/duts')).status).toBe(200);
    expect((await viewer.agent.get(`/api/v1/duts/${dut.id}`)).status).toBe(200);
    expect((await viewer.agent.get(`/api/v1/duts/${dut.id}/files`)).status).toBe(200);
    expect((await viewer.agent.get(`/api/v1/duts/${dut.id}/jobs`)).status).toBe(200);
    expect(
      (await rawRequest(viewer.agent, 'GET', `/api/v1/duts/${dut.id}/files/${fileId}/download`)).status,
    ).toBe(200);
    const refused = [
      await viewer.agent.post('/api/v1/duts', { name: 'x' }),
      await viewer.agent.patch(`/api/v1/duts/${dut.id}`, { name: 'x' }),
      await viewer.agent.delete(`/api/v1/duts/${dut.id}`),
      await viewer.agent.post(`/api/v1/duts/${dut.id}/revisions`, { revision: 'B' }),
      await viewer.agent.post(`/api/v1/duts/${dut.id}/import`),
      await upload(viewer.agent, dut.id, [{ name: 'b.txt', bytes: 'b' }]),
      await viewer.agent.delete(`/api/v1/duts/${dut.id}/files/${fileId}`),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);

    const created = await engineer.agent.post('/api/v1/duts', { name: 'By engineer' });
    expect(created.status).toBe(201);
    expect((await upload(engineer.agent, created.body.id, [{ name: 'c.txt', bytes: 'c' }])).status).toBe(201);
    expect((await engineer.agent.delete(`/api/v1/duts/${dut.id}/files/${fileId}`)).status).toBe(204);
  });
});

describe('DUT uploads over real HTTP', () => {
  it('answers 413 while the client is still sending, and closes that connection', async () => {
    const t = await startApp(databases[0]!, jobEnv({ JOB_WORKERS: '0', MAX_UPLOAD_FILE_BYTES: '1000' }));
    try {
      const owner = await ownerWithCompany(t, 'dut-http');
      const dut = await createDut(owner.agent);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const cookie = [...owner.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const { body, contentType } = multipartBody([{ name: 'big.gbr', bytes: new Uint8Array(4_000_000) }]);
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/duts/${dut.id}/files`, {
        method: 'POST',
        headers: { cookie, origin: PUBLIC_URL, 'content-type': contentType },
        body,
      });
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(((await res.json()) as { message: string }).message).toContain('big.gbr');
    } finally {
      await t.close(); // does not wait for the refused upload's socket
    }
  });
});
