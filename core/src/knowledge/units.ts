/**
 * Quantities in the knowledge base's text analysis (decision 0062): a number with a unit also becomes
 * a term naming its dimension and its value in base units on a logarithmic grid of 5 % steps, so that
 * "0.18 mm" and "7 mil" (177.8 µm) meet, as do "10 kΩ" and "10000 ohm". A question looks for its
 * quantity's step and the two beside it (quantityTerms): values written rounded still meet.
 */

/** Unit terms (as the analyser spells them: thesaurus terms, stems, or the folded glued form) → dimension and factor. */
const UNITS: Record<string, [dimension: string, factor: number]> = {
  mm: ['len', 1e-3],
  cm: ['len', 1e-2],
  m: ['len', 1],
  um: ['len', 1e-6],
  μm: ['len', 1e-6],
  nm: ['len', 1e-9],
  mil: ['len', 25.4e-6],
  thou: ['len', 25.4e-6],
  inch: ['len', 25.4e-3],
  ohm: ['res', 1],
  ω: ['res', 1],
  kohm: ['res', 1e3],
  kω: ['res', 1e3],
  megohm: ['res', 1e6],
  pf: ['cap', 1e-12],
  nf: ['cap', 1e-9],
  uf: ['cap', 1e-6],
  μf: ['cap', 1e-6],
  v: ['volt', 1],
  mv: ['volt', 1e-3],
  kv: ['volt', 1e3],
  ma: ['amp', 1e-3],
  ua: ['amp', 1e-6],
  μa: ['amp', 1e-6],
  hz: ['freq', 1],
  khz: ['freq', 1e3],
  mhz: ['freq', 1e6],
  ghz: ['freq', 1e9],
  n: ['force', 1],
  g: ['mass', 1e-3],
  kg: ['mass', 1],
  oz: ['mass', 28.35e-3],
};

const STEP = Math.log(1.05);

function step(value: number, unit: string): [string, number] | null {
  const u = UNITS[unit];
  if (!u || !Number.isFinite(value) || value <= 0 || value > 1e12) return null;
  return [u[0], Math.round(Math.log(value * u[1]) / STEP)];
}

/** The quantity term of a value in a unit (`~len:-177`), or null when the unit is not one of ours. */
export function quantityTerm(value: number, unit: string): string | null {
  const s = step(value, unit);
  return s ? `~${s[0]}:${s[1]}` : null;
}

/** A question's quantity: its own step and the neighbouring ones (rounding on either side). */
export function quantityNeighbours(term: string): string[] {
  const m = /^~(\w+):(-?\d+)$/.exec(term);
  if (!m) return [term];
  const n = Number(m[2]);
  return [term, `~${m[1]}:${n - 1}`, `~${m[1]}:${n + 1}`];
}
