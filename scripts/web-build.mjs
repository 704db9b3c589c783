// Builds the web app (Vite) into web/dist when its sources changed since the last build, keyed on a
// sha256 of everything the build reads: web/ (its sources, index.html, configs, public files), the
// workspaces it imports (core, api), and the lockfile. The key is kept in web/dist/.source-stamp.json
// with each input's modification time and size, so an unchanged tree is recognised from stat() alone.
//
//   node scripts/web-build.mjs           build if needed (npm start)
//   node scripts/web-build.mjs --force   build anyway (npm run build)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFiles, readStamp, stampStatsMatch, statFiles, writeJsonAtomic } from './build-cache/stamp.mjs';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = path.join(ROOT, 'web/dist');
const STAMP = path.join(DIST, '.source-stamp.json');

/** Folders whose files the web build reads (tests excluded: the build never imports them). */
const INPUT_DIRS = ['web', 'core/src', 'api/src'];
const INPUT_FILES = ['package-lock.json', 'tsconfig.base.json', 'scripts/web-build.mjs'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite']);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function listInputs() {
  // The walk lists files that exist; only the fixed names need a check.
  const files = INPUT_FILES.filter((f) => existsSync(path.join(ROOT, f)));
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(rel);
      } else if (entry.isFile() && !isTest(entry.name)) files.push(rel);
    }
  };
  for (const dir of INPUT_DIRS) walk(dir);
  return files;
}

/** Whether web/dist was built from the current sources (stat first, then the content hash). */
function check(inputs) {
  const stamp = readStamp(STAMP);
  if (!stamp || !existsSync(path.join(DIST, 'index.html'))) return 'stale';
  const sameList = inputs.length === Object.keys(stamp.files).length && inputs.every((f) => f in stamp.files);
  if (sameList && stampStatsMatch(ROOT, stamp)) return 'fresh';
  // Only modification times changed (a checkout, a copy): same key, new stats.
  return hashFiles(ROOT, inputs) === stamp.key ? 'touched' : 'stale';
}

/**
 * Builds the web app unless web/dist is current; returns whether it built. `quiet` (npm start) shows
 * only Vite's warnings and errors, not its list of every file written.
 */
export function ensureWebBuild({ force = false, quiet = false } = {}) {
  const inputs = listInputs();
  const state = force ? 'stale' : check(inputs);
  if (state === 'fresh') return false;
  // Stamped with the sources as they were before the build started: a file edited during the build
  // makes the next start build again.
  const stamp = { key: hashFiles(ROOT, inputs), files: statFiles(ROOT, inputs) };
  if (state === 'touched') {
    writeJsonAtomic(STAMP, stamp);
    return false;
  }
  console.error('studio: building the web app (its sources changed since the last build)');
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const started = performance.now();
  const result = spawnSync(process.execPath, [vite, 'build', ...(quiet ? ['--logLevel', 'warn'] : [])], {
    cwd: path.join(ROOT, 'web'),
    stdio: 'inherit',
    // The app that `npm start` serves is always the production build, whatever NODE_ENV the server
    // runs with: under NODE_ENV=development Vite builds React's development runtime (larger, slower,
    // warnings) and the start-up bench, which starts the server so, had left such a build in web/dist
    // (292 KB of JavaScript on /login instead of 239). Developing the web app is `npm run dev:web`.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status ?? result.signal})`);
  writeJsonAtomic(STAMP, stamp);
  if (quiet)
    console.error(
      `studio: built the web app into web/dist (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureWebBuild({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`studio: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
