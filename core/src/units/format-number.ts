/**
 * The one number formatter of the outputs (PDF, manifest, drawings, CLI): a value rounded at output to
 * a fixed number of decimals, so no float artefact ("-0.3865000000000123") and no "-0" reaches a file.
 * `formatFixed` keeps the decimals (tables: "54.000"); `formatNumber` drops trailing zeros ("54",
 * "0.39"). `roundTo` gives the rounded number for JSON outputs.
 */
export function roundTo(value: number, decimals = 3): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** decimals;
  // Half away from zero, with a nudge below any measurable length for the float noise at …5.
  const r = (Math.sign(value) * Math.round(Math.abs(value) * f + 1e-7)) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** A value with exactly `decimals` decimals ("54.000"); never "-0.000". */
export function formatFixed(value: number, decimals = 3): string {
  return roundTo(value, decimals).toFixed(decimals);
}

/** A value rounded to at most `decimals` decimals, trailing zeros dropped ("54", "0.39"). */
export function formatNumber(value: number, decimals = 3): string {
  return String(roundTo(value, decimals));
}
