import { type Field, fieldInt, tokenizeFields } from './fields';

/**
 * A test record (operation codes 317 / 327 / 347 / 367 and their 0xx repeats) as written, in file
 * units (IPC-D-356A §4 "Standard electrical test record"). Columns (1-based): 1–3 code, 4–17 net,
 * 21–26 reference, 27 '-', 28–31 pin, 32 mid-point `M`, 33–38 `D` hole diameter + `P`/`U`,
 * 39–41 `A` access, 42–57 `X`/`Y` location, 58–71 `X`/`Y` feature size + `R` rotation,
 * 73–74 `S` solder mask. Writers move the later fields by a column or two, so those are located by
 * their letter, not their column.
 */
export interface TestRecord {
  line: number;
  code: string;
  /** Net field as written (alias not resolved); '' when blank. */
  net: string;
  ref: string;
  pin: string;
  midpoint: boolean;
  drill: number | null;
  /** true for `P`, false for `U`, null when absent. */
  plated: boolean | null;
  access: number | null;
  x: number | null;
  y: number | null;
  sizeX: number | null;
  sizeY: number | null;
  rotation: number | null;
  /** Raw solder-mask code (valid: 0..3); null when absent. */
  mask: number | null;
  /** Reference and pin were not in their standard columns and were found by shape instead. */
  shifted: boolean;
  /** 1-based column of text that fits no field, or null. */
  junkColumn: number | null;
}

interface RefPin {
  ref: string;
  pin: string;
  fieldsFrom: number;
  shifted: boolean;
}

// Reference and pin glued as `REF-PIN`, followed by the first field (mid-point, drill, plating+access).
const SHIFTED_REF_PIN = /^[ ]*([^\s-]+)[ ]*(?:-[ ]*(\S*?))?(?=[ ]|M?D[ ]*\d|[PU]?A\d\d|$)/;

/** Reference (cols 21–26) and pin (cols 28–31); falls back to a `REF-PIN` shape when columns are off. */
function splitRefPin(line: string): RefPin {
  const dash = line[26];
  const flag = line[31];
  if (
    (dash === undefined || dash === '-' || dash === ' ') &&
    (flag === undefined || flag === 'M' || flag === ' ')
  ) {
    return { ref: line.slice(20, 26).trim(), pin: line.slice(27, 31).trim(), fieldsFrom: 31, shifted: false };
  }
  const zone = line.slice(20);
  const m = SHIFTED_REF_PIN.exec(zone);
  if (!m)
    return { ref: line.slice(20, 26).trim(), pin: line.slice(27, 31).trim(), fieldsFrom: 31, shifted: true };
  return { ref: m[1]!, pin: m[2] ?? '', fieldsFrom: 20 + m[0].length, shifted: true };
}

type Draft = Omit<TestRecord, 'line' | 'code' | 'net' | 'ref' | 'pin' | 'shifted' | 'junkColumn'>;

// Each letter fills the next slot it can: the first X/Y pair is the location, the second the size.
const FIELD_HANDLERS: Record<string, (d: Draft, f: Field) => void> = {
  M: (d) => {
    d.midpoint = true;
  },
  D: (d, f) => {
    d.drill = fieldInt(f.value);
  },
  P: (d) => {
    d.plated = true;
  },
  U: (d) => {
    d.plated = false;
  },
  A: (d, f) => {
    d.access = fieldInt(f.value);
  },
  X: (d, f) => {
    if (d.x === null) d.x = fieldInt(f.value);
    else if (d.sizeX === null) d.sizeX = fieldInt(f.value);
  },
  Y: (d, f) => {
    if (d.y === null && d.sizeX === null) d.y = fieldInt(f.value);
    else if (d.sizeY === null) d.sizeY = fieldInt(f.value);
  },
  R: (d, f) => {
    d.rotation = fieldInt(f.value);
  },
  S: (d, f) => {
    d.mask = fieldInt(f.value);
  },
};

/** Parses one test record line (already known to start with a test-record code). */
export function parseTestRecord(text: string, line: number): TestRecord {
  const { ref, pin, fieldsFrom, shifted } = splitRefPin(text);
  const draft: Draft = {
    midpoint: false,
    drill: null,
    plated: null,
    access: null,
    x: null,
    y: null,
    sizeX: null,
    sizeY: null,
    rotation: null,
    mask: null,
  };
  const { fields, junkAt } = tokenizeFields(text, fieldsFrom);
  let done = false;
  for (const field of fields) {
    // Columns 75–80 after the mask code are free-form; stop reading there.
    if (done) break;
    FIELD_HANDLERS[field.letter]?.(draft, field);
    if (field.letter === 'S') done = true;
  }
  return {
    ...draft,
    line,
    code: text.slice(0, 3),
    net: text.slice(3, 17).trim(),
    ref,
    pin,
    shifted,
    junkColumn: junkAt === null || done ? null : junkAt + 1,
  };
}
