import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/index';
import { jobEnv, rawRequest } from './duts-support';
import { databases, holdSuiteLock } from './helpers/databases';
import { forgetActors, ownerWithCompany, signUp, startApp, type TestApp } from './helpers/harness';
import { draftInput, ECC83, ledgerOf, orderableTomu, type Tomu } from './solutions-support';

// Ship-short is a decision (issue 29, decision 0063): an order with parts short is refused at
// shipping; the shop ships partially, the rest is backordered, and a second shipment completes it —
// the ledger consumes exactly what each box holds, the timeline, the mails and the packing lists say so.

const mails = (t: TestApp, to: string) => {
  const dir = path.join(t.config.dataDir, 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      ...JSON.parse(readFileSync(path.join(dir, f), 'utf8')),
      text: readFileSync(path.join(dir, f.replace(/\.json$/, '.eml')), 'utf8'),
    }))
    .filter((m) => m.to === to && m.kind === 'order-update');
};

describe.each(databases)('partial shipments on $name', (database) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signUp>>;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let tomu: Tomu;

  // Exact stock levels of the instance-wide catalog: one order suite at a time on the shared PostgreSQL.
  let release: () => Promise<void> = async () => {};
  beforeAll(async () => {
    release = await holdSuiteLock(database, 'studio-test:catalog-stock');
    t = await startApp(database, jobEnv());
    staff = await signUp(t, 'ship-shop');
    await t.app.deps.db.update(user).set({ isStaff: true }).where(eq(user.id, staff.userId));
    await forgetActors(t, staff.userId);
    owner = await ownerWithCompany(t, 'ship-short');
    tomu = await orderableTomu(owner.agent, ECC83);
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    await release();
  });

  const act = (id: string, body: Record<string, unknown>) =>
    staff.agent.post(`/api/v1/delivery-orders/${id}/actions`, body);
  const submit = async () => {
    const draft = (await owner.agent.post('/api/v1/test-solutions', draftInput(tomu))).body;
    const res = await owner.agent.request('POST', `/api/v1/test-solutions/${draft.id}/submit`, {
      poNumber: 'PO-1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const move = async (partId: string, kind: string, quantity: number) => {
    const [loc] = (await staff.agent.get(`/api/v1/parts/${partId}/stock`)).body.locations;
    const res = await staff.agent.post('/api/v1/inventory/movements', {
      kind,
      partId,
      locationId: loc.locationId,
      quantity,
      reason: 'ship-short test',
      ...(kind === 'receipt' ? { reference: 'PO-77' } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };

  it('refuses a short shipment, then ships it in two partial shipments with the ledger exact', async () => {
    // The part the order needs most of; leave 5 units fewer available than it needs.
    const probe = await submit();
    const part = [...probe.reservations].sort(
      (a: { need: number }, b: { need: number }) => b.need - a.need,
    )[0] as { partNumber: string; need: number };
    expect(part.need).toBeGreaterThan(5);
    expect((await act(probe.id, { action: 'cancel', note: 'Probe' })).status).toBe(200);
    // Every other part in plenty: on PostgreSQL the catalog's stock is shared with the suites running
    // beside this one, which may have used it up; only the chosen part is to be short.
    for (const other of probe.reservations as { partNumber: string; need: number }[])
      if (other.partNumber !== part.partNumber)
        await move((await ledgerOf(t, other.partNumber)).partId, 'adjustment', other.need * 20);
    const start = await ledgerOf(t, part.partNumber);
    const available = start.onHand - start.reserved;
    if (available !== part.need - 5) await move(start.partId, 'adjustment', part.need - 5 - available);
    const before = await ledgerOf(t, part.partNumber);
    expect(before.onHand - before.reserved).toBe(part.need - 5);

    const order = await submit();
    const mine = order.reservations.find((r: { partNumber: string }) => r.partNumber === part.partNumber);
    expect(mine).toMatchObject({ need: part.need, reserved: part.need - 5, shortBy: 5 });
    for (const action of ['confirm', 'start-production'])
      expect((await act(order.id, { action, promisedShipDate: '2027-01-15' })).status).toBe(200);

    // Shipping complete is refused with the part named; nothing moves.
    const refused = await act(order.id, { action: 'ship', carrier: 'DHL', trackingNumber: 'T1' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`${part.partNumber}: 5 units short`);
    expect(refused.body.message).toContain('ship partially');
    const afterRefusal = await ledgerOf(t, part.partNumber);
    expect(afterRefusal).toEqual({ ...before, reserved: before.reserved + part.need - 5 });

    // Partial shipment: what is reserved goes, 5 are backordered; the order stays in production.
    const first = await act(order.id, {
      action: 'ship',
      partial: true,
      carrier: 'DHL',
      trackingNumber: 'T1',
      note: 'Rest follows',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe('in_production');
    expect(first.body.promisedShipDate).toBe('2027-01-15');
    expect(first.body.shipments).toHaveLength(1);
    expect(first.body.shipments[0]).toMatchObject({ number: 1, carrier: 'DHL', complete: false });
    expect(
      first.body.shipments[0].lines.find((l: { partNumber: string }) => l.partNumber === part.partNumber),
    ).toEqual({
      partNumber: part.partNumber,
      need: part.need,
      before: 0,
      packed: part.need - 5,
      backordered: 5,
    });
    expect(first.body.backorder).toEqual([{ partNumber: part.partNumber, quantity: 5 }]);
    const last = first.body.events.at(-1);
    expect(last).toMatchObject({ action: 'ship-partial', toStatus: null, carrier: 'DHL' });
    expect(last.note).toContain(`backordered 5 ${part.partNumber}`);
    expect(last.note).toContain('Rest follows');
    expect(await ledgerOf(t, part.partNumber)).toEqual({
      ...before,
      onHand: before.onHand - (part.need - 5),
    });
    // The shop's queue: the order is short (the backorder), its row in the CSV; what to reorder.
    const shortQueue = (await staff.agent.get('/api/v1/staff/delivery-orders?short=true')).body;
    expect(shortQueue.find((o: { id: string }) => o.id === order.id)?.shortParts).toEqual([
      { partNumber: part.partNumber, quantity: 5 },
    ]);
    expect(shortQueue.every((o: { shortParts: unknown[] }) => o.shortParts.length > 0)).toBe(true);
    const dues = shortQueue.map((o: { dueDate: string }) => o.dueDate);
    expect(dues).toEqual([...dues].sort());
    const csv = await rawRequest(staff.agent, 'GET', '/api/v1/staff/delivery-orders.csv?short=true');
    expect(csv.status).toBe(200);
    const row = csv.raw
      .toString('utf8')
      .split('\n')
      .find((l) => l.startsWith(order.number));
    expect(row).toContain(`${part.partNumber} × 5`);
    expect(row).toContain('2027-01-15');
    const reorder = (await staff.agent.get('/api/v1/staff/reorder')).body;
    const line = reorder.find((l: { partNumber: string }) => l.partNumber === part.partNumber);
    if (database.name === 'pglite')
      expect(line).toMatchObject({ owedToOpenOrders: 5, onHand: 0, reorder: 5, orders: [order.number] });
    else expect(line?.orders ?? [order.number]).toContain(order.number);
    expect((await owner.agent.get('/api/v1/staff/reorder')).status).toBe(403);

    // Marking delivered is not possible while parts are owed; nothing new to pack is refused too.
    expect((await act(order.id, { action: 'deliver' })).status).toBe(409);
    const empty = await act(order.id, {
      action: 'ship',
      partial: true,
      carrier: 'DHL',
      trackingNumber: 'T2',
    });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toContain('Nothing new to pack');

    // Stock arrives (8 units); the second shipment takes exactly the 5 owed and ships the order.
    await move(before.partId, 'receipt', 8);
    const second = await act(order.id, { action: 'ship', carrier: 'UPS', trackingNumber: 'U2' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.status).toBe('shipped');
    expect(second.body.backorder).toEqual([]);
    expect(
      second.body.shipments.map((s: { number: number; complete: boolean }) => [s.number, s.complete]),
    ).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(
      second.body.shipments[1].lines.find((l: { partNumber: string }) => l.partNumber === part.partNumber),
    ).toEqual({
      partNumber: part.partNumber,
      need: part.need,
      before: part.need - 5,
      packed: 5,
      backordered: 0,
    });
    expect(
      second.body.reservations.find((r: { partNumber: string }) => r.partNumber === part.partNumber),
    ).toMatchObject({ reserved: 0, consumed: part.need });
    expect(await ledgerOf(t, part.partNumber)).toEqual({
      ...before,
      onHand: before.onHand + 8 - part.need,
    });
    const moves = (
      await staff.agent.get(`/api/v1/inventory/movements?partId=${before.partId}&kind=consumption`)
    ).body;
    const items = (Array.isArray(moves) ? moves : moves.items) as { reference: string; quantity: number }[];
    const consumed = items.filter((m) => m.reference === `order:${order.id}`);
    expect(consumed.map((m) => m.quantity).sort((a, b) => a - b)).toEqual(
      [5, part.need - 5].sort((a, b) => a - b),
    );
    expect((await act(order.id, { action: 'deliver' })).body.status).toBe('delivered');

    // The customer's mails tell the same story.
    const got = mails(t, owner.email).filter((m) => m.text.includes(order.number));
    const partial = got.find((m) => m.text.includes('backordered'));
    expect(partial?.text).toContain(`backordered 5 ${part.partNumber}`);
    expect(partial?.text).toContain('T1');

    // Each shipment has its packing list; a third does not exist; another company sees none.
    for (const n of [1, 2]) {
      const pdf = await rawRequest(
        owner.agent,
        'GET',
        `/api/v1/delivery-orders/${order.id}/packing-list.pdf?shipment=${n}`,
      );
      expect(pdf.status).toBe(200);
      expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(
      (
        await rawRequest(
          staff.agent,
          'GET',
          `/api/v1/delivery-orders/${order.id}/packing-list.pdf?shipment=3`,
        )
      ).status,
    ).toBe(404);
    const other = await ownerWithCompany(t, 'ship-short-other');
    expect(
      (
        await rawRequest(
          other.agent,
          'GET',
          `/api/v1/delivery-orders/${order.id}/packing-list.pdf?shipment=1`,
        )
      ).status,
    ).toBe(404);
  }, 240_000);

  it('asks for a reason to cancel', async () => {
    const order = await submit();
    const res = await owner.agent.post(`/api/v1/delivery-orders/${order.id}/actions`, { action: 'cancel' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('note');
  });
});
