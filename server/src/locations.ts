import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Set by the Node build (scripts/node-build): the repository root relative to the bundle's files,
 * e.g. "../../../" from dist/node/<build>/. Undefined when the server runs from its TypeScript
 * sources (tsx, Vitest): then this file sits in server/src/.
 */
declare const STUDIO_BUNDLE_REPO_ROOT: string | undefined;

/** Whether this code runs from the compiled bundle (dist/node/<build>/) rather than from sources. */
export const BUNDLED = typeof STUDIO_BUNDLE_REPO_ROOT === 'string';

const repoRootUrl = new URL(BUNDLED ? STUDIO_BUNDLE_REPO_ROOT! : '../../', import.meta.url);

/** The repository root. Defaults (data folder, web build) are resolved against it, not the cwd. */
export const REPO_ROOT = path.resolve(fileURLToPath(repoRootUrl));

/** The server workspace folder (package.json, drizzle/ migrations). */
export const SERVER_DIR = path.join(REPO_ROOT, 'server');

/** The worker-thread entries, by name: each bundle has its own file, the sources their own path. */
const WORKER_SOURCES = {
  'import-worker': 'services/duts/import-worker.ts',
  'dft-worker': 'services/dft-reports/dft-worker.ts',
  'extract-worker': 'services/knowledge/extract-worker.ts',
  'strategy-worker': 'services/test-strategies/strategy-worker.ts',
  'step-worker': 'services/step-models/step-worker.ts',
} as const;

export type WorkerName = keyof typeof WORKER_SOURCES;

/**
 * The module a worker thread runs: the bundle's own compiled entry (plain JavaScript, started as is)
 * or the TypeScript source (started through workers/bootstrap.mjs, which registers tsx).
 */
export function workerEntry(name: WorkerName): { url: URL; typescript: boolean } {
  if (BUNDLED) return { url: new URL(`./${name}.js`, import.meta.url), typescript: false };
  return { url: new URL(`./${WORKER_SOURCES[name]}`, import.meta.url), typescript: true };
}
