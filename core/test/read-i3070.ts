// An independent reader of Keysight i3070 `board` and `board_xy` files for the writers' tests, written
// from the syntax the i3070 "Data Formats" manual gives (comments from `!`, double-quoted strings,
// statements closed by `;`, `device.pin`, ALTERNATES options) — not from Studio's writer.

type Token = { kind: 'word' | 'string' | ',' | ';'; text: string };

export function tokenizeI3070(text: string): Token[] {
  const out: Token[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    let i = 0;
    const line = rawLine;
    while (i < line.length) {
      const ch = line[i]!;
      if (ch === '!') break;
      if (ch === ' ' || ch === '\t') {
        i++;
      } else if (ch === ',' || ch === ';') {
        out.push({ kind: ch, text: ch });
        i++;
      } else if (ch === '"') {
        const end = line.indexOf('"', i + 1);
        if (end < 0) throw new Error(`unterminated string: ${line}`);
        out.push({ kind: 'string', text: line.slice(i + 1, end) });
        i = end + 1;
      } else {
        let j = i;
        while (j < line.length && !' \t,;"!'.includes(line[j]!)) j++;
        out.push({ kind: 'word', text: line.slice(i, j) });
        i = j;
      }
    }
  }
  return out;
}

export interface XyAlternate {
  x: number;
  y: number;
  devPin: string | null;
  options: string[];
}

export interface BoardXyRead {
  units: string;
  scale: number;
  outline: { x: number; y: number }[];
  tooling: { diameter: number; x: number; y: number }[];
  nodes: Map<string, XyAlternate[]>;
  other: XyAlternate[];
  devices: Map<string, { side: string; outline: { x: number; y: number }[] }>;
  ended: boolean;
}

/** Reads a board_xy: every coordinate converted to mm by UNITS (MM / MILS / INCHES) and SCALE. */
export function readBoardXyIndependently(text: string): BoardXyRead {
  const t = tokenizeI3070(text);
  const out: BoardXyRead = {
    units: '',
    scale: 1,
    outline: [],
    tooling: [],
    nodes: new Map(),
    other: [],
    devices: new Map(),
    ended: false,
  };
  const unitMm = () => ({ MM: 1, MILS: 0.0254, INCHES: 25.4 })[out.units.toUpperCase()] ?? Number.NaN;
  const mm = (s: string) => Number(s) * out.scale * unitMm();
  let i = 0;
  const word = () => t[i]?.text.toUpperCase();
  const point = () => {
    const x = mm(t[i]!.text);
    if (t[i + 1]?.kind !== ',') throw new Error(`expected "," after ${t[i]!.text}`);
    const y = mm(t[i + 2]!.text);
    i += 3;
    return { x, y };
  };
  const alternates = (into: XyAlternate[]) => {
    i++; // ALTERNATES
    while (i < t.length && t[i]!.kind === 'word' && /^-?\d/.test(t[i]!.text)) {
      const p = point();
      let devPin: string | null = null;
      const options: string[] = [];
      while (t[i]!.kind !== ';') {
        const w = t[i]!.text;
        if (devPin === null && options.length === 0 && w.includes('.')) devPin = w;
        else options.push(w.toUpperCase());
        i++;
      }
      i++;
      into.push({ ...p, devPin, options });
    }
  };
  while (i < t.length) {
    const w = word();
    if (w === 'UNITS') {
      out.units = t[i + 1]!.text;
      i += 3;
    } else if (w === 'SCALE') {
      out.scale = Number(t[i + 1]!.text);
      i += 3;
    } else if (w === 'OUTLINE') {
      i++;
      while (t[i]!.kind !== ';') out.outline.push(point());
      i++;
    } else if (w === 'TOOLING') {
      i++;
      while (t[i]?.kind === 'word' && /^\d/.test(t[i]!.text)) {
        const diameter = mm(t[i]!.text);
        i++;
        out.tooling.push({ diameter, ...point() });
        if (t[i]!.kind !== ';') throw new Error('tooling entry without ";"');
        i++;
      }
    } else if (w === 'NODE') {
      const name = t[i + 1]!.text;
      i += 2;
      const list: XyAlternate[] = [];
      out.nodes.set(name, list);
      if (word() === 'ALTERNATES') alternates(list);
    } else if (w === 'OTHER') {
      i++;
      if (word() === 'ALTERNATES') alternates(out.other);
    } else if (w === 'DEVICES') {
      i++;
      while (t[i] && word() !== 'END') {
        const name = t[i]!.text;
        const side = t[i + 1]!.text.toUpperCase();
        i += 2;
        const outline: { x: number; y: number }[] = [];
        while (t[i]!.kind !== ';') outline.push(point());
        i++;
        out.devices.set(name, { side, outline });
      }
    } else if (w === 'END') {
      out.ended = true;
      i++;
    } else throw new Error(`unexpected ${t[i]!.text}`);
  }
  return out;
}

export interface BoardRead {
  heading: string;
  devices: Map<string, { class: string; fields: string[] }>;
  connections: Map<string, string[]>;
  nodes: string[];
  pins: Map<string, Map<string, string>>;
  ended: boolean;
}

const CLASSES = new Set([
  'CAPACITOR',
  'CONNECTOR',
  'DIODE',
  'FET',
  'FUSE',
  'INDUCTOR',
  'JUMPER',
  'POTENTIOMETER',
  'RESISTOR',
  'SWITCH',
  'TRANSISTOR',
  'ZENER',
  'UNDEFINED',
]);

/** Reads a board file: device classes and their entries, CONNECTIONS, NODES and the DEVICES cross-reference. */
export function readBoardIndependently(text: string): BoardRead {
  const t = tokenizeI3070(text);
  const out: BoardRead = {
    heading: '',
    devices: new Map(),
    connections: new Map(),
    nodes: [],
    pins: new Map(),
    ended: false,
  };
  let i = 0;
  let section = '';
  const statement = () => {
    const s: Token[] = [];
    while (t[i]!.kind !== ';') s.push(t[i++]!);
    i++;
    return s;
  };
  while (i < t.length) {
    const w = t[i]!.text.toUpperCase();
    if (
      t[i]!.kind === 'word' &&
      (CLASSES.has(w) || ['HEADING', 'CONNECTIONS', 'NODES', 'DEVICES', 'END'].includes(w))
    ) {
      section = w;
      i++;
      if (w === 'END') out.ended = true;
      continue;
    }
    const s = statement();
    if (section === 'HEADING') out.heading = s[0]!.text;
    else if (CLASSES.has(section))
      out.devices.set(s[0]!.text, { class: section, fields: s.slice(1).map((x) => x.text) });
    else if (section === 'CONNECTIONS')
      out.connections.set(
        s[0]!.text,
        s.slice(1).map((x) => x.text),
      );
    else if (section === 'NODES') out.nodes.push(s[0]!.text);
    else if (section === 'DEVICES') {
      const pins = new Map<string, string>();
      for (let k = 1; k < s.length; k += 2) pins.set(s[k]!.text.replace(/\.$/, ''), s[k + 1]!.text);
      out.pins.set(s[0]!.text, pins);
    }
  }
  return out;
}
