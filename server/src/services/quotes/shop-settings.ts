import { type ShopSettings, ShopSettingsInput, type ShopTerms } from '@studio/api';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { instanceFact, organization } from '../../db/schema/index';
import { NotFound } from '../errors';

/** The instance fact that holds the shop's settings (JSON of `ShopSettingsInput`'s output). */
const KEY = 'shop-settings';

type Stored = ReturnType<typeof ShopSettingsInput.parse>;

/** The shop's settings: what was saved, or the defaults (no seller company yet). */
export async function readShopSettings(db: Db | Tx): Promise<Stored> {
  const [row] = await db.select().from(instanceFact).where(eq(instanceFact.key, KEY));
  const saved = row ? (JSON.parse(row.value) as unknown) : {};
  const parsed = ShopSettingsInput.safeParse({ companyId: null, ...(saved as object) });
  return parsed.success ? parsed.data : ShopSettingsInput.parse({ companyId: null });
}

async function withCompany(db: Db | Tx, s: Stored): Promise<ShopSettings> {
  const [company] = s.companyId
    ? await db
        .select({ id: organization.id, name: organization.name })
        .from(organization)
        .where(eq(organization.id, s.companyId))
    : [];
  return { ...s, company: company ?? null };
}

export async function getShopSettings(db: Db): Promise<ShopSettings> {
  return withCompany(db, await readShopSettings(db));
}

/** Saves the shop's settings (staff); the seller company must exist. */
export async function saveShopSettings(db: Db, input: Stored): Promise<ShopSettings> {
  if (input.companyId) {
    const [company] = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, input.companyId));
    if (!company) throw new NotFound('company');
  }
  const value = JSON.stringify(input);
  await db
    .insert(instanceFact)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: instanceFact.key, set: { value: sql`excluded.value` } });
  return withCompany(db, input);
}

/** What ordering asks of every buyer. */
export async function shopTerms(db: Db): Promise<ShopTerms> {
  const s = await readShopSettings(db);
  return {
    requirePoNumber: s.requirePoNumber,
    requireBuyerReference: s.requireBuyerReference,
    paymentTerms: s.paymentTerms,
    incoterms: `${s.incoterms}${s.incotermsPlace ? ` ${s.incotermsPlace}` : ''} (Incoterms 2020)`,
  };
}
