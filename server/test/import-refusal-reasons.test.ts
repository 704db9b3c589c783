import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDut, jobEnv, upload, waitForImport } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';

// Issue 13 item 8: a package the engine refuses keeps every reason on the file it concerns, instead
// of one "Nothing to import: no files".
describe.each(databases)('why a refused package was refused, on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'refusal-reasons');
  });
  afterAll(() => t?.close());

  const board = strToU8('(kicad_pcb (version 20221018))');

  async function importRefused(files: { name: string; bytes: Uint8Array }[]) {
    const dut = await createDut(owner.agent);
    expect((await upload(owner.agent, dut.id, files)).status).toBe(201);
    expect((await waitForImport(owner.agent, dut.id)).status).toBe('failed');
    const listed = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    return listed.body.items as {
      name: string;
      status: string;
      diagnostics: { severity: string; code: string; message: string; location: { file: string } }[];
    }[];
  }

  it('an archive of more files than the limit says so on that archive', async () => {
    const entries = Object.fromEntries(Array.from({ length: 2100 }, (_, i) => [`f${i}.txt`, strToU8('x')]));
    const [many] = await importRefused([{ name: 'many.zip', bytes: zipSync(entries, { level: 0 }) }]);
    expect(many!.status).toBe('failed');
    expect(many!.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'package.zip.limit',
        message:
          'many.zip would expand to 2100 files, over the package limit of 2000 files; the archive is not imported',
      }),
    );
    expect(many!.diagnostics.at(-1)).toMatchObject({ code: 'package.nothing-importable' });
  });

  it('a nest too deep and an unknown file: each file carries its own reason', async () => {
    const deep = zipSync({ 'inner.zip': zipSync({ 'deepest.zip': zipSync({ 'a.kicad_pcb': board }) }) });
    const files = await importRefused([
      { name: 'deep.zip', bytes: deep },
      { name: 'tool.exe', bytes: new Uint8Array([0x4d, 0x5a, 0, 1, 2]) },
    ]);
    const byName = new Map(files.map((f) => [f.name, f]));
    expect(byName.get('deep.zip')!.diagnostics.map((d) => d.code)).toContain('package.zip.nested');
    expect(byName.get('deep.zip')!.diagnostics.find((d) => d.code === 'package.zip.nested')).toMatchObject({
      location: { file: 'deep.zip/inner.zip/deepest.zip' },
    });
    expect(byName.get('tool.exe')!.diagnostics.map((d) => d.code)).toContain('package.file.unknown');
  });
});
