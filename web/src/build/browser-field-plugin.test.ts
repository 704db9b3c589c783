import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserFieldPlugin, browserMappingOf } from './browser-field-plugin';

/** A node_modules tree with one package that maps fs and path to false and one that maps nothing. */
function packages() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'studio-browser-field-'));
  const mapped = path.join(root, 'node_modules/mapped');
  const plain = path.join(root, 'node_modules/plain');
  mkdirSync(path.join(mapped, 'dist'), { recursive: true });
  mkdirSync(plain, { recursive: true });
  writeFileSync(
    path.join(mapped, 'package.json'),
    JSON.stringify({
      name: 'mapped',
      browser: { fs: false, path: false, './dist/node.js': './dist/web.js' },
    }),
  );
  writeFileSync(path.join(plain, 'package.json'), JSON.stringify({ name: 'plain' }));
  return { mapped: path.join(mapped, 'dist/index.js'), plain: path.join(plain, 'index.js') };
}

type Hook = (source: string, importer?: string) => string | null;

describe('browserFieldPlugin', () => {
  const plugin = browserFieldPlugin();
  const resolveId = plugin.resolveId as unknown as Hook;
  const load = plugin.load as unknown as (id: string) => string | null;

  it('gives node:fs and node:path the empty module when the importing package maps fs and path to false', () => {
    const { mapped } = packages();
    const fs = resolveId('node:fs', mapped);
    expect(fs).not.toBeNull();
    expect(resolveId('node:path', mapped)).toBe(fs);
    expect(load(fs ?? '')).toBe('export default {};');
  });

  it('leaves to Vite the built-ins the package does not map, other packages and non-built-ins', () => {
    const { mapped, plain } = packages();
    expect(resolveId('node:crypto', mapped)).toBeNull();
    expect(resolveId('node:fs', plain)).toBeNull();
    expect(resolveId('fs', plain)).toBeNull();
    expect(resolveId('./dist/node.js', mapped)).toBeNull();
    expect(resolveId('node:fs', undefined)).toBeNull();
    expect(load('/some/module.js')).toBeNull();
  });

  it('reads the nearest package.json above the importer, query strings ignored', () => {
    const { mapped, plain } = packages();
    expect(browserMappingOf(`${mapped}?v=123`)).toMatchObject({ fs: false, path: false });
    expect(browserMappingOf(plain)).toBeNull();
  });
});
