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

function findEndOfCentralDirectory(zip: Uint8Array): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes (APPNOTE 4.3.16).
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (u32(zip, i) === EOCD) return i;
  }
  throw new ZipError(
    PackageCode.zipCorrupt,
    'no end-of-central-directory record (not a complete zip archive)',
  );
}

/** Lists the entries of an archive from its central directory, without inflating anything. */
export function listZipEntries(zip: Uint8Array): ZipEntry[] {
  const end = findEndOfCentralDirectory(zip);
  const count = u16(zip, end + 10);
  let at = u32(zip, end + 16);
  if (count === 0xffff || at === 0xffffffff)
    throw new ZipError(PackageCode.zipZip64, 'ZIP64 archives are not supported');
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || u32(zip, at) !== CENTRAL) {
      throw new ZipError(PackageCode.zipCorrupt, `central directory entry ${n + 1} is damaged`);
    }
    const flags = u16(zip, at + 8);
    const nameLength = u16(zip, at + 28);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      // Bit 11: UTF-8 names; otherwise code page 437, read as Latin-1 (same for ASCII).
      name: strFromU8(nameBytes, (flags & 0x800) === 0),
      method: u16(zip, at + 10),
      flags,
      compressedSize: u32(zip, at + 20),
      size: u32(zip, at + 24),
      localOffset: u32(zip, at + 42),
    });
    at += 46 + nameLength + u16(zip, at + 30) + u16(zip, at + 32);
  }
  return entries;
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
