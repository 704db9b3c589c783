import type { RecordLine } from './text';

/**
 * ODB++ units (spec, "Units of Measurement"): a file is in inches or millimetres, as its `UNITS=`
 * line says (`U MM` / `U INCH` in older files), else as `misc/info` says for the whole product
 * model. Coordinates are in inches or mm; symbol dimensions are in mils (inch files) or microns
 * (mm files): `r1000` is 1000 mils = 1 inch across in an inch file and 1000 µm = 1 mm in a mm
 * file. A symbol-table entry may carry its own `I` / `M` suffix.
 */
export type OdbUnits = 'inch' | 'mm';

/** mm per coordinate unit. */
export const coordScale = (u: OdbUnits): number => (u === 'mm' ? 1 : 25.4);
/** A symbol dimension (mils or microns) in mm; microns are divided so that 599.9988 stays 0.5999988. */
export const symbolMm = (v: number, u: OdbUnits): number => (u === 'mm' ? v / 1000 : v * 0.0254);

/** `MM` / `INCH` (any case, also `I` / `M`) → units; undefined for anything else. */
export function unitsFromWord(word: string | undefined): OdbUnits | undefined {
  const w = (word ?? '').trim().toUpperCase();
  if (w === 'MM' || w === 'M' || w === 'METRIC') return 'mm';
  if (w === 'INCH' || w === 'I' || w === 'IN' || w === 'IMPERIAL') return 'inch';
  return undefined;
}

/** The units a line record file declares (`UNITS=MM`, `U INCH`), if any. */
export function declaredUnits(lines: readonly RecordLine[]): { units: OdbUnits; line: number } | undefined {
  for (const r of lines.slice(0, 50)) {
    const m = /^(?:UNITS\s*=\s*|U\s+)(\w+)$/i.exec(r.text);
    if (m) {
      const units = unitsFromWord(m[1]);
      if (units) return { units, line: r.line };
    }
  }
  return undefined;
}
