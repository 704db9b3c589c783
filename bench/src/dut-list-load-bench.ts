// Load on the authenticated DUT list (issue 13): the compiled server on a fresh data folder (PGlite)
// or on the PostgreSQL database given, one signed-in user whose company has 30 DUTs, and autocannon
// (its command, a bounded client on 127.0.0.1, on the same machine as the server) holding 100
// connections on GET /api/v1/duts for --duration seconds. Prints requests/s and latency percentiles,
// then a JSON line. The load generator shares the machine's cores with the server, as in the issue.
//
//   node --import tsx bench/src/dut-list-load-bench.ts [--database-url postgres://…/empty_db]
//        [--connections 100] [--duration 10] [--duts 30] [--port 4111]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBenchServer } from './server/bench-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function api(url: string, cookie: string, method: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { cookie, origin: new URL(url).origin, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

function runCannon(url: string, cookie: string, connections: number, seconds: number): CannonResult {
  const bin = path.join(repoRoot, 'node_modules/autocannon/autocannon.js');
  const run = spawnSync(
    process.execPath,
    [bin, '-c', String(connections), '-d', String(seconds), '-H', `cookie=${cookie}`, '--json', url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as CannonResult;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** CPU time (ms) of this process's waited-for children so far (cutime + cstime): autocannon's. */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // fields 16 and 17
}

/** Busy CPU time (ms) of the whole machine so far, all cores (everything but idle and iowait). */
function machineBusyMs(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = cpu;
  return ((user! + nice! + system! + irq! + softirq! + steal!) * 1000) / 100;
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      connections: { type: 'string', default: '100' },
      duration: { type: 'string', default: '10' },
      duts: { type: 'string', default: '30' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '4111' },
      // A V8 CPU profile of the server during the run (written when it stops), into this folder.
      'cpu-prof': { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'];
  const connections = Number(values.connections);
  const seconds = Number(values.duration);
  const dutCount = Number(values.duts);
  const profileDir = values['cpu-prof'];
  const server = await startBenchServer({
    port: Number(values.port),
    ...(profileDir ? { execArgv: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] } : {}),
    env: {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // The load is the point: the per-client limit would answer 429 after 600 requests.
      RATE_LIMIT_MAX: '100000000',
      HOUSEKEEPING_INTERVAL_MINUTES: '0',
    },
  });
  try {
    await api(`${server.url}/api/v1/companies`, server.cookie, 'POST', { name: 'Load Bench Fixtures' });
    for (let i = 1; i <= dutCount; i++)
      await api(`${server.url}/api/v1/duts`, server.cookie, 'POST', {
        name: `Load board ${i}`,
        partNumber: `LB-${i}`,
        revision: 'A',
      });
    const listUrl = `${server.url}/api/v1/duts`;
    const listed = (await api(listUrl, server.cookie, 'GET')) as { items: unknown[] };
    if (listed.items.length !== dutCount) throw new Error(`the list has ${listed.items.length} DUTs`);
    runCannon(listUrl, server.cookie, connections, 2); // warm-up: JIT, pools, caches
    const load1 = os.loadavg()[0]!;
    const cpuBefore = processCpuMs(server.pid);
    const cannonBefore = childrenCpuMs();
    const machineBefore = machineBusyMs();
    const r = runCannon(listUrl, server.cookie, connections, seconds);
    // The server's own CPU per answered request: what the code costs, whatever else the machine runs.
    const answered = Math.max(1, r.requests.total);
    const cpuPerRequest = (processCpuMs(server.pid) - cpuBefore) / answered;
    // The load generator's, and the whole machine's (server, database, generator and anything else).
    const cannonPerRequest = (childrenCpuMs() - cannonBefore) / answered;
    const machinePerRequest = (machineBusyMs() - machineBefore) / answered;
    const loadAfter = os.loadavg()[0]!;
    const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `# ${new Date().toISOString()} ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${database}, GET /api/v1/duts (${dutCount} DUTs), ${connections} connections, ${seconds} s; 1-min load ${load1.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    );
    console.log(
      '| Database | req/s | p50 ms | p90 ms | p99 ms | max ms | server CPU ms/request | autocannon | machine | non-2xx | errors |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| ${database} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p99} | ${r.latency.max} | ${cpuPerRequest.toFixed(2)} | ${cannonPerRequest.toFixed(2)} | ${machinePerRequest.toFixed(2)} | ${r.non2xx} | ${r.errors + r.timeouts} |`,
    );
    console.log(
      JSON.stringify({
        bench: 'dut-list-load',
        date: new Date().toISOString(),
        database,
        duts: dutCount,
        connections,
        seconds,
        load1: [load1, loadAfter],
        requestsPerSecond: r.requests.average,
        serverCpuMsPerRequest: cpuPerRequest,
        autocannonCpuMsPerRequest: cannonPerRequest,
        machineCpuMsPerRequest: machinePerRequest,
        latencyMs: r.latency,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
      }),
    );
  } finally {
    await server.stop();
  }
}

await main();
