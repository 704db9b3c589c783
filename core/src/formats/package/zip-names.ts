import { DEFAULT_MAX_EXPANDED_BYTES, isIgnoredEntry, MAX_DEPTH } from './expand';
import type { PackageLimits } from './types';
import {
  listZipEntries,
  readZipDirectory,
  readZipEntry,
  type ZipEntry,
  zipDirectoryAt,
  zipLocalHeaderLength,
} from './unzip';

/** Reads `length` bytes of a file from `offset` (fewer only at its end). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

/** The end record and the longest comment it may have (APPNOTE 4.3.16). */
const TAIL = 22 + 0xffff;
const isZipName = (name: string) => /\.zip$/i.test(name);
const isZip = (b: Uint8Array) =>
  b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05) && (b[3] === 0x04 || b[3] === 0x06);

/**
 * The names of the files a zip holds, as `expandFiles` names them (`archive.zip/path`; hidden files
 * and directories left out; a zip inside it opened too, one level deep), read through `readAt`
 * without loading the archive: only its central directory and the bytes of the zips inside it are
 * read. An inner zip is recognised by its `.zip` name (the importer also opens a zip or tar named
 * otherwise, which this does not look into). Throws `ZipError` when the archive itself cannot be
 * listed; an inner zip that cannot be opened is listed as a file.
 */
export async function zipFileNames(
  name: string,
  size: number,
  readAt: ReadAt,
  limits: Pick<PackageLimits, 'maxExpandedBytes'> = {},
): Promise<string[]> {
  const tailStart = Math.max(0, size - TAIL);
  const { offset, end, count } = zipDirectoryAt(await readAt(tailStart, size - tailStart), tailStart);
  const entries = readZipDirectory(await readAt(offset, end - offset), count).filter(
    (e) => !isIgnoredEntry(e),
  );
  let budget = limits.maxExpandedBytes ?? DEFAULT_MAX_EXPANDED_BYTES;
  const names: string[] = [];
  for (const entry of entries) {
    const full = `${name}/${entry.name}`;
    // The archive is at depth 0 and its entries at 1: expandFiles opens archives above MAX_DEPTH.
    if (MAX_DEPTH > 1 && isZipName(entry.name) && entry.size <= budget) {
      const inner = await innerZip(entry, readAt, budget);
      if (inner) {
        budget -= inner.bytes.length;
        names.push(...inner.entries.filter((e) => !isIgnoredEntry(e)).map((e) => `${full}/${e.name}`));
        continue;
      }
    }
    names.push(full);
  }
  return names;
}

/** A zip inside the archive, inflated within the budget; null when it is none or cannot be read. */
async function innerZip(
  entry: ZipEntry,
  readAt: ReadAt,
  budget: number,
): Promise<{ bytes: Uint8Array; entries: ZipEntry[] } | null> {
  try {
    const header = zipLocalHeaderLength(await readAt(entry.localOffset, 30), entry);
    const local = await readAt(entry.localOffset, header + entry.compressedSize);
    const bytes = readZipEntry(local, { ...entry, localOffset: 0 }, budget);
    return isZip(bytes) ? { bytes, entries: listZipEntries(bytes) } : null;
  } catch {
    // The importer reports a damaged inner zip; here it is a file without a STEP model inside.
    return null;
  }
}
