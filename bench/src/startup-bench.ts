// Start-up benchmark: how long `npm start` takes until the server answers GET /api/health, as a user
// waits for it. The first start uses a fresh data folder (database created, migrations applied); the
// following are restarts on the same folder. Each start is a whole process group (npm, the shell, the
// build if any, the server); CPU time is summed over the group from /proc when health first answers.
//
//   node --import tsx bench/src/startup-bench.ts [--runs 7] [--port 4107] [--command "npm start"]
//        [--node /path/to/node24/bin/node]
//
// The web app is built by the command itself when it decides to (so a restart after a build shows
// whether it builds again). Prints a table and a final single JSON line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './import/stats';
import {
  processGroupCpuMs,
  processGroupCriticalPathCpuMs,
  processGroupMainThreadCpuMs,
  processGroupPeakRssMb,
} from './process/process-group';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface StartRun {
  kind: 'fresh' | 'restart';
  healthMs: number;
  cpuMs: number;
  /** CPU of the server process's main thread alone. */
  mainThreadCpuMs: number;
  /** npm, the shell and any build step, then the server's main thread (process-group.ts). */
  criticalPathCpuMs: number;
  peakRssMb: number;
  load1: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function startOnce(
  command: string,
  port: number,
  dataDir: string,
  kind: StartRun['kind'],
  pathPrefix: string,
) {
  if (await healthy(port)) throw new Error(`something already answers on port ${port}`);
  const load1 = os.loadavg()[0]!;
  const t0 = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd: repoRoot,
    detached: true, // its own process group: measured and stopped as a whole
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PATH: `${pathPrefix}${process.env.PATH ?? ''}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const pgid = child.pid!;
  try {
    while (!(await healthy(port))) {
      if (exited) throw new Error(`the server exited before answering: ${stderr}`);
      if (performance.now() - t0 > 180_000) throw new Error('no health answer in 180 s');
      await sleep(10);
    }
    const healthMs = performance.now() - t0;
    const run: StartRun = {
      kind,
      healthMs,
      cpuMs: processGroupCpuMs(pgid),
      mainThreadCpuMs: processGroupMainThreadCpuMs(pgid),
      criticalPathCpuMs: processGroupCriticalPathCpuMs(pgid),
      peakRssMb: processGroupPeakRssMb(pgid),
      load1,
    };
    return run;
  } finally {
    await stopGroup(pgid, () => exited);
  }
}

/** Whether any process of the group is still alive (signal 0 checks without sending). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the whole group and waits until every process of it is gone: the shell exits at once, the
 * server only when it has closed its worker threads and the database, and the next start needs the
 * data folder's lock free.
 */
async function stopGroup(pgid: number, exited: () => boolean) {
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {
    return;
  }
  const t0 = performance.now();
  while ((!exited() || groupAlive(pgid)) && performance.now() - t0 < 15_000) await sleep(50);
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // the whole group is gone
  }
  while (groupAlive(pgid) && performance.now() - t0 < 20_000) await sleep(50);
  await sleep(200); // the port is free again
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '7' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '4107' },
      command: { type: 'string', default: 'npm start' },
      // Another Node for the command (e.g. Node 24's bin/node): its folder goes first on PATH, so
      // npm and the server run on it.
      node: { type: 'string' },
    },
    strict: false,
  });
  const runs = Number(values.runs);
  const port = Number(values.port);
  const command = String(values.command);
  const pathPrefix = values.node ? `${path.dirname(String(values.node))}${path.delimiter}` : '';
  const nodeVersion = spawnSync(values.node ? String(values.node) : process.execPath, ['--version'], {
    encoding: 'utf8',
  }).stdout.trim();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-startup-'));
  const results: StartRun[] = [];
  try {
    results.push(await startOnce(command, port, dataDir, 'fresh', pathPrefix));
    for (let i = 0; i < runs; i++)
      results.push(await startOnce(command, port, dataDir, 'restart', pathPrefix));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const restarts = results.filter((r) => r.kind === 'restart');
  console.log(`# ${new Date().toISOString()} ${os.cpus().length} cores, node ${nodeVersion}: ${command}`);
  console.log(
    '| Start | Health ms | CPU ms (all) | CPU ms (critical path) | CPU ms (server main thread) | Peak RSS MB | Load (1 min) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${r.healthMs.toFixed(0)} | ${r.cpuMs.toFixed(0)} | ${r.criticalPathCpuMs.toFixed(0)} | ${r.mainThreadCpuMs.toFixed(0)} | ${r.peakRssMb.toFixed(0)} | ${r.load1.toFixed(1)} |`,
    );
  }
  const summary = {
    restartHealthMs: median(restarts.map((r) => r.healthMs)),
    restartCpuMs: median(restarts.map((r) => r.cpuMs)),
    restartMainThreadCpuMs: median(restarts.map((r) => r.mainThreadCpuMs)),
    restartCriticalPathCpuMs: median(restarts.map((r) => r.criticalPathCpuMs)),
    restartLoad1: median(restarts.map((r) => r.load1)),
  };
  console.log(
    `| restart median | ${summary.restartHealthMs.toFixed(0)} | ${summary.restartCpuMs.toFixed(0)} | ${summary.restartCriticalPathCpuMs.toFixed(0)} | ${summary.restartMainThreadCpuMs.toFixed(0)} | | ${summary.restartLoad1.toFixed(1)} |`,
  );
  console.log(
    JSON.stringify({
      bench: 'startup',
      date: new Date().toISOString(),
      node: nodeVersion,
      command,
      results,
      ...summary,
    }),
  );
}

await main();
