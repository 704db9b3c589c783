// Board transfer benchmark: the size and decode time of a board as the server sends it
// (GET /api/v1/duts/:id/board: core's compact encoding, stored and sent as gzip) against plain
// JSON.stringify of the Board. Synthetic boards (default 10k and 100k pads); median of N runs.
// Prints a table and a final single JSON line.
//
//   node --import tsx bench/src/board-wire-bench.ts [--sizes 10k,100k] [--runs N]
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { type Board, type CompactBoard, decodeBoard, encodeBoard, finishBoard } from '@studio/core';
import { MB, median, timeRuns } from './import/stats';
import { parseSize } from './import/sizes';
import { synthesizeBoard } from './synth/synthesize-board';

interface WireResult {
  pads: number;
  testPoints: number;
  plainBytes: number;
  plainGzipBytes: number;
  compactBytes: number;
  compactGzipBytes: number;
  compactBrotliBytes: number;
  /** Server side, once per import (in the import worker): encode + stringify + gzip. */
  encodeGzipMs: number;
  /** Client side: gunzip (the browser does it natively) + JSON.parse + decodeBoard. */
  gunzipMs: number;
  parseCompactMs: number;
  decodeMs: number;
  parsePlainMs: number;
  /** CPU time of the same steps (the wall times follow the shared machine's load). */
  cpuMs: { encodeGzip: number; gunzip: number; parseCompact: number; decode: number; parsePlain: number };
}

function bench(pads: number, runs: number): WireResult {
  const board = finishBoard(synthesizeBoard({ pads }).board);
  const plain = JSON.stringify(board);
  const compact = JSON.stringify(encodeBoard(board));
  const gz = gzipSync(compact, { level: 6 });
  const parsed = JSON.parse(compact);
  return {
    pads: board.pads.length,
    testPoints: board.testPoints.length,
    plainBytes: Buffer.byteLength(plain),
    plainGzipBytes: gzipSync(plain, { level: 6 }).length,
    compactBytes: Buffer.byteLength(compact),
    compactGzipBytes: gz.length,
    compactBrotliBytes: brotliCompressSync(compact, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      .length,
    ...times(runs, board, plain, compact, gz, parsed),
  };
}

function times(runs: number, board: Board, plain: string, compact: string, gz: Buffer, parsed: CompactBoard) {
  const encodeGzip = timeRuns(runs, () => gzipSync(JSON.stringify(encodeBoard(board)), { level: 6 }));
  const gunzip = timeRuns(runs, () => gunzipSync(gz));
  const parseCompact = timeRuns(runs, () => JSON.parse(compact));
  const decode = timeRuns(runs, () => decodeBoard(parsed));
  const parsePlain = timeRuns(runs, () => JSON.parse(plain));
  return {
    encodeGzipMs: median(encodeGzip.wallMs),
    gunzipMs: median(gunzip.wallMs),
    parseCompactMs: median(parseCompact.wallMs),
    decodeMs: median(decode.wallMs),
    parsePlainMs: median(parsePlain.wallMs),
    cpuMs: {
      encodeGzip: median(encodeGzip.cpuMs),
      gunzip: median(gunzip.cpuMs),
      parseCompact: median(parseCompact.cpuMs),
      decode: median(decode.cpuMs),
      parsePlain: median(parsePlain.cpuMs),
    },
  };
}

// run-all passes the same arguments to every benchmark: the others' options are accepted and ignored.
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10k,100k' },
    runs: { type: 'string', default: '5' },
    formats: { type: 'string' },
    seed: { type: 'string' },
    keep: { type: 'string' },
  },
});
const results: WireResult[] = [];
const head = [
  'pads',
  'JSON MB',
  'JSON gz',
  'compact',
  'c. gz',
  'c. br',
  'enc+gz ms',
  'gunzip',
  'parse',
  'decode',
  'JSON parse',
];
console.log(head.map((h) => h.padStart(13)).join(' '));
for (const pads of values.sizes.split(',').map(parseSize)) {
  const r = bench(pads, Number(values.runs));
  results.push(r);
  const mb = (n: number) => (n / MB).toFixed(2);
  const ms = (n: number) => n.toFixed(1);
  console.log(
    [
      String(r.pads),
      mb(r.plainBytes),
      mb(r.plainGzipBytes),
      mb(r.compactBytes),
      mb(r.compactGzipBytes),
      mb(r.compactBrotliBytes),
      `${ms(r.encodeGzipMs)}/${ms(r.cpuMs.encodeGzip)}`,
      `${ms(r.gunzipMs)}/${ms(r.cpuMs.gunzip)}`,
      `${ms(r.parseCompactMs)}/${ms(r.cpuMs.parseCompact)}`,
      `${ms(r.decodeMs)}/${ms(r.cpuMs.decode)}`,
      `${ms(r.parsePlainMs)}/${ms(r.cpuMs.parsePlain)}`,
    ]
      .map((c) => c.padStart(13))
      .join(' '),
  );
}
console.log(JSON.stringify({ benchmark: 'board-wire', node: process.version, results }));
