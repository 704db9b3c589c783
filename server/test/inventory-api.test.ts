import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryMovement } from '../src/db/schema/index';
import { databases } from './helpers/databases';
import type { Agent, TestApp } from './helpers/harness';
import { startApp } from './helpers/harness';
import { classId, probeInput, staffUser, unique } from './parts-support';

// The inventory ledger over HTTP: arithmetic of every movement kind, refusals below zero, reasons,
// append-only (no routes, and a trigger on both databases), reorder points and low stock, locations,
// and concurrent reservations (real HTTP requests in parallel; on PostgreSQL they run on separate
// connections and only the per-part/location lock keeps them from overselling).

describe.each(databases)('inventory API on $name', (database) => {
  let t: TestApp;
  let staff: Agent;
  let probeClass: string;

  const newPart = async () => (await staff.post('/api/v1/parts', probeInput(probeClass))).body.id as string;
  const newLocation = async () =>
    (await staff.post('/api/v1/inventory/locations', { code: unique('LOC'), name: 'Test shelf' })).body
      .id as string;
  const move = (body: Record<string, unknown>) => staff.post('/api/v1/inventory/movements', body);
  const levelOf = async (partId: string, locationId: string) =>
    (await staff.get(`/api/v1/parts/${partId}/stock`)).body.locations.find(
      (l: { locationId: string }) => l.locationId === locationId,
    );

  beforeAll(async () => {
    t = await startApp(database);
    staff = (await staffUser(t, 'stock-keeper')).agent;
    probeClass = await classId(staff, 'Probes / 100 mil');
  });
  afterAll(() => t?.close());

  it('derives on hand, reserved and available from every kind of movement', async () => {
    const partId = await newPart();
    const locationId = await newLocation();
    const steps: [Record<string, unknown>, [number, number, number]][] = [
      [{ kind: 'receipt', quantity: 10, reference: 'PO-1' }, [10, 0, 10]],
      [{ kind: 'reservation', quantity: 4, reference: 'order:1' }, [10, 4, 6]],
      [{ kind: 'release', quantity: 1 }, [10, 3, 7]],
      [{ kind: 'consumption', quantity: 2 }, [8, 1, 7]],
      [{ kind: 'consumption', quantity: 3, fromReservation: false }, [5, 1, 4]],
      [{ kind: 'adjustment', quantity: -1, reason: 'Damaged in handling' }, [4, 1, 3]],
      [{ kind: 'adjustment', quantity: 2, reason: 'Found in returns' }, [6, 1, 5]],
    ];
    for (const [body, [onHand, reserved, available]] of steps) {
      const res = await move({ partId, locationId, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.after).toEqual({ onHand, reserved, available });
      expect(res.body.actor.name).toBe('stock-keeper');
    }
    expect(await levelOf(partId, locationId)).toMatchObject({
      onHand: 6,
      reserved: 1,
      available: 5,
      low: false,
    });
    const part = (await staff.get(`/api/v1/parts/${partId}`)).body;
    expect(part.stock).toEqual({ onHand: 6, reserved: 1, available: 5, low: false });

    const history = (await staff.get(`/api/v1/inventory/movements?partId=${partId}`)).body;
    expect(history.total).toBe(7);
    expect(history.items.map((m: { kind: string }) => m.kind)).toEqual([
      'adjustment',
      'adjustment',
      'consumption',
      'consumption',
      'release',
      'reservation',
      'receipt',
    ]);
    expect(history.items.map((m: { after: { available: number } }) => m.after.available)).toEqual([
      5, 3, 4, 7, 7, 6, 10,
    ]);
    expect(history.items[6]).toMatchObject({ onHandDelta: 10, reservedDelta: 0, reference: 'PO-1' });
    // A filter never changes the running balances (they see every movement of the part).
    const consumptions = (await staff.get(`/api/v1/inventory/movements?partId=${partId}&kind=consumption`))
      .body;
    expect(consumptions.items.map((m: { after: { onHand: number } }) => m.after.onHand)).toEqual([5, 8]);
    expect((await staff.get('/api/v1/inventory/movements?reference=order:1')).body.items[0].partId).toBe(
      partId,
    );
  });

  it('refuses any movement that would take stock below zero, with the quantities', async () => {
    const partId = await newPart();
    const locationId = await newLocation();
    await move({ partId, locationId, kind: 'receipt', quantity: 5 });
    await move({ partId, locationId, kind: 'reservation', quantity: 2 });
    const tooMany = await move({ partId, locationId, kind: 'reservation', quantity: 4 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      code: 'conflict',
      available: 3,
      reserved: 2,
      onHand: 5,
      requested: 4,
    });
    expect(tooMany.body.message).toContain('Only 3');
    expect(tooMany.body.fields.quantity).toContain('Only 3');
    const overRelease = await move({ partId, locationId, kind: 'release', quantity: 3 });
    expect(overRelease.status).toBe(409);
    expect(overRelease.body.message).toContain('Only 2');
    expect((await move({ partId, locationId, kind: 'consumption', quantity: 3 })).status).toBe(409);
    expect(
      (await move({ partId, locationId, kind: 'consumption', quantity: 4, fromReservation: false })).status,
    ).toBe(409);
    expect(
      (await move({ partId, locationId, kind: 'adjustment', quantity: -4, reason: 'count' })).status,
    ).toBe(409);
    expect(await levelOf(partId, locationId)).toMatchObject({ onHand: 5, reserved: 2, available: 3 });

    const noReason = await move({ partId, locationId, kind: 'adjustment', quantity: -1 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: 'Say why the stock is adjusted' });
    const zero = await move({ partId, locationId, kind: 'receipt', quantity: 0 });
    expect(zero.body.fields).toEqual({ quantity: 'Quantity must be at least 1' });
    const fractional = await move({ partId, locationId, kind: 'receipt', quantity: 1.5 });
    expect(fractional.body.fields).toEqual({ quantity: 'Quantity must be a whole number' });
    const unknownPart = await move({ partId: 'nope', locationId, kind: 'receipt', quantity: 1 });
    expect(unknownPart.status).toBe(400);
    expect(unknownPart.body.fields).toEqual({ partId: 'Choose an existing part' });
  });

  it('keeps the ledger append-only: no routes to change it, and the database refuses', async () => {
    const partId = await newPart();
    const locationId = await newLocation();
    const made = (await move({ partId, locationId, kind: 'receipt', quantity: 3 })).body;
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(
        (
          await staff.request(
            method,
            `/api/v1/inventory/movements/${made.id}`,
            method === 'DELETE' ? undefined : {},
          )
        ).status,
      ).toBe(404);
    const { db } = t.app.deps;
    await expect(
      db.update(inventoryMovement).set({ quantity: 99 }).where(eq(inventoryMovement.id, made.id)),
    ).rejects.toThrow();
    await expect(db.delete(inventoryMovement).where(eq(inventoryMovement.id, made.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate inventory_movement`)).rejects.toThrow();
    expect(await levelOf(partId, locationId)).toMatchObject({ onHand: 3 });
  });

  it('flags low stock at the reorder point and filters by it', async () => {
    const partId = await newPart();
    const locationId = await newLocation();
    await move({ partId, locationId, kind: 'receipt', quantity: 10 });
    const set = await staff.request('PUT', '/api/v1/inventory/reorder-points', {
      partId,
      locationId,
      reorderPoint: 6,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ reorderPoint: 6, low: false, available: 10 });
    await move({ partId, locationId, kind: 'reservation', quantity: 4 });
    expect(await levelOf(partId, locationId)).toMatchObject({ available: 6, low: true });
    const low = (await staff.get(`/api/v1/inventory/stock?low=true&locationId=${locationId}`)).body;
    expect(low.items.map((l: { partId: string }) => l.partId)).toEqual([partId]);
    expect((await staff.get(`/api/v1/inventory/stock?low=false&locationId=${locationId}`)).body.total).toBe(
      0,
    );
    expect((await staff.get(`/api/v1/parts/${partId}`)).body.stock.low).toBe(true);
    const cleared = await staff.request('PUT', '/api/v1/inventory/reorder-points', {
      partId,
      locationId,
      reorderPoint: null,
    });
    expect(cleared.body).toMatchObject({ reorderPoint: null, low: false });
    const bad = await staff.request('PUT', '/api/v1/inventory/reorder-points', {
      partId,
      locationId,
      reorderPoint: -1,
    });
    expect(bad.body.fields).toEqual({ reorderPoint: 'Reorder point cannot be negative' });
  });

  it('manages locations: unique codes, rename, inactive locations take no receipts', async () => {
    const code = unique('SHELF');
    const made = await staff.post('/api/v1/inventory/locations', { code: code.toLowerCase(), name: 'Shelf' });
    expect(made.status).toBe(201);
    expect(made.body.code).toBe(code);
    const clash = await staff.post('/api/v1/inventory/locations', { code, name: 'Other' });
    expect(clash.status).toBe(409);
    expect(clash.body.fields.code).toContain('already used');
    const renamed = await staff.patch(`/api/v1/inventory/locations/${made.body.id}`, {
      name: 'Top shelf',
      active: false,
    });
    expect(renamed.body).toMatchObject({ name: 'Top shelf', active: false });
    const partId = await newPart();
    const refused = await move({ partId, locationId: made.body.id, kind: 'receipt', quantity: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.locationId).toContain('inactive');
    const list = (await staff.get('/api/v1/inventory/locations')).body;
    expect(list.map((l: { code: string }) => l.code)).toContain('MAIN');
  });

  it('lets exactly the available quantity of 30 parallel reservations through', async () => {
    const partId = await newPart();
    const locationId = await newLocation();
    await move({ partId, locationId, kind: 'receipt', quantity: 10 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const reserve = () =>
      fetch(`${address}/api/v1/inventory/movements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
        body: JSON.stringify({ partId, locationId, kind: 'reservation', quantity: 1, reference: 'race' }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    const results = await Promise.all(Array.from({ length: 30 }, reserve));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'conflict', available: 0, reserved: 10, requested: 1 });
      expect(refused.body.message).toContain('Only 0');
    }
    expect(await levelOf(partId, locationId)).toMatchObject({ onHand: 10, reserved: 10, available: 0 });
  });
});
