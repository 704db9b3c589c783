import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import type { Db } from '../../db/client';
import { testStrategyVersion } from '../../db/schema/index';
import { NotFound, Validation } from '../errors';

const DAY_MS = 86_400_000;
/** The window a dashboard shows when none is asked for. */
export const DEFAULT_WINDOW_DAYS = 7;

export interface ResultsWindow {
  from: Date;
  to: Date;
  /** UTC days the per-day aggregates are read for (whole days: the aggregates are per day). */
  fromDay: string;
  toDay: string;
}

/** The time window of a results query (default: the last 7 days up to now). */
export function resultsWindow(query: { from?: string; to?: string }, now: Date): ResultsWindow {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS);
  if (from.getTime() > to.getTime())
    throw new Validation('from must not be after to.', { from: 'Must be before to' });
  return { from, to, fromDay: from.toISOString().slice(0, 10), toDay: to.toISOString().slice(0, 10) };
}

export type VersionRef = number | string;

/** The version the route names (by number or id), without its document. */
export async function findVersionOrThrow(db: Db, actor: CompanyActor, strategyId: string, ref: VersionRef) {
  const [row] = await db
    .select({
      id: testStrategyVersion.id,
      number: testStrategyVersion.number,
      dutId: testStrategyVersion.dutId,
      testStrategyId: testStrategyVersion.testStrategyId,
    })
    .from(testStrategyVersion)
    .where(
      and(
        eq(testStrategyVersion.testStrategyId, strategyId),
        eq(testStrategyVersion.companyId, actor.companyId),
        typeof ref === 'number' ? eq(testStrategyVersion.number, ref) : eq(testStrategyVersion.id, ref),
      ),
    );
  if (!row) throw new NotFound('test-strategy version');
  return row;
}
