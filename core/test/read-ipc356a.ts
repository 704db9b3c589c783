// An independent IPC-D-356A reader for the writers' tests: fixed columns exactly as IPC-D-356A's
// "standard electrical test record" places them (not the project's tolerant reader, which locates
// fields by their letters), NNAME aliases, UNITS CUST 0/1, and Studio's `C  PROBE` marker records.

export interface Read356Record {
  code: string;
  net: string | null;
  ref: string;
  pin: string;
  midpoint: boolean;
  drillMm: number | null;
  plated: boolean | null;
  access: number;
  x: number;
  y: number;
  sizeX: number;
  sizeY: number;
  rotation: number;
  mask: number;
  /** The `C  PROBE` record right before it: probe id and side. */
  probe: { id: string; side: string } | null;
}

export interface Read356 {
  version: string | null;
  mmPerUnit: number;
  records: Read356Record[];
  ended: boolean;
}

/** Studio writes characters outside printable ASCII as `\u{HEX}` (docs/formats/ipc356a.md). */
const decodeCodePoints = (s: string) =>
  s.replace(/\\u\{([0-9A-F]+)\}/g, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)));

const num = (s: string) => {
  if (!/^[+-]?\d+$/.test(s)) throw new Error(`not a number: "${s}"`);
  return Number(s);
};

export function readIpc356aIndependently(text: string): Read356 {
  const out: Read356 = { version: null, mmPerUnit: 0.00254, records: [], ended: false };
  const aliases = new Map<string, string>();
  let probe: Read356Record['probe'] = null;
  for (const line of text.split(/\r?\n/)) {
    if (line === '') continue;
    if (line.length > 80) throw new Error(`longer than 80 columns: ${line}`);
    if (/[^\x20-\x7e]/.test(line)) throw new Error(`not ASCII: ${line}`);
    if (line.startsWith('C')) {
      const m = /^C {2}PROBE (\S+) (TOP|BOTTOM)/.exec(line);
      probe = m ? { id: m[1]!, side: m[2]! } : probe;
      continue;
    }
    if (line.startsWith('P')) {
      const name = line.slice(3).split(' ')[0]!;
      const value = line.slice(3 + name.length).trim();
      if (name === 'UNITS') out.mmPerUnit = value === 'CUST 1' ? 0.001 : 0.00254;
      if (name === 'VER') out.version = value;
      if (/^NNAME\d+$/.test(name)) aliases.set(name, line.slice(14));
      continue;
    }
    if (line.startsWith('999')) {
      out.ended = true;
      continue;
    }
    const code = line.slice(0, 3);
    if (!['317', '327', '347', '367'].includes(code)) throw new Error(`unexpected record ${code}`);
    const f = (a: number, b: number) => line.slice(a - 1, b);
    const netField = f(4, 17).trim();
    const mm = (s: string) => num(s) * out.mmPerUnit;
    const drill = f(33, 38);
    if (f(27, 27) !== '-' && f(27, 27) !== ' ') throw new Error(`column 27: ${line}`);
    if (
      f(39, 39) !== 'A' ||
      f(42, 42) !== 'X' ||
      f(50, 50) !== 'Y' ||
      f(58, 58) !== 'X' ||
      f(63, 63) !== 'Y' ||
      f(68, 68) !== 'R' ||
      f(73, 73) !== 'S'
    )
      throw new Error(`a field is out of its columns: ${line}`);
    out.records.push({
      code,
      net: netField === 'N/C' ? null : decodeCodePoints(aliases.get(netField) ?? netField),
      ref: f(21, 26).trim(),
      pin: f(28, 31).trim(),
      midpoint: f(32, 32) === 'M',
      drillMm: drill.startsWith('D') ? mm(drill.slice(1, 5)) : null,
      plated: drill.startsWith('D') ? drill[5] === 'P' : null,
      access: num(f(40, 41)),
      x: mm(f(43, 49)),
      y: mm(f(51, 57)),
      sizeX: mm(f(59, 62)),
      sizeY: mm(f(64, 67)),
      rotation: num(f(69, 71)),
      mask: num(f(74, 74)),
      probe,
    });
    probe = null;
  }
  return out;
}
