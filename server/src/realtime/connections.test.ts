import type { LiveEvent } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { ConnectionRegistry, type LiveSocket } from './connections';

function fakeSocket() {
  const sent: string[] = [];
  const socket: LiveSocket & { sent: string[]; closed: number | null; terminated: boolean } = {
    readyState: 1,
    sent,
    closed: null,
    terminated: false,
    send: (data) => sent.push(data),
    close(code) {
      this.closed = code ?? 1000;
    },
    terminate() {
      this.terminated = true;
    },
  };
  return socket;
}

describe('ConnectionRegistry', () => {
  it('delivers company events only to members of that company', () => {
    const registry = new ConnectionRegistry();
    const a = fakeSocket();
    const b = fakeSocket();
    registry.add({ socket: a, userId: 'u1', companyId: 'A', lastSeen: 0 });
    registry.add({ socket: b, userId: 'u2', companyId: 'B', lastSeen: 0 });
    const event: LiveEvent = { type: 'member.joined', companyId: 'A', userId: 'u3', name: 'New' };
    expect(registry.deliver(event)).toBe(1);
    expect(a.sent.map((s) => JSON.parse(s).type)).toEqual(['member.joined']);
    expect(b.sent).toEqual([]);
  });

  it("delivers a delivery order's change to its company and to every staff socket, nobody else", () => {
    const registry = new ConnectionRegistry();
    const customer = fakeSocket();
    const shop = fakeSocket();
    const other = fakeSocket();
    registry.add({ socket: customer, userId: 'u1', companyId: 'A', lastSeen: 0 });
    registry.add({ socket: shop, userId: 'u2', companyId: 'SHOP', isStaff: true, lastSeen: 0 });
    registry.add({ socket: other, userId: 'u3', companyId: 'B', lastSeen: 0 });
    const event: LiveEvent = {
      type: 'delivery-order.updated',
      companyId: 'A',
      orderId: 'o',
      status: 'confirmed',
      staff: true,
    };
    expect(registry.deliver(event)).toBe(2);
    expect([customer.sent.length, shop.sent.length, other.sent.length]).toEqual([1, 1, 0]);
    // Staff see other companies' events only where the event says so.
    registry.deliver({ type: 'company.updated', companyId: 'A' });
    expect(shop.sent).toHaveLength(1);
  });

  it('closes the socket of a removed member and of a revoked session', () => {
    const registry = new ConnectionRegistry();
    const removed = fakeSocket();
    const stays = fakeSocket();
    registry.add({ socket: removed, userId: 'u1', companyId: 'A', lastSeen: 0 });
    registry.add({ socket: stays, userId: 'u2', companyId: 'A', lastSeen: 0 });
    registry.deliver({ type: 'member.removed', companyId: 'A', userId: 'u1' });
    expect(removed.closed).toBe(4403);
    expect(stays.closed).toBeNull();
    expect(stays.sent).toHaveLength(1);
    registry.deliver({ type: 'session.revoked', userId: 'u2' });
    expect(stays.closed).toBe(4403);
  });

  it("closes a user's sockets for a fresh scope when what they may see changes, and stops delivering to them", () => {
    const registry = new ConnectionRegistry();
    const exStaff = fakeSocket();
    const other = fakeSocket();
    registry.add({ socket: exStaff, userId: 'u1', companyId: 'A', isStaff: true, lastSeen: 0 });
    registry.add({ socket: other, userId: 'u2', companyId: 'B', isStaff: true, lastSeen: 0 });
    registry.deliver({ type: 'account.changed', userId: 'u2' });
    expect(other.closed).toBeNull();
    registry.deliver({ type: 'account.changed', userId: 'u1', rescope: true });
    expect(exStaff.closed).toBe(4409);
    expect(other.closed).toBeNull();
    registry.deliver({
      type: 'delivery-order.updated',
      companyId: 'C',
      orderId: 'o',
      status: 'shipped',
      staff: true,
    });
    expect(exStaff.sent).toEqual([]);
    expect(other.sent).toHaveLength(1);
    registry.deliver({ type: 'account.changed', userId: null, rescope: true });
    expect(other.closed).toBe(4409);
    expect(registry.size).toBe(0);
  });

  it('pings live sockets and terminates silent ones', () => {
    const registry = new ConnectionRegistry();
    const fresh = fakeSocket();
    const silent = fakeSocket();
    registry.add({ socket: fresh, userId: 'u1', companyId: 'A', lastSeen: 60_000 });
    registry.add({ socket: silent, userId: 'u2', companyId: 'A', lastSeen: 0 });
    registry.heartbeat(60_001, 50_000);
    expect(JSON.parse(fresh.sent[0]!).type).toBe('ping');
    expect(silent.terminated).toBe(true);
    expect(registry.size).toBe(1);
  });
});
