// Upload → board visible, in a browser: a signed-in engineer creates a DUT with one KiCad board on the
// New DUT screen, looks at the board, and opens the DUT page. Starts the compiled server on the built
// web app (a fresh data folder, one user and company), drives Debian's Chromium, and times from the
// click on "Create DUT and upload" — on the page's clock, from that click event's time stamp:
//   - uploaded:  the upload request (POST …/files, sent once the DUT is created) sent → answered
//                (files stored, import job queued),
//   - imported:  the screen shows "Imported" (the job finished, the live event or poll arrived),
//   - board:     the first board drawn in view: the first animation frame after its viewer says
//                data-board-drawn (the frame that drew the board is done) — with --signal ready (a
//                build before decision 0052, whose viewer does not say it) two animation frames after
//                its board view says data-board-ready; on the New DUT screen itself when it shows
//                the board (decision 0052), else on the DUT page, the bench clicking "Open the board"
//                at once when "Imported" shows (the screen before decision 0052);
//   - in view:   the share of that board's canvas inside the window when it was drawn (a board drawn
//                below the fold is not one the user sees);
//   - board req: the board's request started → answered;
// then, on a screen that shows the board, the bench clicks "Open the board" and times the DUT page:
//   - click:     "Open the board" clicked,
//   - chunks:    the last script the page loaded after that click (the DUT page's code),
//   - ready:     data-board-ready appeared on the DUT page (board decoded and in the viewer),
//   - frame:     its board drawn (as above); click → frame.
// The job's own queue → finish time comes from the API (createdAt → finishedAt). "Bench" columns are
// the same moments as Playwright saw them (from before its click; they include its polling). Medians
// of N. The first upload after the server started is reported apart (a cold import thread unless the
// server warmed one, IMPORT_PREWARM); the medians are of the runs after it.
//
//   node --import tsx bench/src/upload-bench.ts [--runs 5] [--port 4107] [--file ../shared/testdata/kicad/Duet2.kicad_pcb]
//        [--signal drawn|ready] [--trace trace.json] [--server-prof DIR] [--shots PREFIX] [--width 1440 --height 900]
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
  /** The upload request (POST …/files) sent and answered, on the page's clock. */
  filesRequestMs: number;
  filesResponseMs: number;
  /** "Imported" shown, on the page's clock (importedMs is the bench's, after Playwright saw it). */
  importedPageMs: number;
  /** The first board drawn in view (see the header). */
  boardMs: number;
  /** That board, by each signal: two frames after data-board-ready; the frame after data-board-drawn. */
  boardReadyFrameMs: number;
  boardDrawnFrameMs: number;
  /** Share (0..1) of that board's canvas inside the window when it was drawn. */
  inView: number;
  /** Page clock, ms from the click on "Create DUT and upload" (see the header). */
  boardRequestMs: number;
  boardResponseMs: number;
  clickMs: number;
  chunksMs: number;
  readyMs: number;
  frameMs: number;
  /** frameMs − clickMs: the DUT page, from the click on "Open the board" to its board drawn. */
  clickToFrameMs: number;
  /** Job row: queued → finished (server clock). */
  jobMs: number;
  load1: number;
}

// In-page scripts (strings: the bench has no DOM types). WATCH_MARKS notes on the page's clock the
// start, each board view that reports data-board-ready (when; two animation frames later; and the
// first animation frame after its viewer says data-board-drawn, i.e. after the frame that drew the
// board; how much of it is inside the window then) and the click on "Open the board". SIGNAL says
// which of the two ends a board: 'drawn' (the viewer's own word, since decision 0052) or 'ready'
// (viewers before it, which do not say it).
const watchMarks = (signal: 'drawn' | 'ready') => `(() => {
  const marks = { t0: undefined, boards: [] };
  window.__upload = marks;
  const seen = new Map();
  const finish = (b, el) => {
    const r = el.getBoundingClientRect();
    const shown = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
    b.inView = r.height > 0 ? Math.max(0, shown) / r.height : 0;
    b.done = b.end;
    if (b.afterClick) marks.pageDrawn = true;
    else marks.drawn = true;
  };
  const look = () => {
    if (marks.imported === undefined &&
        [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent.includes('Imported')))
      marks.imported = performance.now();
    for (const el of document.querySelectorAll('[data-board-ready="true"]')) {
      let b = seen.get(el);
      if (!b) {
        b = { ready: performance.now(), afterClick: marks.click !== undefined };
        seen.set(el, b);
        marks.boards.push(b);
        requestAnimationFrame(() => requestAnimationFrame(() => {
          b.frame = performance.now();
          if ('${signal}' === 'ready') { b.end = b.frame; finish(b, el); }
        }));
      }
      if (b.drawnAt === undefined && el.querySelector('[data-board-drawn="true"]')) {
        b.drawnAt = performance.now();
        requestAnimationFrame(() => {
          b.drawnFrame = performance.now();
          if ('${signal}' === 'drawn') { b.end = b.drawnFrame; finish(b, el); }
        });
      }
    }
  };
  new MutationObserver(look).observe(document.body, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-board-ready', 'data-board-drawn'],
  });
  document.addEventListener('click', (e) => {
    // The page clock starts at the click on "Create DUT and upload" (the event's own time stamp).
    const button = e.target && e.target.closest ? e.target.closest('button') : null;
    if (button && button.textContent.includes('Create DUT and upload') && marks.t0 === undefined)
      marks.t0 = e.timeStamp;
    const link = e.target && e.target.closest ? e.target.closest('a') : null;
    if (link && link.textContent.includes('Open the board') && marks.click === undefined)
      marks.click = performance.now();
  }, true);
})()`;

/** The marks, and the board's request and the scripts loaded after the click (resource timing). */
const readMarks = (dutId: string) => `(() => {
  const m = window.__upload;
  const entries = performance.getEntriesByType('resource');
  const board = entries.filter((e) => e.name.includes('/duts/${dutId}/board')).at(0);
  const files = entries.filter((e) => e.name.endsWith('/duts/${dutId}/files')).at(0);
  const scripts = m.click === undefined ? [] : entries.filter((e) => e.name.endsWith('.js') && e.startTime >= m.click);
  const at = (t) => (t === undefined ? NaN : t - m.t0);
  const first = m.boards[0];
  const page = m.boards.find((b) => b.afterClick);
  return {
    filesRequestMs: at(files && files.startTime),
    filesResponseMs: at(files && files.responseEnd),
    importedPageMs: at(m.imported),
    boardMs: at(first && first.end),
    boardReadyFrameMs: at(first && first.frame),
    boardDrawnFrameMs: at(first && first.drawnFrame),
    inView: first ? first.inView : NaN,
    boardRequestMs: at(board && board.startTime),
    boardResponseMs: at(board && board.responseEnd),
    clickMs: at(m.click),
    chunksMs: scripts.length ? at(Math.max(...scripts.map((e) => e.responseEnd))) : at(m.click),
    readyMs: at(page && page.ready),
    frameMs: at(page && page.end),
  };
})()`;

/** Chromium's default trace categories with the main thread's JavaScript samples and GPU work. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'gpu',
  'toplevel',
];

async function createCompany(page: Page, base: string) {
  await page.goto(`${base}/`);
  await page.getByLabel('Company name').fill('Bench Fixtures');
  await page.getByRole('button', { name: 'Create company' }).click();
  await page.getByRole('button', { name: 'Create company' }).waitFor({ state: 'detached' });
}

/**
 * Polls an expression through page.evaluate (the DevTools protocol, outside the page's CSP, which
 * refuses the eval that waitForFunction's in-page polling uses).
 */
async function waitInPage(page: Page, expression: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function uploadOnce(
  page: Page,
  base: string,
  file: string,
  n: number,
  signal: 'drawn' | 'ready',
  shot: string | null = null,
): Promise<UploadRun> {
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
  await page.evaluate(watchMarks(signal));
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
  // A screen that draws the board itself: the user looks at it first, then opens the DUT page.
  if ((await page.locator('#board').count()) > 0) await waitInPage(page, 'window.__upload.drawn === true');
  if (shot) await page.screenshot({ path: `${shot}-imported.png` });
  await imported.getByRole('link', { name: 'Open the board' }).click();
  await waitInPage(page, 'window.__upload.pageDrawn === true');
  if (shot) await page.screenshot({ path: `${shot}-page.png` });
  const marks = (await page.evaluate(readMarks(dutId))) as Omit<
    UploadRun,
    'uploadedMs' | 'importedMs' | 'jobMs' | 'load1' | 'clickToFrameMs'
  >;
  const jobs = (await (await page.request.get(`${base}/api/v1/duts/${dutId}/jobs`)).json()) as {
    createdAt: string;
    finishedAt: string | null;
  }[];
  const job = jobs[0]!;
  const jobMs = job.finishedAt ? Date.parse(job.finishedAt) - Date.parse(job.createdAt) : Number.NaN;
  return { uploadedMs, importedMs, jobMs, load1, ...marks, clickToFrameMs: marks.frameMs - marks.clickMs };
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '4107' },
      file: { type: 'string', default: path.resolve(repoRoot, '../shared/testdata/kicad/Duet2.kicad_pcb') },
      /** IMPORT_PREWARM for the server (its default when not given). */
      prewarm: { type: 'string' },
      /** Writes Chromium's performance trace of the last run to this file (chrome://tracing, Perfetto). */
      trace: { type: 'string' },
      /** Writes the server's CPU profiles (every thread, --cpu-prof) into this folder. */
      'server-prof': { type: 'string' },
      /** Screenshots of the last run's window when its boards were drawn: <prefix>-imported.png, -page.png. */
      shots: { type: 'string' },
      /**
       * What ends a board: 'drawn' (the frame after its viewer says data-board-drawn) or 'ready' (two
       * frames after data-board-ready: builds whose viewer does not say it, before decision 0052).
       */
      signal: { type: 'string', default: 'drawn' },
      width: { type: 'string', default: '1440' },
      height: { type: 'string', default: '900' },
    },
    strict: false,
  });
  const runs = Number(values.runs);
  const signal = values.signal === 'ready' ? 'ready' : 'drawn';
  const file = path.resolve(String(values.file));
  const built = spawnSync(process.execPath, ['scripts/web-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
  const prof = values['server-prof'] === undefined ? null : path.resolve(String(values['server-prof']));
  const server = await startBenchServer({
    port: Number(values.port),
    env: values.prewarm === undefined ? {} : { IMPORT_PREWARM: String(values.prewarm) },
    execArgv: prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [],
  });
  const browser = await launchChromium().catch(async (error) => {
    await server.stop();
    throw error;
  });
  const results: UploadRun[] = [];
  let first: UploadRun | null = null;
  try {
    const context = await browser.newContext({
      viewport: { width: Number(values.width), height: Number(values.height) },
    });
    await context.addCookies(
      server.cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name: name!, value: rest.join('='), url: server.url };
      }),
    );
    const page = await context.newPage();
    await createCompany(page, server.url);
    first = await uploadOnce(page, server.url, file, 0, signal); // the first after the start; caches
    for (let i = 1; i <= runs; i++) {
      const traced = values.trace !== undefined && i === runs;
      if (traced)
        await browser.startTracing(page, {
          path: path.resolve(String(values.trace)),
          categories: TRACE_CATEGORIES,
        });
      const shot = values.shots !== undefined && i === runs ? path.resolve(String(values.shots)) : null;
      results.push(await uploadOnce(page, server.url, file, i, signal, shot));
      if (traced) await browser.stopTracing();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const mb = statSync(file).size / 1e6;
  console.log(
    `# ${new Date().toISOString()} ${os.cpus().length} cores, ${path.basename(file)} ${mb.toFixed(2)} MB, ${runs} runs`,
  );
  console.log(
    '| Run | Uploaded: sent → answered | Imported shown | Board drawn | (ready + 2 frames, drawn + 1) | In view | Job queued → finished | Load (1 min) | Board requested → answered | Bench: uploaded, imported | Click | Chunks loaded | Page ready | Page frame | Click → page frame |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  const f = (v: number) => v.toFixed(0);
  const row = (name: string, r: UploadRun) =>
    console.log(
      `| ${name} | ${f(r.filesRequestMs)} → ${f(r.filesResponseMs)} | ${f(r.importedPageMs)} | ${f(r.boardMs)} | ${f(r.boardReadyFrameMs)}, ${f(r.boardDrawnFrameMs)} | ${(r.inView * 100).toFixed(0)} % | ${f(r.jobMs)} | ${r.load1.toFixed(1)} | ` +
        `${f(r.boardRequestMs)} → ${f(r.boardResponseMs)} | ${f(r.uploadedMs)}, ${f(r.importedMs)} | ${f(r.clickMs)} | ${f(r.chunksMs)} | ${f(r.readyMs)} | ${f(r.frameMs)} | ${f(r.clickToFrameMs)} |`,
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
