import type { Address, AddressKind } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import { address } from '../../db/schema/index';
import { iso } from '../context';
import { NotFound } from '../errors';
import type { Tx } from '../../db/client';

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
