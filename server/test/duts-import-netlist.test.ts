// A KiCad schematic netlist uploaded beside its board, through the HTTP upload and the background
// import (decision 0015): detected as `kicad-netlist`, cross-checked, `ready` with the agreement note.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDut, jobEnv, upload, waitForImport } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';

const KICAD = path.resolve(__dirname, '../../../shared/testdata/kicad');
const PCB = readFileSync(path.join(KICAD, 'Duet2.kicad_pcb'));
const NET = readFileSync(path.join(KICAD, 'Duet2.net'));

describe.each(databases)('KiCad netlist upload on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'dut-netlist');
  });
  afterAll(() => t?.close());

  it('imports the board, cross-checks the netlist and marks both ready', async () => {
    const dut = await createDut(owner.agent, { name: 'Duet 2 with netlist' });
    const res = await upload(owner.agent, dut.id, [
      { name: 'Duet2.kicad_pcb', bytes: PCB },
      { name: 'Duet2.net', bytes: NET },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.files.map((f: { format: string }) => f.format)).toEqual(['kicad', 'kicad-netlist']);
    const done = await waitForImport(owner.agent, dut.id);
    expect(done.status).toBe('ready');
    expect(done.board).toMatchObject({ components: 356 });
    const files = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    const net = files.body.items.find((f: { name: string }) => f.name === 'Duet2.net');
    expect(net.status).toBe('ready');
    expect(net.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'info',
        code: 'package.netlist.agrees',
        message: 'Duet2.net agrees with the board (Duet2.kicad_pcb): 1195 connections, 356 parts, 303 nets',
      }),
    ]);
  });

  it('refuses a netlist alone with the message to upload the board with it', async () => {
    const dut = await createDut(owner.agent, { name: 'Netlist only' });
    await upload(owner.agent, dut.id, [{ name: 'Duet2.net', bytes: NET }]);
    const done = await waitForImport(owner.agent, dut.id);
    expect(done.status).toBe('failed');
    const files = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(files.body.items[0].status).toBe('failed');
    expect(files.body.items[0].diagnostics[0].message).toContain(
      'Duet2.net is a schematic netlist: it has no board geometry',
    );
  });
});
