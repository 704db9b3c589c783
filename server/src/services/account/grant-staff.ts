import type { StaffStatus } from '@studio/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import { user } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { Conflict, NotFound } from '../errors';

/**
 * Grants or revokes staff (PRODUCT.md §3). The last staff user cannot be revoked: the instance would
 * have nobody left to maintain the catalog and fulfil orders. Without a bus (the command line on
 * the embedded database, where no server runs beside it) nobody needs telling.
 */
export async function grantStaff(
  { db, bus }: Pick<ServiceDeps, 'db'> & { bus?: Pick<ServiceDeps['bus'], 'publish'> | undefined },
  input: { email: string; staff: boolean },
): Promise<StaffStatus> {
  const email = input.email.trim().toLowerCase();
  const status = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, email: user.email, isStaff: user.isStaff })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email))
      .for('update');
    if (!target) throw new NotFound('user');
    if (!input.staff && target.isStaff) {
      const others = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.isStaff, true), ne(user.id, target.id)))
        .limit(1)
        .for('update');
      if (others.length === 0)
        throw new Conflict('This is the last staff user; grant staff to someone else first.');
    }
    await tx.update(user).set({ isStaff: input.staff }).where(eq(user.id, target.id));
    return { userId: target.id, email: target.email, isStaff: input.staff };
  });
  // Staff is part of the actor: servers forget the user's cached sessions (auth/actor-cache.ts), and
  // the user's live sockets, which staff lets see every company's orders, are scoped afresh.
  await bus?.publish({ type: 'account.changed', userId: status.userId, rescope: true });
  return status;
}
