import { createHash, randomUUID } from 'node:crypto';
import type { Address, Quote, TestSolution } from '@studio/api';
import { addWorkingDays, quoteLabel, sumByCurrency, taxOn, taxTreatment } from '@studio/core';
import { and, desc, eq } from 'drizzle-orm';
import type { CompanyActor, UserActor } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { quote } from '../../db/schema/index';
import { iso } from '../context';
import { Conflict, NotFound } from '../errors';
import { findSolutionOrThrow, toSolution } from '../solutions/solution-rows';
import { nextDocumentNumber } from './document-number';
import { partyOf, shopSeller } from './quote-parties';
import { currentShopLogo } from './shop-logo';
import { incotermsLine, readShopSettings } from './shop-settings';

type QuoteRow = typeof quote.$inferSelect;

/** What a quote says, without its number, revision and dates (those are given when it is issued). */
type QuoteBody = Omit<Quote, 'id' | 'label' | 'number' | 'revision' | 'issuedAt' | 'validUntil' | 'shipDate'>;

/** The quote of a solution as it stands: seller and buyer, the priced lines, tax and terms. */
async function quoteBody(db: Db | Tx, companyId: string, solution: TestSolution): Promise<QuoteBody> {
  const settings = await readShopSettings(db);
  const seller = await shopSeller(db, settings);
  if (!seller)
    throw new Conflict(
      'The fixture shop has not named its company yet, so a quote would have no seller: staff set it under Shop settings (legal name, address, VAT ID).',
    );
  if (!solution.shippingAddress || !solution.billingAddress)
    throw new Conflict(
      'Choose a shipping and a billing address first: the quote names the buyer and its tax follows where the fixture goes.',
    );
  const logo = await currentShopLogo(db);
  const buyer = await partyOf(db, companyId, solution.billingAddress);
  const treatment = taxTreatment(
    { country: seller.countryCode, vatIdValid: seller.vatIdValid },
    { country: solution.shippingAddress.countryCode, vatIdValid: buyer.vatIdValid },
  );
  const net = solution.price.totals;
  const taxAmounts = taxOn(net, treatment.rateBp);
  return {
    solutionId: solution.id,
    seller,
    buyer,
    shipTo: solution.shippingAddress,
    title: solution.title,
    dutName: solution.dut.name,
    testConfig: { name: solution.testConfig.name, versionNumber: solution.versionNumber },
    quantity: solution.quantity,
    lines: solution.price.lines.map((l) => ({
      partNumber: l.partNumber,
      description: l.description,
      group: l.group,
      quantity: l.quantity,
      unitCents: l.unitPrice === null ? null : Math.round(l.unitPrice * 100),
      currency: l.currency,
      extendedCents: l.extendedCents,
    })),
    net,
    tax: { ...treatment, amounts: taxAmounts },
    totals: sumByCurrency([...net, ...taxAmounts]),
    paymentTerms: settings.paymentTerms,
    incoterms: incotermsLine(settings),
    leadTimeDays: solution.price.leadTime.days,
    locale: settings.locale,
    problems: solution.price.problems,
    logoSha256: logo?.sha256 ?? null,
  };
}

const fingerprintOf = (body: QuoteBody) => {
  // Address rows carry their own timestamps: only what the quote prints counts.
  const strip = (a: Address | null) => (a ? { ...a, createdAt: '', updatedAt: '', isDefault: false } : null);
  const stable = {
    ...body,
    shipTo: strip(body.shipTo),
    seller: { ...body.seller, address: strip(body.seller.address) },
    buyer: { ...body.buyer, address: strip(body.buyer.address) },
  };
  return createHash('sha256').update(JSON.stringify(stable)).digest('hex');
};

function toQuote(row: QuoteRow): Quote {
  return {
    ...(row.document as unknown as Quote),
    id: row.id,
    label: quoteLabel(row.number, row.revision),
    number: row.number,
    revision: row.revision,
    solutionId: row.solutionId,
    issuedAt: iso(row.issuedAt),
  };
}

/**
 * Issues the quote of a solution (issue 29, decision 0063): the current one again when nothing it
 * prints changed, else a new revision of the solution's quote number, or — the first time — the next
 * number of the shop's gap-free series. The solution row is locked while it is decided, so two
 * clicks make one revision; the issued document is frozen (a trigger refuses its change).
 */
export async function issueQuote(
  db: Db,
  actor: CompanyActor,
  solutionId: string,
  now = new Date(),
): Promise<{ quote: Quote; created: boolean }> {
  const solution = await toSolution(db, await findSolutionOrThrow(db, actor.companyId, solutionId));
  const body = await quoteBody(db, actor.companyId, solution);
  const fingerprint = fingerprintOf(body);
  const settings = await readShopSettings(db);
  return db.transaction(async (tx) => {
    await findSolutionOrThrow(tx, actor.companyId, solutionId, true);
    const [latest] = await tx
      .select()
      .from(quote)
      .where(eq(quote.solutionId, solutionId))
      .orderBy(desc(quote.revision))
      .limit(1);
    if (latest && latest.fingerprint === fingerprint) return { quote: toQuote(latest), created: false };
    const number = latest?.number ?? (await nextDocumentNumber(tx, 'quote'));
    const revision = (latest?.revision ?? 0) + 1;
    const validUntil = new Date(now.getTime() + settings.validityDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const document = { ...body, validUntil, shipDate: addWorkingDays(now, body.leadTimeDays) };
    const [row] = await tx
      .insert(quote)
      .values({
        id: randomUUID(),
        companyId: actor.companyId,
        solutionId,
        number,
        revision,
        fingerprint,
        document: document as unknown as Record<string, unknown>,
        issuedAt: now,
        sentAt: now,
        createdById: actor.userId,
      })
      .returning();
    return { quote: toQuote(row!), created: true };
  });
}

/** The quotes of a solution, newest revision first. */
export async function listSolutionQuotes(db: Db, actor: CompanyActor, solutionId: string): Promise<Quote[]> {
  await findSolutionOrThrow(db, actor.companyId, solutionId);
  const rows = await db
    .select()
    .from(quote)
    .where(and(eq(quote.solutionId, solutionId), eq(quote.companyId, actor.companyId)))
    .orderBy(desc(quote.revision));
  return rows.map(toQuote);
}

/** One quote: the company's own, or any for staff. */
export async function getQuote(db: Db, actor: UserActor, id: string): Promise<Quote> {
  const [row] = await db
    .select()
    .from(quote)
    .where(
      actor.isStaff ? eq(quote.id, id) : and(eq(quote.id, id), eq(quote.companyId, actor.companyId ?? '')),
    );
  if (!row) throw new NotFound('quote');
  return toQuote(row);
}
