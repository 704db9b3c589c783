import { type Address, checkTaxId, type QuoteParty } from '@studio/api';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { address, organization } from '../../db/schema/index';
import { toAddress } from '../addresses/address-rows';
import { NotFound } from '../errors';
import type { StoredShopSettings } from './shop-settings';

/** A company as a quote names it: its name, the given billing address (else its first), VAT ID. */
export async function partyOf(db: Db | Tx, companyId: string, billing: Address | null): Promise<QuoteParty> {
  const [c] = await db.select().from(organization).where(eq(organization.id, companyId));
  if (!c) throw new NotFound('company');
  let addr = billing;
  if (!addr) {
    const [row] = await db
      .select()
      .from(address)
      .where(and(eq(address.companyId, companyId), eq(address.kind, 'billing')))
      .orderBy(desc(address.isDefault), address.createdAt)
      .limit(1);
    addr = row ? toAddress(row) : null;
  }
  const vatIdValid = !!c.vatId && checkTaxId(c.vatId, c.countryCode).ok;
  return {
    legalName: c.name,
    address: addr,
    vatId: c.vatId,
    vatIdValid,
    countryCode: c.countryCode,
    website: c.website,
  };
}

/** The seller the shop settings name (decision 0067), as a quote prints it. */
function sellerParty(s: NonNullable<StoredShopSettings['seller']>): QuoteParty {
  return {
    legalName: s.legalName,
    address: {
      id: 'shop',
      kind: 'billing',
      label: '',
      recipient: '',
      companyName: '',
      ...s.address,
      isDefault: false,
      createdAt: '',
      updatedAt: '',
    },
    vatId: s.vatId || null,
    vatIdValid: !!s.vatId && checkTaxId(s.vatId, s.address.countryCode).ok,
    countryCode: s.address.countryCode,
    website: null,
  };
}

/**
 * The seller the shop settings name: their own identity (decision 0067), else — settings saved
 * before it — their company's; null while neither is set.
 */
export async function shopSeller(db: Db | Tx, settings: StoredShopSettings): Promise<QuoteParty | null> {
  if (settings.seller) return sellerParty(settings.seller);
  return settings.companyId ? partyOf(db, settings.companyId, null) : null;
}
