// The `studio` command's scale paths in the server (issue 31: "the same paths in the server (workers)
// with the same bounds"). Starts the compiled server (`npm run serve`'s start) and, as a user would
// through the API: uploads the synthetic board (written by bench/src/scale-boards.ts) to a new DUT and
// waits for its import (import worker), saves Studio's default proposal as a test config, runs DFT on
// it (DFT worker), builds the fixture package (job), then uploads rev B and compares the revisions
// (DFT worker). Each step prints its wall time on the bench's clock and the server's RSS peak during
// the step (/proc, the worker threads are in the process); the server's CPU time over the step from
// /proc/<pid>/stat (user + system, all threads). The steps the CLI bench has a goal for are marked.
//
// The boards are written on the first run (scale-boards.ts) and reused.
//
//   node --import tsx bench/src/server-scale-bench.ts [--pads 100000] [--dir /tmp/studio-scale]
//        [--steps import,dft,fixture,diff] [--port 4186] [--database-url postgres://…] [--server-log file]
//
// Uploads above MAX_UPLOAD_FILE_BYTES (200 MB) are refused by design; for the 1M-pad board (1 GB) the
// bench raises it (and MAX_DUT_BYTES) for its own server and says so.
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importPackage, proposeTestConfig } from '@studio/core';
import { rssMb, sampleRss } from './memory/rss-sampler';
import { processCpuMs } from './process/process-group';
import { startBenchServer } from './server/bench-server';
import { api, postFile, type Session, signInSession } from './server/bench-session';
import { makeScaleBoards, scaleBoardFile } from './scale-boards';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { values } = parseArgs({
  options: {
    pads: { type: 'string', default: '100000' },
    dir: { type: 'string', default: path.join(os.tmpdir(), 'studio-scale') },
    steps: { type: 'string', default: 'import,dft,fixture,diff' },
    port: { type: 'string', default: '4186' },
    'database-url': { type: 'string' },
    'server-log': { type: 'string' },
  },
});

const cpuSeconds = (pid: number) => processCpuMs(pid) / 1000;

interface StepFigure {
  step: string;
  wallS: number;
  cpuS: number;
  peakMb: number;
  note: string;
}

async function waitForImport(s: Session, dutId: string): Promise<string> {
  for (;;) {
    const files = await api<{ items: { name: string; status: string }[] }>(s, `/api/v1/duts/${dutId}/files`);
    if (files.items.every((f) => !['stored', 'queued', 'importing'].includes(f.status)))
      return files.items.map((f) => `${f.name}: ${f.status}`).join('; ');
    await sleep(200);
  }
}

async function main() {
  const pads = Number(values.pads);
  const fileA = scaleBoardFile(values.dir!, pads);
  const fileB = scaleBoardFile(values.dir!, pads, 'B');
  const steps = new Set(values.steps!.split(','));
  // Written once and reused (a 1M-pad board takes about a minute); rev B only when it is compared.
  makeScaleBoards(values.dir!, [pads], steps.has('diff') ? [pads] : []);
  const bigUploads = statSync(fileA).size > 200 * 1024 * 1024;
  const databaseUrl = values['database-url'];
  const env: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    HOUSEKEEPING_INTERVAL_MINUTES: '0',
    ...(bigUploads ? { MAX_UPLOAD_FILE_BYTES: String(2 ** 31 - 1), MAX_DUT_BYTES: String(2 ** 31 - 1) } : {}),
  };
  console.log(
    `# ${new Date().toISOString()} ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `# board ${path.basename(fileA)} (${(statSync(fileA).size / 1e6).toFixed(0)} MB)${bigUploads ? '; MAX_UPLOAD_FILE_BYTES and MAX_DUT_BYTES raised for this server' : ''}`,
  );
  // The proposal the CLI and the web make (core's, on the same importer's board: same ids), made before
  // the server starts: a minute of this process's CPU at 1M would leave its idle sockets to be reused
  // after the server closed them (EPIPE).
  const proposed = proposeTestConfig(
    importPackage([{ name: path.basename(fileA), bytes: readFileSync(fileA) }]).board,
  ).config;
  // The API takes at most 200k test points (TEST_CONFIG_LIMITS in api/src/test-config.ts, not a
  // dependency of the benches): the 1M-pad proposal (204,771) is cut to its first 200k, and the line
  // says so.
  const limit = 200_000;
  const config = { ...proposed, testPoints: proposed.testPoints.slice(0, limit) };
  const cut = proposed.testPoints.length - config.testPoints.length;
  const server = await startBenchServer({
    port: Number(values.port),
    env,
    ...(values['server-log'] ? { logFile: values['server-log'] } : {}),
  });
  const rss = sampleRss(server.pid);
  const figures: StepFigure[] = [];
  const step = async (name: string, run: () => Promise<string>) => {
    rss.resetPeak();
    const cpu0 = cpuSeconds(server.pid);
    const t0 = performance.now();
    let note: string;
    try {
      note = await run();
    } catch (error) {
      const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
      note = `FAILED: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}${cause}`;
    }
    const figure = {
      step: name,
      wallS: (performance.now() - t0) / 1000,
      cpuS: cpuSeconds(server.pid) - cpu0,
      peakMb: rss.peakMb,
      note,
    };
    figures.push(figure);
    console.log(
      `${name.padEnd(52)} wall ${figure.wallS.toFixed(1).padStart(6)} s  server CPU ${figure.cpuS.toFixed(1).padStart(6)} s  peak RSS ${figure.peakMb.toFixed(0).padStart(5)} MB  ${note}`,
    );
    if (note.startsWith('FAILED')) throw new Error(`${name} failed`);
  };
  try {
    await sleep(2000);
    console.log(`idle RSS ${rssMb(server.pid).toFixed(0)} MB`);
    const s = await signInSession(server.url, server.email);
    await api(s, '/api/v1/companies', 'POST', { name: 'Scale Bench' });
    const dutA = await api<{ id: string }>(s, '/api/v1/duts', 'POST', {
      name: `Synthetic ${pads}`,
      revision: 'A',
    });
    await step('upload + import rev A', async () => {
      await postFile(s, `/api/v1/duts/${dutA.id}/files`, fileA);
      return waitForImport(s, dutA.id);
    });
    let configId = '';
    await step('save the proposal as a test config', async () => {
      configId = (
        await api<{ id: string }>(s, `/api/v1/duts/${dutA.id}/test-configs`, 'POST', {
          name: 'Proposal',
          config,
        })
      ).id;
      return `${config.testPoints.length} test points${cut > 0 ? ` (the proposal's ${proposed.testPoints.length} cut to the API's limit of ${limit})` : ''}`;
    });
    if (steps.has('dft'))
      await step('run DFT (goal of `dft`: < 10 s at 1M)', async () => {
        const report = await api<{ status: string; coveragePercent: number }>(
          s,
          `/api/v1/test-configs/${configId}/versions/1/dft-reports`,
          'POST',
          {},
        );
        return `${report.status}, coverage ${report.coveragePercent} %`;
      });
    if (steps.has('fixture'))
      await step('fixture package (goal of `fixture`: < 5 s at 100k)', async () => {
        const route = `/api/v1/test-configs/${configId}/versions/1/fixture-package`;
        await api(s, route, 'POST', {});
        for (;;) {
          const p = await api<{ status: string; probes: number; sizeBytes: number; error: string | null }>(
            s,
            route,
          );
          if (p.status === 'ready') return `${p.probes} probes, ${(p.sizeBytes / 1e6).toFixed(1)} MB zip`;
          if (p.status === 'failed') throw new Error(p.error ?? 'failed');
          await sleep(200);
        }
      });
    if (steps.has('diff')) {
      const dutB = await api<{ id: string }>(s, '/api/v1/duts', 'POST', {
        name: `Synthetic ${pads}`,
        revision: 'B',
      });
      await step('upload + import rev B', async () => {
        await postFile(s, `/api/v1/duts/${dutB.id}/files`, fileB);
        return waitForImport(s, dutB.id);
      });
      await step('revision compare (goal of `diff`: < 3 s at 100k)', async () => {
        const run = await api<{ comparison: { verdict: string } }>(
          s,
          `/api/v1/duts/${dutB.id}/revision-compare?against=${dutA.id}`,
        );
        return `verdict ${run.comparison.verdict}`;
      });
    }
  } finally {
    rss.stop();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
