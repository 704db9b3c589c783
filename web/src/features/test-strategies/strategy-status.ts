import type { TestStrategyStatus } from '@studio/api';

/** How a strategy's status reads and looks. */
export const STRATEGY_STATUS: Record<
  TestStrategyStatus,
  { label: string; color: string; description: string }
> = {
  draft: { label: 'Draft', color: 'gray', description: 'Being written: not yet reviewed.' },
  'in-review': { label: 'In review', color: 'warning', description: 'Waiting for a colleague’s review.' },
  approved: { label: 'Approved', color: 'positive', description: 'Reviewed and approved for the fixture.' },
};

export const STATUS_OPTIONS = (Object.keys(STRATEGY_STATUS) as TestStrategyStatus[]).map((value) => ({
  value,
  label: STRATEGY_STATUS[value].label,
}));

/** "1 h 02 min", "4 min 10 s", "12.5 s": an estimated test time. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds * 10) / 10} s`;
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const min = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h} h ${String(min).padStart(2, '0')} min`;
  return s === 0 ? `${min} min` : `${min} min ${String(s).padStart(2, '0')} s`;
}
