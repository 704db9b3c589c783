import { displayNetName } from '../board/net-display';
import type { CandidateRefusal } from '../dft/propose/review-candidates';
import type { RefusalReason } from '../dft/propose/refusal-reasons';
import { formatLength, type LengthUnits } from './lengths';

type Words = (r: RefusalReason, len: (mm: number | null) => string) => string;

const WORDS: Record<RefusalReason['code'], Words> = {
  'pad-size': (r, len) => `pad ${len(r.measuredMm)}, minimum ${len(r.minimumMm)}`,
  'no-probe-class': (r, len) =>
    `pad ${len(r.measuredMm)}, below the smallest probe's minimum pad ${len(r.minimumMm)}`,
  'board-edge': (r, len) =>
    (r.measuredMm ?? 0) < 0
      ? `outside the board outline (${len(-(r.measuredMm ?? 0))} beyond the edge), minimum ${len(r.minimumMm)} inside`
      : `${len(r.measuredMm)} from the board edge, minimum ${len(r.minimumMm)}`,
  'guide-pin': (r, len) => `${len(r.measuredMm)} from guide hole ${r.against}, minimum ${len(r.minimumMm)}`,
  component: (r, len) => `${len(r.measuredMm)} from the body of ${r.against}, minimum ${len(r.minimumMm)}`,
  spacing: (r, len) =>
    `${len(r.measuredMm)} from ${r.against} (selected), minimum ${len(r.minimumMm)} between probes`,
  covered: () => 'under solder mask (or a tented via): no probe can touch it',
  'other-side': () => 'its copper is not on the probed side',
  'no-net': () => 'connected to no net',
  'no-probe': () => 'selected, but takes no probe (no probe class fits it, or it is drilled only)',
  'net-probed': (r) => `passes every minimum; its net is already probed by ${r.against}`,
  'not-selected': () => 'passes every minimum; not selected',
};

/** One reason in words: "0.73 mm from the board edge, minimum 1.00 mm" (lengths in `units`). */
export function refusalReasonText(reason: RefusalReason, units: LengthUnits = 'mm'): string {
  return WORDS[reason.code](reason, (mm) => (mm === null ? '—' : formatLength(mm, units)));
}

/**
 * A refused candidate in one line, named by ref.pad: "TP3.1: 0.73 mm from the board edge, minimum
 * 1.00 mm". `withNet` adds its net, `withSide` the side it was judged from (both sides probed).
 */
export function refusalText(
  refusal: CandidateRefusal,
  units: LengthUnits = 'mm',
  o: { withNet?: boolean; withSide?: boolean } = {},
): string {
  const name =
    o.withNet && refusal.net && !refusal.label.startsWith('via ')
      ? `${refusal.label} (${displayNetName(refusal.net)})`
      : refusal.label;
  const side = o.withSide && refusal.side ? ` from the ${refusal.side}` : '';
  return `${name}${side}: ${refusal.reasons.map((r) => refusalReasonText(r, units)).join('; ')}`;
}
