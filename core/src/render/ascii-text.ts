/**
 * Text for outputs that must be pure 7-bit ASCII (DXF R12 has no declared code page that every CAM tool
 * honours; the CLI's plain summary): the symbols a fixture drawing uses are spelled out, accented
 * letters lose their accent (NFKD), anything else becomes "?".
 */
const WORDS: Record<string, string> = {
  Ø: 'dia. ',
  ø: 'dia. ',
  '⌀': 'dia. ',
  '±': '+/-',
  µ: 'u',
  μ: 'u',
  '×': 'x',
  '°': ' deg',
  '–': '-',
  '—': '-',
  '−': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '≤': '<=',
  '≥': '>=',
  '↔': '<->',
  '→': '->',
  '²': '2',
  '³': '3',
  '\u00a0': ' ',
  '\u202f': ' ',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
};

export function toAscii(text: string): string {
  if (!/[^ -~\t\n\r]/.test(text)) return text;
  let out = '';
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) out += ch;
    else if (WORDS[ch] !== undefined) out += WORDS[ch];
    else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += /^[ -~]+$/.test(base) ? base : '?';
    }
  }
  return out;
}
