import type { TestConfigSummary } from '@studio/api';

/** The "Probes from" value of the board's own test points. */
export const BOARD_SOURCE = 'board';

/**
 * What "Probes from" starts on (issue 26): the test config saved most recently, when the DUT has a
 * saved one — its latest version is what the fixture will probe and is wired to — else the board's own
 * test points. Ties on the time go to the name, so the choice does not depend on the list's order.
 */
export function defaultProbeSource(configs: readonly TestConfigSummary[]): string {
  const saved = configs.filter((c) => c.latestVersion !== null);
  if (saved.length === 0) return BOARD_SOURCE;
  const latest = [...saved].sort(
    (a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name),
  )[0]!;
  return latest.id;
}
