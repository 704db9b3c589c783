import { encodeUtf8 } from './text-codec';
import { decodeText } from './decode-text';

/** What a text file can be handed over as: its bytes, whole or in chunks (in order). */
export type ByteSource = Uint8Array | readonly Uint8Array[];

const BOM = [0xef, 0xbb, 0xbf];

/**
 * The chunks of a text file as UTF-8, read as `decodeText` reads it: a file that starts with a
 * UTF-16 byte-order mark is decoded and re-encoded (such files are small spreadsheet exports), and
 * leading UTF-8 byte-order marks are dropped (up to two, as decodeText does). Nothing is joined or
 * copied for a UTF-8 file.
 */
export function utf8Chunks(source: ByteSource): Uint8Array[] {
  // Plain Uint8Array views (a Node Buffer is a subclass): the tokenizer's byte loads then see one
  // array type, not two, and stay monomorphic.
  const chunks = (source instanceof Uint8Array ? [source] : [...source])
    .filter((c) => c.length > 0)
    .map((c) => (c.constructor === Uint8Array ? c : new Uint8Array(c.buffer, c.byteOffset, c.length)));
  const head = firstBytes(chunks, 6);
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    return [encodeUtf8(decodeText(join(chunks)))];
  }
  let drop = 0;
  while (drop < 6 && BOM.every((v, k) => head[drop + k] === v)) drop += 3;
  return dropBytes(chunks, drop);
}

function firstBytes(chunks: Uint8Array[], n: number): number[] {
  const out: number[] = [];
  for (const c of chunks) {
    for (let i = 0; i < c.length && out.length < n; i++) out.push(c[i]!);
    if (out.length >= n) break;
  }
  return out;
}

function dropBytes(chunks: Uint8Array[], n: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let left = n;
  for (const c of chunks) {
    if (left >= c.length) {
      left -= c.length;
      continue;
    }
    out.push(left > 0 ? c.subarray(left) : c);
    left = 0;
  }
  return out;
}

/** One buffer holding all chunks (for the small files that need it). */
export function join(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  let size = 0;
  for (const c of chunks) size += c.length;
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}
