/** One letter-prefixed field of a 356 record, e.g. `X+061961`, `D  24`, `PA01` (→ `P`, `A01`). */
export interface Field {
  letter: string;
  /** Sign and digits as written; '' for flag letters (`M`, `P`, `U`). */
  value: string;
  /** 0-based index of the letter in the line. */
  index: number;
}

// A letter, then optional blanks, sign, blanks and digits. Writers pad numbers with blanks where a
// sign or a leading zero would be (Eagle: `X  14900Y   1450X 396`), so blanks are allowed inside.
const FIELD = /[ \t]*([A-Za-z])[ \t]*([+-]?)[ \t]*(\d*)/y;

export interface Fields {
  fields: Field[];
  /** Index of the first character that is not part of a field, or null when the whole rest was read. */
  junkAt: number | null;
}

/** Reads letter-prefixed fields from `line` starting at `from`, until the end or a character that fits no field. */
export function tokenizeFields(line: string, from: number): Fields {
  const fields: Field[] = [];
  FIELD.lastIndex = from;
  while (FIELD.lastIndex < line.length) {
    const start = FIELD.lastIndex;
    const m = FIELD.exec(line);
    if (!m) {
      const rest = line.slice(start);
      return { fields, junkAt: rest.trim() === '' ? null : start + (rest.length - rest.trimStart().length) };
    }
    const letterIndex = m.index + m[0].search(/[A-Za-z]/);
    fields.push({ letter: m[1]!.toUpperCase(), value: `${m[2]}${m[3]}`, index: letterIndex });
  }
  return { fields, junkAt: null };
}

/** Parses a field value as an integer; null when it has no digits. */
export function fieldInt(value: string): number | null {
  if (!/\d/.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
