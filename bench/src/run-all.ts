// Runs every benchmark in bench/src (files named *-bench.ts), one after the other, each in its own
// process; extra arguments are passed to each (e.g. `npm run bench -- --sizes 1k,10k`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(here)
  .filter((f) => f.endsWith('-bench.ts'))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, file), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) {
    failed++;
    console.error(`=== ${file} failed (${run.status ?? run.signal})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
