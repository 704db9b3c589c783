// Concurrent summary PDFs of a large DFT report (issue 13 item 1: "50 concurrent PDF requests →
// memory stays under a stated bound, health answers in < 100 ms"). Starts Studio as `npm run serve`
// does (embedded database, fresh data folder), imports a synthetic KiCad board of --pads pads through
// the API, saves Studio's proposal as a test config and analyses it (a report of tens of MB), then
// sends --requests concurrent GET …/summary.pdf from one signed-in user while it samples the server's
// resident memory (/proc, every 50 ms) and times GET /api/health every 50 ms. Prints what each
// request got (200, or the 429/503 of the limits), the PDF times, the memory before and at its peak,
// and the health latencies. --per-user raises the per-user limit of expensive requests so that
// every request reaches the worker pool and its queue (the pool, not the user limit, is then tried).
//
//   node --import tsx bench/src/pdf-load-bench.ts [--pads N] [--requests N] [--per-user N] [--port P]
//     [--database-url postgres://…] [--profile DIR]   (the server's main-thread CPU profile, to see what holds the event loop)
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { type CompactBoard, decodeBoard, proposeTestConfig } from '@studio/core';
import { median } from './import/stats';
import { startBenchServer } from './server/bench-server';
import { synthesizeBoard } from './synth/synthesize-board';
import { writeKicadPcb } from './writers/kicad-pcb-writer';

const { values } = parseArgs({
  options: {
    pads: { type: 'string', default: '230000' },
    requests: { type: 'string', default: '50' },
    'per-user': { type: 'string' },
    port: { type: 'string', default: '4180' },
    /** Run the server on this PostgreSQL database instead of the embedded one. */
    'database-url': { type: 'string' },
    /** Write the server's CPU profile (main thread) into this folder. */
    profile: { type: 'string' },
  },
});
const pads = Number(values.pads);
const requests = Number(values.requests);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : Number.NaN;
};

/** Resident memory (MB) of one process, threads included. */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The server's node process: the member of the bench server's process group with the most memory. */
function serverPid(pgid: number): number {
  let best = { pid: pgid, rss: -1 };
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const rss = rssMb(Number(entry));
      if (rss > best.rss) best = { pid: Number(entry), rss };
    } catch {
      // exited meanwhile
    }
  }
  return best.pid;
}

async function main() {
  const env: Record<string, string> = {
    ...(values['per-user'] ? { EXPENSIVE_REQUESTS_PER_USER: String(values['per-user']) } : {}),
    ...(values['database-url'] ? { DATABASE_URL: String(values['database-url']) } : {}),
  };
  const server = await startBenchServer({
    port: Number(values.port),
    env,
    ...(values.profile ? { execArgv: ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] } : {}),
  });
  const headers = { cookie: server.cookie, origin: server.url };
  const api = async <T>(path: string, method = 'GET', body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  try {
    await api('/api/v1/companies', 'POST', { name: 'PDF Bench Fixtures' });
    const dut = await api<{ id: string }>('/api/v1/duts', 'POST', {
      name: `Synthetic ${pads}`,
      revision: 'A',
    });
    const text = writeKicadPcb(synthesizeBoard({ pads }).board);
    const form = new FormData();
    form.append('files', new Blob([text]), `synthetic-${pads}.kicad_pcb`);
    const up = await fetch(`${server.url}/api/v1/duts/${dut.id}/files`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
    for (let status = ''; status !== 'ready'; await sleep(500)) {
      status = (await api<{ status: string }>(`/api/v1/duts/${dut.id}`)).status;
      if (status === 'failed' || status === 'empty') throw new Error(`import ${status}`);
    }
    const board = decodeBoard(await api<CompactBoard>(`/api/v1/duts/${dut.id}/board`));
    const config = await api<{ id: string }>(`/api/v1/duts/${dut.id}/test-configs`, 'POST', {
      name: 'Proposal',
      config: proposeTestConfig(board).config,
    });
    const report = await api<{ id: string }>(
      `/api/v1/test-configs/${config.id}/versions/1/dft-reports`,
      'POST',
      {},
    );
    const pdfUrl = `${server.url}/api/v1/dft-reports/${report.id}/summary.pdf`;
    // The record's size as sent (the answer is compressed on the wire: no content-length to read).
    const reportMb =
      (await (await fetch(`${server.url}/api/v1/dft-reports/${report.id}`, { headers })).arrayBuffer())
        .byteLength / 1e6;
    // One PDF alone first: the workers and caches are warm, as on a server that has run a while.
    const single = performance.now();
    const first = await fetch(pdfUrl, { headers });
    const pdfBytes = (await first.arrayBuffer()).byteLength;
    const singleMs = performance.now() - single;

    const pid = serverPid(server.pid);
    await sleep(2000);
    const before = rssMb(pid);
    let peak = before;
    const health: number[] = [];
    let sampling = true;
    const memory = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssMb(pid));
        await sleep(50);
      }
    })();
    const healthLoop = (async () => {
      while (sampling) {
        const t = performance.now();
        await fetch(`${server.url}/api/health`);
        health.push(performance.now() - t);
        await sleep(50);
      }
    })();
    const load1 = os.loadavg()[0]!;
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: requests }, async () => {
        const t = performance.now();
        const res = await fetch(pdfUrl, { headers });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t, retryAfter: res.headers.get('retry-after') };
      }),
    );
    const wallMs = performance.now() - t0;
    await sleep(1000);
    sampling = false;
    await Promise.all([memory, healthLoop]);
    const after = rssMb(pid);

    const byStatus = new Map<number, number>();
    for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    const ok = results.filter((r) => r.status === 200).map((r) => r.ms);
    console.log(
      `# ${new Date().toISOString()} ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${values['database-url'] ? 'PostgreSQL' : 'PGlite'}, 1-min load ${load1.toFixed(1)}; ` +
        `board ${board.pads.length} pads, ${board.testPoints.length} candidates; report ${reportMb.toFixed(1)} MB of JSON; ` +
        `PDF ${(pdfBytes / 1e6).toFixed(2)} MB, ${singleMs.toFixed(0)} ms alone`,
    );
    console.log(
      `${requests} concurrent GET summary.pdf (one user${values['per-user'] ? `, EXPENSIVE_REQUESTS_PER_USER=${values['per-user']}` : ''}): ` +
        `${[...byStatus].map(([s, n]) => `${n} × ${s}`).join(', ')} in ${(wallMs / 1000).toFixed(1)} s` +
        (ok.length
          ? `; 200s took median ${median(ok).toFixed(0)} ms, max ${Math.max(...ok).toFixed(0)} ms`
          : ''),
    );
    console.log(
      `server memory (RSS): ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB after`,
    );
    console.log(
      `/api/health meanwhile (${health.length} probes): median ${median(health).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms, ${health.filter((h) => h >= 100).length} ≥ 100 ms`,
    );
    console.log(
      JSON.stringify({
        bench: 'pdf-load',
        pads: board.pads.length,
        requests,
        perUser: values['per-user'] ?? null,
        statuses: Object.fromEntries(byStatus),
        reportMb,
        singleMs,
        wallMs,
        rssMb: { before, peak, after },
        health: { median: median(health), p99: percentile(health, 99), max: Math.max(...health) },
        load1,
      }),
    );
  } finally {
    await server.stop();
  }
}

await main();
