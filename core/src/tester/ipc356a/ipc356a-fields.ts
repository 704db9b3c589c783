/**
 * Fixed-column fields of an IPC-D-356A test record (IPC-D-356A, "Standard electrical test record";
 * columns 1-based): 1–3 operation code, 4–17 net (14 characters; longer names go through `P NNAMEn`
 * aliases), 21–26 component reference (6), 27 `-`, 28–31 pin (4), 32 `M` mid-point, 33–38 `D` hole
 * diameter (4 digits) + `P`/`U` plated, 39–41 `A` access code, 42–57 `X`/`Y` location (sign + 6
 * digits), 58–71 `X`/`Y` size (4 digits) + `R` rotation (3 digits), 73–74 `S` solder mask. With
 * `UNITS CUST 1` a unit is 0.001 mm and angles are degrees.
 */
export interface Ipc356Record {
  code: '317' | '327' | '347' | '367';
  net: string;
  ref: string;
  pin: string;
  midpoint: boolean;
  /** Hole diameter in file units, with plating; null for SMD. */
  drill: { units: number; plated: boolean } | null;
  access: number;
  x: number;
  y: number;
  sizeX: number;
  /** 0 = round (IPC-D-356A; as KiCad writes circles). */
  sizeY: number;
  rotation: number;
  mask: 0 | 1 | 2 | 3;
}

const pad = (s: string, n: number) => s.slice(0, n).padEnd(n, ' ');
const digits = (v: number, n: number) => String(Math.max(0, Math.round(v))).padStart(n, '0');
const signed = (v: number, n: number) => `${v < 0 ? '-' : '+'}${digits(Math.abs(v), n)}`;

/** One record as 80 fixed columns (trailing blanks trimmed). */
export function recordLine(r: Ipc356Record): string {
  const line =
    r.code +
    pad(r.net, 14) +
    '   ' +
    pad(r.ref, 6) +
    (r.pin === '' ? ' ' : '-') +
    pad(r.pin, 4) +
    (r.midpoint ? 'M' : ' ') +
    (r.drill ? `D${digits(r.drill.units, 4)}${r.drill.plated ? 'P' : 'U'}` : '      ') +
    `A${digits(r.access, 2)}` +
    `X${signed(r.x, 6)}Y${signed(r.y, 6)}` +
    `X${digits(r.sizeX, 4)}Y${digits(r.sizeY, 4)}R${digits(r.rotation, 3)}` +
    ' ' +
    `S${r.mask}`;
  return line.trimEnd();
}

/** The largest value a field of `n` digits holds. */
export const fieldMax = (n: number) => 10 ** n - 1;
