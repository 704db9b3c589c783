import { fixtureWearOf, thresholdsReached } from '@studio/core';
import { and, eq, inArray } from 'drizzle-orm';
import { fixtureWearNotice, member, organization, user } from '../../db/schema/index';
import { fixtureWearMail } from '../../mail/index';
import type { ServiceDeps } from '../context';
import { describeRatedPart, type FixtureRating, fixtureRatings } from './fixture-rating';

/** Who is told a fixture nears end of life: those who can act on it (not viewers). */
export const WEAR_NOTICE_ROLES = ['owner', 'admin', 'engineer'] as const;

type Log = { warn(obj: unknown, msg: string): void };

/**
 * How long an upload reuses a fixture's rating (ms). The rating reads the DFT report's test points,
 * megabytes for a large board: not on every upload. A catalog or design change reaches the notices
 * within this; the wear list always reads it afresh.
 */
export const RATING_CACHE_MS = 60_000;
const RATING_CACHE_MAX = 10_000;
const ratingCache = new Map<string, { rating: FixtureRating | undefined; until: number }>();

async function cachedRating(db: ServiceDeps['db'], companyId: string, fixtureSerial: string) {
  const key = `${companyId}\u0000${fixtureSerial}`;
  const now = Date.now();
  const hit = ratingCache.get(key);
  if (hit && hit.until > now) return hit.rating;
  const rating = (await fixtureRatings(db, companyId, fixtureSerial)).get(fixtureSerial);
  if (ratingCache.size >= RATING_CACHE_MAX) ratingCache.delete(ratingCache.keys().next().value!);
  ratingCache.set(key, { rating, until: now + RATING_CACHE_MS });
  return rating;
}

/**
 * After an upload committed (issue 32 item 4, decision 0069): when the fixture's cycles reached 80 %
 * (maintenance due) or 100 % (end of life) of its lowest rating and no notice of that threshold
 * exists, inserts the notice (`ON CONFLICT DO NOTHING … RETURNING`: of two uploads at once, on one
 * instance or two, exactly one gets the row) and only that upload mails the company's owners, admins
 * and engineers and sends the live event. A mail that fails is logged; the notice stays (never twice
 * rather than maybe twice), and the wear list shows the state anyway. Never fails the upload.
 */
export async function noticeFixtureWear(
  deps: ServiceDeps & { log?: Log },
  companyId: string,
  fixtureSerial: string,
  cycles: number,
): Promise<void> {
  try {
    const sent = await deps.db
      .select({ threshold: fixtureWearNotice.thresholdPercent })
      .from(fixtureWearNotice)
      .where(
        and(eq(fixtureWearNotice.companyId, companyId), eq(fixtureWearNotice.fixtureSerial, fixtureSerial)),
      );
    if (sent.length >= 2 && sent.some((s) => s.threshold === 80) && sent.some((s) => s.threshold === 100))
      return;
    const rating = await cachedRating(deps.db, companyId, fixtureSerial);
    const limit = rating?.limit;
    if (!limit) return;
    const already = new Set(sent.map((s) => s.threshold));
    for (const share of thresholdsReached(cycles, limit.ratedCycles)) {
      const percent = Math.round(share * 100);
      if (already.has(percent)) continue;
      const [claimed] = await deps.db
        .insert(fixtureWearNotice)
        .values({
          companyId,
          fixtureSerial,
          thresholdPercent: percent,
          cycles,
          ratedCycles: limit.ratedCycles,
          limitedBy: describeRatedPart(limit),
        })
        .onConflictDoNothing()
        .returning();
      if (claimed)
        await tell(
          deps,
          claimed,
          fixtureWearOf({ fixtureSerial, cycles, ratedCycles: limit.ratedCycles }).remainingCycles ?? 0,
        );
    }
  } catch (error) {
    deps.log?.warn({ err: error, fixtureSerial }, 'fixture wear notice not made');
  }
}

async function tell(
  deps: ServiceDeps & { log?: Log },
  notice: typeof fixtureWearNotice.$inferSelect,
  remainingCycles: number,
): Promise<void> {
  await deps.bus.publish({
    type: 'fixture.wear',
    companyId: notice.companyId,
    fixtureSerial: notice.fixtureSerial,
    thresholdPercent: notice.thresholdPercent,
    cycles: notice.cycles,
    ratedCycles: notice.ratedCycles,
    limitedBy: notice.limitedBy,
  });
  const [company] = await deps.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, notice.companyId));
  const people = await deps.db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, notice.companyId), inArray(member.role, [...WEAR_NOTICE_ROLES])));
  for (const p of people) {
    try {
      await deps.mailer.send(
        fixtureWearMail(deps.config.publicUrl, p.email, {
          companyName: company?.name ?? '',
          fixtureSerial: notice.fixtureSerial,
          thresholdPercent: notice.thresholdPercent,
          cycles: notice.cycles,
          ratedCycles: notice.ratedCycles,
          remainingCycles,
          limitedBy: notice.limitedBy,
        }),
      );
    } catch (error) {
      deps.log?.warn({ err: error, fixtureSerial: notice.fixtureSerial }, 'fixture wear mail not sent');
    }
  }
}
