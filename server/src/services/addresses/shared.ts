import type { Address, AddressKind } from '@studio/api';
import { and, desc, eq } from 'drizzle-orm';
import { address } from '../../db/schema/index';
import { iso, type Tx } from '../context';
import { NotFound } from '../errors';

export type AddressRow = typeof address.$inferSelect;

export function toAddress(row: AddressRow): Address {
  const { companyId: _companyId, createdAt, updatedAt, ...rest } = row;
  return { ...rest, kind: row.kind as AddressKind, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}

/** The address when it belongs to the company; another company's id is simply not found. */
export async function findAddressOrThrow(tx: Tx, companyId: string, id: string): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(address)
    .where(and(eq(address.id, id), eq(address.companyId, companyId)));
  if (!row) throw new NotFound('address');
  return row;
}

/** Makes `id` the only default of its kind (clears the others first: a partial unique index holds). */
export async function makeDefault(tx: Tx, companyId: string, kind: string, id: string): Promise<void> {
  await tx
    .update(address)
    .set({ isDefault: false })
    .where(and(eq(address.companyId, companyId), eq(address.kind, kind), eq(address.isDefault, true)));
  await tx.update(address).set({ isDefault: true }).where(eq(address.id, id));
}

/**
 * Invariant: when a company has addresses of a kind, exactly one of them is the default. Called after
 * every change; promotes the most recently updated address when the default went away.
 */
export async function ensureOneDefault(tx: Tx, companyId: string, kind: string): Promise<void> {
  const rows = await tx
    .select({ id: address.id, isDefault: address.isDefault })
    .from(address)
    .where(and(eq(address.companyId, companyId), eq(address.kind, kind)))
    .orderBy(desc(address.updatedAt), desc(address.createdAt));
  if (rows.length === 0 || rows.some((r) => r.isDefault)) return;
  await tx.update(address).set({ isDefault: true }).where(eq(address.id, rows[0]!.id));
}
