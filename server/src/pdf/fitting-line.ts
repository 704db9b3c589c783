// A table cell's text written straight into the page's content stream, byte for byte what pdfkit
// writes for `doc.text(value, x, y, { width, height, ellipsis: true, align, lineBreak: false })` when
// the value fits on the line — without pdfkit's line wrapper (Unicode line breaking, word widths,
// one Buffer per operator). A 100k-pad fixture's assembly PDF has ~400k such cells (wiring list, hole
// lists, title strips): the wrapper was 2/3 of the PDF's time. Anything this cannot prove identical
// (a value that may not fit and would be cut with an ellipsis, a line break, a soft hyphen, trailing
// white space, centred text, an embedded font, text options in force) is left to pdfkit: the caller
// falls back when this returns false. `fitting-line.test.ts` compares both on random cells.

type Doc = PDFKit.PDFDocument;

/** The parts of pdfkit's AFM font (standard fonts) read here. */
interface AfmFont {
  glyphWidths: Record<string, number>;
  encodeText(text: string): string[];
  characterToGlyph(code: number): string;
  widthOfGlyph(glyph: string): number;
  getKernPair(left: string, right: string | undefined): number;
}

/** pdfkit's document internals read and written here (pdfkit 0.20's layout). */
interface DocInternals {
  _font: {
    id: string;
    font?: unknown;
    ascender: number;
    ref(): unknown;
  };
  _fontSize: number;
  _lineGap?: number;
  _wrapper: unknown;
  _fillColor?: unknown;
  _textOptions: unknown;
  page: { height: number; fonts: Record<string, unknown> };
  x: number;
  y: number;
  currentLineHeight(includeGap?: boolean): number;
  addContent(data: string | Uint8Array): unknown;
}

interface Glyphs {
  afm: AfmFont;
  /** per character code: [hex code in the content stream, glyph name, advance width] */
  chars: Map<number, [string, string, number]>;
  /** kerning by (left code << 16 | right code) */
  kerns: Map<number, number>;
}

const glyphsOf = new WeakMap<object, Glyphs>();

function isAfm(font: unknown): font is AfmFont {
  const f = font as Partial<AfmFont> | null | undefined;
  return (
    !!f &&
    typeof f.glyphWidths === 'object' &&
    typeof f.encodeText === 'function' &&
    typeof f.characterToGlyph === 'function' &&
    typeof f.getKernPair === 'function'
  );
}

function charOf(g: Glyphs, code: number): [string, string, number] {
  let c = g.chars.get(code);
  if (!c) {
    const glyph = g.afm.characterToGlyph(code);
    c = [g.afm.encodeText(String.fromCharCode(code))[0]!, glyph, g.afm.widthOfGlyph(glyph)];
    g.chars.set(code, c);
  }
  return c;
}

function kernOf(g: Glyphs, left: number, leftGlyph: string, right: number, rightGlyph: string): number {
  const key = left * 0x10000 + right;
  let k = g.kerns.get(key);
  if (k === undefined) {
    k = g.afm.getKernPair(leftGlyph, rightGlyph);
    g.kerns.set(key, k);
  }
  return k;
}

const fillOpsOf = new Map<string, string | null>();

/** The operators pdfkit's `fillColor` writes for a `#rrggbb` colour (null: another kind of colour). */
export function fillOps(colour: string): string | null {
  let ops = fillOpsOf.get(colour);
  if (ops === undefined) {
    if (/^#[0-9a-f]{6}$/i.test(colour)) {
      const hex = Number.parseInt(colour.slice(1), 16);
      const rgb = [hex >> 16, (hex >> 8) & 0xff, hex & 0xff].map((part) => part / 255);
      ops = `/DeviceRGB cs\n${rgb.join(' ')} scn`;
    } else ops = null;
    fillOpsOf.set(colour, ops);
  }
  return ops;
}

/**
 * A content-stream write as bytes, with the line end pdfkit adds to a string: what its write makes of
 * the string (each character's low byte) without its per-character loop.
 */
export const latin1 = (ops: string): Uint8Array => Buffer.from(`${ops}\n`, 'latin1');

/** pdfkit's number format in content streams (PDFObject.number). */
export const num = (n: number): string => `${Math.round(n * 1e6) / 1e6}`;

/** Characters the line breaker may treat as a (mandatory) break or a soft hyphen: left to pdfkit. */
function plainCode(code: number): boolean {
  return (
    code >= 0x20 && code !== 0x85 && code !== 0xad && code !== 0x2028 && code !== 0x2029 && code < 0xd800
  );
}

/**
 * Writes `value` as pdfkit's one-line `text` call with `width` and `align` would, when it surely fits;
 * the document's font and size must already be set (as `line` does), and its fill colour, unless
 * `fill` (a `#rrggbb` colour) is given: it is then set as pdfkit's `fillColor` sets it. Returns false, having
 * written nothing, when the caller must let pdfkit lay it out.
 */
export function writeFittingLine(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  width: number,
  height: number,
  align: 'left' | 'right' | 'center',
  fill?: string,
): boolean {
  const d = doc as unknown as DocInternals;
  if (align === 'center' || d._wrapper || d._textOptions || !(width > 0)) return false;
  const colour = fill === undefined ? '' : fillOps(fill);
  if (colour === null) return false;
  const afm = d._font.font;
  if (!isAfm(afm)) return false;
  let g = glyphsOf.get(afm);
  if (!g) {
    g = { afm, chars: new Map(), kerns: new Map() };
    glyphsOf.set(afm, g);
  }
  const n = value.length;
  if (n > 0 && /\s/.test(value[n - 1]!)) return false;
  const size = d._fontSize;
  const scale = size / 1000;
  // The line wrapper's width and its page-break test (`wrap`): the cell's height must hold one line.
  const lineWidth = (width * 100) / 100;
  if (!(height > 0) || d.currentLineHeight(true) > height - 1e-2) return false;
  // pdfkit's encode: each glyph's hex code, advance (width + kerning with the next) and advance width.
  let sum = 0;
  let bound = 0;
  const parts: string[] = [];
  let hex = '';
  for (let i = 0; i < n; i++) {
    const code = value.charCodeAt(i);
    if (!plainCode(code)) return false;
    const [h, glyph, w] = charOf(g, code);
    let kern = 0;
    if (i + 1 < n) {
      const next = value.charCodeAt(i + 1);
      if (!plainCode(next)) return false;
      kern = kernOf(g, code, glyph, next, charOf(g, next)[1]);
    }
    const advance = w + kern;
    sum += advance;
    bound += w + (kern > 0 ? kern : 0);
    hex += h;
    const offset = advance - w;
    if (offset !== 0) {
      parts.push(`<${hex}> ${num(-offset)}`);
      hex = '';
    }
  }
  // The wrapper keeps the value on one line when its words' widths (kerning inside words only) add up
  // to no more than the line: kerning between words can only be left out, and only negative kerning
  // narrows, so the width without it (plus any positive kerning) bounds theirs.
  if (bound * scale > lineWidth - 1e-3) return false;
  // doc.fillColor(fill): its operators go first (one write with the text's), and the colour is kept.
  if (fill !== undefined) d._fillColor = [fill, undefined];
  d.x = x;
  if (n === 0) {
    if (colour) d.addContent(latin1(colour));
    d.y = y;
    return true;
  }
  if (hex) parts.push(`<${hex}> 0`);
  let left = x;
  // doc.widthOfString: the font's width, plus no character spacing, at 100 % horizontal scaling.
  if (align === 'right') left += lineWidth - ((sum * scale + 0) * 100) / 100;
  const top = d.page.height - y - (d._font.ascender / 1000) * size;
  const id = d._font.id;
  if (d.page.fonts[id] == null) d.page.fonts[id] = d._font.ref();
  d.addContent(
    latin1(
      `${colour ? `${colour}\n` : ''}q\n1 0 0 -1 0 ${num(d.page.height)} cm\nBT\n1 0 0 1 ${num(left)} ${num(top)} Tm\n/${id} ${num(size)} Tf\n[${parts.join(' ')}] TJ\nET\nQ`,
    ),
  );
  d.y = y + (d.currentLineHeight(true) + (d._lineGap || 0));
  return true;
}
