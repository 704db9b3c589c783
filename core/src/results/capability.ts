/**
 * Process capability of one measurement against its limits (issue 32): mean, sample standard
 * deviation (n − 1) and Cpk = min(USL − mean, mean − LSL) / 3σ. With one limit only the side that
 * exists counts (Cpu or Cpl); without limits or spread Cpk is null. Values and limits share one unit.
 */
export interface Capability {
  n: number;
  mean: number | null;
  /** Sample standard deviation (n − 1 in the denominator). */
  stdDev: number | null;
  min: number | null;
  max: number | null;
  cpk: number | null;
}

export interface MomentSums {
  n: number;
  sum: number;
  sumOfSquares: number;
  min: number | null;
  max: number | null;
}

/** Count, sum and sum of squares of finite values: what a database aggregates in one pass. */
export function momentsOf(values: readonly number[]): MomentSums {
  let n = 0;
  let sum = 0;
  let sumOfSquares = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    n++;
    sum += v;
    sumOfSquares += v * v;
    min = min === null ? v : Math.min(min, v);
    max = max === null ? v : Math.max(max, v);
  }
  return { n, sum, sumOfSquares, min, max };
}

/** Capability from moment sums (so the server can aggregate in SQL and share this arithmetic). */
export function capabilityOfMoments(m: MomentSums, lsl: number | null, usl: number | null): Capability {
  if (m.n === 0) return { n: 0, mean: null, stdDev: null, min: null, max: null, cpk: null };
  const mean = m.sum / m.n;
  const variance = m.n > 1 ? Math.max(0, (m.sumOfSquares - m.n * mean * mean) / (m.n - 1)) : null;
  const stdDev = variance === null ? null : Math.sqrt(variance);
  let cpk: number | null = null;
  if (stdDev !== null && stdDev > 0) {
    const sides: number[] = [];
    if (usl !== null) sides.push((usl - mean) / (3 * stdDev));
    if (lsl !== null) sides.push((mean - lsl) / (3 * stdDev));
    cpk = sides.length > 0 ? Math.min(...sides) : null;
  }
  return { n: m.n, mean, stdDev, min: m.min, max: m.max, cpk };
}

/** Capability of a list of values (non-finite values are left out). */
export function capabilityOf(values: readonly number[], lsl: number | null, usl: number | null): Capability {
  return capabilityOfMoments(momentsOf(values), lsl, usl);
}
