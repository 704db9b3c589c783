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
