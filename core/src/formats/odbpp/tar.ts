import { strFromU8 } from 'fflate';
import { DecompressError, gunzipWithin, isGzip } from './decompress';
import { OdbppCode } from './codes';

/**
 * A pure reader of tar archives (`.tar`, and `.tgz` / `.tar.gz` through fflate's gunzip), for ODB++
 * product models, which are usually shipped as a gzipped tar of the tree.
 *
 * Reads POSIX ustar and old v7 headers, the ustar `prefix` field, GNU long names (`L`) and pax
 * extended headers (`x`, `path=` only; `g` is skipped). Regular files only: directories, links,
 * devices and FIFOs are not files of the tree. Limits as for zip archives (package/unzip.ts): total
 * bytes and entry count are checked while reading — a gzip member is cut off as soon as it expands
 * past the byte limit — and names that would leave the tree (`..`, absolute paths, drive letters)
 * are skipped and reported, never returned.
 */
export interface TarLimits {
  /** Total bytes the files (and, for .tgz, the tar stream) may expand to. */
  maxExpandedBytes: number;
  /** Most regular files the archive may hold. */
  maxFiles: number;
}

export interface TarFile {
  name: string;
  bytes: Uint8Array;
}

export interface TarResult {
  files: TarFile[];
  /** Entries left out, with the reason (unsafe path, link, device). */
  skipped: { name: string; reason: string }[];
}

/** A broken or oversized archive; `code` is a stable diagnostic code. */
export class TarError extends Error {
  constructor(
    readonly code: OdbppCode,
    message: string,
  ) {
    super(message);
  }
}

const BLOCK = 512;

function field(h: Uint8Array, at: number, len: number): string {
  let end = at;
  while (end < at + len && h[end] !== 0) end++;
  return strFromU8(h.subarray(at, end));
}

/** Octal number field (space or NUL terminated); base-256 when the high bit is set (GNU). */
function octal(h: Uint8Array, at: number, len: number): number {
  if ((h[at]! & 0x80) !== 0) {
    let v = h[at]! & 0x7f;
    for (let i = 1; i < len; i++) v = v * 256 + h[at + i]!;
    return v;
  }
  const s = field(h, at, len).trim();
  if (s === '') return 0;
  if (!/^[0-7]+$/.test(s)) return Number.NaN;
  return Number.parseInt(s, 8);
}

function checksumOk(h: Uint8Array): boolean {
  const stored = octal(h, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
  return sum === stored;
}

const isZeroBlock = (h: Uint8Array) => h.every((b) => b === 0);

/** A relative path inside the tree, or null when the name would leave it. */
export function safeRelativePath(name: string): string | null {
  const parts = name.replace(/\\/g, '/').split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '' || p === '.') continue;
    if (p === '..') return null;
    out.push(p);
  }
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return null;
  return out.length > 0 ? out.join('/') : null;
}

/** `path=` from a pax extended header (records "<len> key=value\n"). */
function paxPath(data: Uint8Array): string | null {
  const text = strFromU8(data);
  let i = 0;
  let path: string | null = null;
  while (i < text.length) {
    const sp = text.indexOf(' ', i);
    if (sp < 0) break;
    const len = Number.parseInt(text.slice(i, sp), 10);
    if (!(len > 0)) break;
    const record = text.slice(sp + 1, i + len).replace(/\n$/, '');
    if (record.startsWith('path=')) path = record.slice(5);
    i += len;
  }
  return path;
}

/** Reads an uncompressed tar archive. Throws `TarError` when it is damaged or over a limit. */
export function untar(tar: Uint8Array, limits: TarLimits): TarResult {
  const files: TarFile[] = [];
  const skipped: TarResult['skipped'] = [];
  let bytes = 0;
  let longName: string | null = null;
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const h = tar.subarray(at, at + BLOCK);
    if (isZeroBlock(h)) break; // end of archive (two zero blocks; one is enough to stop)
    if (!checksumOk(h))
      throw new TarError(OdbppCode.tarCorrupt, `tar header at byte ${at} is damaged (checksum mismatch)`);
    const size = octal(h, 124, 12);
    if (!Number.isFinite(size) || size < 0)
      throw new TarError(OdbppCode.tarCorrupt, `tar header at byte ${at} has no valid size`);
    const dataStart = at + BLOCK;
    if (dataStart + size > tar.length)
      throw new TarError(OdbppCode.tarCorrupt, `tar entry at byte ${at} runs past the end of the archive`);
    const data = tar.subarray(dataStart, dataStart + size);
    at = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    const type = String.fromCharCode(h[156]!);
    if (type === 'L') {
      longName = field(data, 0, data.length);
      continue;
    }
    if (type === 'x') {
      longName = paxPath(data) ?? longName;
      continue;
    }
    if (type === 'g') continue;
    const magic = field(h, 257, 6);
    const prefix = magic.startsWith('ustar') ? field(h, 345, 155) : '';
    const raw = longName ?? (prefix ? `${prefix}/${field(h, 0, 100)}` : field(h, 0, 100));
    longName = null;
    if (type === '5') continue; // directory
    if (type !== '0' && type !== '\0' && type !== '7') {
      skipped.push({
        name: raw,
        reason: type === '1' || type === '2' ? 'a link, not a file' : 'not a regular file',
      });
      continue;
    }
    const name = safeRelativePath(raw);
    if (name === null) {
      skipped.push({ name: raw, reason: 'its path leaves the archive (absolute or "..")' });
      continue;
    }
    if (files.length + 1 > limits.maxFiles)
      throw new TarError(OdbppCode.tarLimit, `the archive holds more than ${limits.maxFiles} files`);
    bytes += size;
    if (bytes > limits.maxExpandedBytes)
      throw new TarError(OdbppCode.tarLimit, `the archive expands beyond ${limits.maxExpandedBytes} bytes`);
    files.push({ name, bytes: data.slice() });
  }
  return { files, skipped };
}

/**
 * Reads a `.tar`, or a `.tgz` / `.tar.gz` (recognised by the gzip magic bytes), within `limits`.
 * Throws `TarError` (codes `odbpp.tar.corrupt`, `odbpp.tar.limit`) on damaged or oversized input.
 */
export function readTarball(bytes: Uint8Array, limits: TarLimits, name = 'archive'): TarResult {
  let tar = bytes;
  if (isGzip(bytes)) {
    // The tar stream carries 512-byte headers and padding on top of the files: allow for them.
    const streamBudget = limits.maxExpandedBytes + (limits.maxFiles + 2) * 3 * BLOCK;
    try {
      tar = gunzipWithin(bytes, streamBudget, name);
    } catch (e) {
      if (!(e instanceof DecompressError)) throw e;
      throw new TarError(
        e.code === OdbppCode.decompressTooLarge ? OdbppCode.tarLimit : OdbppCode.tarCorrupt,
        e.message,
      );
    }
  }
  return untar(tar, limits);
}
