import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles a bench's child script with core, as the server's compiled workers are built (plain
 * JavaScript, no run-time TypeScript). `core`: another checkout's `core/src/index.ts` for
 * before/after runs; undefined (or "this") bundles this checkout's core.
 */
export async function bundleChild(entry: string, outfile: string, core?: string): Promise<string> {
  await build({
    alias: core && core !== 'this' ? { '@studio/core': path.resolve(core) } : {},
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}
