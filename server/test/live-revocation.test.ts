import type { LiveEvent } from '@studio/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databases } from './helpers/databases';
import {
  Agent,
  addMember,
  lastMail,
  linkParam,
  ownerWithCompany,
  PASSWORD,
  PUBLIC_URL,
  startApp,
  type TestApp,
} from './helpers/harness';
import { totpCode } from './helpers/totp';
import { grantStaff } from '../src/services/account/grant-staff';
import { LIVE_CLOSE_RESCOPE } from '@studio/api';

// Issue 13 item 5: a live socket ends with its session: sign-out, revocation of one session, a
// password reset (every session), and removal from the company. Issue 31: a socket opened as staff
// stops receiving other companies' order events when staff is revoked.

describe.each(databases)('live sockets end with their session on $name', (database) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startApp(database);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t?.close());

  /** A socket opened with the agent's session; resolves `closed` with the close code. */
  async function open(agent: Agent) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live`, {
      headers: {
        origin: PUBLIC_URL,
        cookie: `studio.session_token=${agent.cookies.get('studio.session_token')}`,
      },
    });
    const events: LiveEvent[] = [];
    let hello: () => void = () => {};
    const greeted = new Promise<void>((resolve) => (hello = resolve));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as LiveEvent;
      events.push(event);
      if (event.type === 'hello') hello();
    });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await greeted;
    return { socket, events, closed };
  }

  const secondSession = async (email: string) => {
    const laptop = new Agent(t.app);
    expect((await laptop.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    return laptop;
  };

  it('closes the socket of a session that signs out, and only that one', async () => {
    const owner = await ownerWithCompany(t, 'sign-out');
    const laptop = await secondSession(owner.email);
    const desk = await open(owner.agent);
    const away = await open(laptop);
    expect((await laptop.post('/api/auth/sign-out')).status).toBe(200);
    expect(await away.closed).toBe(4403);
    // The other session's socket still gets the company's events.
    await owner.agent.patch('/api/v1/companies/current', { name: 'Still here' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(desk.events.some((e) => e.type === 'company.updated')).toBe(true);
    expect(desk.socket.readyState).toBe(WebSocket.OPEN);
    desk.socket.close();
  });

  it('closes the socket of a revoked session', async () => {
    const owner = await ownerWithCompany(t, 'revoke');
    const laptop = await secondSession(owner.email);
    const away = await open(laptop);
    const token = laptop.cookies.get('studio.session_token')!.split('.')[0];
    expect((await owner.agent.post('/api/auth/revoke-session', { token })).status).toBe(200);
    expect(await away.closed).toBe(4403);
  });

  it('closes every socket of the user after a password reset', async () => {
    const owner = await ownerWithCompany(t, 'reset');
    const laptop = await secondSession(owner.email);
    const desk = await open(owner.agent);
    const away = await open(laptop);
    const anon = new Agent(t.app);
    await anon.post('/api/auth/request-password-reset', { email: owner.email, redirectTo: '/confirm' });
    const mail = lastMail(t.config, owner.email, 'reset-password');
    const reset = await anon.post('/api/auth/reset-password', {
      token: linkParam(mail, 'token'),
      newPassword: 'a brand new secret',
    });
    expect(reset.status).toBe(200);
    expect(await desk.closed).toBe(4403);
    expect(await away.closed).toBe(4403);
  });

  it("closes a removed member's socket", async () => {
    const owner = await ownerWithCompany(t, 'remover');
    const member = await addMember(t, owner.agent, 'removed', 'engineer');
    const live = await open(member.agent);
    const removed = await owner.agent.delete(`/api/v1/companies/current/members/${member.userId}`);
    expect(removed.status).toBe(204);
    expect(await live.closed).toBe(4403);
  });

  it("re-scopes a staff user's socket when staff is revoked: no more orders of other companies", async () => {
    const shop = await ownerWithCompany(t, 'ex-staff');
    const keeper = await ownerWithCompany(t, 'stays-staff');
    const deps = { db: t.app.deps.db, bus: t.app.deps.bus };
    // Someone else stays staff (the first user of a fresh instance is staff; the last cannot go).
    await grantStaff(deps, { email: keeper.email, staff: true });
    await grantStaff(deps, { email: shop.email, staff: true });
    const asStaff = await open(shop.agent);
    const order = (companyId: string): LiveEvent => ({
      type: 'delivery-order.updated',
      companyId,
      orderId: 'o-1',
      status: 'confirmed',
      staff: true,
    });
    await t.app.deps.bus.publish(order('another-company'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asStaff.events.some((e) => e.type === 'delivery-order.updated')).toBe(true);

    await grantStaff(deps, { email: shop.email, staff: false });
    expect(await asStaff.closed).toBe(LIVE_CLOSE_RESCOPE);
    // The tab reconnects at once and is scoped afresh: another company's order is not for it.
    const again = await open(shop.agent);
    await t.app.deps.bus.publish(order('another-company'));
    await t.app.deps.bus.publish({ type: 'company.updated', companyId: shop.companyId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.events.map((e) => e.type)).toEqual(['hello', 'company.updated']);
    again.socket.close();
  });

  it('tells a tab its session ended only after the answer that replaced it (two-factor on)', async () => {
    const owner = await ownerWithCompany(t, 'swap');
    const enabled = await owner.agent.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const tab = await open(owner.agent);
    const order: string[] = [];
    tab.socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as LiveEvent).type === 'session.revoked') order.push('event');
    });
    // Over a real connection, as the browser sends it: the answer carries the new session cookie.
    const answer = await fetch(`http://127.0.0.1:${port}/api/auth/two-factor/verify-totp`, {
      method: 'POST',
      headers: {
        origin: PUBLIC_URL,
        'content-type': 'application/json',
        cookie: `studio.session_token=${owner.agent.cookies.get('studio.session_token')}`,
      },
      body: JSON.stringify({ code: totpCode(enabled.body.totpURI) }),
    });
    order.push('answer');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toContain('studio.session_token=');
    expect(await tab.closed).toBe(4403);
    expect(order).toEqual(['answer', 'event']);
  });
});
