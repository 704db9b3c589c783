import type { CsvRow } from '../shared/csv';

/** A header cell matched to a known column, with the unit its values are written in. */
export interface Column {
  index: number;
  /** Millimetres per written unit (1 for mm, 0.0254 for mil, 25.4 for in); 1 for non-length columns. */
  mmPerUnit: number;
}

const UNITS: Record<string, number> = {
  mm: 1,
  mil: 0.0254,
  mils: 0.0254,
  thou: 0.0254,
  in: 25.4,
  inch: 25.4,
};

/**
 * Normalises a header cell: lower case, unit annotation `(mm)` / `[mil]` split off, blanks and
 * punctuation dropped (`Through-Hole` → `throughhole`, `X (mm)` → `x` in mm).
 */
export function readHeaderCell(text: string): { key: string; mmPerUnit: number | null } {
  const m = /^(.*?)[([]\s*([a-z]+)\s*[)\]]\s*$/i.exec(text.trim());
  const name = m ? m[1]! : text;
  const unit = m ? m[2]!.toLowerCase() : null;
  return {
    key: name.toLowerCase().replace(/[^a-z0-9]/g, ''),
    mmPerUnit: unit === null ? 1 : (UNITS[unit] ?? null),
  };
}

/**
 * Finds the named columns in a header row. `aliases` maps a column name to the header spellings
 * accepted for it. Returns the columns found and the header cells whose unit is unknown.
 */
export function mapColumns<K extends string>(
  header: CsvRow,
  aliases: Record<K, string[]>,
): { columns: Partial<Record<K, Column>>; badUnits: string[]; unknown: string[] } {
  const columns: Partial<Record<K, Column>> = {};
  const badUnits: string[] = [];
  const unknown: string[] = [];
  header.fields.forEach((cell, index) => {
    const { key, mmPerUnit } = readHeaderCell(cell.text);
    const name = (Object.keys(aliases) as K[]).find((k) => aliases[k].includes(key));
    if (!name) {
      if (key !== '') unknown.push(cell.text.trim());
      return;
    }
    if (mmPerUnit === null) badUnits.push(cell.text.trim());
    else if (columns[name] === undefined) columns[name] = { index, mmPerUnit };
  });
  return { columns, badUnits, unknown };
}
