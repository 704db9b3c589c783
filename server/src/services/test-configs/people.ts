import type { PersonRef } from '@studio/api';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { user } from '../../db/schema/index';

/** Names of the users who created or changed records, by id (one query for a whole list). */
export async function loadPeople(db: Db | Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A user as the API shows them; null when the user was deleted (the record stays). */
export const personRef = (people: Map<string, string>, id: string | null): PersonRef =>
  id !== null && people.has(id) ? { id, name: people.get(id)! } : null;
