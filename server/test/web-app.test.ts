import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, startApp, type TestApp } from './helpers/harness';

// HTTP surface that does not depend on the database flavour: the SPA, headers, docs, health.
describe('web app and HTTP surface', () => {
  let built: TestApp;
  let bare: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'studio-dist-'));
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, 'builds/meta'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Studio - PCBA Test Fixture Design Tools</title>',
    );
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
    // The build's precompressed copies (web/src/build/precompress-plugin.ts).
    const big = `export const words = ${JSON.stringify('studio '.repeat(500))};`;
    writeFileSync(path.join(dist, 'assets/big-def456.js'), big);
    writeFileSync(path.join(dist, 'assets/big-def456.js.br'), brotliCompressSync(big));
    writeFileSync(path.join(dist, 'assets/big-def456.js.gz'), gzipSync(big));
    writeFileSync(path.join(dist, 'builds/latest.json'), '{"buildId":"b-42"}');
    built = await startApp({ name: 'pglite', url: null }, { WEB_DIST_DIR: dist });
    bare = await startApp({ name: 'pglite', url: null });
  });
  afterAll(async () => {
    await built?.close();
    await bare?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the SPA: index.html for app routes, hashed assets for a year, build files revalidated', async () => {
    const agent = new Agent(built.app);
    for (const url of ['/', '/dut/123', '/settings/company?tab=members']) {
      const res = await agent.get(url);
      expect(res.status, url).toBe(200);
      expect(String(res.body)).toContain('<title>Studio');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await agent.get('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const latest = await agent.get('/builds/latest.json');
    expect(latest.body).toEqual({ buildId: 'b-42' });
    expect(latest.headers['cache-control']).toBe('no-cache');
    expect((await agent.get('/assets/missing-1.js')).status).toBe(404);
    expect((await agent.get('/api/v1/config')).body.buildId).toBe('b-42');
  });

  it('sends the precompressed copy the browser accepts, as JavaScript, cached immutable', async () => {
    const get = (encoding: string) =>
      built.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('export const words');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('export const words');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const words');
    // A file the build did not compress is sent as it is, whatever the browser accepts.
    const small = await built.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    const res = await new Agent(built.app).get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', requestId: expect.any(String) });
    expect((await new Agent(built.app).post('/api/nope', {})).body.code).toBe('not_found');
  });

  it('explains on / that the web app is not built, while the API works', async () => {
    const agent = new Agent(bare.app);
    const home = await agent.get('/');
    expect(home.status).toBe(200);
    expect(String(home.body)).toContain('web app is not built');
    expect((await agent.get('/api/health')).body).toEqual({
      status: 'ok',
      database: 'pglite',
      version: '0.1.0',
      buildId: 'dev',
    });
  });

  it('sends security headers with a CSP for the SPA, request ids, and no-store on API answers', async () => {
    const res = await new Agent(built.app).get('/api/v1/config');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain('connect-src');
    expect(csp).toContain('ws:');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('publishes OpenAPI generated from the zod schemas', async () => {
    const res = await new Agent(built.app).get('/api/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toContain('/api/v1/addresses/{id}');
    expect(paths).toContain('/api/v1/companies/current/members/{userId}');
    const post = res.body.paths['/api/v1/addresses'].post;
    expect(Object.keys(post.requestBody.content['application/json'].schema.properties)).toContain(
      'postalCode',
    );
    expect(paths.some((p: string) => p.startsWith('/api/auth'))).toBe(false);
  });
});
