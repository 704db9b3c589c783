// The first hour, checked (issue 30): what a newcomer sees from `npm ci && npm start` on a fresh clone
// has no warning in it, or only the ones scripts/first-run/warning-lines.mjs and README.md list with
// their reason. `.ci/run` runs it on each Node.js version right after its `npm ci`:
//
//   node scripts/first-run/check.mjs --install-log ci-install.log
//
// It starts `npm start` as a newcomer would on a terminal (LOG_FORMAT=pretty, NODE_ENV unset), on a
// fresh data folder and a free port, waits for it to say it is ready (the first start builds the web
// app and the server first), loads the page, calls the health check, signs up, and stops it with
// Ctrl-C. It fails on any unexpected warning line in the install log or the start's output, when
// the start-up lines do not say where Studio is, where its data lives and where mail goes, or when
// the sign-up's confirmation link is not printed on a line of its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { unexpectedWarnings } from './warning-lines.mjs';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const READY_TIMEOUT_MS = 10 * 60_000;
const nodeMajor = Number(process.versions.node.split('.')[0]);

const { values } = parseArgs({ options: { 'install-log': { type: 'string' } } });
const problems = [];

if (values['install-log']) {
  const log = readFileSync(values['install-log'], 'utf8');
  for (const w of unexpectedWarnings(log, nodeMajor)) problems.push(`npm ci, line ${w.line}: ${w.text}`);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-first-run-'));
const publicUrl = `http://localhost:${port}`;
console.log(`first-run: Node ${process.versions.node}; npm start on port ${port}, data in ${dataDir}`);
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_FORMAT: 'pretty' };
for (const name of ['NODE_ENV', 'DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'WEB_DIST_DIR'])
  delete env[name];
const child = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk.toString()));
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

try {
  await waitFor(() => output.includes(`Studio is ready at ${publicUrl}`), READY_TIMEOUT_MS, exited);
  const page = await fetch(`${publicUrl}/`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root">'))
    problems.push(`GET / answered ${page.status}, not the web app`);
  const health = await fetch(`${publicUrl}/api/health`);
  if (health.status !== 200) problems.push(`GET /api/health answered ${health.status}`);
  const signUp = await fetch(`${publicUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: publicUrl },
    body: JSON.stringify({
      email: 'newcomer@example.com',
      password: 'a first hour passphrase',
      name: 'Newcomer',
    }),
  });
  if (signUp.status !== 200) problems.push(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const link = new RegExp(`^ {4}${publicUrl.replace(/[.]/g, '\\.')}/confirm\\?\\S+$`, 'm');
  await waitFor(() => link.test(output), 30_000, exited).catch(() =>
    problems.push('the confirmation link of the sign-up mail was not printed on a line of its own'),
  );
} catch (error) {
  problems.push(`npm start: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stop(child, exited);
  rmSync(dataDir, { recursive: true, force: true });
}

for (const expected of [`listening on http://`, `data: ${dataDir}`, 'mail: not sent']) {
  if (!output.includes(expected)) problems.push(`the start-up lines do not say "${expected}…"`);
}
for (const w of unexpectedWarnings(output, nodeMajor)) problems.push(`npm start, line ${w.line}: ${w.text}`);

console.log('first-run: what npm start printed:');
console.log(output.replace(/^/gm, '  | '));
if (problems.length > 0) {
  console.error(`first-run: ${problems.length} problem(s) a newcomer would meet:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(
    'Expected warnings are listed, with their reason, in scripts/first-run/warning-lines.mjs and README.md.',
  );
  process.exit(1);
}
console.log(
  `first-run: no unexpected warning on Node ${process.versions.node}${existsSync(path.join(ROOT, 'web/dist/index.html')) ? '' : ' (no web build?)'}`,
);

/** A TCP port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `condition` until it holds; fails when the time is up or the process has exited. */
async function waitFor(condition, timeoutMs, exited) {
  const deadline = Date.now() + timeoutMs;
  let gone = null;
  exited.then((how) => (gone = how));
  while (!condition()) {
    if (gone) throw new Error(`exited (${gone.code ?? gone.signal}) before it was ready`);
    if (Date.now() > deadline) throw new Error(`not ready after ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Ctrl-C, as a person stops it: SIGINT to npm and the server (one process group), then waits. */
async function stop(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  process.kill(-child.pid, 'SIGINT');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}
