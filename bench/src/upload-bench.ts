// Upload → board visible, in a browser: a signed-in engineer creates a DUT with one KiCad board on the
// New DUT screen and opens the board as soon as the import says so. Starts the compiled server on the
// built web app (a fresh data folder, one user and company), drives Debian's Chromium, and times from
// the click on "Create DUT and upload" to
//   - uploaded:  the upload request answered (files stored, import job queued),
//   - imported:  the screen shows "Imported" (the job finished, the live event or poll arrived),
//   - board:     the DUT page's board view reports data-board-ready="true" (board fetched, decoded,
//                first frame drawn), the bench clicking "Open the board" at once.
// The job's own queue → finish time comes from the API (createdAt → finishedAt). Medians of N.
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
  /** Job row: queued → finished (server clock). */
  jobMs: number;
  load1: number;
}

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
  const jobs = (await (await page.request.get(`${base}/api/v1/duts/${dutId}/jobs`)).json()) as {
    createdAt: string;
    finishedAt: string | null;
  }[];
  const job = jobs[0]!;
  const jobMs = job.finishedAt ? Date.parse(job.finishedAt) - Date.parse(job.createdAt) : Number.NaN;
  return { uploadedMs, importedMs, boardMs, jobMs, load1 };
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '4107' },
      file: { type: 'string', default: path.resolve(repoRoot, '../shared/testdata/kicad/Duet2.kicad_pcb') },
    },
    strict: false,
  });
  const runs = Number(values.runs);
  const file = path.resolve(String(values.file));
  const built = spawnSync(process.execPath, ['scripts/web-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
  const server = await startBenchServer({ port: Number(values.port) });
  const browser = await launchChromium();
  const results: UploadRun[] = [];
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
    await uploadOnce(page, server.url, file, 0); // warm-up: the first import worker, caches
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
    '| Run | Uploaded ms | Imported shown ms | Board drawn ms | Job queued → finished ms | Load (1 min) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const row = (name: string, r: UploadRun) =>
    console.log(
      `| ${name} | ${r.uploadedMs.toFixed(0)} | ${r.importedMs.toFixed(0)} | ${r.boardMs.toFixed(0)} | ${r.jobMs.toFixed(0)} | ${r.load1.toFixed(1)} |`,
    );
  for (const [i, r] of results.entries()) row(String(i + 1), r);
  const med: UploadRun = {
    uploadedMs: median(results.map((r) => r.uploadedMs)),
    importedMs: median(results.map((r) => r.importedMs)),
    boardMs: median(results.map((r) => r.boardMs)),
    jobMs: median(results.map((r) => r.jobMs)),
    load1: median(results.map((r) => r.load1)),
  };
  row('median', med);
  console.log(
    JSON.stringify({
      bench: 'upload',
      date: new Date().toISOString(),
      file: path.basename(file),
      runs,
      results,
      median: med,
    }),
  );
}

await main();
