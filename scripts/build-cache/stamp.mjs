// Build stamps: which source files a build was made from, with their modification times and sizes
// (the fast check, a few ms for ~1,000 files) and a sha256 of their contents (the key: a checkout
// that only touched modification times does not rebuild). Plain Node, no dependencies: the `studio`
// command runs this check on every start.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ key: string, files: Record<string, [number, number]>, [extra: string]: unknown }} Stamp
 * `files`: repository-relative path → [mtimeMs, size].
 */

/** The stamp in `file`, or null when there is none (or it is unreadable). */
export function readStamp(file) {
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8'));
    return stamp && typeof stamp.key === 'string' && stamp.files ? stamp : null;
  } catch {
    return null;
  }
}

/**
 * Whether every file of the stamp still has the modification time and size it was built from. Runs
 * on every `studio` command: the paths are joined by hand (path.join normalises each of the ~1,000
 * paths, a third of this check's CPU), the stamp's paths being repository-relative already.
 */
export function stampStatsMatch(root, stamp) {
  for (const [file, [mtimeMs, size]] of Object.entries(stamp.files)) {
    let stat;
    try {
      stat = statSync(`${root}/${file}`);
    } catch {
      return false;
    }
    if (stat.mtimeMs !== mtimeMs || stat.size !== size) return false;
  }
  return true;
}

/** [mtimeMs, size] of each file (repository-relative paths). */
export function statFiles(root, files) {
  /** @type {Record<string, [number, number]>} */
  const out = {};
  for (const file of [...files].sort()) {
    const stat = statSync(path.join(root, file));
    out[file] = [stat.mtimeMs, stat.size];
  }
  return out;
}

/** sha256 over the sorted paths and contents; a missing file counts as a distinct, empty entry. */
export function hashFiles(root, files) {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(path.join(root, file)));
    } catch {
      hash.update('\u0001missing');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Writes JSON through a temporary file and a rename, so a concurrent reader never sees half of it. */
export function writeJsonAtomic(file, value) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value)}\n`);
  renameSync(tmp, file);
}
