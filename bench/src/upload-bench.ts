// Upload → board visible, in a browser: a signed-in engineer creates a DUT with one KiCad board on the
// New DUT screen and opens the board as soon as the import says so. Starts the compiled server on the
// built web app (a fresh data folder, one user and company), drives Debian's Chromium, and times from
// the click on "Create DUT and upload" to
//   - uploaded:  the upload request answered (files stored, import job queued),
//   - imported:  the screen shows "Imported" (the job finished, the live event or poll arrived),
//   - board:     the DUT page's board view reports data-board-ready="true" (board fetched, decoded,
//                first frame drawn), the bench clicking "Open the board" at once.
// The job's own queue → finish time comes from the API (createdAt → finishedAt). Medians of N.
// Where the time after the click goes, from the page's own clock (resource timing and observers):
//   - click:     "Open the board" clicked,
//   - chunks:    the last script the page loaded after the click (the DUT page's code),
//   - board:     the board's request started and answered (it may start before the click: prefetch),
//   - ready:     data-board-ready appeared (board decoded and in the viewer),
//   - frame:     two animation frames later (the viewer has drawn it).
// The first upload after the server started is reported apart (a cold import thread unless the
// server warmed one, IMPORT_PREWARM); the medians are of the runs after it.
//
//   node --import tsx bench/src/upload-bench.ts [--runs 5] [--port 4107] [--file ../shared/testdata/kicad/Duet2.kicad_pcb]
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { median } from './import/stats';
import { startBenchServer } from './server/bench-server';
import { launchChromium } from './viewer-page-build';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface UploadRun {
  uploadedMs: number;
  importedMs: number;
  boardMs: number;
  /** Page clock, ms from the click on "Create DUT and upload" (see the header). */
  clickMs: number;
  chunksMs: number;
  boardRequestMs: number;
  boardResponseMs: number;
  readyMs: number;
  frameMs: number;
  /** Job row: queued → finished (server clock). */
  jobMs: number;
  load1: number;
}

// In-page scripts (strings: the bench has no DOM types). WATCH_MARKS notes on the page's clock the
// start, the click on "Open the board", data-board-ready appearing and two animation frames later.
const WATCH_MARKS = `(() => {
  const marks = { t0: performance.now() };
  window.__upload = marks;
  const look = () => {
    if (marks.ready !== undefined || !document.querySelector('[data-board-ready="true"]')) return;
    marks.ready = performance.now();
    requestAnimationFrame(() => requestAnimationFrame(() => { marks.frame = performance.now(); }));
  };
  new MutationObserver(look).observe(document.body, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-board-ready'],
  });
  document.addEventListener('click', (e) => {
    const link = e.target && e.target.closest ? e.target.closest('a') : null;
    if (link && link.textContent.includes('Open the board') && marks.click === undefined)
      marks.click = performance.now();
  }, true);
})()`;

/** The marks, and the board's request and the scripts loaded after the click (resource timing). */
const readMarks = (dutId: string) => `(() => {
  const m = window.__upload;
  const entries = performance.getEntriesByType('resource');
  const board = entries.filter((e) => e.name.includes('/duts/${dutId}/board')).at(-1);
  const scripts = entries.filter((e) => e.name.endsWith('.js') && e.startTime >= m.click);
  const at = (t) => (t === undefined ? NaN : t - m.t0);
  return {
    clickMs: at(m.click),
    chunksMs: scripts.length ? at(Math.max(...scripts.map((e) => e.responseEnd))) : at(m.click),
    boardRequestMs: at(board && board.startTime),
    boardResponseMs: at(board && board.responseEnd),
    readyMs: at(m.ready),
    frameMs: at(m.frame),
  };
})()`;

async function createCompany(page: Page, base: string) {
  await page.goto(`${base}/`);
  await page.getByLabel('Company name').fill('Bench Fixtures');
  await page.getByRole('button', { name: 'Create company' }).click();
  await page.getByRole('button', { name: 'Create company' }).waitFor({ state: 'detached' });
}

async function uploadOnce(page: Page, base: string, file: string, n: number): Promise<UploadRun> {
  await page.goto(`${base}/dut/create`);
  const form = page.getByRole('form', { name: 'New DUT' });
  await form.getByLabel('Name').fill(`Bench board ${n}`);
  await form.getByLabel('Revision').fill('A');
  await form.getByLabel('Choose design package files').setInputFiles(file);
  await form
    .getByRole('listitem', { name: path.basename(file) })
    .getByText('KiCad board')
    .waitFor();
  const load1 = os.loadavg()[0]!;
  await page.evaluate(WATCH_MARKS);
  const uploaded = page.waitForResponse(
    (r) => /\/api\/v1\/duts\/[^/]+\/files$/.test(r.url()) && r.request().method() === 'POST',
  );
  const t0 = performance.now();
  await form.getByRole('button', { name: 'Create DUT and upload 1 file' }).click();
  const response = await uploaded;
  const uploadedMs = performance.now() - t0;
  const dutId = /\/duts\/([^/]+)\/files$/.exec(response.url())![1]!;
  const imported = page.getByRole('status').filter({ hasText: 'Imported' });
  await imported.waitFor({ timeout: 120_000 });
  const importedMs = performance.now() - t0;
  await imported.getByRole('link', { name: 'Open the board' }).click();
  await page.locator('[data-board-ready="true"]').waitFor({ timeout: 120_000 });
  const boardMs = performance.now() - t0;
  await page.waitForFunction('window.__upload.frame !== undefined');
  const marks = (await page.evaluate(readMarks(dutId))) as Pick<
    UploadRun,
    'clickMs' | 'chunksMs' | 'boardRequestMs' | 'boardResponseMs' | 'readyMs' | 'frameMs'
  >;
  const jobs = (await (await page.request.get(`${base}/api/v1/duts/${dutId}/jobs`)).json()) as {
    createdAt: string;
    finishedAt: string | null;
  }[];
  const job = jobs[0]!;
  const jobMs = job.finishedAt ? Date.parse(job.finishedAt) - Date.parse(job.createdAt) : Number.NaN;
  return { uploadedMs, importedMs, boardMs, jobMs, load1, ...marks };
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '4107' },
      file: { type: 'string', default: path.resolve(repoRoot, '../shared/testdata/kicad/Duet2.kicad_pcb') },
      /** IMPORT_PREWARM for the server (its default when not given). */
      prewarm: { type: 'string' },
    },
    strict: false,
  });
  const runs = Number(values.runs);
  const file = path.resolve(String(values.file));
  const built = spawnSync(process.execPath, ['scripts/web-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
  const server = await startBenchServer({
    port: Number(values.port),
    env: values.prewarm === undefined ? {} : { IMPORT_PREWARM: String(values.prewarm) },
  });
  const browser = await launchChromium();
  const results: UploadRun[] = [];
  let first: UploadRun | null = null;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      server.cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name: name!, value: rest.join('='), url: server.url };
      }),
    );
    const page = await context.newPage();
    await createCompany(page, server.url);
    first = await uploadOnce(page, server.url, file, 0); // the first after the start; caches
    for (let i = 1; i <= runs; i++) results.push(await uploadOnce(page, server.url, file, i));
  } finally {
    await browser.close();
    await server.stop();
  }
  const mb = statSync(file).size / 1e6;
  console.log(
    `# ${new Date().toISOString()} ${os.cpus().length} cores, ${path.basename(file)} ${mb.toFixed(2)} MB, ${runs} runs`,
  );
  console.log(
    '| Run | Uploaded ms | Imported shown ms | Board drawn ms | Job queued → finished ms | Load (1 min) | Click | Chunks loaded | Board requested → answered | Ready | Frame |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const f = (v: number) => v.toFixed(0);
  const row = (name: string, r: UploadRun) =>
    console.log(
      `| ${name} | ${f(r.uploadedMs)} | ${f(r.importedMs)} | ${f(r.boardMs)} | ${f(r.jobMs)} | ${r.load1.toFixed(1)} | ` +
        `${f(r.clickMs)} | ${f(r.chunksMs)} | ${f(r.boardRequestMs)} → ${f(r.boardResponseMs)} | ${f(r.readyMs)} | ${f(r.frameMs)} |`,
    );
  if (first) row('first after start', first);
  for (const [i, r] of results.entries()) row(String(i + 1), r);
  const med = Object.fromEntries(
    (Object.keys(results[0]!) as (keyof UploadRun)[]).map((k) => [k, median(results.map((r) => r[k]))]),
  ) as unknown as UploadRun;
  row('median', med);
  console.log(
    JSON.stringify({
      bench: 'upload',
      date: new Date().toISOString(),
      file: path.basename(file),
      runs,
      prewarm: values.prewarm ?? null,
      first,
      results,
      median: med,
    }),
  );
}

await main();
