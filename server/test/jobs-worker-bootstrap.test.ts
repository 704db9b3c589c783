import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// Worker threads load TypeScript through workers/bootstrap.mjs. Vitest runs the other suites; this
// one proves the same pool works in a plain `node --import tsx` process, as `npm run serve` starts
// the server (a worker does not inherit the parent's --import).

const REPO = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'studio-bootstrap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('import worker under node --import tsx', () => {
  it('imports a package in a worker thread of a tsx-run process', async () => {
    const script = path.join(dir, 'run.mts'); // .mts: an ES module outside the repo's packages
    writeFileSync(
      script,
      `
import { createLocalStore } from '${REPO}/server/src/storage/local-store.ts';
import { createWorkerPool } from '${REPO}/server/src/workers/worker-pool.ts';
const store = await createLocalStore('${dir}/files');
const csv = 'Net,Name,X,Y,Side,Type\\nGND,TP1,1,2,Top,SMD\\nVCC,TP2,5,2,Top,SMD\\n';
const { sha256 } = await store.put(Buffer.from(csv));
const pool = createWorkerPool(new URL('${REPO}/server/src/services/duts/import-worker.ts', 'file://'), { timeoutMs: 60000, memoryMb: 512 });
const out = await pool.run({ storage: { kind: 'local', dir: '${dir}/files' }, files: [{ name: 'testpoints.csv', sha256 }] });
await pool.close();
console.log(JSON.stringify({ testPoints: out.summary.testPoints.total, nets: out.summary.nets }));
`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: REPO,
      timeout: 60_000,
    });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ testPoints: 2, nets: 2 });
  });
});
