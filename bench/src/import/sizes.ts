const MULTIPLIERS: Record<string, number> = { k: 1e3, m: 1e6 };

/** "10k" → 10000, "1M" → 1000000, "2500" → 2500. */
export function parseSize(text: string): number {
  const m = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(text.trim());
  if (!m) throw new Error(`bad size "${text}": use e.g. 1k, 10k, 100k, 1M`);
  return Math.round(Number(m[1]) * (m[2] ? MULTIPLIERS[m[2].toLowerCase()]! : 1));
}
