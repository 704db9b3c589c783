import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The Node build (scripts/node-build, decision 0026): the studio command and the server run from
// compiled bundles, rebuilt when their sources change; each command loads only its own modules.

const repoRoot = path.resolve(import.meta.dirname, '../..');
type Stamp = { key: string; files: Record<string, [number, number]> };
const stamps = (await import(pathToFileURL(path.join(repoRoot, 'scripts/build-cache/stamp.mjs')).href)) as {
  hashFiles(root: string, files: string[]): string;
  statFiles(root: string, files: string[]): Stamp['files'];
  stampStatsMatch(root: string, stamp: Stamp): boolean;
};
const { nodeBuildModule } = (await import(
  pathToFileURL(path.join(repoRoot, 'scripts/node-build/resolve.mjs')).href
)) as { nodeBuildModule(entry: 'cli' | 'server'): Promise<string> };

describe('build stamps', () => {
  const tree = () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'studio-stamp-'));
    writeFileSync(path.join(root, 'a.ts'), 'export const a = 1;\n');
    writeFileSync(path.join(root, 'b.ts'), 'export const b = 2;\n');
    const files = ['a.ts', 'b.ts'];
    return {
      root,
      files,
      stamp: { key: stamps.hashFiles(root, files), files: stamps.statFiles(root, files) },
    };
  };

  it('matches while no input changed, and not after an edit of the same size', () => {
    const { root, stamp } = tree();
    expect(stamps.stampStatsMatch(root, stamp)).toBe(true);
    writeFileSync(path.join(root, 'b.ts'), 'export const b = 3;\n');
    utimesSync(path.join(root, 'b.ts'), new Date(), new Date(Date.now() + 5000));
    expect(stamps.stampStatsMatch(root, stamp)).toBe(false);
    expect(stamps.hashFiles(root, Object.keys(stamp.files))).not.toBe(stamp.key);
  });

  it('keeps the key when only modification times changed (a checkout), and fails on a missing file', () => {
    const { root, files, stamp } = tree();
    utimesSync(path.join(root, 'a.ts'), new Date(), new Date(Date.now() + 5000));
    expect(stamps.stampStatsMatch(root, stamp)).toBe(false);
    expect(stamps.hashFiles(root, files)).toBe(stamp.key);
    expect(stamps.stampStatsMatch(root, { ...stamp, files: { ...stamp.files, 'gone.ts': [0, 0] } })).toBe(
      false,
    );
  });
});

describe('the compiled studio command', () => {
  interface Output {
    entryPoint?: string;
    imports: { path: string; kind: string; external?: boolean }[];
    inputs: Record<string, unknown>;
  }

  /** Every source module and npm package loaded with an output, through its static imports. */
  async function staticClosure(entry: string) {
    const url = await nodeBuildModule('cli');
    const dir = path.dirname(new URL(url).pathname);
    const meta = JSON.parse(readFileSync(path.join(dir, 'metafile.json'), 'utf8')) as {
      outputs: Record<string, Output>;
    };
    const byName = new Map(Object.entries(meta.outputs).map(([file, out]) => [path.basename(file), out]));
    const start = [...byName].find(([, out]) => out.entryPoint === entry);
    if (!start) throw new Error(`no output for ${entry}`);
    const inputs = new Set<string>();
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const out = byName.get(name)!;
      for (const input of Object.keys(out.inputs)) inputs.add(input);
      for (const imp of out.imports) {
        if (imp.kind !== 'import-statement') continue;
        if (imp.external) packages.add(imp.path);
        else visit(path.basename(imp.path));
      }
    };
    visit(start[0]);
    return { inputs: [...inputs], packages: [...packages] };
  }

  const serverSide = (m: string) =>
    m.startsWith('server/') ||
    /node_modules\/(better-auth|drizzle-orm|kysely|libphonenumber-js|fastify)\//.test(m);

  it('inspect and dft load core only: no server, auth or database module', async () => {
    for (const command of ['cli/src/commands/inspect.ts', 'cli/src/commands/dft.ts']) {
      const { inputs, packages } = await staticClosure(command);
      expect(inputs.some((m) => m.startsWith('core/src/'))).toBe(true);
      expect(inputs.filter(serverSide)).toEqual([]);
      expect(packages.filter((p) => !p.startsWith('node:') && !builtinModules.includes(p))).toEqual([]);
    }
  });

  it('inspect loads the readers it uses, not all of core through its barrel (decision 0075)', async () => {
    const { inputs } = await staticClosure('cli/src/commands/inspect.ts');
    expect(inputs).toContain('core/src/formats/kicad/import-kicad.ts');
    // Reached before only because core/src/index.ts re-exports them: the fixture designer, the test
    // strategy, the DFT rules, the glTF writer.
    expect(
      inputs.filter((m) =>
        /^core\/src\/(fixture|strategy|dft|fabrication)\/|@gltf-transform|^core\/src\/index\.ts$/.test(m),
      ),
    ).toEqual([]);
  });

  it('fixture loads the service it uses from the server, not the HTTP server behind its barrel', async () => {
    const { inputs, packages } = await staticClosure('cli/src/commands/fixture.ts');
    expect(inputs).toContain('server/src/services/fixtures/build-package.ts');
    expect(
      inputs.filter((m) =>
        /^server\/src\/(app|index|routes\/)|node_modules\/(fastify|better-auth)\//.test(m),
      ),
    ).toEqual([]);
    expect(packages).not.toContain('@electric-sql/pglite');
  });

  it('the command table itself loads no command', async () => {
    const { inputs } = await staticClosure('cli/src/main.ts');
    expect(
      inputs.filter((m) => m.startsWith('cli/src/commands/') && !/\/(index|command)\.ts$/.test(m)),
    ).toEqual([]);
  });

  it('admin commands do load the server (the check above can tell)', async () => {
    const { inputs, packages } = await staticClosure('cli/src/commands/admin-create-user.ts');
    expect(inputs.filter(serverSide).length).toBeGreaterThan(0);
    expect(packages).toContain('@electric-sql/pglite');
  });
});
