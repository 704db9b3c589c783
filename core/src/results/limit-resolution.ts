/**
 * The resolution a limit drawn from production is stated to (decision 0068): the power of ten at or
 * below the process σ — the digit the spread reaches, as an engineer would write 3.25 … 3.35 V for
 * σ = 12 mV — but never finer than the unit's finest sensible step (what a bench instrument resolves
 * in a production test: 0.1 mV, 1 µA, 1 mΩ, 0.1 Hz). Values are in the unit itself (V, A, Ω, Hz).
 */
const FINEST_STEP: Record<string, number> = { V: 1e-4, A: 1e-6, Ω: 1e-3, Hz: 0.1 };

/** Step (in the unit) a limit with this σ is rounded to. */
export function limitResolution(stdDev: number, unit: string): number {
  const decade = 10 ** Math.floor(Math.log10(stdDev));
  return Math.max(decade, FINEST_STEP[unit] ?? 0);
}

const decimalsOf = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
/** A multiple of `step` written without binary noise (3.25, not 3.2500000000000004). */
const tidy = (k: number, step: number) => Number((k * step).toFixed(decimalsOf(step)));

// A small tolerance so a value already on the grid (3.25 / 0.01 = 324.99999…) stays where it is.
const EPS = 1e-9;

/** Rounds a lower limit down to the grid (outward: the rounded limits never lower the Cpk). */
export const roundDown = (value: number, step: number): number => tidy(Math.floor(value / step + EPS), step);

/** Rounds an upper limit up to the grid. */
export const roundUp = (value: number, step: number): number => tidy(Math.ceil(value / step - EPS), step);
