// `studio` command benchmark: whole processes, as a user waits for them. Times `studio inspect --json`
// and `studio dft` on real KiCad boards (and `studio --help`), beside KiCad's own loader as a whole
// process (Debian's kicad package: python3 importing pcbnew and calling LoadBoard) when it is there.
// Every run goes through GNU time (wall, user + system CPU, peak RSS); medians of N runs, interleaved
// so that the machine's load hits every command alike.
//
//   node --import tsx bench/src/cli-bench.ts [--runs 9] [--boards pic_programmer,video]
//
// Prints a table and a final single JSON line.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './import/stats';
import { hasGnuTime, type ProcessRun, timeProcess } from './process/time-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const testdata = path.resolve(repoRoot, '../shared/testdata/kicad');
const studioBin = path.join(repoRoot, 'cli/bin/studio.js');
const SYSTEM_PYTHON = '/usr/bin/python3';
const KICAD_LOAD =
  'import pcbnew, sys; b = pcbnew.LoadBoard(sys.argv[1]); sys.exit(0 if len(b.GetPads()) else 1)';

interface Subject {
  name: string;
  command: string;
  args: string[];
}

function subjects(boards: string[], withKicad: boolean): Subject[] {
  const list: Subject[] = [{ name: 'studio --help', command: process.execPath, args: [studioBin, '--help'] }];
  for (const board of boards) {
    const file = path.join(testdata, `${board}.kicad_pcb`);
    list.push({
      name: `studio inspect --json ${board}`,
      command: process.execPath,
      args: [studioBin, 'inspect', '--json', file],
    });
    list.push({ name: `studio dft ${board}`, command: process.execPath, args: [studioBin, 'dft', file] });
    if (withKicad) {
      list.push({ name: `kicad LoadBoard ${board}`, command: SYSTEM_PYTHON, args: ['-c', KICAD_LOAD, file] });
    }
  }
  return list;
}

function kicadAvailable(): boolean {
  try {
    return timeProcess(SYSTEM_PYTHON, ['-c', 'import pcbnew']).exitCode === 0;
  } catch {
    return false;
  }
}

function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '9' },
      boards: { type: 'string', default: 'pic_programmer' },
    },
    strict: false,
  });
  if (!hasGnuTime()) {
    console.error('cli-bench needs GNU time (/usr/bin/time): apt-get install -y time');
    process.exit(1);
  }
  const runs = Number(values.runs);
  const boards = String(values.boards).split(',');
  const withKicad = kicadAvailable();
  if (!withKicad) console.error("# KiCad's pcbnew module is not installed: no side-by-side figure");
  const list = subjects(boards, withKicad);
  const results = new Map<string, ProcessRun[]>(list.map((s) => [s.name, []]));
  // One warm-up round (file cache), then the measured rounds, each subject once per round.
  for (const s of list) timeProcess(s.command, s.args, { cwd: repoRoot });
  for (let i = 0; i < runs; i++) {
    for (const s of list) results.get(s.name)!.push(timeProcess(s.command, s.args, { cwd: repoRoot }));
  }
  const rows = list.map((s) => {
    const r = results.get(s.name)!;
    return {
      name: s.name,
      runs: r.length,
      exitCodes: [...new Set(r.map((x) => x.exitCode))],
      wallMs: median(r.map((x) => x.wallMs)),
      cpuMs: median(r.map((x) => x.cpuMs)),
      maxRssMb: median(r.map((x) => x.maxRssMb)),
      load1: median(r.map((x) => x.load1)),
    };
  });
  console.log(`# ${new Date().toISOString()} ${os.cpus().length} cores, node ${process.version}`);
  console.log('| Command | Median wall ms | Median CPU ms | Peak RSS MB | Exit | Load (1 min) |');
  console.log('| --- | ---: | ---: | ---: | --- | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.wallMs.toFixed(0)} | ${r.cpuMs.toFixed(0)} | ${r.maxRssMb.toFixed(0)} | ${r.exitCodes.join(',')} | ${r.load1.toFixed(1)} |`,
    );
  }
  console.log(JSON.stringify({ bench: 'cli', date: new Date().toISOString(), runs, rows }));
}

main();
