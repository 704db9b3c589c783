// The Node build: the server, its worker threads and the `studio` command compiled from TypeScript
// into plain JavaScript bundles by esbuild (decision 0026), so that neither the server nor the CLI
// transpiles at run time. The workspaces' own code (@studio/*) is bundled; npm packages stay
// external and load from node_modules as usual. Code splitting gives each CLI command its own chunks,
// loaded only when that command runs.
//
// Output: dist/node/<id>/{server,cli,import-worker,dft-worker,extract-worker,strategy-worker,step-worker}.js and their shared chunks, one flat
// folder per build (the server's locations module relies on it), <id> = the first 16 hex digits of
// the sha256 of the inputs. dist/node/current.json is the stamp (scripts/build-cache/stamp.mjs).
// Builds are written to a temporary folder and renamed into place, so processes that start while
// another one builds never load half a build; a server already running keeps its own build folder
// (the newest few are kept).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFiles, readStamp, statFiles, writeJsonAtomic } from '../build-cache/stamp.mjs';
import { barrelImports } from './barrels.mjs';

export const ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
export const OUT = path.join(ROOT, 'dist/node');
export const CURRENT = path.join(OUT, 'current.json');

const ENTRIES = {
  server: 'server/src/main.ts',
  cli: 'cli/src/main.ts',
  'import-worker': 'server/src/services/duts/import-worker.ts',
  'dft-worker': 'server/src/services/dft-reports/dft-worker.ts',
  'extract-worker': 'server/src/services/knowledge/extract-worker.ts',
  'strategy-worker': 'server/src/services/test-strategies/strategy-worker.ts',
  'step-worker': 'server/src/services/step-models/step-worker.ts',
};

/** Files that change the output without being modules of it. */
const EXTRA_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'core/tsconfig.json',
  'api/tsconfig.json',
  'server/tsconfig.json',
  'cli/tsconfig.json',
  'scripts/node-build/build.mjs',
  'scripts/node-build/barrels.mjs',
  // Their "exports" and "sideEffects" decide how imports through the barrels compile (barrels.mjs).
  'core/package.json',
  'api/package.json',
  'server/package.json',
  'cli/package.json',
];

/** How many build folders to keep (a running server loads its workers from its own). */
const KEEP_BUILDS = 4;

/**
 * npm packages that stay external, loaded from node_modules at run time. Everything else is bundled:
 * loading one bundle costs a fraction of resolving and compiling the thousand small modules that
 * better-auth, Fastify, zod and the rest are made of (e.g. better-auth alone: ~0.4 s of CPU as
 * separate modules). These cannot be bundled, or gain nothing from it:
 * - they read their own files next to their code at run time (PGlite's WebAssembly and data,
 *   pdfkit's fonts, Swagger UI's static files, pino's transport worker threads);
 * - optional native add-ons that a package requires inside a try (bufferutil, pg-native, …);
 * - large libraries loaded only on demand anyway (the S3 client).
 */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-pgvector',
  'pdfkit',
  'pdfjs-dist',
  'mammoth',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@aws-sdk/*',
  '@smithy/*',
  'pg',
  'pg-native',
  'nodemailer',
  'bufferutil',
  'utf-8-validate',
  'esbuild',
  'vite',
  'drizzle-kit',
  // Loads its WebAssembly (OpenCascade) from its own folder; shipped unmodified (LGPL-2.1, decision 0040).
  'occt-import-js',
];

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const isExternal = (name) =>
  EXTERNAL_PACKAGES.some((p) => (p.endsWith('/*') ? name.startsWith(p.slice(0, -1)) : name === p));

/** Keeps EXTERNAL_PACKAGES (and their subpaths) out of the bundle; Node built-ins are external anyway. */
const externalPackages = {
  name: 'studio-external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      isExternal(packageName(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
};

/** CommonJS code inside an ES module bundle still calls require() for Node's built-ins. */
const REQUIRE_SHIM =
  "import { createRequire as __studioCreateRequire } from 'node:module'; const require = __studioCreateRequire(import.meta.url);";

/**
 * The id of an up-to-date build, building one when the sources changed. `previous`: the current
 * stamp (its files' modification times did not all match). A stamp whose files still hash to its key
 * is refreshed without building (a checkout that only touched modification times).
 */
export async function ensureNodeBuild({ force = false, quiet = false } = {}) {
  const previous = readStamp(CURRENT);
  if (!force && previous && existsSync(path.join(OUT, previous.key, 'server.js'))) {
    const files = Object.keys(previous.files);
    if (hashFiles(ROOT, files).startsWith(previous.key)) {
      writeJsonAtomic(CURRENT, { ...previous, files: statFiles(ROOT, files) });
      return previous.key;
    }
  }
  return buildNode({ quiet });
}

/** Builds into a fresh folder, names it by its inputs' hash and makes it current. */
export async function buildNode({ quiet = false } = {}) {
  const started = performance.now();
  const esbuild = await import('esbuild');
  mkdirSync(OUT, { recursive: true });
  const tmp = path.join(OUT, `.tmp-${process.pid}-${Date.now()}`);
  /** The barrels read to rewrite imports through them: inputs of the build, though not bundled. */
  const barrels = new Set();
  try {
    const result = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, file])),
      outdir: tmp,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      chunkNames: '[name]-[hash]',
      // Where the repository root is from a build folder: server/src/locations.ts.
      define: { STUDIO_BUNDLE_REPO_ROOT: JSON.stringify('../../../') },
      plugins: [barrelImports({ root: ROOT, inputs: barrels }), externalPackages],
      banner: { js: REQUIRE_SHIM },
      sourcemap: 'linked',
      sourcesContent: false,
      legalComments: 'none',
      metafile: true,
      logLevel: 'error',
    });
    const inputs = [
      ...new Set([
        ...Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/')),
        ...barrels,
        ...EXTRA_INPUTS,
      ]),
    ].filter((file) => existsSync(path.join(ROOT, file)));
    // Kept with the build: which modules each output holds and imports (cli/test checks that a
    // command loads only what it needs).
    writeFileSync(path.join(tmp, 'metafile.json'), JSON.stringify(result.metafile));
    const key = hashFiles(ROOT, inputs).slice(0, 16);
    const dir = path.join(OUT, key);
    if (existsSync(dir)) rmSync(tmp, { recursive: true, force: true });
    else {
      try {
        renameSync(tmp, dir);
      } catch (error) {
        if (!existsSync(dir)) throw error; // someone else renamed the same build into place
        rmSync(tmp, { recursive: true, force: true });
      }
    }
    writeJsonAtomic(CURRENT, { key, files: statFiles(ROOT, inputs), builtAt: new Date().toISOString() });
    prune(key);
    if (!quiet) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.error(
        `studio: compiled the server and the studio command into dist/node/${key} (${seconds} s)`,
      );
    }
    return key;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Removes all but the newest KEEP_BUILDS builds, and temporary folders left by a build that died. */
function prune(current) {
  const entries = readdirSync(OUT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== current)
    .map((d) => ({
      name: d.name,
      dir: path.join(OUT, d.name),
      mtime: statSync(path.join(OUT, d.name)).mtimeMs,
    }));
  const abandoned = entries.filter((e) => e.name.startsWith('.tmp-') && Date.now() - e.mtime > 3_600_000);
  const builds = entries.filter((e) => !e.name.startsWith('.tmp-')).sort((a, b) => b.mtime - a.mtime);
  for (const old of [...abandoned, ...builds.slice(KEEP_BUILDS - 1)])
    rmSync(old.dir, { recursive: true, force: true });
}

// `node scripts/node-build/build.mjs`: build now (npm run build).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildNode();
}
