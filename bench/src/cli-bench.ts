// `studio` command benchmark: whole processes, as a user waits for them, beside KiCad's own loader
// measured in the same run (issue 31). For each board — pic_programmer and every KiCad board over
// 1 MB found in ../shared/testdata/kicad and /usr/share/kicad/demos — it runs `studio inspect --json`
// in each form the README documents, on each Node given, and KiCad's whole process (Debian's kicad
// package: python3 importing pcbnew and calling LoadBoard), interleaved: one round runs every
// subject once, so that the machine's load hits them alike.
//
// Forms: `npx studio …` (npm's exec in front), `node cli/bin/studio.js …`, and `studio …` as
// node_modules/.bin/studio (the README's form without npm; its `#!/usr/bin/env node` picks the Node
// first on PATH, as `npx` does: each Node's folder is put first on PATH for its runs).
// Cold: the first run after the build's compile cache (dist/node/<build>/.compile-cache, Node 22+)
// is removed; warm: the run right after it. Node 20 has no compile cache: cold and warm differ only
// by the file cache.
//
// CPU is user + system time of the process and its children (wait4's rusage, µs: GNU time's 10 ms
// steps are as large as the differences measured here), peak RSS its largest process.
//
//   node --import tsx bench/src/cli-bench.ts [--runs 5] [--boards pic_programmer,video|auto]
//        [--nodes /usr/bin/node,/path/to/node24/bin/node] [--forms npx,node,bin] [--command "inspect --json"]
//
// Prints a table per board with ratios against KiCad, and a final single JSON line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './import/stats';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BOARD_DIRS = [path.resolve(repoRoot, '../shared/testdata/kicad'), '/usr/share/kicad/demos'];
const SYSTEM_PYTHON = '/usr/bin/python3';
const KICAD_LOAD =
  'import pcbnew, sys; b = pcbnew.LoadBoard(sys.argv[1]); sys.exit(0 if len(b.GetPads()) else 1)';
/** Runs argv[1:] once and prints "cpu_ms wall_ms maxrss_kb exit" (the child's own rusage). */
const RUSAGE = `import os, subprocess, sys, time
t = time.perf_counter()
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, status, ru = os.wait4(p.pid, 0)
wall = (time.perf_counter() - t) * 1000
print((ru.ru_utime + ru.ru_stime) * 1000, wall, ru.ru_maxrss, os.waitstatus_to_exitcode(status))`;
const ONE_MB = 1_000_000;

type Form = 'npx' | 'node' | 'bin';

interface Subject {
  board: string;
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** The Node version (studio subjects) whose compile cache a cold run clears first. */
  node?: string;
}

interface Run {
  cpuMs: number;
  wallMs: number;
  maxRssMb: number;
  exitCode: number;
  load1: number;
}

function run(subject: Subject): Run {
  const load1 = os.loadavg()[0]!;
  const out = spawnSync(SYSTEM_PYTHON, ['-c', RUSAGE, subject.command, ...subject.args], {
    cwd: repoRoot,
    env: subject.env,
    encoding: 'utf8',
  });
  const [cpu, wall, rssKb, exit] = out.stdout.trim().split(' ').map(Number);
  if (cpu === undefined || wall === undefined || rssKb === undefined || exit === undefined) {
    throw new Error(`no figures for ${subject.name}: ${out.stdout} ${out.stderr}`);
  }
  return { cpuMs: cpu, wallMs: wall, maxRssMb: rssKb / 1024, exitCode: exit, load1 };
}

/** pic_programmer and every .kicad_pcb over 1 MB (one per file name: the demos repeat some). */
function autoBoards(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.kicad_pcb')) {
        const name = entry.name.replace(/\.kicad_pcb$/, '');
        if (!found.has(name) && (name === 'pic_programmer' || statSync(file).size > ONE_MB))
          found.set(name, file);
      }
    }
  };
  for (const dir of BOARD_DIRS) walk(dir);
  return found;
}

function namedBoards(names: string[]): Map<string, string> {
  const all = new Map<string, string>();
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.kicad_pcb') && !all.has(entry.name.replace(/\.kicad_pcb$/, '')))
        all.set(entry.name.replace(/\.kicad_pcb$/, ''), file);
    }
  };
  for (const dir of BOARD_DIRS) walk(dir);
  return new Map(
    names.map((name) => {
      const file = all.get(name);
      if (!file) throw new Error(`no board ${name}.kicad_pcb in ${BOARD_DIRS.join(', ')}`);
      return [name, file];
    }),
  );
}

function nodeVersion(node: string): string {
  return spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
}

/** The current build's compile cache (scripts/node-build/resolve.mjs useCompileCache). */
function compileCacheDir(): string {
  const { key } = JSON.parse(readFileSync(path.join(repoRoot, 'dist/node/current.json'), 'utf8')) as {
    key: string;
  };
  return path.join(repoRoot, 'dist/node', key, '.compile-cache');
}

function kicadAvailable(): boolean {
  return spawnSync(SYSTEM_PYTHON, ['-c', 'import pcbnew'], { stdio: 'ignore' }).status === 0;
}

function subjects(boards: Map<string, string>, nodes: string[], forms: Form[], command: string[]) {
  const list: Subject[] = [];
  const withKicad = kicadAvailable();
  if (!withKicad) console.error("# KiCad's pcbnew module is not installed: no side-by-side figure");
  for (const [board, file] of boards) {
    if (withKicad) {
      list.push({
        board,
        name: 'KiCad: python3 + pcbnew.LoadBoard',
        command: SYSTEM_PYTHON,
        args: ['-c', KICAD_LOAD, file],
        env: process.env,
      });
    }
    for (const node of nodes) {
      const version = nodeVersion(node);
      // The build's own compile cache, as a user gets it (not a NODE_COMPILE_CACHE of the shell's).
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
      };
      delete env.NODE_COMPILE_CACHE;
      const studio = [...command, file];
      const byForm: Record<Form, Omit<Subject, 'board' | 'env' | 'node'>> = {
        npx: { name: `npx studio (${version})`, command: 'npx', args: ['studio', ...studio] },
        node: {
          name: `node cli/bin/studio.js (${version})`,
          command: node,
          args: [path.join(repoRoot, 'cli/bin/studio.js'), ...studio],
        },
        bin: {
          name: `studio = node_modules/.bin/studio (${version})`,
          command: path.join(repoRoot, 'node_modules/.bin/studio'),
          args: studio,
        },
      };
      for (const form of forms) list.push({ ...byForm[form], board, env, node: version });
    }
  }
  return list;
}

interface Row {
  board: string;
  name: string;
  cold: Run[];
  warm: Run[];
}

const summary = (runs: Run[]) => ({
  cpuMs: median(runs.map((r) => r.cpuMs)),
  wallMs: median(runs.map((r) => r.wallMs)),
  maxRssMb: median(runs.map((r) => r.maxRssMb)),
  exitCodes: [...new Set(runs.map((r) => r.exitCode))],
  load1: median(runs.map((r) => r.load1)),
});

function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      boards: { type: 'string', default: 'auto' },
      nodes: { type: 'string', default: process.execPath },
      forms: { type: 'string', default: 'npx,node,bin' },
      command: { type: 'string', default: 'inspect --json' },
    },
    strict: true,
  });
  if (!existsSync(SYSTEM_PYTHON)) throw new Error('cli-bench needs /usr/bin/python3 (it times the runs)');
  const runs = Number(values.runs);
  const boards = values.boards === 'auto' ? autoBoards() : namedBoards(String(values.boards).split(','));
  const nodes = String(values.nodes).split(',');
  const forms = String(values.forms).split(',') as Form[];
  const command = String(values.command).split(' ');
  // Build first if the sources changed (not measured).
  spawnSync(process.execPath, [path.join(repoRoot, 'cli/bin/studio.js'), '--help'], { stdio: 'ignore' });
  const list = subjects(boards, nodes, forms, command);
  const rows = new Map<Subject, Row>(
    list.map((s) => [s, { board: s.board, name: s.name, cold: [], warm: [] }]),
  );
  const cache = compileCacheDir();
  // One round before the measured ones (the file cache), then each round runs every subject cold
  // (the compile cache removed first) and warm, in order, KiCad's process first on each board.
  for (const s of list) run(s);
  for (let i = 0; i < runs; i++) {
    for (const s of list) {
      const row = rows.get(s)!;
      if (s.node) rmSync(cache, { recursive: true, force: true });
      row.cold.push(run(s));
      row.warm.push(run(s));
    }
  }
  const started = new Date().toISOString();
  console.log(
    `# ${started} ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; studio ${command.join(' ')}; ${runs} runs, medians`,
  );
  const results = [];
  for (const board of boards.keys()) {
    const boardRows = [...rows.values()].filter((r) => r.board === board);
    const kicad = boardRows.find((r) => r.name.startsWith('KiCad'));
    // KiCad has no cache of its own to clear: every run of it counts. A board KiCad 6 cannot load
    // (a crash, or no pads: e.g. a KiCad 9 file) has no KiCad figure to compare with.
    const kicadRuns = kicad ? [...kicad.cold, ...kicad.warm] : [];
    const kicadFailed = kicadRuns.find((r) => r.exitCode !== 0);
    const ref = kicad && !kicadFailed ? summary(kicadRuns) : null;
    const bytes = statSync(boards.get(board)!).size;
    console.log(`\n## ${board} (${(bytes / 1e6).toFixed(2)} MB)\n`);
    if (kicadFailed)
      console.log(
        `KiCad's LoadBoard failed on this board (exit ${kicadFailed.exitCode}${kicadFailed.exitCode < 0 ? `: signal ${-kicadFailed.exitCode}` : ''}): no ratio.\n`,
      );
    console.log(
      '| Command | CPU ms cold / warm | × KiCad CPU cold / warm | Wall ms cold / warm | × KiCad wall cold / warm | Peak RSS MB | Exit | Load |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
    for (const r of boardRows) {
      const cold = summary(r.cold);
      const warm = summary(r.warm);
      const ratio = (a: number, b: number, of: number | undefined) =>
        of ? `${(a / of).toFixed(2)} / ${(b / of).toFixed(2)}` : '—';
      console.log(
        `| ${r.name} | ${cold.cpuMs.toFixed(0)} / ${warm.cpuMs.toFixed(0)} | ${ratio(cold.cpuMs, warm.cpuMs, ref?.cpuMs)} | ${cold.wallMs.toFixed(0)} / ${warm.wallMs.toFixed(0)} | ${ratio(cold.wallMs, warm.wallMs, ref?.wallMs)} | ${warm.maxRssMb.toFixed(0)} | ${[...new Set([...cold.exitCodes, ...warm.exitCodes])].join(',')} | ${warm.load1.toFixed(1)} |`,
      );
      results.push({
        board,
        bytes,
        name: r.name,
        cold,
        warm,
        kicadFailed: Boolean(kicadFailed),
        cpuRatioCold: ref ? cold.cpuMs / ref.cpuMs : null,
        cpuRatioWarm: ref ? warm.cpuMs / ref.cpuMs : null,
      });
    }
  }
  console.log(JSON.stringify({ bench: 'cli', date: started, runs, command, results }));
}

main();
