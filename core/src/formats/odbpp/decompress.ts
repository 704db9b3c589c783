import { Gunzip } from 'fflate';
import { OdbppCode } from './codes';

/**
 * Decompression of single ODB++ members and of `.tgz` archives, within a byte budget.
 *
 * ODB++ allows any file of the tree to be stored compressed (spec, "Large File Compression"): real
 * writers use gzip (`features.gz`, `.tgz` around the whole tree) and the UNIX `compress` utility
 * (LZW, `features.Z`). Both are read here; every output stops as soon as it passes the budget, so a
 * crafted member (a decompression bomb) costs no more than the budget.
 */

/** A broken, unsupported or oversized compressed stream; `code` is a stable diagnostic code. */
export class DecompressError extends Error {
  constructor(
    readonly code: OdbppCode,
    message: string,
  ) {
    super(message);
  }
}

export const isGzip = (b: Uint8Array): boolean => b[0] === 0x1f && b[1] === 0x8b;
export const isLzw = (b: Uint8Array): boolean => b[0] === 0x1f && b[1] === 0x9d;

/** Bytes pushed to the inflater per step: one step expands ~1000× at most, so the budget holds. */
const STEP = 16 * 1024;

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

const tooLarge = (name: string, budget: number) =>
  new DecompressError(OdbppCode.decompressTooLarge, `${name}: expands beyond the limit of ${budget} bytes`);

let crcTable: Uint32Array | null = null;

/** CRC-32 (IEEE), as gzip's trailer carries it (fflate checks neither it nor the length). */
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = crcTable[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32le = (b: Uint8Array, i: number) =>
  ((b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16)) + b[i + 3]! * 0x1000000) >>> 0;

/**
 * Gunzips `data`, giving up (`odbpp.decompress.too-large`) once the output passes `budget` bytes.
 * A single-member stream is checked against its trailer (CRC-32 and length).
 */
export function gunzipWithin(data: Uint8Array, budget: number, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  let members = 0; // members after the first
  const damaged = (why: string) =>
    new DecompressError(OdbppCode.decompressCorrupt, `${name}: gzip data is damaged (${why})`);
  const gunzip = new Gunzip((chunk) => {
    total += chunk.length;
    if (total > budget) over = true;
    else chunks.push(chunk);
  });
  gunzip.onmember = () => {
    members++;
  };
  try {
    for (let i = 0; i < data.length && !over; i += STEP)
      gunzip.push(data.subarray(i, i + STEP), i + STEP >= data.length);
  } catch (e) {
    throw damaged(e instanceof Error ? e.message : String(e));
  }
  if (over) throw tooLarge(name, budget);
  const out = concat(chunks, total);
  // fflate reports each member after the first: with none, the stream is one member.
  if (members === 0 && data.length >= 18) {
    if (u32le(data, data.length - 4) !== out.length % 0x100000000)
      throw damaged('length does not match the trailer');
    if (u32le(data, data.length - 8) !== crc32(out)) throw damaged('checksum does not match the trailer');
  }
  return out;
}

const LZW_CLEAR = 256;

/**
 * Decodes UNIX `compress` (.Z) data: LZW with codes of 9 up to `maxbits` bits, packed LSB first.
 * Like the original tool (and gzip's reader of it), codes are written in groups of 8; when the code
 * width grows or the table is cleared, the rest of the current group is padding and is skipped.
 */
export function unlzwWithin(data: Uint8Array, budget: number, name: string): Uint8Array {
  const corrupt = (what: string) => new DecompressError(OdbppCode.decompressCorrupt, `${name}: ${what}`);
  if (!isLzw(data) || data.length < 3) throw corrupt('not compress (.Z) data');
  const maxBits = data[2]! & 0x1f;
  const blockMode = (data[2]! & 0x80) !== 0;
  if (maxBits < 9 || maxBits > 16) throw corrupt(`unsupported code width ${maxBits} (expected 9 to 16)`);
  const maxMaxCode = 1 << maxBits;
  const prefix = new Uint16Array(maxMaxCode);
  const suffix = new Uint8Array(maxMaxCode);
  for (let i = 0; i < 256; i++) suffix[i] = i;
  const stack = new Uint8Array(maxMaxCode);
  const out = new Uint8Array(Math.min(budget, Math.max(1024, data.length * 4)) + 1);
  let buf = out;
  let outLen = 0;
  const emit = (b: number) => {
    if (outLen >= budget) throw tooLarge(name, budget);
    if (outLen === buf.length) {
      const bigger = new Uint8Array(Math.min(budget + 1, buf.length * 2));
      bigger.set(buf);
      buf = bigger;
    }
    buf[outLen++] = b;
  };

  const start = 3 * 8;
  const endBits = data.length * 8;
  let nBits = 9;
  let maxCode = (1 << nBits) - 1;
  let free = blockMode ? 257 : 256;
  let pos = start;
  let groupStart = start;
  let oldCode = -1;
  let finChar = 0;
  const align = () => {
    const group = nBits * 8;
    const rel = pos - groupStart;
    pos = groupStart + Math.ceil(rel / group) * group;
    groupStart = pos;
  };
  while (pos + nBits <= endBits) {
    if (free > maxCode && nBits < maxBits) {
      align();
      nBits++;
      maxCode = nBits === maxBits ? maxMaxCode - 1 : (1 << nBits) - 1;
      continue;
    }
    // Read nBits bits, LSB first.
    let code = 0;
    for (let k = 0; k < nBits; k++) {
      const bit = pos + k;
      code |= ((data[bit >> 3]! >> (bit & 7)) & 1) << k;
    }
    pos += nBits;
    if (oldCode === -1) {
      if (code >= 256) throw corrupt(`first code ${code} is not a literal`);
      oldCode = code;
      finChar = code;
      emit(code);
      continue;
    }
    if (code === LZW_CLEAR && blockMode) {
      align();
      free = 256;
      nBits = 9;
      maxCode = (1 << nBits) - 1;
      continue;
    }
    const inCode = code;
    let sp = 0;
    if (code >= free) {
      if (code > free) throw corrupt(`code ${code} beyond the table (${free})`);
      stack[sp++] = finChar;
      code = oldCode;
    }
    while (code >= 256) {
      if (sp >= stack.length) throw corrupt('code chain loops');
      stack[sp++] = suffix[code]!;
      code = prefix[code]!;
    }
    finChar = suffix[code]!;
    stack[sp++] = finChar;
    while (sp > 0) emit(stack[--sp]!);
    if (free < maxMaxCode) {
      prefix[free] = oldCode;
      suffix[free] = finChar;
      free++;
    }
    oldCode = inCode;
  }
  return buf.slice(0, outLen);
}

/** Decompresses a member by its magic bytes (gzip or compress); other bytes are returned as they are. */
export function decompressMember(bytes: Uint8Array, budget: number, name: string): Uint8Array {
  if (isGzip(bytes)) return gunzipWithin(bytes, budget, name);
  if (isLzw(bytes)) return unlzwWithin(bytes, budget, name);
  return bytes;
}
