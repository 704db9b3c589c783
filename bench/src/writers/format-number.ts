/** Formats a number rounded to `decimals` places, without trailing zeros, "-0" or exponents. */
export function formatDecimal(n: number, decimals: number): string {
  const k = 10 ** decimals;
  const r = Math.round(n * k) / k;
  if (r === 0) return '0';
  const s = String(r);
  return s.includes('e') ? r.toFixed(decimals).replace(/\.?0+$/, '') : s;
}

/** A fixed-width signed integer field ("+001234"), as column formats want it. */
export function signedField(n: number, digits: number): string {
  const v = Math.round(n);
  return `${v < 0 ? '-' : '+'}${String(Math.abs(v)).padStart(digits, '0')}`;
}

/** A fixed-width unsigned integer field ("0945"). */
export function unsignedField(n: number, digits: number): string {
  return String(Math.abs(Math.round(n))).padStart(digits, '0');
}

/**
 * A deterministic UUID-shaped stamp for object number `n` (KiCad's tstamp / uuid fields). Writers
 * must not use randomness: the same board must always give the same bytes.
 */
export function stampFor(n: number): string {
  let hex = '';
  for (let i = 0; i < 4; i++) hex += (mix32(n * 4 + i + 1) >>> 0).toString(16).padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A 32-bit integer hash (the finaliser of MurmurHash3). */
function mix32(x: number): number {
  let h = x | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
