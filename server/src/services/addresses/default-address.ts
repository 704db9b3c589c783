import { and, desc, eq } from 'drizzle-orm';
import { address } from '../../db/schema/index';
import type { Tx } from '../../db/client';

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
