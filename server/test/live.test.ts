import type { LiveEvent } from '@studio/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databases } from './helpers/databases';
import { ownerWithCompany, PUBLIC_URL, startApp, type TestApp } from './helpers/harness';

// The live-update socket of the full app, authenticated by the real session cookie.
describe.each(databases)('live updates with a session on $name', (database) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startApp(database);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t?.close());

  function open(cookie?: string) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live`, {
      headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    });
    const received: LiveEvent[] = [];
    const waiting: (() => void)[] = [];
    socket.on('message', (data) => {
      received.push(JSON.parse(String(data)));
      for (const wake of waiting.splice(0)) wake();
    });
    const next = (type: LiveEvent['type']) =>
      new Promise<LiveEvent>((resolve, reject) => {
        const give = setTimeout(() => reject(new Error(`no ${type} event within 10 s`)), 10_000);
        const look = () => {
          const found = received.find((e) => e.type === type);
          if (!found) return void waiting.push(look);
          clearTimeout(give);
          resolve(found);
        };
        look();
      });
    return { socket, next };
  }

  it('greets a signed-in member with the active company and forwards its company events', async () => {
    const owner = await ownerWithCompany(t, 'live');
    const live = open(`studio.session_token=${owner.agent.cookies.get('studio.session_token')}`);
    try {
      expect(await live.next('hello')).toEqual({ type: 'hello', companyId: owner.companyId });
      expect((await owner.agent.patch('/api/v1/companies/current', { name: 'Live Renamed' })).status).toBe(
        200,
      );
      expect(await live.next('company.updated')).toEqual({
        type: 'company.updated',
        companyId: owner.companyId,
      });
    } finally {
      live.socket.close();
    }
  });

  it('refuses the socket without a session', async () => {
    const live = open();
    const outcome = await new Promise<string>((resolve) => {
      live.socket.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode}`));
      live.socket.on('close', (code) => resolve(`close ${code}`));
      live.socket.on('error', () => undefined);
    });
    expect(['http 401', 'close 4401']).toContain(outcome);
  });
});
