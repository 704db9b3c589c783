// The first import after a start, as a user meets it (issue 20 item 5, decision 0046). Starts the
// compiled server on a fresh data folder with IMPORT_PREWARM=1 or 0 (alternating, --runs of each),
// creates a company, and for --after seconds (a user signing in and finding the New DUT screen) asks
// GET /api/v1/duts every 50 ms — the requests a warm-up must not hold up. Then it uploads a KiCad board
// through the API and times its import job (queued → finished, from the job's row), then a second
// upload of the same board (the thread is warm by then either way). Also the server process's CPU
// time (/proc) until the first upload, and its resident memory then.
//
//   node --import tsx bench/src/first-import-bench.ts [--runs 3] [--after 5] [--port 4202]
//        [--file ../shared/testdata/kicad/pic_programmer.kicad_pcb]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './import/stats';
import { type BenchServer, startBenchServer } from './server/bench-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

interface Run {
  prewarm: number;
  /** The first import job: queued → finished (server clock), ms. */
  firstJobMs: number;
  /** The second one. */
  secondJobMs: number;
  /** GET /api/v1/duts during the wait: median and slowest, ms. */
  listMedianMs: number;
  listMaxMs: number;
  /** CPU seconds of the server process from start to the first upload. */
  serverCpuS: number;
  /** Resident memory of the server process at the first upload, MB. */
  rssMb: number;
  load1: number;
}

function processCpuS(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function client(server: BenchServer) {
  const headers = { cookie: server.cookie, origin: server.url };
  return async <T>(url: string, method = 'GET', body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

async function importJob(server: BenchServer, file: string, name: string): Promise<number> {
  const api = client(server);
  const dut = await api<{ id: string }>('/api/v1/duts', 'POST', { name, revision: 'A' });
  const form = new FormData();
  form.append('files', new Blob([readFileSync(file)]), path.basename(file));
  const up = await fetch(`${server.url}/api/v1/duts/${dut.id}/files`, {
    method: 'POST',
    headers: { cookie: server.cookie, origin: server.url },
    body: form,
  });
  if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
  for (let i = 0; i < 6000; i++) {
    const [job] = await api<{ status: string; createdAt: string; finishedAt: string | null }[]>(
      `/api/v1/duts/${dut.id}/jobs`,
    );
    if (job?.status === 'failed') throw new Error('the import failed');
    if (job?.finishedAt) return Date.parse(job.finishedAt) - Date.parse(job.createdAt);
    await sleep(20);
  }
  throw new Error('the import did not finish in 2 minutes');
}

async function once(port: number, prewarm: number, afterS: number, file: string): Promise<Run> {
  const server = await startBenchServer({ port, env: { IMPORT_PREWARM: String(prewarm) } });
  try {
    const api = client(server);
    await api('/api/v1/companies', 'POST', { name: 'First Import Bench' });
    const lists: number[] = [];
    const until = performance.now() + afterS * 1000;
    while (performance.now() < until) {
      const t0 = performance.now();
      await api('/api/v1/duts');
      lists.push(performance.now() - t0);
      await sleep(50);
    }
    const serverCpuS = processCpuS(server.pid);
    const rss = rssMb(server.pid);
    const load1 = os.loadavg()[0]!;
    const firstJobMs = await importJob(server, file, 'First');
    const secondJobMs = await importJob(server, file, 'Second');
    return {
      prewarm,
      firstJobMs,
      secondJobMs,
      listMedianMs: median(lists),
      listMaxMs: Math.max(...lists),
      serverCpuS,
      rssMb: rss,
      load1,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      after: { type: 'string', default: '5' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '4202' },
      file: {
        type: 'string',
        default: path.resolve(repoRoot, '../shared/testdata/kicad/pic_programmer.kicad_pcb'),
      },
    },
    strict: false,
  });
  const runs = Number(values.runs);
  const file = path.resolve(String(values.file));
  const results: Run[] = [];
  // Alternated, so that the machine's load falls on both alike.
  for (let i = 0; i < runs; i++)
    for (const prewarm of [1, 0])
      results.push(await once(Number(values.port), prewarm, Number(values.after), file));
  console.log(
    `# ${new Date().toISOString()} ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${path.basename(file)}, first upload ${values.after} s after the server answered, ${runs} runs each`,
  );
  console.log(
    '| IMPORT_PREWARM | First job ms | Second job ms | GET /duts median / max ms | Server CPU s until the upload | RSS MB | Load (1 min) |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const row = (name: string, r: Run) =>
    console.log(
      `| ${name} | ${r.firstJobMs.toFixed(0)} | ${r.secondJobMs.toFixed(0)} | ${r.listMedianMs.toFixed(1)} / ${r.listMaxMs.toFixed(1)} | ${r.serverCpuS.toFixed(2)} | ${r.rssMb.toFixed(0)} | ${r.load1.toFixed(1)} |`,
    );
  for (const r of results) row(String(r.prewarm), r);
  for (const prewarm of [1, 0]) {
    const rs = results.filter((r) => r.prewarm === prewarm);
    const pick = (f: (r: Run) => number) => median(rs.map(f));
    row(`median, ${prewarm}`, {
      prewarm,
      firstJobMs: pick((r) => r.firstJobMs),
      secondJobMs: pick((r) => r.secondJobMs),
      listMedianMs: pick((r) => r.listMedianMs),
      listMaxMs: pick((r) => r.listMaxMs),
      serverCpuS: pick((r) => r.serverCpuS),
      rssMb: pick((r) => r.rssMb),
      load1: pick((r) => r.load1),
    });
  }
  console.log(JSON.stringify({ bench: 'first-import', date: new Date().toISOString(), runs, results }));
}

await main();
