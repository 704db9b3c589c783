import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceFact, quote, user } from '../src/db/schema/index';
import { jobEnv, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { drawPng, sampleLogo } from './helpers/png';
import {
  forgetActors,
  ownerWithCompany,
  signUp,
  startApp,
  type TestApp,
  VALID_ADDRESS,
} from './helpers/harness';
import { draftInput, ECC83, orderableTomu, type Tomu } from './solutions-support';
import { pdfPageTexts } from './helpers/pdf-text';

// Quotes as documents (issue 29, decision 0063): numbered per shop without gaps under concurrency,
// revisioned when the solution changes, frozen once issued, seller and buyer with their VAT IDs,
// tax by the buyer's country, terms; and the submit asking for the PO number when the shop says so.

async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join('\n');
}

describe.each(databases)('quotes on $name', (database) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signUp>>;
  let shop: Awaited<ReturnType<typeof ownerWithCompany>>;
  let buyer: Awaited<ReturnType<typeof ownerWithCompany>>;
  let tomu: Tomu;

  beforeAll(async () => {
    t = await startApp(database, { ...jobEnv(), EXPENSIVE_REQUESTS_PER_USER: '30' });
    staff = await signUp(t, 'quote-staff');
    await t.app.deps.db.update(user).set({ isStaff: true }).where(eq(user.id, staff.userId));
    await forgetActors(t, staff.userId);
    // The shop's own company: German, with a VAT ID and a billing address.
    shop = await ownerWithCompany(t, 'quote-shop');
    expect(
      (await shop.agent.patch('/api/v1/companies/current', { countryCode: 'DE', vatId: 'DE136695976' }))
        .status,
    ).toBe(200);
    await shop.agent.post('/api/v1/addresses', {
      ...VALID_ADDRESS,
      kind: 'billing',
      label: 'Shop',
      companyName: 'Fixture Works GmbH',
    });
    buyer = await ownerWithCompany(t, 'quote-buyer');
    tomu = await orderableTomu(buyer.agent, ECC83);
  }, 240_000);
  afterAll(async () => {
    // Leave the instance's shop settings as the other suites on a shared database expect them.
    await t?.app.deps.db
      .delete(instanceFact)
      .where(inArray(instanceFact.key, ['shop-settings', 'shop-logo']));
    await t?.close();
  });

  const draft = async (extra: Record<string, unknown> = {}) =>
    (await buyer.agent.post('/api/v1/test-solutions', draftInput(tomu, extra))).body;

  it('answers sensible defaults while the shop never saved its settings: a PO number is required', async () => {
    const settings = await staff.agent.get('/api/v1/staff/shop-settings');
    expect(settings.status).toBe(200);
    // Another suite on the shared PostgreSQL may have saved them already; on a fresh database: defaults.
    if (!settings.body.saved) {
      expect(settings.body).toMatchObject({
        seller: null,
        logo: null,
        paymentTerms: '30 days net',
        incoterms: 'FCA',
        validityDays: 30,
        requirePoNumber: true,
        requireBuyerReference: false,
      });
      expect((await buyer.agent.get('/api/v1/shop-terms')).body.requirePoNumber).toBe(true);
    }
  });

  it('refuses to issue a quote with no seller, then issues, repeats and revises one', async () => {
    let d = await draft({ title: 'Line 7 fixture' });
    const noSeller = await buyer.agent.post(`/api/v1/test-solutions/${d.id}/quotes`);
    // Another suite on the shared PostgreSQL may have named a shop already; on a fresh one: refused.
    if ((await staff.agent.get('/api/v1/staff/shop-settings')).body.companyId === null)
      expect(noSeller.status).toBe(409);
    // A quote issued there under the other suite's seller would make the next one its rev 2: start over.
    if (noSeller.status === 201) d = await draft({ title: 'Line 7 fixture' });
    const settings = await staff.agent.request('PUT', '/api/v1/staff/shop-settings', {
      companyId: shop.companyId,
      paymentTerms: '30 days net',
      incoterms: 'FCA',
      incotermsPlace: 'Berlin',
      validityDays: 30,
      // The settings are the instance's: on the PostgreSQL other suites share (in parallel), ordering
      // stays as they expect it; the PO requirement is tried on PGlite.
      requirePoNumber: database.name === 'pglite',
      locale: 'de',
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body.company.id).toBe(shop.companyId);
    expect(
      (await buyer.agent.request('PUT', '/api/v1/staff/shop-settings', { companyId: null })).status,
    ).toBe(403);

    const first = await buyer.agent.post(`/api/v1/test-solutions/${d.id}/quotes`);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const q = first.body;
    expect(q.label).toMatch(/^Q-\d{6}$/);
    expect(q.revision).toBe(1);
    expect(q.seller).toMatchObject({ vatId: 'DE136695976', vatIdValid: true, countryCode: 'DE' });
    expect(q.seller.address.companyName).toBe('Fixture Works GmbH');
    expect(q.buyer.address.id).toBe(tomu.billing.id);
    // Shipped to Germany from a German shop: domestic VAT at 19 %.
    expect(q.tax).toMatchObject({ kind: 'domestic', rateBp: 1900, country: 'DE' });
    const net = q.net[0].cents as number;
    expect(q.tax.amounts[0].cents).toBe(Math.round((net * 1900) / 10000));
    expect(q.totals[0].cents).toBe(net + q.tax.amounts[0].cents);
    expect(q.incoterms).toBe('FCA Berlin (Incoterms 2020)');
    expect(q.validUntil).toBe(new Date(Date.parse(q.issuedAt) + 30 * 86_400_000).toISOString().slice(0, 10));
    expect(q.shipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Unchanged: the same quote again. Changed: a revision of the same number.
    const again = await buyer.agent.post(`/api/v1/test-solutions/${d.id}/quotes`);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(q.id);
    expect(
      (
        await buyer.agent.patch(
          `/api/v1/test-solutions/${d.id}`,
          draftInput(tomu, { title: 'Line 7 fixture B' }),
        )
      ).status,
    ).toBe(200);
    const rev = await buyer.agent.post(`/api/v1/test-solutions/${d.id}/quotes`);
    expect(rev.status).toBe(201);
    expect(rev.body).toMatchObject({
      number: q.number,
      revision: 2,
      label: `${q.label} rev 2`,
      title: 'Line 7 fixture B',
    });
    const list = (await buyer.agent.get(`/api/v1/test-solutions/${d.id}/quotes`)).body;
    expect(list.map((x: { revision: number }) => x.revision)).toEqual([2, 1]);

    // Frozen: the database refuses a change of an issued quote.
    await expect(
      t.app.deps.db.update(quote).set({ fingerprint: 'x' }).where(eq(quote.id, q.id)),
    ).rejects.toThrow();

    // The PDF: seller, buyer, VAT, terms, money in the shop's locale with the currency code.
    const pdf = await rawRequest(buyer.agent, 'GET', `/api/v1/quotes/${rev.body.id}/quote.pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(pdf.raw));
    for (const want of [
      `Quote ${q.label} rev 2`,
      'DE136695976',
      'Fixture Works GmbH',
      'VAT 19 % (DE)',
      '30 days net',
      'FCA Berlin (Incoterms 2020)',
      `valid until ${q.validUntil}`,
    ])
      expect(text).toContain(want);
    expect(text).toMatch(/EUR \d{1,3}(\.\d{3})*,\d{2}/);
    expect(text).not.toMatch(/EUR \d+\.\d{2}\b(?!\d)/);

    // Another company sees none of it; staff see it.
    const other = await ownerWithCompany(t, 'quote-other');
    expect((await other.agent.get(`/api/v1/quotes/${q.id}`)).status).toBe(404);
    expect((await staff.agent.get(`/api/v1/quotes/${q.id}`)).status).toBe(200);

    // The PO number is required now; given, the order carries it.
    if (database.name === 'pglite') {
      const noPo = await buyer.agent.post(`/api/v1/test-solutions/${d.id}/submit`, {});
      expect(noPo.status).toBe(400);
      expect(noPo.body.fields).toHaveProperty('poNumber');
    }
    const ordered = await buyer.agent.post(`/api/v1/test-solutions/${d.id}/submit`, {
      poNumber: 'PO-4711',
      buyerReference: 'Line 7',
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    expect(ordered.body).toMatchObject({ poNumber: 'PO-4711', buyerReference: 'Line 7' });
  }, 240_000);

  it('applies the reverse charge for an EU buyer with a valid VAT ID in another country', async () => {
    await buyer.agent.patch('/api/v1/companies/current', { countryCode: 'NL', vatId: 'NL004495445B01' });
    const nl = (
      await buyer.agent.post('/api/v1/addresses', {
        ...VALID_ADDRESS,
        countryCode: 'NL',
        postalCode: '1011 AB',
        city: 'Amsterdam',
        label: 'NL plant',
      })
    ).body;
    expect(nl.id, JSON.stringify(nl)).toBeTruthy();
    const d = await draft({ shippingAddressId: nl.id });
    const q = (await buyer.agent.post(`/api/v1/test-solutions/${d.id}/quotes`)).body;
    expect(q.tax).toMatchObject({ kind: 'intra-eu-reverse-charge', rateBp: 0 });
    expect(q.tax.note).toContain('Reverse charge');
    expect(q.totals).toEqual(q.net);
    const text = await pdfText(
      new Uint8Array((await rawRequest(buyer.agent, 'GET', `/api/v1/quotes/${q.id}/quote.pdf`)).raw),
    );
    expect(text).toContain('Reverse charge');
    expect(text).toContain('NL004495445B01');
  }, 120_000);

  it('numbers 20 concurrent quotes without a gap or a repeat', async () => {
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft({ title: `Concurrent ${i}` }));
    const [{ max }] = (await t.app.deps.db
      .select({ max: sql<number>`coalesce(max(${quote.number}), 0)::integer` })
      .from(quote)) as [{ max: number }];
    const results = await Promise.all(
      drafts.map((d) => buyer.agent.post(`/api/v1/test-solutions/${d.id}/quotes`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.body.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => Number(max) + 1 + i));
  }, 240_000);

  it('prints the seller the shop settings name and its logo; only staff change them (decision 0067)', async () => {
    const base = '/api/v1/staff/shop-settings';
    const png = sampleLogo();
    // Not staff: every shop-settings route is refused, before the body is read.
    for (const [method, url] of [
      ['GET', base],
      ['PUT', base],
      ['GET', `${base}/logo`],
      ['PUT', `${base}/logo`],
      ['DELETE', `${base}/logo`],
    ] as const) {
      const res = await rawRequest(buyer.agent, method, url, {
        headers: { 'content-type': 'image/png' },
        ...(method === 'PUT' ? { body: png } : {}),
      });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const terms = { paymentTerms: '14 days net', incoterms: 'DAP', incotermsPlace: '', validityDays: 45 };
    const seller = {
      legalName: 'Prüfmittel Werk GmbH',
      address: { line1: 'Werkstraße 5', postalCode: '10117', city: 'Berlin', countryCode: 'DE' },
      vatId: 'de 136 695 976',
    };
    // The VAT ID and postcode are checked against the seller's country, each field named.
    const wrong = await staff.agent.request('PUT', base, {
      ...terms,
      seller: { ...seller, vatId: 'DE136695977', address: { ...seller.address, postalCode: '1011' } },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields).sort()).toEqual(['seller.address.postalCode', 'seller.vatId']);
    const saved = await staff.agent.request('PUT', base, {
      ...terms,
      seller,
      requirePoNumber: database.name === 'pglite',
      locale: 'de',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ saved: true, seller: { vatId: 'DE136695976' } });

    // The logo: what the bytes are decides, not the name or the type sent.
    const put = (body: Buffer, type = 'image/png') =>
      rawRequest(staff.agent, 'PUT', `${base}/logo`, { headers: { 'content-type': type }, body });
    const svg = await put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect((svg.body as { message: string }).message).toMatch(/SVG logos are not taken.*PNG/);
    expect((await put(Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif')).status).toBe(400);
    const huge = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await put(huge);
    expect(tooLarge.status).toBe(422);
    expect((tooLarge.body as { message: string }).message).toMatch(/at most 1\.0 MB/);
    const wide = drawPng(2001, 1, () => [0, 0, 0, 255]);
    expect((await put(wide)).status).toBe(400);
    const cut = await put(png.subarray(0, 60));
    expect(cut.status).toBe(400);
    const uploaded = await put(png, 'application/octet-stream');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const logo = (uploaded.body as { logo: { sha256: string } }).logo;
    expect(logo).toMatchObject({ contentType: 'image/png', width: 360, height: 120, sizeBytes: png.length });
    const back = await rawRequest(staff.agent, 'GET', `${base}/logo`);
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.raw, png)).toBe(0);

    // A quote now: the settings' seller, the logo it was issued with, both in the PDF.
    const d = await draft({ title: 'Letterhead fixture' });
    const q = (await buyer.agent.post(`/api/v1/test-solutions/${d.id}/quotes`)).body;
    expect(q.seller).toMatchObject({
      legalName: 'Prüfmittel Werk GmbH',
      vatId: 'DE136695976',
      vatIdValid: true,
    });
    expect(q).toMatchObject({ logoSha256: logo.sha256, paymentTerms: '14 days net' });
    const pdfOf = async (id: string) =>
      new Uint8Array((await rawRequest(buyer.agent, 'GET', `/api/v1/quotes/${id}/quote.pdf`)).raw);
    const withLogo = await pdfOf(q.id);
    const text = await pdfText(withLogo.slice()); // pdf.js takes (detaches) the bytes it is given
    for (const want of ['Prüfmittel Werk GmbH', 'Werkstraße 5', '10117 Berlin', 'VAT ID DE136695976'])
      expect(text).toContain(want);
    const images = (pdf: Uint8Array) =>
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(images(withLogo)).toBeGreaterThan(0);

    // Removed: a new revision without it; the issued quote keeps printing the one it had.
    expect((await rawRequest(staff.agent, 'DELETE', `${base}/logo`)).status).toBe(200);
    const rev = (await buyer.agent.post(`/api/v1/test-solutions/${d.id}/quotes`)).body;
    expect(rev).toMatchObject({ number: q.number, revision: 2, logoSha256: null });
    expect(images(await pdfOf(rev.id))).toBe(0);
    expect(images(await pdfOf(q.id))).toBeGreaterThan(0);
  }, 120_000);
});
