// Finds the compiled module of one entry of the Node build (scripts/node-build/build.mjs), building
// it first when its sources changed since. The fast path (the build is current) only reads the
// stamp and stats its input files; esbuild is loaded only to build.
import { existsSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readStamp, stampStatsMatch } from '../build-cache/stamp.mjs';

const ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
const OUT = path.join(ROOT, 'dist/node');

/** @param {'server' | 'cli'} entry @returns {Promise<string>} the module's file URL */
export async function nodeBuildModule(entry) {
  const stamp = readStamp(path.join(OUT, 'current.json'));
  const file = (key) => path.join(OUT, key, `${entry}.js`);
  if (stamp && existsSync(file(stamp.key)) && stampStatsMatch(ROOT, stamp)) {
    return pathToFileURL(file(stamp.key)).href;
  }
  const { ensureNodeBuild } = await import('./build.mjs');
  return pathToFileURL(file(await ensureNodeBuild())).href;
}

/**
 * Node 22.1+ keeps the code it compiled from a module on disk, and a later process that loads the
 * same file skips compiling it (decision 0075). The cache lives in the build's own folder,
 * dist/node/<build>/.compile-cache, so it goes when the build is pruned; NODE_COMPILE_CACHE (another
 * folder) and NODE_DISABLE_COMPILE_CACHE=1 still win. `threads`: the worker threads this process
 * starts use it too (they read NODE_COMPILE_CACHE when they start). Node 20 has no such cache.
 * @param {string} url the build module that is about to be loaded (nodeBuildModule's answer)
 */
export function useCompileCache(url, { threads = false } = {}) {
  if (!module.enableCompileCache || process.env.NODE_DISABLE_COMPILE_CACHE) return;
  const dir = path.join(path.dirname(fileURLToPath(url)), '.compile-cache');
  if (threads && !process.env.NODE_COMPILE_CACHE) process.env.NODE_COMPILE_CACHE = dir;
  module.enableCompileCache(dir);
}
