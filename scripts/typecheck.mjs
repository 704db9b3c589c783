// Type-checks every workspace with its own tsconfig (core has no DOM and no Node types: purity is
// enforced by the compiler as well as by lint rules).
import { spawnSync } from 'node:child_process';

const projects = ['core', 'core/tsconfig.test.json', 'api', 'server', 'web', 'cli', 'bench', 'e2e'];
let failed = 0;
for (const project of projects) {
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['tsc', '--noEmit', '-p', project.endsWith('.json') ? project : `${project}/tsconfig.json`],
    { stdio: 'inherit' },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`typecheck ${project}: ok (${seconds} s)`);
  else {
    failed++;
    console.error(`typecheck ${project}: FAILED`);
  }
}
process.exit(failed === 0 ? 0 : 1);
