import type { Address, TestSolution, TestSolutionSummary } from '@studio/api';
import {
  capStockForCustomer,
  type FixtureCatalog,
  type LatestReport,
  optionAvailability,
  optionProblems,
  orderBlocks,
  priceSolution,
  type SolutionPrice,
} from '@studio/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { address, deliveryOrder, dut, testConfig, testSolution } from '../../db/schema/index';
import { toAddress } from '../addresses/address-rows';
import { iso } from '../context';
import { NotFound } from '../errors';
import { loadFixtureCatalog } from '../fixtures/load-catalog';
import { findVersionOrThrow } from '../test-configs/test-config-rows';
import { latestReportOf } from './latest-report';
import { stockAvailability } from './stock-availability';

export type SolutionRow = typeof testSolution.$inferSelect;

export const orderNumber = (n: number) => `DO-${String(n).padStart(6, '0')}`;

/** The company's solution, or not found (another company's id included). */
export async function findSolutionOrThrow(db: Db | Tx, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(testSolution)
    .where(and(eq(testSolution.id, id), eq(testSolution.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound('test solution');
  return row;
}

/** A draft's live pricing: the stored design against the live catalog and stock (capped as a customer sees it). */
export interface LivePricing {
  catalog: FixtureCatalog;
  price: SolutionPrice;
  latestReport: LatestReport | null;
  shipping: Address | null;
  billing: Address | null;
  options: ReturnType<typeof optionAvailability>;
  blocks: TestSolution['blocks'];
}

export async function livePricing(db: Db | Tx, row: SolutionRow): Promise<LivePricing> {
  const catalog = await loadFixtureCatalog(db);
  const options = optionAvailability(catalog, {
    bom: row.design.bom,
    signalInterface: row.design.signalInterface,
  });
  const stock = capStockForCustomer(
    await stockAvailability(db),
    row.design.bom,
    options.map((o) => o.partNumber),
  );
  const price = priceSolution({
    bom: row.design.bom,
    work: row.design.work,
    selection: row.selection,
    catalog,
    stock,
  });
  const version = await findVersionOrThrow(db, row.companyId, row.testConfigId, row.versionNumber);
  const latestReport = await latestReportOf(db, version.id);
  const ids = [row.shippingAddressId, row.billingAddressId].filter((x): x is string => x !== null);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(address)
          .where(and(inArray(address.id, ids), eq(address.companyId, row.companyId)));
  const find = (id: string | null, kind: string) => {
    const r = rows.find((a) => a.id === id && a.kind === kind);
    return r ? toAddress(r) : null;
  };
  const shipping = find(row.shippingAddressId, 'shipping');
  const billing = find(row.billingAddressId, 'billing');
  const blocks = [
    ...orderBlocks({
      latestReport,
      design: {
        verdict: row.design.verdict,
        failingRules: row.design.failingRules,
        failures: row.design.failures ?? [],
      },
      fixHref: `/dut/${row.dutId}`,
      priceProblems: price.problems,
      addresses: { shipping: shipping !== null, billing: billing !== null },
    }),
    ...optionProblems(row.selection.options, options).map((message) => ({ code: 'option-limit', message })),
  ];
  return { catalog, price, latestReport, shipping, billing, options, blocks };
}

/** Names of the DUT and test config, and the order of a submitted solution. */
async function refsOf(db: Db | Tx, rows: SolutionRow[]) {
  if (rows.length === 0) return { duts: new Map(), configs: new Map(), orders: new Map() };
  const duts = await db
    .select({ id: dut.id, name: dut.name })
    .from(dut)
    .where(
      inArray(
        dut.id,
        rows.map((r) => r.dutId),
      ),
    );
  const configs = await db
    .select({ id: testConfig.id, name: testConfig.name })
    .from(testConfig)
    .where(
      inArray(
        testConfig.id,
        rows.map((r) => r.testConfigId),
      ),
    );
  const orders = await db
    .select({ id: deliveryOrder.id, number: deliveryOrder.number, solutionId: deliveryOrder.solutionId })
    .from(deliveryOrder)
    .where(
      inArray(
        deliveryOrder.solutionId,
        rows.map((r) => r.id),
      ),
    );
  return {
    duts: new Map(duts.map((d) => [d.id, d.name])),
    configs: new Map(configs.map((c) => [c.id, c.name])),
    orders: new Map(orders.map((o) => [o.solutionId, o])),
  };
}

function summary(
  row: SolutionRow,
  refs: Awaited<ReturnType<typeof refsOf>>,
  totals: TestSolutionSummary['totals'],
): TestSolutionSummary {
  const order = refs.orders.get(row.id) as { id: string; number: number } | undefined;
  return {
    id: row.id,
    title: row.title,
    status: row.status as TestSolutionSummary['status'],
    dut: { id: row.dutId, name: row.snapshot?.dutName ?? refs.duts.get(row.dutId) ?? '' },
    testConfig: {
      id: row.testConfigId,
      name: row.snapshot?.testConfigName ?? refs.configs.get(row.testConfigId) ?? '',
    },
    versionNumber: row.versionNumber,
    quantity: row.selection.quantity,
    totals,
    orderId: order?.id ?? null,
    orderNumber: order ? orderNumber(order.number) : null,
    updatedAt: iso(row.updatedAt),
  };
}

/** List entries: a draft's total is its live price, a submitted one's is its snapshot's. */
export async function toSummaries(db: Db | Tx, rows: SolutionRow[]): Promise<TestSolutionSummary[]> {
  const refs = await refsOf(db, rows);
  const drafts = rows.filter((r) => r.status === 'draft');
  const catalog = drafts.length > 0 ? await loadFixtureCatalog(db) : null;
  const stock = drafts.length > 0 ? await stockAvailability(db) : {};
  return rows.map((r) => {
    const totals =
      r.snapshot?.price.totals ??
      priceSolution({
        bom: r.design.bom,
        work: r.design.work,
        selection: r.selection,
        catalog: catalog!,
        stock,
      }).totals;
    return summary(r, refs, totals);
  });
}

/** The whole solution: a draft priced live with the reasons it cannot be submitted, a submitted one as its snapshot. */
export async function toSolution(db: Db | Tx, row: SolutionRow): Promise<TestSolution> {
  const refs = await refsOf(db, [row]);
  const snap = row.snapshot;
  if (snap) {
    return {
      ...summary(row, refs, snap.price.totals),
      selection: row.selection,
      shippingAddress: snap.shippingAddress,
      billingAddress: snap.billingAddress,
      design: row.design,
      price: snap.price,
      latestReport: snap.latestReport,
      options: optionAvailability(snap.catalog, {
        bom: row.design.bom,
        signalInterface: row.design.signalInterface,
      }),
      blocks: [],
      parts: snap.parts,
      submittedAt: row.submittedAt ? iso(row.submittedAt) : null,
      createdAt: iso(row.createdAt),
    };
  }
  const live = await livePricing(db, row);
  return {
    ...summary(row, refs, live.price.totals),
    selection: row.selection,
    shippingAddress: live.shipping,
    billingAddress: live.billing,
    design: row.design,
    price: live.price,
    latestReport: live.latestReport,
    options: live.options,
    blocks: live.blocks,
    parts: [],
    submittedAt: null,
    createdAt: iso(row.createdAt),
  };
}
