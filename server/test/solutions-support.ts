import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { inventoryMovement, part } from '../src/db/schema/index';
import type { Agent, TestApp } from './helpers/harness';
import { VALID_ADDRESS } from './helpers/harness';
import { fetchBoard, importedDut, proposalFor, TESTDATA } from './test-configs-support';

// Shared by the solutions and delivery-order suites: a company with ecc83-pp (KiCad's through-hole
// valve preamp demo: 9 probes, 4 pressure pins) imported, the
// automatic proposal saved as version 1 with a DFT report, and a shipping and a billing address.
// (Not tomu-fpga: its automatic fixture rightly fails its hold-down — both sides of the 13 × 9.4 mm
// board are covered, no pressure pin finds a clear spot — so it cannot be ordered; issue 25.)

export async function orderableTomu(agent: Agent, file: { name: string; bytes: Uint8Array } = ECC83) {
  const dutId = (await importedDut(agent, file.name, file.bytes)).id;
  const { board } = await fetchBoard(agent, `/api/v1/duts/${dutId}/board`);
  const config = (
    await agent.post(`/api/v1/duts/${dutId}/test-configs`, { name: 'Proposal', config: proposalFor(board) })
  ).body;
  const report = (await agent.post(`/api/v1/test-configs/${config.id}/versions/1/dft-reports`, {})).body;
  const shipping = (await agent.post('/api/v1/addresses', VALID_ADDRESS)).body;
  const billing = (await agent.post('/api/v1/addresses', { ...VALID_ADDRESS, kind: 'billing', label: 'HQ' }))
    .body;
  return {
    dutId,
    board,
    testConfigId: config.id as string,
    reportId: report.id as string,
    shipping,
    billing,
  };
}

/**
 * KiCad's ecc83-pp demo: a board whose proposal the fixture design passes (pressure pins found), so
 * it can be ordered; tomu-fpga's bottom has no clear spot for a pressure pin since issue 25's
 * hold-down rule (its proposal fails the design).
 */
export const ECC83 = {
  name: 'ECC83 preamp',
  bytes: new Uint8Array(readFileSync(path.join(TESTDATA, 'ecc83-pp.kicad_pcb'))),
};

export type Tomu = Awaited<ReturnType<typeof orderableTomu>>;

export const draftInput = (tomu: Tomu, extra: Record<string, unknown> = {}) => ({
  testConfigId: tomu.testConfigId,
  versionNumber: 1,
  title: 'Line 3 fixture',
  shippingAddressId: tomu.shipping.id,
  billingAddressId: tomu.billing.id,
  ...extra,
});

/** Sum of the ledger's on-hand and reserved of a part over every location. */
/**
 * A part's ledger: on hand and reserved, summed over its movements — all of them, or only those of
 * one reference (an order's: `orderReference`), which other suites on a shared database cannot move.
 */
export async function ledgerOf(t: TestApp, partNumber: string, reference?: string) {
  const [p] = await t.app.deps.db.select({ id: part.id }).from(part).where(eq(part.partNumber, partNumber));
  const [row] = await t.app.deps.db
    .select({
      onHand: sql<number>`coalesce(sum(${inventoryMovement.onHandDelta}), 0)::integer`,
      reserved: sql<number>`coalesce(sum(${inventoryMovement.reservedDelta}), 0)::integer`,
    })
    .from(inventoryMovement)
    .where(
      reference === undefined
        ? eq(inventoryMovement.partId, p!.id)
        : and(eq(inventoryMovement.partId, p!.id), eq(inventoryMovement.reference, reference)),
    );
  return { onHand: Number(row!.onHand), reserved: Number(row!.reserved), partId: p!.id };
}
