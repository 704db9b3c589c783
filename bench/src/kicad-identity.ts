// Are the KiCad importer's results the same in two checkouts? (decision 0051: a faster reader must
// give byte-identical boards and diagnostics.) Bundles huge/kicad-identity-child.ts with each
// checkout's core, runs both, and lists the inputs whose digests differ.
//
//   node --import tsx bench/src/kicad-identity.ts --before /tmp/before [--after .] [--big FILE,...]
//        [--mutations 40]
//
// --before / --after are checkout roots (their core/src is bundled); --big adds large files read
// through importPackage (e.g. /tmp/studio-huge/synthetic-100000-s1.kicad_pcb).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleChild } from './process/bundle-child';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: path.resolve(here, '../..') },
    big: { type: 'string', default: '' },
    mutations: { type: 'string', default: '40' },
  },
});
if (!values.before) throw new Error('--before CHECKOUT is required');

async function digests(dir: string, label: string, checkout: string): Promise<Record<string, string>> {
  const outfile = path.join(dir, `identity-${label}.mjs`);
  await bundleChild(
    path.join(here, 'huge/kicad-identity-child.ts'),
    outfile,
    path.resolve(checkout, 'core/src/index.ts'),
  );
  const r = spawnSync(
    process.execPath,
    [
      '--max-old-space-size=4096',
      outfile,
      '--root',
      path.resolve(here, '../..'),
      '--big',
      values.big,
      '--mutations',
      values.mutations,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const last = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !last.startsWith('{')) throw new Error(`${label} failed: ${r.stderr.slice(-3000)}`);
  return JSON.parse(last) as Record<string, string>;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'kicad-identity-'));
try {
  const before = await digests(dir, 'before', values.before);
  const after = await digests(dir, 'after', values.after);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const differ = names.filter((n) => before[n] !== after[n]);
  for (const n of differ) console.log(`DIFFERS ${n}: ${before[n]?.slice(0, 12)} → ${after[n]?.slice(0, 12)}`);
  console.log(`${names.length} cases, ${differ.length} differ`);
  console.log(JSON.stringify({ bench: 'kicad-identity', cases: names.length, differ }));
  process.exitCode = differ.length > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
