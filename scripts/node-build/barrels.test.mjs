import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { barrelImports } from './barrels.mjs';

// Imports through barrels compiled as imports of the defining modules (decision 0075): a small
// workspace tree bundled with code splitting, the way scripts/node-build/build.mjs does.

function tree(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'studio-barrels-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** Bundles `entries` (repository-relative) and returns, per entry, the sources its chunks hold. */
async function bundle(root, entries) {
  const inputs = new Set();
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: path.join(root, 'out'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [barrelImports({ root, inputs })],
  });
  const outs = result.metafile.outputs;
  const loaded = (entry) => {
    const [start] = Object.entries(outs).find(([, o]) => o.entryPoint === entry) ?? [];
    const seen = new Set();
    const sources = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const input of Object.keys(outs[name].inputs)) sources.add(input);
      for (const imp of outs[name].imports) if (imp.kind === 'import-statement') visit(imp.path);
    };
    visit(start);
    return [...sources].sort();
  };
  const run = async (entry) => {
    const file = result.outputFiles.find((f) => f.path.endsWith(`${path.basename(entry, '.ts')}.js`));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-barrels-run-'));
    for (const f of result.outputFiles) writeFileSync(path.join(dir, path.basename(f.path)), f.contents);
    return (await import(path.join(dir, path.basename(file.path)))).default;
  };
  return { loaded, run, inputs: [...inputs].sort() };
}

const pkg = (name, extra = {}) =>
  JSON.stringify({ name, type: 'module', exports: { '.': './src/index.ts' }, ...extra });

describe('imports through barrels', () => {
  it('reach only the modules that define the names, through `export *`, renames and nested barrels', async () => {
    const root = tree({
      'core/package.json': pkg('@studio/core', { sideEffects: false }),
      'core/src/index.ts': "export * from './a/index';\nexport { big as huge, type T } from './b';\n",
      'core/src/a/index.ts': "export * from './one';\nexport { two } from './two';\n",
      'core/src/a/one.ts': 'export const one = 1;\n',
      'core/src/a/two.ts': 'export function two() { return 2; }\n',
      'core/src/b.ts': "export type T = number;\nexport const big = 'B'.repeat(3);\n",
      'cli/package.json': pkg('@studio/cli'),
      'cli/src/small.ts':
        "import { one, type T } from '@studio/core';\nconst t: T = one;\nexport default t;\n",
      'cli/src/large.ts':
        "import {\n  huge,\n  two as deux,\n} from '@studio/core';\nexport default huge + String(deux());\n",
    });
    const { loaded, run, inputs } = await bundle(root, ['cli/src/small.ts', 'cli/src/large.ts']);
    expect(loaded('cli/src/small.ts')).toEqual(['cli/src/small.ts', 'core/src/a/one.ts']);
    expect(loaded('cli/src/large.ts')).toEqual(['cli/src/large.ts', 'core/src/a/two.ts', 'core/src/b.ts']);
    expect(await run('cli/src/small.ts')).toBe(1);
    expect(await run('cli/src/large.ts')).toBe('BBB2');
    // The barrels are not bundled but decide the output: the build's stamp lists them.
    expect(inputs).toEqual(expect.arrayContaining(['core/src/index.ts', 'core/src/a/index.ts']));
  });

  it('keep a barrel that runs code of its own, unless its package declares no side effects', async () => {
    const root = tree({
      'server/package.json': pkg('@studio/server'),
      'server/src/index.ts':
        "export { a } from './a';\nexport { b } from './b';\nglobalThis.started = true;\n",
      'server/src/a.ts': 'export const a = 1;\n',
      'server/src/b.ts': 'globalThis.loadedB = true;\nexport const b = 2;\n',
      'server/src/pure.ts': "export { a } from './a';\nexport { b } from './b';\n",
      'cli/package.json': pkg('@studio/cli'),
      'cli/src/x.ts': "import { a } from '@studio/server';\nexport default a;\n",
      'cli/src/y.ts': "import { a } from '../../server/src/pure';\nexport default a;\n",
    });
    const { loaded } = await bundle(root, ['cli/src/x.ts', 'cli/src/y.ts']);
    expect(loaded('cli/src/x.ts')).toEqual(
      expect.arrayContaining(['server/src/index.ts', 'server/src/a.ts', 'server/src/b.ts']),
    );
    expect(loaded('cli/src/y.ts')).toEqual(['cli/src/y.ts', 'server/src/a.ts']);
  });

  it('keep importing from the barrel what it re-exports as a namespace', async () => {
    const root = tree({
      'core/package.json': pkg('@studio/core', { sideEffects: false }),
      'core/src/index.ts': "export * from './a';\nexport * as ns from './b';\n",
      'core/src/a.ts': 'export const a = 1;\n',
      'core/src/b.ts': 'export const b = 2;\n',
      'cli/package.json': pkg('@studio/cli'),
      'cli/src/x.ts': "import { a, ns } from '@studio/core';\nexport default a + ns.b;\n",
    });
    const { loaded, run } = await bundle(root, ['cli/src/x.ts']);
    expect(loaded('cli/src/x.ts')).toContain('core/src/index.ts');
    expect(await run('cli/src/x.ts')).toBe(3);
  });
});
