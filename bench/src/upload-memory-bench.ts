// Bounded memory under heavy uploads (issue 31, decision 0072). Starts the compiled server
// (`npm run serve`'s start) and samples its RSS (/proc/<pid>/status VmRSS every 50 ms; the worker
// threads are in the same process) while uploads run: the peak, and the RSS once every job has
// ended and --settle-s seconds passed. Each upload comes from its own company (so the fair queue
// runs them side by side, JOB_WORKERS at a time) and ends with success or its message, printed.
//
//   --case csv    a 1M-row test-point CSV (a DUT import)
//   --case zip    a 917 KB zip holding a ~900 MB STEP model (a DUT upload: STEP reading + import)
//   --case pdf    a PDF whose page is one 1 GiB flate stream (a knowledge document)
//   --case boards --boards N ordinary KiCad boards (pic_programmer)
//   --case mix    all of the above at once (the default)
//
//   node --import tsx bench/src/upload-memory-bench.ts [--case mix] [--boards 4] [--port 4185]
//        [--settle-s 20] [--inputs /tmp/studio-memory-bench] [--database-url postgres://…]
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, memoryBound } from '@studio/server';
import { inputPaths, writeFlatePdf, writeStepZip, writeTestPointCsv } from './memory/make-inputs';
import { rssMb, sampleRss } from './memory/rss-sampler';
import { type BenchServer, startBenchServer } from './server/bench-server';
import { api, postFile, type Session, signInSession } from './server/bench-session';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { values } = parseArgs({
  options: {
    case: { type: 'string', default: 'mix' },
    boards: { type: 'string', default: '4' },
    port: { type: 'string', default: '4185' },
    'settle-s': { type: 'string', default: '20' },
    inputs: { type: 'string', default: path.join(os.tmpdir(), 'studio-memory-bench') },
    board: {
      type: 'string',
      default: path.join(repoRoot, '../shared/testdata/kicad/pic_programmer.kicad_pcb'),
    },
    'database-url': { type: 'string' },
  },
});

/** A new session of the bench user with a company of its own. */
async function companySession(server: BenchServer, name: string): Promise<Session> {
  const s = await signInSession(server.url, server.email);
  await api(s, '/api/v1/companies', 'POST', { name });
  return s;
}

interface Outcome {
  upload: string;
  ok: boolean;
  message: string;
  seconds: number;
}

const messageOf = (diags: { severity: string; message: string }[]) =>
  diags.find((d) => d.severity === 'error')?.message ?? '';

/** Uploads `file` to a new DUT and waits for its import (and its STEP reading, if any). */
async function dutUpload(s: Session, file: string, label: string): Promise<Outcome> {
  const t0 = performance.now();
  const dut = await api<{ id: string }>(s, '/api/v1/duts', 'POST', { name: label, revision: 'A' });
  await postFile(s, `/api/v1/duts/${dut.id}/files`, file);
  const parts: string[] = [];
  let ok = true;
  for (;;) {
    const files = await api<{ items: { name: string; status: string; diagnostics: [] }[] }>(
      s,
      `/api/v1/duts/${dut.id}/files`,
    );
    if (files.items.every((f) => !['stored', 'queued', 'importing'].includes(f.status))) {
      for (const f of files.items) {
        if (f.status === 'failed') ok = false;
        parts.push(
          `${f.name}: ${f.status}${messageOf(f.diagnostics) ? ` — ${messageOf(f.diagnostics)}` : ''}`,
        );
      }
      break;
    }
    await sleep(500);
  }
  for (;;) {
    const steps = await api<{ items: { fileName: string; status: string; error: string | null }[] }>(
      s,
      `/api/v1/duts/${dut.id}/step-models`,
    );
    if (steps.items.every((m) => !['queued', 'reading'].includes(m.status))) {
      for (const m of steps.items) {
        if (m.status === 'failed') ok = false;
        parts.push(`STEP ${m.fileName}: ${m.status}${m.error ? ` — ${m.error}` : ''}`);
      }
      break;
    }
    await sleep(500);
  }
  return { upload: label, ok, message: parts.join('; '), seconds: (performance.now() - t0) / 1000 };
}

async function documentUpload(s: Session, file: string, label: string): Promise<Outcome> {
  const t0 = performance.now();
  const up = (await postFile(s, '/api/v1/knowledge/documents', file)) as { documents: { id: string }[] };
  const id = up.documents[0]!.id;
  for (;;) {
    const doc = await api<{ status: string; error: string | null }>(s, `/api/v1/knowledge/documents/${id}`);
    if (doc.status === 'ready' || doc.status === 'failed')
      return {
        upload: label,
        ok: doc.status === 'ready',
        message: `${path.basename(file)}: ${doc.status}${doc.error ? ` — ${doc.error}` : ''}`,
        seconds: (performance.now() - t0) / 1000,
      };
    await sleep(500);
  }
}

async function main() {
  const which = values.case!;
  const mix = which === 'mix';
  const dir = values.inputs!;
  mkdirSync(dir, { recursive: true });
  const inputs = inputPaths(dir);
  if (mix || which === 'csv') await writeTestPointCsv(inputs.csv, 1_000_000);
  if (mix || which === 'zip') writeStepZip(inputs.zip, 'board.step', 900 * 1024 * 1024);
  if (mix || which === 'pdf') writeFlatePdf(inputs.pdf, 1024 * 1024 * 1024);

  const databaseUrl = values['database-url'];
  const env: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    HOUSEKEEPING_INTERVAL_MINUTES: '0',
  };
  const bound = memoryBound(loadConfig({ ...process.env, ...env, DATA_DIR: dir }));
  const server = await startBenchServer({ port: Number(values.port), env });
  const rss = sampleRss(server.pid);
  try {
    await sleep(3000);
    const baseline = rssMb(server.pid);
    rss.resetPeak();
    const runs: Promise<Outcome>[] = [];
    let n = 0;
    const company = async (label: string) => companySession(server, `${label} ${++n}`);
    if (mix || which === 'csv') {
      const s = await company('CSV');
      runs.push(dutUpload(s, inputs.csv, '1M-row test-point CSV'));
    }
    if (mix || which === 'zip') {
      const s = await company('STEP');
      runs.push(dutUpload(s, inputs.zip, 'zip with a 900 MB STEP'));
    }
    if (mix || which === 'pdf') {
      const s = await company('PDF');
      runs.push(documentUpload(s, inputs.pdf, 'PDF with a 1 GiB flate stream'));
    }
    if (mix || which === 'boards') {
      const s = await company('Boards');
      for (let i = 0; i < Number(values.boards); i++)
        runs.push(dutUpload(s, values.board!, `board ${i + 1} (${path.basename(values.board!)})`));
    }
    const outcomes = await Promise.all(runs);
    const peak = rss.peakMb;
    await sleep(Number(values['settle-s']) * 1000);
    const settled = rssMb(server.pid);
    const cpus = os.cpus();
    console.log(
      `# ${new Date().toISOString()} ${cpus.length} cores (${cpus[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
        `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, case ${which}; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    for (const o of outcomes)
      console.log(`${o.ok ? 'ok    ' : 'failed'} ${o.upload} (${o.seconds.toFixed(1)} s): ${o.message}`);
    console.log(
      `RSS: baseline ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(0)}), ` +
        `settled after ${values['settle-s']} s ${settled.toFixed(0)} MB (+${(settled - baseline).toFixed(0)})`,
    );
    console.log(
      `bound: ${bound.totalMb} MB (${bound.explain}); peak ${peak <= bound.totalMb ? 'within' : 'OVER'} the bound`,
    );
  } finally {
    rss.stop();
    await server.stop();
  }
}

await main();
