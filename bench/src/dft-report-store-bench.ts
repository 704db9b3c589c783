// The event loop's share of storing and reading a DFT report (decision 0077): makes a synthetic
// board's analysis as "Run DFT" does (the proposal cut to the API's 200k test points), packs it as the
// DFT worker does (timed, but in this thread), then keeps the gzip bytes both ways decision 0077
// weighed — in a bytea column of an in-memory PGlite (which runs on the event loop; rejected) and in
// the local file storage (chosen) — reads them back, unzips them (libuv's pool) and builds the
// response as the report route does. For each step: wall time and the event loop's longest stall
// (monitorEventLoopDelay), which is what other requests would wait.
//
//   node --max-old-space-size=6000 --import tsx bench/src/dft-report-store-bench.ts [--pads 100000]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { analyzeDft, importPackage, proposeTestConfig } from '@studio/core';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { packAnalysis } from '../../server/src/services/dft-reports/packed-analysis';
import { unzipReportTexts } from '../../server/src/services/dft-reports/report-texts';
import { createBlobStore } from '../../server/src/storage/index';
import { scaleBoardFile } from './scale-boards';

const { values } = parseArgs({
  options: {
    pads: { type: 'string', default: '100000' },
    dir: { type: 'string', default: path.join(os.tmpdir(), 'studio-scale') },
  },
});

async function step<T>(label: string, run: () => Promise<T> | T): Promise<T> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const value = await run();
  const wall = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 20)); // the last stall is recorded
  loop.disable();
  console.log(
    `${label.padEnd(44)} wall ${wall.toFixed(2).padStart(6)} s  longest event-loop stall ${(loop.max / 1e6).toFixed(0).padStart(5)} ms  rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
  return value;
}

const file = scaleBoardFile(values.dir!, Number(values.pads));
console.log(`# ${new Date().toISOString()} ${path.basename(file)}; load ${os.loadavg()[0]!.toFixed(1)}`);
const board = importPackage([{ name: path.basename(file), bytes: readFileSync(file) }]).board;
const proposed = proposeTestConfig(board).config;
const config = { ...proposed, testPoints: proposed.testPoints.slice(0, 200_000) };
const analysis = analyzeDft(board, config);
const packed = await step('pack (JSON pieces → gzip 1; in the worker)', () => packAnalysis(analysis));
console.log(`gzip ${(packed.gzip.byteLength / 1e6).toFixed(1)} MB`);
const database = await openDatabase({ kind: 'pglite', dir: null } as Parameters<typeof openDatabase>[0]);
const { db } = database;
await db.execute(sql`create table scratch (id int primary key, analysis_gzip bytea not null)`);
const bytes = Buffer.from(packed.gzip.buffer, packed.gzip.byteOffset, packed.gzip.byteLength);
await step('PGlite insert of the bytea (rejected)', () =>
  db.execute(sql`insert into scratch values (1, ${bytes})`),
);
const read = await step('PGlite select of the bytea', async () => {
  const result = await db.execute(sql`select analysis_gzip from scratch where id = 1`);
  return (result.rows[0] as { analysis_gzip: Uint8Array }).analysis_gzip;
});
const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-store-bench-'));
const store = await createBlobStore({ kind: 'local', dir });
const put = await step('file storage put (chosen)', () => store.put(packed.gzip));
const got = await step('file storage getBytes', () => store.getBytes(put.sha256));
if (Buffer.compare(Buffer.from(got), Buffer.from(read)) !== 0) throw new Error('not the same bytes');
await store.close();
rmSync(dir, { recursive: true, force: true });
const texts = await step('unzip into the shared buffer (libuv pool)', () => unzipReportTexts(got, '{}'));
await step('response bytes (Buffer.concat)', () =>
  Buffer.concat([Buffer.from('{"analysis":'), Buffer.from(texts.analysisUtf8.buffer), Buffer.from('}')]),
);
console.log(`analysis JSON ${(texts.analysisUtf8.byteLength / 1e6).toFixed(1)} MB`);
await database.close();
