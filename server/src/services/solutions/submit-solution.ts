import { randomUUID } from 'node:crypto';
import type { DeliveryOrder } from '@studio/api';
import type { FixtureCatalog } from '@studio/core';
import { eq, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { deliveryOrder, deliveryOrderEvent, part, testSolution } from '../../db/schema/index';
import type { SolutionSnapshot } from '../../db/schema/solution';
import { iso } from '../context';
import type { DftDeps } from '../dft-reports/dft-deps';
import { Conflict, Validation } from '../errors';
import { readShopSettings } from '../quotes/shop-settings';
import { findDutOrThrow } from '../duts/dut-rows';
import { loadFixtureCatalog } from '../fixtures/load-catalog';
import { lockStockOf, reserveForOrder } from '../orders/order-ledger';
import { notifyOrderChange } from '../orders/order-notify';
import { toOrder } from '../orders/order-rows';
import { findTestConfigOrThrow, findVersionOrThrow } from '../test-configs/test-config-rows';
import { designForVersion } from './design-for-version';
import { findSolutionOrThrow, livePricing } from './solution-rows';

/** Refused submission: the reasons, each as the solution page shows it. */
export class NotOrderable extends Conflict {
  constructor(readonly reasons: string[]) {
    super(`This solution cannot be ordered yet: ${reasons.join(' ')}`);
  }
}

/**
 * Submits a draft (PRODUCT.md §8): designs the fixture again from the live catalog, prices it, and in
 * one transaction freezes the solution — prices, the catalog parts with their revisions, both
 * addresses, the design and the test-config version — creates the delivery order with its first
 * timeline entry, and reserves the stocked parts in the ledger (stock points locked first, so
 * parallel submissions never reserve the same unit twice). Mails and live events follow the commit.
 */
export async function submitSolution(
  deps: DftDeps,
  actor: CompanyActor,
  id: string,
  input: { poNumber?: string; buyerReference?: string } = {},
): Promise<DeliveryOrder> {
  const poNumber = input.poNumber?.trim() ?? '';
  const buyerReference = input.buyerReference?.trim() ?? '';
  const terms = await readShopSettings(deps.db);
  const missing: Record<string, string> = {};
  if (terms.requirePoNumber && !poNumber)
    missing.poNumber = 'Give your purchase-order number: the fixture shop needs it on every order.';
  if (terms.requireBuyerReference && !buyerReference)
    missing.buyerReference = 'Give your reference (who ordered, or your project): the fixture shop needs it.';
  if (Object.keys(missing).length > 0) throw new Validation(Object.values(missing).join(' '), missing);
  const draft = await findSolutionOrThrow(deps.db, actor.companyId, id);
  if (draft.status !== 'draft') throw new Conflict('This solution was already submitted.');
  const version = await findVersionOrThrow(deps.db, actor.companyId, draft.testConfigId, draft.versionNumber);
  const design = await designForVersion(deps, actor.companyId, version, await loadFixtureCatalog(deps.db));
  const orderId = randomUUID();
  const ledgerActor = { id: actor.userId, name: actor.name };

  const { order, title } = await deps.db.transaction(async (tx) => {
    const row = await findSolutionOrThrow(tx, actor.companyId, id, true);
    if (row.status !== 'draft') throw new Conflict('This solution was already submitted.');
    const fresh = { ...row, design };
    const first = await livePricing(tx, fresh);
    // Lock the stock of every part it needs, then price against the stock as it is now.
    await lockStockOf(
      tx,
      first.price.parts.map((p) => p.partNumber),
    );
    const live = await livePricing(tx, fresh);
    if (live.blocks.length > 0) throw new NotOrderable(live.blocks.map((b) => b.message));
    const dut = await findDutOrThrow(tx, actor.companyId, row.dutId);
    const config = await findTestConfigOrThrow(tx, actor.companyId, row.testConfigId);
    const used = new Set(live.price.lines.map((l) => l.partNumber));
    const catalog: FixtureCatalog = { parts: live.catalog.parts.filter((p) => used.has(p.partNumber)) };
    const revisions = await tx
      .select({ partNumber: part.partNumber, updatedAt: part.updatedAt })
      .from(part)
      .where(inArray(part.partNumber, [...used]));
    const revisionOf = new Map(revisions.map((r) => [r.partNumber, iso(r.updatedAt)]));
    const snapshot: SolutionSnapshot = {
      price: live.price,
      parts: catalog.parts.map((p) => ({
        partNumber: p.partNumber,
        name: p.name,
        unitPrice: p.unitPrice,
        currency: p.currency,
        leadTimeDays: p.leadTimeDays,
        revision: revisionOf.get(p.partNumber) ?? '',
      })),
      catalog,
      shippingAddress: live.shipping!,
      billingAddress: live.billing!,
      dutName: dut.name,
      testConfigName: config.name,
      versionId: version.id,
      latestReport: live.latestReport!,
    };
    const now = new Date();
    await tx
      .update(testSolution)
      .set({ status: 'submitted', design, snapshot, submittedAt: now, updatedAt: now })
      .where(eq(testSolution.id, id));
    const [created] = await tx
      .insert(deliveryOrder)
      .values({
        id: orderId,
        companyId: actor.companyId,
        solutionId: id,
        status: 'submitted',
        poNumber,
        buyerReference,
      })
      .returning();
    await tx.insert(deliveryOrderEvent).values({
      id: randomUUID(),
      orderId,
      action: 'submit',
      fromStatus: null,
      toStatus: 'submitted',
      onHold: false,
      actorId: actor.userId,
      actorName: actor.name,
      actorStaff: false,
    });
    await reserveForOrder(
      tx,
      ledgerActor,
      orderId,
      live.price.parts.filter((p) => p.available !== null),
    );
    return { order: created!, title: row.title };
  });
  await deps.bus.publish({ type: 'test-solution.updated', companyId: actor.companyId, solutionId: id });
  await notifyOrderChange(
    deps,
    order,
    title,
    'submit',
    { note: '', carrier: '', trackingNumber: '' },
    actor.name,
  );
  return toOrder(deps.db, actor, order);
}
