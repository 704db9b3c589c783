import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The id of the empty module a `false` browser mapping stands for. */
const EMPTY = '\0studio-browser-empty';

/**
 * Honours a package's `browser` field for `node:`-prefixed built-ins. The browser field spec
 * (github.com/defunctzombie/package-browser-field-spec) maps a module to `false` to say "an empty
 * module in browsers": @gltf-transform/core declares `"browser": { "fs": false, "path": false }` for
 * its Node-only file reader, but imports them as `node:fs` and `node:path`, which that mapping does
 * not name, so Vite externalised them with a warning on every build. This plugin gives such an import
 * the empty module the package asked for; an import no browser field maps is left to Vite (and its
 * warning, which then points at a real problem).
 */
export function browserFieldPlugin(): Plugin {
  const browserFields = new Map<string, Record<string, unknown> | null>();
  return {
    name: 'studio-browser-field-node-prefix',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!source.startsWith('node:') || !importer) return null;
      const mapping = browserMappingOf(importer, browserFields);
      const bare = source.slice('node:'.length);
      return mapping?.[bare] === false || mapping?.[source] === false ? EMPTY : null;
    },
    load(id) {
      return id === EMPTY ? 'export default {};' : null;
    },
  };
}

/** The `browser` object of the package that holds `file` (the nearest package.json above it). */
export function browserMappingOf(
  file: string,
  cache = new Map<string, Record<string, unknown> | null>(),
): Record<string, unknown> | null {
  let dir = path.dirname(file.split('?')[0] ?? file);
  const visited: string[] = [];
  for (;;) {
    const known = cache.get(dir);
    if (known !== undefined) return remember(visited, known, cache);
    visited.push(dir);
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const browser = (JSON.parse(readFileSync(manifest, 'utf8')) as { browser?: unknown }).browser;
      const mapping = browser && typeof browser === 'object' ? (browser as Record<string, unknown>) : null;
      return remember(visited, mapping, cache);
    }
    const parent = path.dirname(dir);
    if (parent === dir) return remember(visited, null, cache);
    dir = parent;
  }
}

function remember(
  dirs: string[],
  mapping: Record<string, unknown> | null,
  cache: Map<string, Record<string, unknown> | null>,
) {
  for (const dir of dirs) cache.set(dir, mapping);
  return mapping;
}
