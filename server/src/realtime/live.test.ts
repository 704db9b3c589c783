import type { LiveEvent } from '@studio/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { EventBus } from './bus';
import { createMemoryBus } from './memory-bus';
import { realtimePlugin } from './plugin';
import { createPostgresBus } from './postgres-bus';

// These tests run the real plugin on real sockets. Sessions are resolved from a test header so that
// the fan-out is tested on its own; the full app's tests cover the real session cookie.
const instances: { app: FastifyInstance; bus: EventBus }[] = [];

async function startInstance(bus: EventBus, heartbeatMs?: number) {
  const app = Fastify();
  await app.register(realtimePlugin, {
    bus,
    heartbeatMs,
    resolveSession: async (request) => {
      const user = request.headers['x-test-user'];
      if (typeof user !== 'string') return null;
      return { userId: user, activeCompanyId: String(request.headers['x-test-company'] ?? '') || null };
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  instances.push({ app, bus });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port };
}

function connect(port: number, user: string, company: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live`, {
    headers: { 'x-test-user': user, 'x-test-company': company },
  });
  const messages: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const w of waiters.splice(0)) w();
  });
  const next = (type: LiveEvent['type']) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const deadline = setTimeout(() => reject(new Error(`no ${type} within 5 s`)), 5000);
      const check = () => {
        const found = messages.find((m) => m.type === type);
        if (found) {
          clearTimeout(deadline);
          messages.splice(messages.indexOf(found), 1);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return { socket, messages, next };
}

afterEach(async () => {
  for (const { app, bus } of instances.splice(0)) {
    await app.close();
    await bus.close();
  }
});

describe('live updates, embedded (in-process bus)', () => {
  it('greets, answers plain HTTP with 401, and routes company events', async () => {
    const bus = createMemoryBus();
    const { app, port } = await startInstance(bus);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/live' });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/v1/live',
      headers: { 'x-test-user': 'u1' },
    });
    expect(signedIn.statusCode).toBe(426);

    const alice = connect(port, 'alice', 'A');
    const bob = connect(port, 'bob', 'B');
    expect(await alice.next('hello')).toEqual({ type: 'hello', companyId: 'A' });
    await bob.next('hello');
    await bus.publish({ type: 'member.joined', companyId: 'A', userId: 'carol', name: 'Carol' });
    expect(await alice.next('member.joined')).toMatchObject({ userId: 'carol' });
    await bus.publish({ type: 'company.updated', companyId: 'B' });
    await bob.next('company.updated');
    expect(alice.messages.filter((m) => m.type === 'company.updated')).toEqual([]);
    alice.socket.close();
    bob.socket.close();
  });

  it('refuses a socket without a session', async () => {
    const { port } = await startInstance(createMemoryBus());
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live`);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  });

  it('sends heartbeats', async () => {
    const { port } = await startInstance(createMemoryBus(), 100);
    const client = connect(port, 'alice', 'A');
    await client.next('hello');
    expect(await client.next('ping')).toMatchObject({ type: 'ping' });
    client.socket.close();
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('live updates across two instances on one PostgreSQL database', () => {
  it('an event published on one instance reaches a client of the other', async () => {
    const one = await startInstance(await createPostgresBus({ connectionString: databaseUrl! }));
    const two = await startInstance(await createPostgresBus({ connectionString: databaseUrl! }));
    const onTwo = connect(two.port, 'alice', 'A');
    const onOne = connect(one.port, 'bob', 'A');
    await onTwo.next('hello');
    await onOne.next('hello');
    await instances[0]!.bus.publish({
      type: 'member.role-changed',
      companyId: 'A',
      userId: 'bob',
      role: 'admin',
    });
    expect(await onTwo.next('member.role-changed')).toMatchObject({ userId: 'bob', role: 'admin' });
    expect(await onOne.next('member.role-changed')).toMatchObject({ userId: 'bob', role: 'admin' });
    onTwo.socket.close();
    onOne.socket.close();
  });
});

describe.skipIf(!databaseUrl)('PostgreSQL bus order', () => {
  it('delivers events in the order they were published, even when nobody waits in between', async () => {
    const bus = await createPostgresBus({ connectionString: databaseUrl! });
    const seen: number[] = [];
    const stop = bus.subscribe((e) => {
      if (e.type === 'dut.import' && e.dutId === 'order') seen.push(e.progress);
    });
    try {
      const count = 300;
      await Promise.all(
        Array.from({ length: count }, (_, i) =>
          bus.publish({
            type: 'dut.import',
            companyId: 'A',
            dutId: 'order',
            fileId: null,
            status: 'importing',
            progress: i,
          }),
        ),
      );
      await vi.waitFor(() => expect(seen).toHaveLength(count), { timeout: 10_000 });
      expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
    } finally {
      stop();
      await bus.close();
    }
  });
});
