import { digits4 as digits, formatSi } from '../units/format-si';

export { formatSi };

/** A fraction as a percentage: 0.05 → "5 %", 0.001 → "0.1 %". */
export const formatPercent = (fraction: number): string => `${digits(fraction * 100)} %`;

/** A tolerance: "±5 %" or "+80 / −20 %". */
export function formatTolerance(t: { plus: number; minus: number }): string {
  return t.plus === t.minus
    ? `±${formatPercent(t.plus)}`
    : `+${formatPercent(t.plus)} / −${formatPercent(t.minus)}`;
}
