import { formatNumber, formatQuantity } from './format-values';
import type { LimitProposal } from './limits-from-production';
import { refreshStrategy } from './refresh';
import type { LimitProvenance, TestStrategy } from './types';

const day = (iso: string) => iso.slice(0, 10);

/** The reason a production-drawn limit shows: where it came from, in words (the document's "Why"). */
export function productionReason(p: LimitProvenance, unit: string): string {
  const q = (v: number) => formatQuantity(v, unit);
  return (
    `From production of version ${p.sourceVersion}: n = ${p.n}, mean ${q(p.mean)}, σ ${q(p.stdDev)}, ` +
    `${day(p.from)} … ${day(p.to)}; mean ± ${formatNumber(3 * p.cpkTarget)}σ for Cpk ≥ ${p.cpkTarget.toFixed(2)}`
  );
}

/**
 * The strategy with the chosen proposals applied (decision 0068): each limit gets the proposed
 * min / max, the reason saying where they came from and the provenance (`production`). Proposals
 * without a proposed pair are ignored; the result is refreshed like every edit.
 */
export function applyProductionLimits(
  strategy: TestStrategy,
  chosen: readonly LimitProposal[],
): TestStrategy {
  const byKey = new Map(chosen.filter((p) => p.proposed && p.provenance).map((p) => [p.key, p]));
  return refreshStrategy({
    ...strategy,
    steps: strategy.steps.map((s) => ({
      ...s,
      limits: s.limits.map((l) => {
        const p = byKey.get(`${s.id}/${l.id}`);
        if (!p?.proposed || !p.provenance) return l;
        return {
          ...l,
          min: p.proposed.min,
          max: p.proposed.max,
          reason: productionReason(p.provenance, p.unit),
          production: p.provenance,
        };
      }),
    })),
  });
}

/** "Limits from production: 12 tightened, 1 widened (n = 140–412, version 3, 2026-11-30 … 2026-12-07)". */
export function productionLimitsNote(chosen: readonly LimitProposal[]): string {
  const applied = chosen.filter((p) => p.provenance);
  const tightened = applied.filter((p) => p.change === 'tighten').length;
  const widened = applied.filter((p) => p.change === 'widen').length;
  const ns = applied.map((p) => p.provenance!.n);
  const lo = Math.min(...ns);
  const hi = Math.max(...ns);
  const first = applied[0]?.provenance;
  const where = first ? `, version ${first.sourceVersion}, ${day(first.from)} … ${day(first.to)}` : '';
  return `Limits from production: ${tightened} tightened, ${widened} widened (n = ${lo === hi ? lo : `${lo}–${hi}`}${where})`;
}
