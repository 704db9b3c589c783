// The automatic power-probe step of the proposal (decision 0074) on the shared KiCad boards: the
// proposal alone, the plan's net demands (the strategy drafted from the board), and withPowerProbes
// (one design, the candidate search on the nets short of probes, and a second design when something
// was added). Wall and CPU time per stage, median of --runs, with the 1-minute load average (the
// machine is shared).
//
//   node --import tsx bench/src/power-probes-bench.ts [--runs N] [--boards a,b]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  generateTestStrategy,
  importKicad,
  interfaceDemands,
  proposeTestConfig,
  withPowerProbes,
} from '@studio/core';
import { seedFixtureCatalog } from '@studio/server';
import { median, timeOnce } from './import/stats';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    boards: { type: 'string', default: 'pic_programmer,tomu-fpga,Duet2' },
  },
});
const runs = Number(values.runs);
const dir = path.resolve(import.meta.dirname, '../../../shared/testdata/kicad');
const catalog = seedFixtureCatalog();

const time = timeOnce;
const ms = (xs: number[]) => median(xs).toFixed(0).padStart(6);

console.log(`load ${loadavg()[0]!.toFixed(2)} at start; median of ${runs} runs (wall / CPU ms)`);
for (const name of values.boards.split(',')) {
  const board = importKicad(readFileSync(path.join(dir, `${name}.kicad_pcb`), 'utf8'), name).board;
  const rows: Record<string, { wall: number[]; cpu: number[] }> = {};
  const put = (k: string, t: { wallMs: number; cpuMs: number }) => {
    rows[k] ??= { wall: [], cpu: [] };
    rows[k].wall.push(t.wallMs);
    rows[k].cpu.push(t.cpuMs);
  };
  let added = 0;
  let points = 0;
  for (let r = 0; r < runs; r++) {
    const proposal = time(() => proposeTestConfig(board).config);
    put('proposal', proposal);
    const demands = time(() => interfaceDemands(generateTestStrategy({ board, config: null })));
    put('demands (strategy draft)', demands);
    const auto = time(() =>
      withPowerProbes(board, proposal.value, catalog, { interface: { demands: demands.value } }),
    );
    put('withPowerProbes', auto);
    added = auto.value.added.length;
    points = proposal.value.testPoints.length;
  }
  console.log(
    `${name}: ${board.testPoints.length} candidates, proposal ${points} points, +${added} power probes`,
  );
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k.padEnd(26)} ${ms(v.wall)} / ${ms(v.cpu)}`);
}
