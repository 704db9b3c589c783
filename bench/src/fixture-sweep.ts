// Fixture sweep (issue 25): every `.kicad_pcb` under a folder (default: KiCad's demo boards, Debian's
// `kicad-demos`) goes through Studio's automatic path as `studio fixture` takes it — import, the default
// proposal for the side (with the catalog's guide-pin holes and probe classes), the interface demands of
// the strategy, the fixture design and its verdict — once probed from the bottom and once from the top.
// One row per board and side: pads, proposed probes, the verdict, and the codes of every FAIL finding
// (the fixture's own DFT analysis and the fixture rules) with their counts. No server, no files written.
//
//   node --import tsx bench/src/fixture-sweep.ts [FOLDER] [--json] [--messages] [--side bottom|top]
//
// --messages also prints each FAIL finding's message (the first three per code); --json prints the rows
// as JSON instead of the table.
import { readdir, readFile, stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Board,
  designFixture,
  designVerdict,
  type FixtureCatalog,
  generateTestStrategy,
  guidePinHoleRanges,
  importPackage,
  interfaceDemands,
  probeCatalogFromParts,
  proposeTestConfig,
  type Side,
} from '@studio/core';
import { seedFixtureCatalog } from '@studio/server';

/** One FAIL code with how many findings carry it and the first messages. */
export interface SweepFailure {
  source: 'dft' | 'fixture';
  code: string;
  count: number;
  messages: string[];
}

/** One board probed from one side. */
export interface SweepRow {
  board: string;
  side: Side;
  pads: number;
  probes: number;
  pressurePins: number;
  guidePins: number;
  verdict: 'pass' | 'warning' | 'fail' | 'error';
  failures: SweepFailure[];
  /** The exception's message when the path threw (a defect in itself). */
  error: string | null;
  ms: number;
}

async function findBoards(root: string): Promise<string[]> {
  const info = await stat(root);
  if (!info.isDirectory()) return [root];
  const out: string[] = [];
  for (const entry of (await readdir(root)).sort()) {
    const p = path.join(root, entry);
    const s = await stat(p);
    if (s.isDirectory()) out.push(...(await findBoards(p)));
    else if (entry.endsWith('.kicad_pcb')) out.push(p);
  }
  return out;
}

function countFailures(
  source: SweepFailure['source'],
  findings: readonly { rule: string; severity: string; message: string }[],
): SweepFailure[] {
  const by = new Map<string, SweepFailure>();
  for (const f of findings) {
    if (f.severity !== 'fail') continue;
    const row = by.get(f.rule) ?? { source, code: f.rule, count: 0, messages: [] };
    row.count++;
    if (row.messages.length < 3) row.messages.push(f.message);
    by.set(f.rule, row);
  }
  return [...by.values()];
}

/** The automatic path of `studio fixture --side SIDE` (proposal), minus the writers. */
export function sweepBoard(name: string, board: Board, side: Side, catalog: FixtureCatalog): SweepRow {
  const t0 = performance.now();
  const pads = board.pads.length;
  try {
    const proposal = proposeTestConfig(board, {
      probeSide: side,
      guidePinHoles: guidePinHoleRanges(catalog),
      catalog: probeCatalogFromParts(catalog),
    });
    const config = proposal.config;
    const demands = interfaceDemands(generateTestStrategy({ board, config, ict: false }));
    const result = designFixture(board, config, catalog, { interface: { demands } });
    const { verdict } = designVerdict(result);
    return {
      board: name,
      side,
      pads,
      probes: result.design.probes.length,
      pressurePins: result.design.pressurePins.length,
      guidePins: result.design.guidePins.length,
      verdict,
      failures: [
        ...countFailures('dft', result.report.findings),
        ...countFailures('fixture', result.design.findings),
      ],
      error: null,
      ms: Math.round(performance.now() - t0),
    };
  } catch (error) {
    return {
      board: name,
      side,
      pads,
      probes: 0,
      pressurePins: 0,
      guidePins: 0,
      verdict: 'error',
      failures: [],
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      ms: Math.round(performance.now() - t0),
    };
  }
}

function formatRow(r: SweepRow): string {
  const fails =
    r.error !== null
      ? `CRASH ${r.error.split('\n')[0]}`
      : r.failures.map((f) => `${f.source === 'dft' ? 'dft:' : ''}${f.code}×${f.count}`).join(', ') || '-';
  return `| ${r.board} | ${r.side} | ${r.pads} | ${r.probes} | ${r.pressurePins} | ${r.guidePins} | ${r.verdict.toUpperCase()} | ${fails} |`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      messages: { type: 'boolean', default: false },
      side: { type: 'string' },
    },
  });
  const root = positionals[0] ?? '/usr/share/kicad/demos';
  const sides: Side[] = values.side === 'top' || values.side === 'bottom' ? [values.side] : ['bottom', 'top'];
  const catalog = seedFixtureCatalog();
  const rows: SweepRow[] = [];
  const load0 = loadavg()[0]!;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const file of await findBoards(root)) {
    const name = path.relative(root, file) || path.basename(file);
    const bytes = await readFile(file);
    let board: Board;
    try {
      board = importPackage([{ name: file, bytes: new Uint8Array(bytes) }]).board;
    } catch (error) {
      for (const side of sides)
        rows.push({
          board: name,
          side,
          pads: 0,
          probes: 0,
          pressurePins: 0,
          guidePins: 0,
          verdict: 'error',
          failures: [],
          error: `import: ${error instanceof Error ? error.message : String(error)}`,
          ms: 0,
        });
      continue;
    }
    for (const side of sides) {
      const row = sweepBoard(name, board, side, catalog);
      rows.push(row);
      if (!values.json) {
        if (rows.length === 1) {
          console.log(
            '| Board | Side | Pads | Probes | Pressure pins | Guide pins | Verdict | FAIL codes × count |',
          );
          console.log('|---|---|---:|---:|---:|---:|---|---|');
        }
        console.log(formatRow(row));
      }
    }
  }
  const cpu = process.cpuUsage(cpu0);
  const summary = {
    root,
    boards: new Set(rows.map((r) => r.board)).size,
    rows: rows.length,
    fail: rows.filter((r) => r.verdict === 'fail').length,
    errors: rows.filter((r) => r.verdict === 'error').length,
    wallS: Number(((performance.now() - t0) / 1000).toFixed(1)),
    cpuS: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
    load: Number(load0.toFixed(2)),
  };
  if (values.json) {
    console.log(JSON.stringify({ summary, rows }, null, 2));
    return;
  }
  console.log(
    `\n${summary.boards} boards, ${summary.rows} rows: ${summary.fail} FAIL, ${summary.errors} crashed; ${summary.wallS} s wall, ${summary.cpuS} s CPU, load ${summary.load}`,
  );
  if (values.messages)
    for (const r of rows) {
      if (r.error) console.log(`\n${r.board} ${r.side}: ${r.error}`);
      for (const f of r.failures)
        for (const m of f.messages) console.log(`${r.board} ${r.side} ${f.source}:${f.code}: ${m}`);
    }
}

await main();
