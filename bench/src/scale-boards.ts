// Boards for the CLI scale bench (issue 31): the synthetic board (bench/src/synth, as the huge-file
// bench makes it) written as `.kicad_pcb` at the given pad counts, plus a second revision of each
// (`-revB`): every 1000th pad moved 0.5 mm, every 200th two-pad part deleted, 20 nets renamed.
// Files are written once (same pads and seed → same bytes) and reused.
//
//   node --import tsx bench/src/scale-boards.ts [--dir /tmp/studio-scale] [--pads 1000000,100000] [--rev-b 100000]
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Board, finishBoard } from '@studio/core';
import { BlockWriter } from './huge/block-writer';
import { synthesizeBoard } from './synth/synthesize-board';
import type { TrackSegment } from './writers/types';
import { emitKicadPcb } from './writers/kicad-pcb-writer';

/** Rev B of a synthetic board: pads moved, two-pad parts deleted, nets renamed. */
export function reviseBoard(board: Board): Board {
  const pads = board.pads.map((p, i) => (i % 1000 === 500 ? { ...p, x: p.x + 0.5 } : p));
  const twoPad = new Map<string, number>();
  for (const p of pads) if (p.ref) twoPad.set(p.ref, (twoPad.get(p.ref) ?? 0) + 1);
  const candidates = board.components.filter((c) => twoPad.get(c.ref) === 2);
  const gone = new Set(candidates.filter((_, i) => i % 200 === 0).map((c) => c.ref));
  const netNames = [...new Set(pads.map((p) => p.net).filter((n): n is string => !!n))].sort();
  const renamed = new Set(
    netNames.filter((_, i) => i % Math.max(1, Math.floor(netNames.length / 20)) === 7).slice(0, 20),
  );
  const rename = <T extends string | null>(n: T): T | string => (n && renamed.has(n) ? `${n}_B` : n);
  return finishBoard({
    ...board,
    components: board.components.filter((c) => !gone.has(c.ref)),
    pads: pads
      .filter((p) => !p.ref || !gone.has(p.ref))
      .map((p) => (renamed.has(p.net ?? '') ? { ...p, net: rename(p.net) } : p)),
    vias: board.vias.map((v) => (renamed.has(v.net ?? '') ? { ...v, net: rename(v.net) } : v)),
    testPoints: [],
  });
}

function write(file: string, board: Board, tracks: TrackSegment[]): void {
  if (existsSync(file)) return;
  const t0 = performance.now();
  const partial = `${file}.partial`;
  const out = new BlockWriter(partial);
  emitKicadPcb(board, { tracks }, (p) => out.write(p));
  out.close();
  renameSync(partial, file);
  console.error(
    `# wrote ${file}: ${(out.bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

export function scaleBoardFile(dir: string, pads: number, rev: 'A' | 'B' = 'A'): string {
  return path.join(dir, `synthetic-${pads}-s1${rev === 'B' ? '-revB' : ''}.kicad_pcb`);
}

export function makeScaleBoards(dir: string, sizes: number[], revB: number[]): void {
  mkdirSync(dir, { recursive: true });
  for (const pads of new Set([...sizes, ...revB])) {
    const needA = !existsSync(scaleBoardFile(dir, pads));
    const needB = revB.includes(pads) && !existsSync(scaleBoardFile(dir, pads, 'B'));
    if (!needA && !needB) continue;
    const s = synthesizeBoard({ pads, seed: 1 });
    if (needA) write(scaleBoardFile(dir, pads), s.board, s.tracks);
    if (needB) write(scaleBoardFile(dir, pads, 'B'), reviseBoard(s.board), s.tracks);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: '/tmp/studio-scale' },
      pads: { type: 'string', default: '100000,1000000' },
      'rev-b': { type: 'string', default: '100000' },
    },
  });
  const list = (s: string) => s.split(',').filter(Boolean).map(Number);
  makeScaleBoards(values.dir, list(values.pads), list(values['rev-b']));
}
