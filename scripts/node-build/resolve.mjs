// Finds the compiled module of one entry of the Node build (scripts/node-build/build.mjs), building
// it first when its sources changed since. The fast path (the build is current) only reads the
// stamp and stats its input files; esbuild is loaded only to build.
import { existsSync } from 'node:fs';
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
