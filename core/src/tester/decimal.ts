/** A number in mm written with at most `places` decimals, no exponent and no "-0" (tester files). */
export function decimal(v: number, places = 4): string {
  const k = 10 ** places;
  const r = Math.round(v * k) / k;
  if (r === 0) return '0';
  return r.toFixed(places).replace(/\.?0+$/, '');
}
