import type { UserActor } from '../../auth/session';
import { Forbidden } from '../errors';

/**
 * Who reads the catalog: staff see everything (inactive parts, who changed what, stock); a member of a
 * company sees active parts and prices only (PRODUCT.md §3; decision 0014).
 */
export interface CatalogReader {
  staff: boolean;
}

export function catalogReaderOf(actor: UserActor): CatalogReader {
  if (actor.isStaff) return { staff: true };
  if (!actor.companyId || !actor.role) throw new Forbidden('Create a company or accept an invitation first.');
  return { staff: false };
}
