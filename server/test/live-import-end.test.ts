import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LiveEvent } from '@studio/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDut, jobEnv, upload } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, PUBLIC_URL, startApp, type TestApp } from './helpers/harness';

const KICAD = readFileSync(
  path.resolve(__dirname, '../../../shared/testdata/kicad/pic_programmer.kicad_pcb'),
);

// Issue 20 item 4: after an upload the screen must learn at once that the import ended. Seen from a
// real socket with the session cookie: the import's last events arrive, last, and once they have,
// the DUT already reads as imported (the events follow the commit).
describe.each(databases)('the end of an import, seen live on $name', (database) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t?.close());

  function open(cookie: string) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live`, {
      headers: { origin: PUBLIC_URL, cookie },
    });
    const received: LiveEvent[] = [];
    const waiting: (() => void)[] = [];
    socket.on('message', (data) => {
      received.push(JSON.parse(String(data)));
      for (const wake of waiting.splice(0)) wake();
    });
    /** Resolves with the events so far once one of them matches. */
    const until = (match: (events: LiveEvent[]) => boolean, what: string) =>
      new Promise<LiveEvent[]>((resolve, reject) => {
        const give = setTimeout(() => reject(new Error(`no ${what} within 30 s`)), 30_000);
        const look = () => {
          if (!match(received)) return void waiting.push(look);
          clearTimeout(give);
          resolve([...received]);
        };
        look();
      });
    return { socket, until };
  }

  it('announces the end after the commit, and after every progress tick', async () => {
    const owner = await ownerWithCompany(t, 'live-end');
    const live = open(`studio.session_token=${owner.agent.cookies.get('studio.session_token')}`);
    try {
      await live.until((events) => events.some((e) => e.type === 'hello'), 'hello');
      const dut = await createDut(owner.agent);
      const mine = (e: LiveEvent) => 'dutId' in e && e.dutId === dut.id;
      const readyAt = (events: LiveEvent[]) =>
        events.findIndex((e) => mine(e) && e.type === 'dut.import' && e.status === 'ready');
      const ended = (events: LiveEvent[]) => {
        const ready = readyAt(events);
        return ready >= 0 && events.slice(ready).some((e) => mine(e) && e.type === 'dut.updated');
      };
      expect(
        (await upload(owner.agent, dut.id, [{ name: 'pic_programmer.kicad_pcb', bytes: KICAD }])).status,
      ).toBe(201);
      await live.until(ended, 'ready + dut.updated');
      // What a screen does on that event: read the DUT and its files again.
      const read = await owner.agent.get(`/api/v1/duts/${dut.id}`);
      expect(read.body).toMatchObject({ status: 'ready', board: { pads: 247 } });
      const files = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
      expect(files.body.items[0]).toMatchObject({ status: 'ready', progress: null });

      // A marker published after the end: everything about the import published before it has arrived.
      expect((await owner.agent.patch('/api/v1/companies/current', { name: 'Marker' })).status).toBe(200);
      const events = await live.until((all) => all.some((e) => e.type === 'company.updated'), 'marker');
      const imports = events.filter((e) => mine(e) && e.type === 'dut.import');
      expect(imports.map((e) => (e as { status: string }).status).at(-1)).toBe('ready');
      expect(imports.slice(0, -1).every((e) => (e as { status: string }).status !== 'ready')).toBe(true);
    } finally {
      live.socket.close();
    }
  });
});
