/**
 * Fixture wear (issue 32): every run actuates the fixture once, so a fixture's cycle count is its
 * run count. Probes and kits are rated for a number of cycles (the catalog's `ratedCycles`); a
 * fixture is due for maintenance when its cycles reach `dueAt` of the lowest rating among its parts.
 */
export interface FixtureUse {
  fixtureSerial: string;
  cycles: number;
  /** The lowest rated cycles of the fixture's probes and kit; null when the catalog names none. */
  ratedCycles: number | null;
}

export interface FixtureWear extends FixtureUse {
  /** cycles / ratedCycles (may exceed 1), null without a rating. */
  used: number | null;
  remainingCycles: number | null;
  status: 'ok' | 'due' | 'overdue' | 'unrated';
}

/** Default share of the rated life at which maintenance is due. */
export const MAINTENANCE_DUE_AT = 0.8;

export function fixtureWearOf(use: FixtureUse, dueAt = MAINTENANCE_DUE_AT): FixtureWear {
  if (use.ratedCycles === null || use.ratedCycles <= 0)
    return { ...use, used: null, remainingCycles: null, status: 'unrated' };
  const used = use.cycles / use.ratedCycles;
  const status = used >= 1 ? 'overdue' : used >= dueAt ? 'due' : 'ok';
  return { ...use, used, remainingCycles: Math.max(0, use.ratedCycles - use.cycles), status };
}

/** Fixtures that are due or overdue, most worn first. */
export function maintenanceDue(uses: readonly FixtureUse[], dueAt = MAINTENANCE_DUE_AT): FixtureWear[] {
  return uses
    .map((u) => fixtureWearOf(u, dueAt))
    .filter((w) => w.status === 'due' || w.status === 'overdue')
    .sort((a, b) => (b.used ?? 0) - (a.used ?? 0));
}

/** A rated part of a fixture: its kit, or the probes of one pitch class. */
export interface RatedPart {
  /** `kit` or a probe pitch class (`P50`). */
  what: string;
  /** The catalog part number the rating comes from. */
  partNumber: string;
  ratedCycles: number;
}

/**
 * The rating that limits a fixture: the lowest of its kit's and its probe classes' (each class rated
 * by its lowest-rated catalog probe). Null when none is rated.
 */
export function limitingRating(parts: readonly RatedPart[]): RatedPart | null {
  let low: RatedPart | null = null;
  for (const p of parts)
    if (
      Number.isFinite(p.ratedCycles) &&
      p.ratedCycles > 0 &&
      (low === null || p.ratedCycles < low.ratedCycles)
    )
      low = p;
  return low;
}

/** The wear thresholds a fixture is notified at: maintenance due, then end of life. */
export const WEAR_THRESHOLDS = [MAINTENANCE_DUE_AT, 1] as const;

/**
 * The thresholds (shares of the rated life) a fixture reached with its current cycle count — the
 * ones to notify once each. Counting from the cycles, not from one upload's step, means a threshold
 * passed while nobody was notified (two uploads at once, a server stopped mid-way) is still due.
 */
export function thresholdsReached(
  cycles: number,
  ratedCycles: number | null,
  thresholds: readonly number[] = WEAR_THRESHOLDS,
): number[] {
  if (ratedCycles === null || ratedCycles <= 0) return [];
  // The same comparison as fixtureWearOf's status, so a notification and the list agree.
  return thresholds.filter((t) => cycles / ratedCycles >= t);
}
