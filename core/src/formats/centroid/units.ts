/** Millimetres per unit for the unit words placement files use. */
const MM_PER: Record<string, number> = {
  mm: 1,
  millimeter: 1,
  millimeters: 1,
  millimetre: 1,
  millimetres: 1,
  mil: 0.0254,
  mils: 0.0254,
  thou: 0.0254,
  in: 25.4,
  inch: 25.4,
  inches: 25.4,
};

/** mm per unit for a unit word; null when unknown. */
export function mmPerUnit(word: string | null | undefined): number | null {
  return word ? (MM_PER[word.toLowerCase()] ?? null) : null;
}

/**
 * Units stated in a preamble line: KiCad `## Unit = mm, Angle = deg.`, Altium `Units used: mil`,
 * or generic `Units: inch`. null when the line states none.
 */
export function unitsFromPreamble(line: string): number | null {
  const m = /\bunits?(?:\s+used)?\s*[:=]\s*([a-z]+)/i.exec(line);
  return mmPerUnit(m?.[1]);
}

/**
 * A number with an optional unit suffix (`123.4`, `123.4mm`, `4860mil`): value and the suffix's
 * mm per unit (null when none). NaN value for garbage.
 */
export function readMeasure(text: string): { value: number; mmPerUnit: number | null } {
  const m = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!m) return { value: Number.NaN, mmPerUnit: null };
  const unit = m[2] ?? '';
  const k = unit === '' ? null : mmPerUnit(unit);
  return { value: unit !== '' && k === null ? Number.NaN : Number(m[1]), mmPerUnit: k };
}
