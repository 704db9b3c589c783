// An independent GenCAD 1.4 reader for the writers' tests, written from the specification (Mitron,
// GenCAD 1.4, rev 1.4/A) and not from Studio's writer: it tokenises strings by Appendix A (quotes, `\`
// escapes; Studio's `\u{HEX}` for characters GenCAD does not allow), converts every <dimension> unit,
// and places shape pins by Appendix B (mirror first, then rotate counter-clockwise, then PLACE; FLIP
// swaps the pad stack layers).

export interface GencadPin {
  ref: string;
  pin: string;
  x: number;
  y: number;
  /** Copper layers after the component's FLIP. */
  layers: string[];
}

export interface GencadNail {
  name: string;
  x: number;
  y: number;
  net: string;
  tan: string;
  tin: string;
  probe: string;
  layer: string;
  attributes: Record<string, string>;
}

export interface GencadRead {
  version: string | null;
  mmPerUnit: number;
  origin: { x: number; y: number };
  headerAttributes: Record<string, string>;
  boardLines: number;
  pins: GencadPin[];
  components: Map<string, { layer: string; device: string; shape: string }>;
  devices: Map<string, Record<string, string>>;
  signals: Map<string, { ref: string; pin: string }[]>;
  vias: { name: string; net: string; x: number; y: number; layer: string; drill: number }[];
  testpads: { name: string; net: string; x: number; y: number; layer: string }[];
  naillocs: { target: string; name: string; x: number; y: number; layer: string }[];
  testpins: GencadNail[];
  powerpins: GencadNail[];
  fholes: { x: number; y: number; drill: number }[];
  holes: { x: number; y: number; drill: number }[];
  sections: string[];
}

/** Splits a line into tokens: bare words, and double-quoted strings with `\` escapes. */
export function tokenizeGencad(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] === ' ') {
      i++;
      continue;
    }
    let tok = '';
    const quoted = line[i] === '"';
    if (quoted) i++;
    while (i < line.length) {
      const ch = line[i]!;
      if (quoted && ch === '"') {
        i++;
        break;
      }
      if (!quoted && ch === ' ') break;
      if (ch === '\\') {
        const next = line[i + 1];
        if (next === 'u' && line[i + 2] === '{') {
          const end = line.indexOf('}', i);
          tok += String.fromCodePoint(Number.parseInt(line.slice(i + 3, end), 16));
          i = end + 1;
          continue;
        }
        tok += next ?? '';
        i += 2;
        continue;
      }
      tok += ch;
      i++;
    }
    out.push(tok);
  }
  return out;
}

const UNITS: Record<string, (n: number) => number> = {
  INCH: () => 25.4,
  THOU: () => 0.0254,
  MM: () => 1,
  MM100: () => 0.01,
  USER: (n) => 25.4 / n,
  USERM: (n) => 10 / n,
  USERMM: (n) => 1 / n,
};

interface Shape {
  pins: { pin: string; stack: string; x: number; y: number; layer: string }[];
}

export function readGencadIndependently(text: string): GencadRead {
  if (/[^\x20-\x7e\r\n]/.test(text)) throw new Error('GenCAD allows only ASCII 32–126, CR and LF');
  const out: GencadRead = {
    version: null,
    mmPerUnit: 1,
    origin: { x: 0, y: 0 },
    headerAttributes: {},
    boardLines: 0,
    pins: [],
    components: new Map(),
    devices: new Map(),
    signals: new Map(),
    vias: [],
    testpads: [],
    naillocs: [],
    testpins: [],
    powerpins: [],
    fholes: [],
    holes: [],
    sections: [],
  };
  const stacks = new Map<string, string[]>();
  const shapes = new Map<string, Shape>();
  const placed: {
    ref: string;
    x: number;
    y: number;
    rot: number;
    shape: string;
    mirror: string;
    flip: boolean;
  }[] = [];
  let section = '';
  let stack = '';
  let shape: Shape | null = null;
  let comp: (typeof placed)[number] | null = null;
  let device: Record<string, string> | null = null;
  let signal = '';
  let route = '';
  let layer = '';
  let lastNail: GencadNail | null = null;
  const u = (v: string) => Number(v) * out.mmPerUnit;
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '') continue;
    if (raw.startsWith(' ')) throw new Error(`a line starts with a space: ${raw}`);
    const t = tokenizeGencad(raw);
    const kw = t[0]!;
    if (kw.startsWith('$')) {
      if (!kw.startsWith('$END')) out.sections.push(kw.slice(1));
      section = kw.startsWith('$END') ? '' : kw.slice(1);
      continue;
    }
    if (section === 'HEADER') {
      if (kw === 'GENCAD') out.version = t[1]!;
      if (kw === 'UNITS') out.mmPerUnit = UNITS[t[1]!]!(Number(t[2]));
      if (kw === 'ORIGIN') out.origin = { x: u(t[1]!), y: u(t[2]!) };
      if (kw === 'ATTRIBUTE') out.headerAttributes[t[2]!] = t[3]!;
    } else if (section === 'BOARD') {
      if (kw === 'LINE' || kw === 'ARC') out.boardLines++;
    } else if (section === 'PADSTACKS') {
      if (kw === 'PADSTACK') {
        stack = t[1]!;
        stacks.set(stack, []);
      } else if (kw === 'PAD') stacks.get(stack)!.push(t[2]!);
    } else if (section === 'SHAPES') {
      if (kw === 'SHAPE') {
        shape = { pins: [] };
        shapes.set(t[1]!, shape);
      } else if (kw === 'PIN')
        shape!.pins.push({ pin: t[1]!, stack: t[2]!, x: u(t[3]!), y: u(t[4]!), layer: t[5]! });
    } else if (section === 'COMPONENTS') {
      if (kw === 'COMPONENT') {
        comp = { ref: t[1]!, x: 0, y: 0, rot: 0, shape: '', mirror: '0', flip: false };
        placed.push(comp);
        out.components.set(t[1]!, { layer: '', device: '', shape: '' });
      } else if (kw === 'PLACE') {
        comp!.x = u(t[1]!);
        comp!.y = u(t[2]!);
      } else if (kw === 'ROTATION') comp!.rot = Number(t[1]);
      else if (kw === 'LAYER') out.components.get(comp!.ref)!.layer = t[1]!;
      else if (kw === 'DEVICE') out.components.get(comp!.ref)!.device = t[1]!;
      else if (kw === 'SHAPE') {
        comp!.shape = t[1]!;
        comp!.mirror = t[2]!;
        comp!.flip = t[3] === 'FLIP';
        out.components.get(comp!.ref)!.shape = t[1]!;
      }
    } else if (section === 'DEVICES') {
      if (kw === 'DEVICE') {
        device = {};
        out.devices.set(t[1]!, device);
      } else device![kw] = t.slice(1).join(' ');
    } else if (section === 'SIGNALS') {
      if (kw === 'SIGNAL') {
        signal = t[1]!;
        out.signals.set(signal, []);
      } else if (kw === 'NODE') out.signals.get(signal)!.push({ ref: t[1]!, pin: t[2]! });
      else if (kw === 'NAILLOC')
        out.naillocs.push({ target: `${t[1]}.${t[2]}`, name: t[3]!, x: u(t[4]!), y: u(t[5]!), layer: t[9]! });
    } else if (section === 'ROUTES') {
      if (kw === 'ROUTE') route = t[1]!;
      else if (kw === 'LAYER') layer = t[1]!;
      else if (kw === 'VIA')
        out.vias.push({ name: t[6]!, net: route, x: u(t[2]!), y: u(t[3]!), layer: t[4]!, drill: u(t[5]!) });
      else if (kw === 'TESTPAD')
        out.testpads.push({ name: t[6]!, net: route, x: u(t[2]!), y: u(t[3]!), layer });
      else if (kw === 'NAILLOC')
        out.naillocs.push({ target: t[1]!, name: t[2]!, x: u(t[3]!), y: u(t[4]!), layer: t[8]! });
    } else if (section === 'MECH') {
      if (kw === 'FHOLE') out.fholes.push({ x: u(t[1]!), y: u(t[2]!), drill: u(t[3]!) });
      if (kw === 'HOLE') out.holes.push({ x: u(t[1]!), y: u(t[2]!), drill: u(t[3]!) });
    } else if (section === 'TESTPINS' || section === 'POWERPINS') {
      if (kw === 'TESTPIN' || kw === 'POWERPIN') {
        lastNail = {
          name: t[1]!,
          x: u(t[2]!),
          y: u(t[3]!),
          net: t[4]!,
          tan: t[5]!,
          tin: t[6]!,
          probe: t[7]!,
          layer: t[8]!,
          attributes: {},
        };
        (kw === 'TESTPIN' ? out.testpins : out.powerpins).push(lastNail);
      } else if (kw === 'ATTRIBUTE' && lastNail) lastNail.attributes[t[2]!] = t[3]!;
    }
  }
  const swap = (l: string) => (l === 'TOP' ? 'BOTTOM' : l === 'BOTTOM' ? 'TOP' : l);
  for (const c of placed) {
    const sh = shapes.get(c.shape);
    if (!sh) throw new Error(`component ${c.ref}: shape ${c.shape} is not defined`);
    const rad = (c.rot * Math.PI) / 180;
    const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
    for (const p of sh.pins) {
      let { x, y } = p;
      if (c.mirror === 'MIRRORX') y = -y;
      if (c.mirror === 'MIRRORY') x = -x;
      const rx = x * cos - y * sin;
      const ry = x * sin + y * cos;
      // A pin's layer BOTTOM swaps its stack's layers (§2 SHAPES), and so does the component's FLIP.
      let layers = stacks.get(p.stack) ?? [p.layer];
      if (p.layer === 'BOTTOM') layers = layers.map(swap);
      if (c.flip) layers = layers.map(swap);
      out.pins.push({
        ref: c.ref,
        pin: p.pin,
        x: c.x + rx,
        y: c.y + ry,
        layers: [...new Set(layers)].sort(),
      });
    }
  }
  return out;
}
