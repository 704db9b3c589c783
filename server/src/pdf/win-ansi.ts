// The PDF's standard fonts (Helvetica) encode text as WinAnsi (PDF 32000-1 Annex D.2): Latin-1 plus
// a few typographic characters. The engine's messages use signs outside it (≥, ↔, ⌀); they are
// spelled out rather than embedding a font file, which keeps the PDF small and the server free of
// font files. Anything else outside the set becomes "?".
const SPELLED: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '↔': '<->',
  '→': '->',
  '←': '<-',
  '⌀': 'dia. ',
  '∅': 'dia. ',
  '≈': '~',
  '≠': '!=',
  '−': '-',
  Ω: 'ohm',
  '⚠': '!',
  '‖': '||',
  '\u2009': ' ',
  '\u202f': ' ',
};

const EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const encodable = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRA.has(c);
};

/** Text the standard PDF fonts can show. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) out += SPELLED[c] ?? (encodable(c) ? c : c === '\n' ? ' ' : '?');
  return out;
}
