import { Inflate, strFromU8 } from 'fflate';
import { PackageCode } from './codes';

/**
 * A small zip reader that can stop early. fflate's `unzipSync` trusts the sizes an archive declares
 * and keeps inflating past them, so a crafted archive (a zip bomb) costs time proportional to what it
 * really expands to. Here the central directory is read first (names, declared sizes) so that limits
 * are checked before anything is inflated, and each entry is then inflated in small steps with a
 * byte budget that stops it as soon as the budget is spent, whatever its header said.
 */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** Size the archive declares (may be a lie). */
  size: number;
  localOffset: number;
}

/** A broken, unsupported or oversized archive; `code` is a stable diagnostic code. */
export class ZipError extends Error {
  constructor(
    readonly code: PackageCode,
    message: string,
  ) {
    super(message);
  }
}

const u16 = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, i: number) => (u16(b, i) | (u16(b, i + 2) << 16)) >>> 0;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Where the central directory of an archive lies, from its last bytes: `tail` holds the archive's
 * bytes from `tailStart` to its end (the whole archive, or at least its last 22 + 65,535 bytes, the
 * end record and the longest comment: APPNOTE 4.3.16). Offsets are the archive's; `end` is where the
 * end record starts (the directory ends there).
 */
export function zipDirectoryAt(
  tail: Uint8Array,
  tailStart = 0,
): { offset: number; end: number; count: number } {
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 0xffff); i--) {
    if (u32(tail, i) !== EOCD) continue;
    const count = u16(tail, i + 10);
    const offset = u32(tail, i + 16);
    if (count === 0xffff || offset === 0xffffffff)
      throw new ZipError(PackageCode.zipZip64, 'ZIP64 archives are not supported');
    const end = tailStart + i;
    if (offset > end)
      throw new ZipError(PackageCode.zipCorrupt, 'the central directory starts past the end record');
    return { offset, end, count };
  }
  throw new ZipError(
    PackageCode.zipCorrupt,
    'no end-of-central-directory record (not a complete zip archive)',
  );
}

/** The entries of a central directory (`directory`: its bytes, `count` entries), nothing inflated. */
export function readZipDirectory(directory: Uint8Array, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || u32(directory, at) !== CENTRAL) {
      throw new ZipError(PackageCode.zipCorrupt, `central directory entry ${n + 1} is damaged`);
    }
    const flags = u16(directory, at + 8);
    const nameLength = u16(directory, at + 28);
    const nameBytes = directory.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      // Bit 11: UTF-8 names; otherwise code page 437, read as Latin-1 (same for ASCII).
      name: strFromU8(nameBytes, (flags & 0x800) === 0),
      method: u16(directory, at + 10),
      flags,
      compressedSize: u32(directory, at + 20),
      size: u32(directory, at + 24),
      localOffset: u32(directory, at + 42),
    });
    at += 46 + nameLength + u16(directory, at + 30) + u16(directory, at + 32);
  }
  return entries;
}

/** Lists the entries of an archive from its central directory, without inflating anything. */
export function listZipEntries(zip: Uint8Array): ZipEntry[] {
  const { offset, end, count } = zipDirectoryAt(zip);
  return readZipDirectory(zip.subarray(offset, end), count);
}

/** The size of an entry's local header (30 bytes, its name and extra field), from its first 30 bytes. */
export function zipLocalHeaderLength(header: Uint8Array, entry: Pick<ZipEntry, 'name'>): number {
  if (header.length < 30 || u32(header, 0) !== LOCAL)
    throw new ZipError(PackageCode.zipCorrupt, `${entry.name}: local header is damaged`);
  return 30 + u16(header, 26) + u16(header, 28);
}

function entryData(zip: Uint8Array, entry: ZipEntry): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > zip.length || u32(zip, at) !== LOCAL)
    throw new ZipError(PackageCode.zipCorrupt, `${entry.name}: local header is damaged`);
  const start = at + 30 + u16(zip, at + 26) + u16(zip, at + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length)
    throw new ZipError(PackageCode.zipCorrupt, `${entry.name}: data runs past the end of the archive`);
  return zip.subarray(start, end);
}

/** Bytes pushed to the inflater per step: one step can expand ~1000× at most. */
const STEP = 16 * 1024;

function inflateWithin(data: Uint8Array, budget: number, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflate = new Inflate((chunk) => {
    total += chunk.length;
    if (total > budget) over = true;
    else chunks.push(chunk);
  });
  try {
    for (let i = 0; i < data.length && !over; i += STEP)
      inflate.push(data.subarray(i, i + STEP), i + STEP >= data.length);
    if (data.length === 0) inflate.push(new Uint8Array(0), true);
  } catch (e) {
    throw new ZipError(
      PackageCode.zipCorrupt,
      `${name}: compressed data is damaged (${e instanceof Error ? e.message : String(e)})`,
    );
  }
  if (over)
    throw new ZipError(
      PackageCode.zipTooLarge,
      `${name}: expands beyond the remaining limit of ${budget} bytes`,
    );
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** Inflates one entry, giving up (ZipError `package.zip.too-large`) once it exceeds `budget` bytes. */
export function readZipEntry(zip: Uint8Array, entry: ZipEntry, budget: number): Uint8Array {
  if (entry.flags & 1)
    throw new ZipError(PackageCode.zipEncrypted, `${entry.name}: encrypted entries are not supported`);
  const data = entryData(zip, entry);
  if (entry.method === 0) {
    if (data.length > budget)
      throw new ZipError(
        PackageCode.zipTooLarge,
        `${entry.name}: larger than the remaining limit of ${budget} bytes`,
      );
    return data.slice();
  }
  if (entry.method !== 8)
    throw new ZipError(
      PackageCode.zipMethod,
      `${entry.name}: compression method ${entry.method} is not supported (only stored and deflate)`,
    );
  return inflateWithin(data, budget, entry.name);
}
