import type { TestRecord } from './test-record';

/**
 * Detects files whose hole diameters are written in 0.001 in although the file says 0.0001 in
 * (Eagle 7's writer: `D  24` for a 0.024 in via drill in a 0.0396 in pad). Returns the factor to
 * apply to every drill: 10 when EVERY hole with a pad size has a drill under 1/8 of its pad and
 * still fits inside the pad when multiplied by 10 (no real board is drilled like that throughout),
 * 1 otherwise.
 */
export function drillScale(records: TestRecord[]): number {
  let checked = 0;
  for (const r of records) {
    if (r.drill === null || r.drill <= 0 || r.sizeX === null || r.sizeX <= 0) continue;
    const pad = r.sizeY !== null && r.sizeY > 0 ? Math.min(r.sizeX, r.sizeY) : r.sizeX;
    if (r.drill * 8 >= pad || r.drill * 10 > pad) return 1;
    checked++;
  }
  return checked >= 2 ? 10 : 1;
}
