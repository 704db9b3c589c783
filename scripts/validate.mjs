#!/usr/bin/env node
// `npm run validate`: the inner loop's checks — Biome, the type check and the unit/integration tests —
// run at the same time. Each check's output is printed whole when it ends (never interleaved), then
// one line per check with its result and time. Exits 1 when any check failed. Arguments are passed to
// Vitest (e.g. `npm run validate -- core/src/dft`). The browser flows stay in `npm test`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const vitestArgs = process.argv.slice(2);

const checks = [
  { name: 'lint', cmd: bin('biome'), args: ['check', '.'] },
  { name: 'typecheck', cmd: process.execPath, args: [path.join(root, 'scripts', 'typecheck.mjs')] },
  { name: 'unit', cmd: bin('vitest'), args: ['run', ...vitestArgs] },
];

function run({ name, cmd, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${name} ──\n${Buffer.concat(chunks).toString()}`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

const results = await Promise.all(checks.map(run));
process.stdout.write('\n');
for (const r of results) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)\n`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
