// First-load benchmark: what a browser downloads and how soon it paints when it opens Studio with an
// empty cache, over loopback. Starts the compiled server on the built web app (web/dist, built first
// if its sources changed) with one signed-in user, then opens each route N times in Debian's
// Chromium (a fresh browser context each time: no HTTP cache), and reports the JavaScript and CSS
// bytes on the wire (encoded body sizes, so compression counts), their Content-Encoding, the number
// of requests, first contentful paint, when the route's own screen is there (a heading or a field in
// the app, no loading indicator) and the load event. Medians of N.
//
//   node --import tsx bench/src/first-load-bench.ts [--runs 7] [--port 4107] [--routes /login,/]
//
// `/login` is opened signed out; every other route signed in. Prints a table and a final JSON line.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { median } from './import/stats';
import { startBenchServer } from './server/bench-server';
import { launchChromium } from './viewer-page-build';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** performance.now() once the route's screen is there (a heading or a field in #root, nothing busy). */
const SCREEN_READY = `document.querySelector('#root h1, #root h2, #root input') !== null &&
  document.querySelector('#root [aria-busy="true"]') === null ? performance.now() : false`;

const PAINT_TIMES = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const nav = performance.getEntriesByType('navigation')[0];
  return { fcp: paint ? paint.startTime : NaN, load: nav ? nav.loadEventEnd : NaN };
})()`;

interface LoadRun {
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  requests: number;
  encodings: string[];
  fcpMs: number;
  /** When the route's own screen is there: a heading or a field in #root, nothing busy. */
  appMs: number;
  loadMs: number;
  /** The largest JavaScript files of the run (name, bytes on the wire). */
  largest: [string, number][];
}

async function openOnce(
  browser: Browser,
  base: string,
  route: string,
  cookie: string | null,
): Promise<LoadRun> {
  // The app's CSP (script-src 'self', no eval) would refuse the page-side checks passed as strings.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name: name!, value: rest.join('='), url: base };
      }),
    );
  }
  const page = await context.newPage();
  type Resource = { type: string; url: string; bytes: number; encoding: string };
  const finished: Promise<Resource | null>[] = [];
  page.on('requestfinished', (request) => {
    finished.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          type: request.resourceType(),
          url: request.url(),
          bytes: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        };
      })().catch(() => null),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  // Page-side code as strings: this workspace is type-checked without the DOM library.
  const appMs = await page
    .waitForFunction(SCREEN_READY, undefined, { polling: 'raf', timeout: 30_000 })
    .then((handle) => handle.jsonValue() as Promise<number>);
  await page.waitForLoadState('networkidle');
  const timing = (await page.evaluate(PAINT_TIMES)) as { fcp: number; load: number };
  const resources = (await Promise.all(finished)).filter((r): r is Resource => r !== null);
  await context.close();
  const js = resources.filter((r) => r.type === 'script');
  return {
    jsBytes: js.reduce((s, r) => s + r.bytes, 0),
    jsFiles: js.length,
    cssBytes: resources.filter((r) => r.type === 'stylesheet').reduce((s, r) => s + r.bytes, 0),
    requests: resources.length,
    encodings: [...new Set(js.map((r) => r.encoding))],
    fcpMs: timing.fcp,
    appMs,
    loadMs: timing.load,
    largest: js
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 4)
      .map((r) => [path.basename(new URL(r.url).pathname), r.bytes]),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '7' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '4107' },
      routes: { type: 'string', default: '/login,/' },
    },
    strict: false,
  });
  const runs = Number(values.runs);
  const routes = String(values.routes).split(',');
  const built = spawnSync(process.execPath, ['scripts/web-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
  const server = await startBenchServer({ port: Number(values.port) });
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const route of routes) {
      const cookie = route === '/login' ? null : server.cookie;
      await openOnce(browser, server.url, route, cookie); // warm-up: server caches, Chromium start
      const results: LoadRun[] = [];
      const loads: number[] = [];
      for (let i = 0; i < runs; i++) {
        loads.push(os.loadavg()[0]!);
        results.push(await openOnce(browser, server.url, route, cookie));
      }
      rows.push({
        route,
        signedIn: cookie !== null,
        jsKb: median(results.map((r) => r.jsBytes)) / 1000,
        jsFiles: median(results.map((r) => r.jsFiles)),
        cssKb: median(results.map((r) => r.cssBytes)) / 1000,
        requests: median(results.map((r) => r.requests)),
        encodings: [...new Set(results.flatMap((r) => r.encodings))],
        fcpMs: median(results.map((r) => r.fcpMs)),
        appMs: median(results.map((r) => r.appMs)),
        loadMs: median(results.map((r) => r.loadMs)),
        load1: median(loads),
        largest: results[0]!.largest,
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `# ${new Date().toISOString()} ${os.cpus().length} cores, Chromium over loopback, ${runs} runs`,
  );
  console.log(
    '| Route | JS on the wire KB | JS files | CSS KB | Requests | Encoding | FCP ms | Screen ms | Load ms | Load (1 min) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.route}${r.signedIn ? ' (signed in)' : ''} | ${r.jsKb.toFixed(1)} | ${r.jsFiles} | ${r.cssKb.toFixed(1)} | ${r.requests} | ${r.encodings.join(', ')} | ${r.fcpMs.toFixed(0)} | ${r.appMs.toFixed(0)} | ${r.loadMs.toFixed(0)} | ${r.load1.toFixed(1)} |`,
    );
  }
  for (const r of rows)
    console.log(
      `# ${r.route} largest JS: ${r.largest.map(([n, b]) => `${n} ${(b / 1000).toFixed(1)} KB`).join(', ')}`,
    );
  console.log(JSON.stringify({ bench: 'first-load', date: new Date().toISOString(), runs, rows }));
}

await main();
