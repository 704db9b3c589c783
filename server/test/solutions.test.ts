import { type FixtureCatalog, formatAmounts, priceSolution, SOLUTION_LIMITS } from '@studio/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './duts-support';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { addMember, ownerWithCompany, signUp, startApp, type TestApp } from './helpers/harness';
import { draftInput, orderableTomu, type Tomu } from './solutions-support';
import { eq } from 'drizzle-orm';
import { part, testSolution } from '../src/db/schema/index';
import { pdfPageTexts } from './helpers/pdf-text';

// Test solutions (issue 16): the basis the configurator prices from, drafts priced live from the
// catalog, the quote PDF, submission as an immutable snapshot, and what refuses it.

/** Every page's text, whitespace collapsed. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join(' ').replace(/\s+/g, ' ');
}

describe.each(databases)('test solutions on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let tomu: Tomu;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    await signUp(t, 'shop'); // the first user of the instance is staff
    owner = await ownerWithCompany(t, 'buyer');
    tomu = await orderableTomu(owner.agent);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the versions with whether they can be ordered, and the basis the configurator prices from', async () => {
    const versions = (await owner.agent.get(`/api/v1/duts/${tomu.dutId}/orderable-versions`)).body;
    expect(versions).toEqual([
      expect.objectContaining({
        testConfigId: tomu.testConfigId,
        versionNumber: 1,
        latestReport: expect.objectContaining({ id: tomu.reportId }),
        block: null,
      }),
    ]);
    const basis = (
      await owner.agent.get(`/api/v1/test-configs/${tomu.testConfigId}/versions/1/solution-basis`)
    ).body;
    expect(basis.design.bom.length).toBeGreaterThan(3);
    expect(basis.design.work.probes).toBeGreaterThan(0);
    expect(basis.design.verdict).not.toBe('fail');
    expect(basis.options.length).toBeGreaterThan(0);
    // The catalog is the instance's (on PostgreSQL, shared with the suites running beside this one, which
    // add parts): it holds at least the seed's, and every part the design's BOM names.
    expect(basis.catalog.parts.length).toBeGreaterThanOrEqual(40);
    const inCatalog = new Set(basis.catalog.parts.map((p: { partNumber: string }) => p.partNumber));
    for (const line of basis.design.bom as { partNumber: string }[])
      expect(inCatalog).toContain(line.partNumber);
  });

  it('prices a draft live, changes the price by exactly an option, and writes the quote PDF', async () => {
    const plain = await owner.agent.post('/api/v1/test-solutions', draftInput(tomu));
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ status: 'draft', blocks: [], dut: { name: 'ECC83 preamp' } });
    const basis = (
      await owner.agent.get(`/api/v1/test-configs/${tomu.testConfigId}/versions/1/solution-basis`)
    ).body;
    const option = basis.options.find((o: { maxExtra: number }) => o.maxExtra > 0);
    const withOption = await owner.agent.patch(
      `/api/v1/test-solutions/${plain.body.id}`,
      draftInput(tomu, {
        selection: { options: [{ partNumber: option.partNumber, quantity: 1 }], quantity: 1 },
      }),
    );
    expect(withOption.status).toBe(200);
    const optionPart = basis.catalog.parts.find(
      (p: { partNumber: string }) => p.partNumber === option.partNumber,
    );
    expect(withOption.body.price.totals[0].cents - plain.body.price.totals[0].cents).toBe(
      Math.round(optionPart.unitPrice * 100),
    );
    const tooMany = await owner.agent.patch(
      `/api/v1/test-solutions/${plain.body.id}`,
      draftInput(tomu, { selection: { options: [{ partNumber: 'FK-DEV-S', quantity: 1 }] } }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('FK-DEV-S is not an option the catalog offers.');
    const wrongKind = await owner.agent.patch(
      `/api/v1/test-solutions/${plain.body.id}`,
      draftInput(tomu, { shippingAddressId: tomu.billing.id }),
    );
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.fields).toHaveProperty('shippingAddressId');

    const pdf = await rawRequest(owner.agent, 'GET', `/api/v1/test-solutions/${plain.body.id}/quote.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('Line-3-fixture-quote.pdf');

    const list = (await owner.agent.get('/api/v1/test-solutions')).body;
    expect(list.find((s: { id: string }) => s.id === plain.body.id).totals).toEqual(
      withOption.body.price.totals,
    );
  });

  it('the page (core engine on the basis), the API and the quote PDF agree on every price, for any selection', async () => {
    const basis = (
      await owner.agent.get(`/api/v1/test-configs/${tomu.testConfigId}/versions/1/solution-basis`)
    ).body;
    const draft = (await owner.agent.post('/api/v1/test-solutions', draftInput(tomu))).body;
    const addable: { partNumber: string; maxExtra: number }[] = basis.options.filter(
      (o: { maxExtra: number }) => o.maxExtra > 0,
    );
    const selection = fc.record({
      options: fc
        .subarray(addable)
        .chain((chosen: { partNumber: string; maxExtra: number }[]) =>
          fc.tuple(
            ...chosen.map((o) =>
              fc
                .integer({ min: 1, max: o.maxExtra })
                .map((quantity) => ({ partNumber: o.partNumber, quantity })),
            ),
          ),
        ),
      spareProbesPercent: fc.constantFrom(...SOLUTION_LIMITS.sparePercents),
      quantity: fc.integer({ min: 1, max: SOLUTION_LIMITS.maxQuantity }),
    });
    await fc.assert(
      fc.asyncProperty(selection, async (chosen) => {
        // What the configurator shows: core's engine on the basis, in the browser.
        const page = priceSolution({
          bom: basis.design.bom,
          work: basis.design.work,
          selection: chosen,
          catalog: basis.catalog as FixtureCatalog,
          stock: basis.stock,
        });
        const saved = await owner.agent.patch(
          `/api/v1/test-solutions/${draft.id}`,
          draftInput(tomu, { selection: chosen }),
        );
        expect(saved.status).toBe(200);
        expect(saved.body.price).toEqual(JSON.parse(JSON.stringify(page)));
        const pdf = await rawRequest(owner.agent, 'GET', `/api/v1/test-solutions/${draft.id}/quote.pdf`);
        const text = await pdfText(new Uint8Array(pdf.raw));
        expect(text).toContain(`Total: ${formatAmounts(page.totals)}`);
        for (const g of page.groups) expect(text).toContain(`${g.label}: ${formatAmounts(g.subtotals)}`);
      }),
      { numRuns: 6 },
    );
  }, 180_000);

  it('refuses to submit without addresses, names why, and a viewer may not submit', async () => {
    const draft = (
      await owner.agent.post('/api/v1/test-solutions', draftInput(tomu, { shippingAddressId: null }))
    ).body;
    expect(draft.blocks.map((b: { code: string }) => b.code)).toEqual(['no-shipping-address']);
    const refused = await owner.agent.post(`/api/v1/test-solutions/${draft.id}/submit`, { poNumber: 'PO-1' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Choose a shipping address.');
    const viewer = await addMember(t, owner.agent, 'viewer', 'viewer');
    expect(
      (await viewer.agent.post(`/api/v1/test-solutions/${draft.id}/submit`, { poNumber: 'PO-1' })).status,
    ).toBe(403);
    expect((await viewer.agent.get(`/api/v1/test-solutions/${draft.id}`)).status).toBe(200);
  });

  it('freezes a submitted solution: a later catalog price change does not touch it, and it cannot change', async () => {
    const draft = (await owner.agent.post('/api/v1/test-solutions', draftInput(tomu))).body;
    const submitted = await owner.agent.post(`/api/v1/test-solutions/${draft.id}/submit`, {
      poNumber: 'PO-1',
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({
      status: 'submitted',
      number: expect.stringMatching(/^DO-\d{6}$/),
    });
    const before = (await owner.agent.get(`/api/v1/test-solutions/${draft.id}`)).body;
    expect(before.status).toBe('submitted');
    const kit = before.design.kit.partNumber;
    const kitPart = before.parts.find((p: { partNumber: string }) => p.partNumber === kit);
    expect(kitPart).toMatchObject({ unitPrice: expect.any(Number), revision: expect.any(String) });
    const { db } = t.app.deps;
    await db
      .update(part)
      .set({ unitPrice: kitPart.unitPrice + 549 })
      .where(eq(part.partNumber, kit));
    try {
      const after = (await owner.agent.get(`/api/v1/test-solutions/${draft.id}`)).body;
      expect(after.price).toEqual(before.price);
      const order = (await owner.agent.get(`/api/v1/delivery-orders/${submitted.body.id}`)).body;
      expect(order.totals).toEqual(before.price.totals);
      // A new draft is priced from the live catalog.
      const fresh = (await owner.agent.post('/api/v1/test-solutions', draftInput(tomu))).body;
      expect(fresh.price.totals[0].cents - before.price.totals[0].cents).toBe(549 * 100);
    } finally {
      await db.update(part).set({ unitPrice: kitPart.unitPrice }).where(eq(part.partNumber, kit));
    }
    expect((await owner.agent.patch(`/api/v1/test-solutions/${draft.id}`, draftInput(tomu))).status).toBe(
      409,
    );
    expect((await owner.agent.delete(`/api/v1/test-solutions/${draft.id}`)).status).toBe(409);
    expect(
      (await owner.agent.post(`/api/v1/test-solutions/${draft.id}/submit`, { poNumber: 'PO-1' })).status,
    ).toBe(409);
    // The database refuses the change too.
    await expect(
      db.update(testSolution).set({ title: 'changed' }).where(eq(testSolution.id, draft.id)),
    ).rejects.toThrow();
  });
});
