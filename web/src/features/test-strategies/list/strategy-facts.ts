import type { TestStrategySummary } from '@studio/api';
import { formatSeconds } from '../strategy-status';

/** "13 steps · 8 flagged · 27 of 27 nets · 1 min 05 s" (or why there is nothing to count). */
export function strategyFacts(s: Pick<TestStrategySummary, 'counts'>): string {
  const c = s.counts;
  if (!c) return 'No version yet';
  const parts = [`${c.steps} ${c.steps === 1 ? 'step' : 'steps'}`];
  if (c.flagged > 0) parts.push(`${c.flagged} flagged`);
  parts.push(`${c.touched} of ${c.nets} nets`, formatSeconds(c.seconds));
  return parts.join(' · ');
}
