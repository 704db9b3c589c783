import type { Address } from '@studio/api';
import { asc, desc, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { address } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findAddressOrThrow, toAddress } from './address-rows';

/** The company's addresses: by kind, the default first, then by label and recipient. */
export async function listAddresses({ db }: ServiceDeps, actor: CompanyActor): Promise<Address[]> {
  const rows = await db
    .select()
    .from(address)
    .where(eq(address.companyId, actor.companyId))
    .orderBy(asc(address.kind), desc(address.isDefault), asc(address.label), asc(address.recipient));
  return rows.map(toAddress);
}

export async function getAddress({ db }: ServiceDeps, actor: CompanyActor, id: string): Promise<Address> {
  return db.transaction(async (tx) => toAddress(await findAddressOrThrow(tx, actor.companyId, id)));
}
