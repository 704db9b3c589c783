/** The codes and coordinates of one word command, e.g. `G01X100Y-200I5J0D01` (Gerber spec §3.4). */
export interface WordFields {
  g: number[];
  d: number | null;
  m: number | null;
  x: string | null;
  y: string | null;
  i: string | null;
  j: string | null;
  /** Text after G04 (a comment); null when the word is not a comment. */
  comment: string | null;
  /** The first character the scanner did not understand, for the diagnostic. */
  unknown: string | null;
}

const isNumberChar = (c: number): boolean => (c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46;

/** Empty fields, for scanWord to fill. */
export const emptyWord = (): WordFields => ({
  g: [],
  d: null,
  m: null,
  x: null,
  y: null,
  i: null,
  j: null,
  comment: null,
  unknown: null,
});

/**
 * Scans a word command into its fields in one pass, without regular expressions (fast on files
 * with millions of coordinates). Fills and returns `f` (the reader reuses one object per file).
 */
export function scanWord(text: string, f: WordFields = emptyWord()): WordFields {
  f.g.length = 0;
  f.d = null;
  f.m = null;
  f.x = null;
  f.y = null;
  f.i = null;
  f.j = null;
  f.comment = null;
  f.unknown = null;
  let k = 0;
  const n = text.length;
  while (k < n) {
    const letter = text.charCodeAt(k) & ~32; // upper-case
    let end = k + 1;
    while (end < n && isNumberChar(text.charCodeAt(end))) end++;
    const value = text.slice(k + 1, end);
    if (letter === 71 /* G */ && (value === '04' || value === '4')) {
      f.comment = text.slice(end).trim();
      return f;
    }
    if (!assignField(f, letter, value)) {
      if (text.charCodeAt(k) > 32) f.unknown ??= text[k]!;
      end = k + 1;
    }
    k = end;
  }
  return f;
}

function assignField(f: WordFields, letter: number, value: string): boolean {
  if (value === '') return false;
  switch (letter) {
    case 71:
      f.g.push(Number.parseInt(value, 10));
      return true;
    case 68:
      f.d = Number.parseInt(value, 10);
      return true;
    case 77:
      f.m = Number.parseInt(value, 10);
      return true;
    case 88:
      f.x = value;
      return true;
    case 89:
      f.y = value;
      return true;
    case 73:
      f.i = value;
      return true;
    case 74:
      f.j = value;
      return true;
    default:
      return false;
  }
}
