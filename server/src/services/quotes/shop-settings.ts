import { type ShopSettings, ShopSettingsInput, type ShopTerms, checkTaxId } from '@studio/api';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { instanceFact, organization } from '../../db/schema/index';
import { NotFound } from '../errors';
import { currentShopLogo } from './shop-logo';

/** The instance fact that holds the shop's settings (JSON of `ShopSettingsInput`'s output). */
const KEY = 'shop-settings';

export type StoredShopSettings = ReturnType<typeof ShopSettingsInput.parse>;

/**
 * The shop's settings: what was saved, or the defaults (decision 0067: terms a buyer expects — 30
 * days net, FCA, 30 days' validity, a PO number required — but no seller, so no quote yet).
 */
export async function readShopSettings(db: Db | Tx): Promise<StoredShopSettings & { saved: boolean }> {
  const [row] = await db.select().from(instanceFact).where(eq(instanceFact.key, KEY));
  const saved = row ? (JSON.parse(row.value) as unknown) : {};
  const parsed = ShopSettingsInput.safeParse(saved);
  return { ...(parsed.success ? parsed.data : ShopSettingsInput.parse({})), saved: !!row };
}

async function answer(db: Db | Tx, s: StoredShopSettings & { saved: boolean }): Promise<ShopSettings> {
  const [company] = s.companyId
    ? await db
        .select({ id: organization.id, name: organization.name })
        .from(organization)
        .where(eq(organization.id, s.companyId))
    : [];
  return { ...s, company: company ?? null, logo: await currentShopLogo(db) };
}

export async function getShopSettings(db: Db): Promise<ShopSettings> {
  return answer(db, await readShopSettings(db));
}

/**
 * Saves the shop's settings (staff): the seller's VAT ID in its canonical form (as the company
 * profile saves it); a legacy seller company must exist. The logo has routes of its own.
 */
export async function saveShopSettings(db: Db, input: StoredShopSettings): Promise<ShopSettings> {
  if (input.companyId) {
    const [company] = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, input.companyId));
    if (!company) throw new NotFound('company');
  }
  const check = input.seller && checkTaxId(input.seller.vatId, input.seller.address.countryCode);
  const seller = input.seller && { ...input.seller, vatId: check?.ok ? check.value : input.seller.vatId };
  const stored = { ...input, seller };
  await db
    .insert(instanceFact)
    .values({ key: KEY, value: JSON.stringify(stored) })
    .onConflictDoUpdate({ target: instanceFact.key, set: { value: sql`excluded.value` } });
  return answer(db, { ...stored, saved: true });
}

/** The Incoterms line a quote prints: "FCA Eindhoven (Incoterms 2020)". */
export const incotermsLine = (s: StoredShopSettings) =>
  `${s.incoterms}${s.incotermsPlace ? ` ${s.incotermsPlace}` : ''} (Incoterms 2020)`;

/** What ordering asks of every buyer. */
export async function shopTerms(db: Db): Promise<ShopTerms> {
  const s = await readShopSettings(db);
  return {
    requirePoNumber: s.requirePoNumber,
    requireBuyerReference: s.requireBuyerReference,
    paymentTerms: s.paymentTerms,
    incoterms: incotermsLine(s),
  };
}
