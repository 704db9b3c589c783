import type { CopperSides } from '../../board/model';

/** A cell value, or what was expected instead (for the diagnostic). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; expected: string };

const fail = (expected: string): Parsed<never> => ({ ok: false, expected });

/**
 * A decimal number. A decimal comma is accepted when the file is not comma-separated (`12,5` in a
 * semicolon file, as spreadsheets in many locales write it).
 */
export function parseNumber(text: string, decimalComma: boolean): Parsed<number> {
  const t = decimalComma ? text.trim().replace(',', '.') : text.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return fail('a number');
  const value = Number(t);
  return Number.isFinite(value) ? { ok: true, value } : fail('a finite number');
}

const SIDES: Record<string, CopperSides> = {
  top: 'top',
  t: 'top',
  front: 'top',
  f: 'top',
  bottom: 'bottom',
  bot: 'bottom',
  b: 'bottom',
  back: 'bottom',
  both: 'both',
};

/** Top / Bottom / Both (also T, B, Front, Back, Bot). */
export function parseSide(text: string): Parsed<CopperSides> {
  const side = SIDES[text.trim().toLowerCase()];
  return side ? { ok: true, value: side } : fail('Top, Bottom or Both');
}

export type MountType = 'smd' | 'th';

const TYPES: Record<string, MountType> = {
  smd: 'smd',
  smt: 'smd',
  surface: 'smd',
  throughhole: 'th',
  th: 'th',
  pth: 'th',
  tht: 'th',
};

/** SMD or Through-Hole (also SMT, TH, PTH, THT). */
export function parseType(text: string): Parsed<MountType> {
  const type =
    TYPES[
      text
        .trim()
        .toLowerCase()
        .replace(/[^a-z]/g, '')
    ];
  return type ? { ok: true, value: type } : fail('SMD or Through-Hole (TH, PTH)');
}

const YES = new Set(['yes', 'y', 'true', '1', 'plated', 'pth']);
const NO = new Set(['no', 'n', 'false', '0', 'unplated', 'npth', '']);

/** Yes / No (also True / False, 1 / 0, PTH / NPTH); blank is No. */
export function parsePlated(text: string): Parsed<boolean> {
  const t = text.trim().toLowerCase();
  if (YES.has(t)) return { ok: true, value: true };
  if (NO.has(t)) return { ok: true, value: false };
  return fail('Yes or No');
}
