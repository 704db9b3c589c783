/** An X2 attribute command (Gerber spec §5): `%TF`, `%TA`, `%TO` set; `%TD` deletes. */
export interface AttributeCommand {
  cmd: 'TF' | 'TA' | 'TO' | 'TD';
  /** Attribute name with its leading dot for standard ones (`.N`, `.AperFunction`); '' for a bare `%TD`. */
  name: string;
  values: string[];
}

const COMMANDS = new Set(['TF', 'TA', 'TO', 'TD']);

/**
 * Reads an attribute block body, e.g. `TO.P,C1,1` or `TF.FileFunction,Copper,L1,Top`. Fields are
 * separated by commas; `\uXXXX` escapes (spec §5.1: how `,`, `*`, `%` and non-ASCII characters are
 * written, e.g. KiCad's `U\u002A\u002A\u002A`) are decoded after splitting.
 */
export function parseAttribute(body: string): AttributeCommand | null {
  const cmd = body.slice(0, 2);
  if (!COMMANDS.has(cmd)) return null;
  const fields = body.slice(2).split(',');
  const name = (fields[0] ?? '').trim();
  return { cmd: cmd as AttributeCommand['cmd'], name, values: fields.slice(1).map(unescapeValue) };
}

/** Decodes `\uXXXX` escapes; anything else is kept as written. */
export function unescapeValue(s: string): string {
  if (!s.includes('\\u')) return s;
  let out = '';
  let i = 0;
  while (i < s.length) {
    if (s[i] === '\\' && s[i + 1] === 'u' && isHex4(s, i + 2)) {
      out += String.fromCharCode(Number.parseInt(s.slice(i + 2, i + 6), 16));
      i += 6;
    } else out += s[i++];
  }
  return out;
}

function isHex4(s: string, at: number): boolean {
  if (at + 4 > s.length) return false;
  for (let k = at; k < at + 4; k++) {
    const c = s.charCodeAt(k) | 32;
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** Returns a new attribute set with one attribute set or removed (copy on write: objects share sets). */
export function withAttribute(
  set: Readonly<Record<string, readonly string[]>>,
  name: string,
  values: readonly string[] | null,
): Readonly<Record<string, readonly string[]>> {
  const next: Record<string, readonly string[]> = { ...set };
  if (values === null) delete next[name];
  else next[name] = values;
  return next;
}

/** The names of the X2 pad aperture functions (spec §5.6.10): flashes with these are pads. */
export const PAD_FUNCTIONS = new Set([
  'ComponentPad',
  'SMDPad',
  'BGAPad',
  'ConnectorPad',
  'HeatsinkPad',
  'TestPad',
  'CastellatedPad',
  'FiducialPad',
  'WasherPad',
  'ViaPad',
]);
