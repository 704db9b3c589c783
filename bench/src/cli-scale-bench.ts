// The scale goals of issue 31, as a user runs them: whole `studio` processes (the README's CLI) on the
// synthetic KiCad boards of bench/src/scale-boards.ts, each under GNU time (user + system CPU, peak
// RSS, wall) with the 1-minute load, shown as ratios to the goals:
//   studio inspect --json, 1M pads   < 15 s, < 1.5 GiB
//   studio dft, 1M pads              < 10 s, < 2 GiB
//   studio fixture, 100k pads        < 5 s
//   studio diff, two 100k revisions  < 3 s
// The goals are wall times on the 2-core machine; on the shared machine CPU time is the steadier
// figure, so the ratio is taken on CPU (wall printed beside it).
//
//   node --import tsx bench/src/cli-scale-bench.ts [--dir /tmp/studio-scale] [--runs 1]
//        [--only inspect,dft,fixture,diff] [--studio path/to/cli/bin/studio.js]
//
// Only the boards the chosen commands read are written (the 1M board only for inspect and dft).
// --studio runs another checkout's command (e.g. a worktree of the commit before a change) on the
// same boards, for before/after figures in one sitting.
//
// Prints a table and a final single JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './import/stats';
import { hasGnuTime, type ProcessRun, timeProcess } from './process/time-process';
import { makeScaleBoards, scaleBoardFile } from './scale-boards';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: '/tmp/studio-scale' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string', default: 'inspect,dft,fixture,diff' },
    studio: { type: 'string', default: path.join(repoRoot, 'cli/bin/studio.js') },
  },
});
const studioBin = path.resolve(values.studio);
if (!hasGnuTime()) {
  console.error('cli-scale-bench needs GNU time (/usr/bin/time): apt-get install -y time');
  process.exit(1);
}
const dir = values.dir;
const only = values.only.split(',');
const needs1M = only.includes('inspect') || only.includes('dft');
makeScaleBoards(dir, needs1M ? [100_000, 1_000_000] : [100_000], [100_000]);
const out = mkdtempSync(path.join(os.tmpdir(), 'studio-scale-out-'));
const M = 1_000_000;
const K = 100_000;
const goals = [
  {
    name: 'inspect',
    label: 'studio inspect --json, 1M pads',
    cpuS: 15,
    rssGiB: 1.5,
    args: ['inspect', '--json', scaleBoardFile(dir, M)],
  },
  { name: 'dft', label: 'studio dft, 1M pads', cpuS: 10, rssGiB: 2, args: ['dft', scaleBoardFile(dir, M)] },
  {
    name: 'fixture',
    label: 'studio fixture, 100k pads',
    cpuS: 5,
    rssGiB: null,
    args: ['fixture', scaleBoardFile(dir, K), '--out', path.join(out, 'fixture.zip')],
  },
  {
    name: 'diff',
    label: 'studio diff, 100k → 100k',
    cpuS: 3,
    rssGiB: null,
    args: ['diff', scaleBoardFile(dir, K), '--', scaleBoardFile(dir, K, 'B')],
  },
].filter((g) => only.includes(g.name));

timeProcess(process.execPath, [studioBin, '--help']); // builds the command when its sources changed
const results: (Omit<(typeof goals)[number], 'args'> & { runs: ProcessRun[] })[] = [];
try {
  for (const { args, ...g } of goals) {
    const runs: ProcessRun[] = [];
    for (let r = 0; r < Number(values.runs); r++)
      runs.push(timeProcess(process.execPath, [studioBin, ...args]));
    results.push({ ...g, runs });
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
const GiB = 1024;
console.log(
  `# ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}, ${path.relative(process.cwd(), studioBin) || studioBin}`,
);
console.log('| Command | CPU s | × goal | Peak RSS GiB | × goal | Wall s | Exit | Load 1 min |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const cpu = median(r.runs.map((x) => x.cpuMs)) / 1000;
  const rss = median(r.runs.map((x) => x.maxRssMb)) / GiB;
  console.log(
    `| ${r.label} | ${cpu.toFixed(1)} | ${(cpu / r.cpuS).toFixed(2)} | ${rss.toFixed(2)} | ${r.rssGiB ? (rss / r.rssGiB).toFixed(2) : '—'} | ${(median(r.runs.map((x) => x.wallMs)) / 1000).toFixed(1)} | ${r.runs.map((x) => x.exitCode).join(', ')} | ${r.runs.map((x) => x.load1.toFixed(1)).join(', ')} |`,
  );
}
console.log(JSON.stringify({ bench: 'cli-scale', results }));
