// A fair background queue (issue 31, decision 0064): another company's import while one company
// floods the queue. Starts the compiled server (`npm run serve`'s start, JOB_WORKERS 2 unless told),
// signs the bench user in twice and gives each session its own company. Company B imports a small
// board alone (idle: the median of --runs imports); then company A uploads --flood DUTs of a large
// board at once, and B imports the small board --runs times more while A's imports still wait in the
// queue. Prints B's import times (job created → finished, the server's clock) idle and under the
// flood, their ratio (goal: ≤ 2), and how many of A's jobs were still waiting when each of B's
// finished (0 would mean the flood had drained and the figure proves nothing).
//
//   node --import tsx bench/src/queue-fairness-bench.ts [--flood 40] [--runs 3] [--port 4177]
//        [--flood-file ../shared/testdata/kicad/Duet2.kicad_pcb] [--file ../shared/testdata/kicad/pic_programmer.kicad_pcb]
//        [--workers-per-company N] [--database-url postgres://…]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './import/stats';
import { startBenchServer } from './server/bench-server';
import { api, postFile, type Session, signInSession } from './server/bench-session';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { values } = parseArgs({
  options: {
    flood: { type: 'string', default: '40' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4177' },
    'flood-file': {
      type: 'string',
      default: path.join(repoRoot, '../shared/testdata/kicad/Duet2.kicad_pcb'),
    },
    file: {
      type: 'string',
      default: path.join(repoRoot, '../shared/testdata/kicad/pic_programmer.kicad_pcb'),
    },
    'workers-per-company': { type: 'string' },
    'database-url': { type: 'string' },
  },
});

/** Creates a DUT and uploads one file; returns the DUT's id (its import is queued). */
async function uploadDut(s: Session, file: string, name: string): Promise<string> {
  const dut = await api<{ id: string }>(s, '/api/v1/duts', 'POST', { name, revision: 'A' });
  await postFile(s, `/api/v1/duts/${dut.id}/files`, file);
  return dut.id;
}

interface JobView {
  status: string;
  createdAt: string;
  finishedAt: string | null;
}

/** Waits for the DUT's import; its job's created → finished time on the server's clock (ms). */
async function importMs(s: Session, dutId: string): Promise<number> {
  for (let i = 0; i < 30_000; i++) {
    const [job] = await api<JobView[]>(s, `/api/v1/duts/${dutId}/jobs`);
    if (job?.status === 'failed') throw new Error('the import failed');
    if (job?.finishedAt) return Date.parse(job.finishedAt) - Date.parse(job.createdAt);
    await sleep(20);
  }
  throw new Error('the import did not finish in 10 minutes');
}

async function waiting(s: Session, dutIds: string[]): Promise<number> {
  let n = 0;
  for (const id of dutIds) {
    const [job] = await api<JobView[]>(s, `/api/v1/duts/${id}/jobs`);
    if (job && (job.status === 'queued' || job.status === 'running')) n++;
  }
  return n;
}

async function main() {
  const flood = Number(values.flood);
  const runs = Number(values.runs);
  const databaseUrl = values['database-url'];
  const server = await startBenchServer({
    port: Number(values.port),
    env: {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(values['workers-per-company'] ? { JOB_WORKERS_PER_COMPANY: values['workers-per-company'] } : {}),
      HOUSEKEEPING_INTERVAL_MINUTES: '0',
    },
  });
  try {
    const a: Session = { url: server.url, cookie: server.cookie };
    await api(a, '/api/v1/companies', 'POST', { name: 'Flooding Fixtures' });
    const b = await signInSession(server.url, server.email);
    await api(b, '/api/v1/companies', 'POST', { name: 'Other Fixtures' });

    // Warm the import thread, then B's idle imports.
    await importMs(b, await uploadDut(b, values.file!, 'warm-up'));
    const idle: number[] = [];
    for (let i = 0; i < runs; i++)
      idle.push(await importMs(b, await uploadDut(b, values.file!, `idle ${i}`)));

    const floodIds: string[] = [];
    for (let i = 0; i < flood; i++) floodIds.push(await uploadDut(a, values['flood-file']!, `flood ${i}`));
    const loaded: number[] = [];
    const stillWaiting: number[] = [];
    for (let i = 0; i < runs; i++) {
      loaded.push(await importMs(b, await uploadDut(b, values.file!, `loaded ${i}`)));
      stillWaiting.push(await waiting(a, floodIds));
    }
    const idleMs = median(idle);
    const loadedMs = median(loaded);
    console.log(
      `# ${new Date().toISOString()} ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ` +
        `JOB_WORKERS 2, JOB_WORKERS_PER_COMPANY ${values['workers-per-company'] ?? 'default (1)'}; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(`flood: ${flood} × ${path.basename(values['flood-file']!)} from company A`);
    console.log(
      `B idle import (${path.basename(values.file!)}): ${idle.map((v) => v.toFixed(0)).join(', ')} ms; median ${idleMs.toFixed(0)} ms`,
    );
    console.log(
      `B import under A's flood: ${loaded.map((v) => v.toFixed(0)).join(', ')} ms; median ${loadedMs.toFixed(0)} ms`,
    );
    console.log(`A's jobs still queued or running after each: ${stillWaiting.join(', ')} of ${flood}`);
    console.log(`ratio under flood / idle: ${(loadedMs / idleMs).toFixed(2)} (goal ≤ 2)`);
  } finally {
    await server.stop();
  }
}

await main();
