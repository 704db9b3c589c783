import { randomUUID } from 'node:crypto';
import type { Address, AddressData } from '@studio/api';
import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { address } from '../../db/schema/index';
import { lockCompany } from '../companies/membership';
import type { ServiceDeps } from '../context';
import { ensureOneDefault, makeDefault } from './default-address';
import { findAddressOrThrow, toAddress } from './address-rows';

// Address writes lock the company row, so that concurrent edits cannot leave two defaults or none.

export async function createAddress(
  deps: ServiceDeps,
  actor: CompanyActor,
  input: AddressData,
): Promise<Address> {
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const id = randomUUID();
    await tx.insert(address).values({ ...input, id, companyId: actor.companyId, isDefault: false });
    if (input.isDefault) await makeDefault(tx, actor.companyId, input.kind, id);
    await ensureOneDefault(tx, actor.companyId, input.kind);
    return toAddress(await findAddressOrThrow(tx, actor.companyId, id));
  });
}

/** Replaces an address (the form sends it whole; the kind may change). */
export async function updateAddress(
  deps: ServiceDeps,
  actor: CompanyActor,
  id: string,
  input: AddressData,
): Promise<Address> {
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const before = await findAddressOrThrow(tx, actor.companyId, id);
    // A default stays the default of its kind until another address is made default (the invariant
    // "exactly one default per kind" leaves nothing else to fall back to); moving it to the other
    // kind hands the old kind's default to another address.
    const keepDefault = before.isDefault && before.kind === input.kind;
    await tx
      .update(address)
      .set({ ...input, isDefault: keepDefault })
      .where(eq(address.id, id));
    if (input.isDefault) await makeDefault(tx, actor.companyId, input.kind, id);
    await ensureOneDefault(tx, actor.companyId, input.kind);
    if (before.kind !== input.kind) await ensureOneDefault(tx, actor.companyId, before.kind);
    return toAddress(await findAddressOrThrow(tx, actor.companyId, id));
  });
}

export async function deleteAddress(deps: ServiceDeps, actor: CompanyActor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const row = await findAddressOrThrow(tx, actor.companyId, id);
    await tx.delete(address).where(eq(address.id, id));
    await ensureOneDefault(tx, actor.companyId, row.kind);
  });
}

export async function setDefaultAddress(
  deps: ServiceDeps,
  actor: CompanyActor,
  id: string,
): Promise<Address> {
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const row = await findAddressOrThrow(tx, actor.companyId, id);
    await makeDefault(tx, actor.companyId, row.kind, id);
    return toAddress(await findAddressOrThrow(tx, actor.companyId, id));
  });
}
