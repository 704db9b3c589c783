import { decodeUtf8 } from '../shared/text-codec';

/** Lines longer than this before an error are counted arithmetically instead of decoded. */
const DECODE_LINE_MAX = 1 << 20;

/**
 * The 1-based line and column of byte `offset` of a document given as byte chunks, the column in
 * UTF-16 units as an editor (and the string readers before this one) count characters. Rescans the
 * chunks from the start: only for error messages.
 */
export function locate(chunks: readonly Uint8Array[], offset: number): { line: number; column: number } {
  let line = 1;
  let base = 0;
  // The bytes of the current line before `offset`, kept while short enough to decode.
  let pieces: Uint8Array[] = [];
  let pieceBytes = 0;
  let units = 0; // UTF-16 units of the line so far, counted arithmetically when not decoded
  for (const chunk of chunks) {
    const end = Math.min(chunk.length, offset - base);
    let from = 0;
    for (let i = chunk.indexOf(10); i !== -1 && i < end; i = chunk.indexOf(10, i + 1)) {
      line++;
      from = i + 1;
      pieces = [];
      pieceBytes = 0;
      units = 0;
    }
    if (end > from) {
      const piece = chunk.subarray(from, end);
      units += utf16Units(piece);
      pieceBytes += piece.length;
      if (pieceBytes <= DECODE_LINE_MAX) pieces.push(piece);
    }
    base += chunk.length;
    if (base >= offset) break;
  }
  if (pieceBytes > DECODE_LINE_MAX) return { line, column: units + 1 };
  const all = new Uint8Array(pieceBytes);
  let at = 0;
  for (const p of pieces) {
    all.set(p, at);
    at += p.length;
  }
  return { line, column: decodeUtf8(all).length + 1 };
}

/** UTF-16 units of valid UTF-8: one per leading byte, two for a four-byte sequence. */
function utf16Units(b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < b.length; i++) {
    const c = b[i]!;
    if (c < 0x80 || c >= 0xc0) n += c >= 0xf0 ? 2 : 1;
  }
  return n;
}
