import type { Diagnostic } from '../../board/diagnostics';
import { readTarball, TarError } from '../odbpp/index';
import { detectFormat } from './detect';
import type { PackageFile, PackageLimits } from './types';
import { listZipEntries, readZipEntry, type ZipEntry, ZipError } from './unzip';
import { PackageCode } from './codes';
import type { OdbppCode } from '../odbpp/codes';

export const DEFAULT_MAX_EXPANDED_BYTES = 256 * 1024 * 1024;
export const DEFAULT_MAX_FILES = 2000;
/** A zip inside a zip is expanded; deeper nesting is not (no real package needs it). */
export const MAX_DEPTH = 2;

interface Budget {
  bytesLeft: number;
  filesLeft: number;
  /** The package's limits, for the messages. */
  maxBytes: number;
  maxFiles: number;
}

/** A size for a message: whole MB from 1 MB up, else bytes. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`;

/** "the package limit of 256 MB" (and what is left of it when other archives took some). */
function limitText(left: number, max: number, unit: (n: number) => string): string {
  return `the package limit of ${unit(max)}${left < max ? ` (${unit(left)} left)` : ''}`;
}

const fileDiag = (
  severity: Diagnostic['severity'],
  code: PackageCode | OdbppCode,
  message: string,
  file: string,
): Diagnostic => ({
  severity,
  code,
  message,
  location: { file, line: 1 },
});

/** Directories, macOS resource forks (`__MACOSX/`) and hidden files (`.DS_Store`, `._x`) are not design files. */
export function isIgnoredEntry(entry: Pick<ZipEntry, 'name'>): boolean {
  const parts = entry.name.split('/');
  return (
    entry.name.endsWith('/') ||
    parts.includes('__MACOSX') ||
    parts.some((p) => p.startsWith('.') && p !== '.')
  );
}

function expandZip(
  zip: PackageFile,
  depth: number,
  budget: Budget,
  out: PackageFile[],
  diags: Diagnostic[],
): void {
  let entries: ZipEntry[];
  try {
    entries = listZipEntries(zip.bytes).filter((e) => !isIgnoredEntry(e));
  } catch (e) {
    const err = e instanceof ZipError ? e : new ZipError(PackageCode.zipCorrupt, String(e));
    diags.push(fileDiag('error', err.code, `${zip.name}: ${err.message}`, zip.name));
    return;
  }
  // Checked before inflating anything: the declared sizes and the file count.
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (entries.length > budget.filesLeft || declared > budget.bytesLeft) {
    const files = (n: number) => `${n} files`;
    const [what, limit] =
      entries.length > budget.filesLeft
        ? [files(entries.length), limitText(budget.filesLeft, budget.maxFiles, files)]
        : [sizeText(declared), limitText(budget.bytesLeft, budget.maxBytes, sizeText)];
    diags.push(
      fileDiag(
        'error',
        PackageCode.zipLimit,
        `${zip.name} would expand to ${what}, over ${limit}; the archive is not imported`,
        zip.name,
      ),
    );
    return;
  }
  for (const entry of entries) {
    const name = `${zip.name}/${entry.name}`;
    let bytes: Uint8Array;
    try {
      bytes = readZipEntry(zip.bytes, entry, budget.bytesLeft);
    } catch (e) {
      const err = e instanceof ZipError ? e : new ZipError(PackageCode.zipCorrupt, String(e));
      diags.push(fileDiag('error', err.code, `${zip.name}: ${err.message}`, name));
      if (err.code === PackageCode.zipTooLarge) return;
      continue;
    }
    budget.bytesLeft -= bytes.length;
    addFile({ name, bytes }, depth + 1, budget, out, diags);
  }
}

/** A .tar / .tgz (ODB++ is usually shipped as one): the same budget as zips, checked while reading. */
function expandTar(
  tar: PackageFile,
  depth: number,
  budget: Budget,
  out: PackageFile[],
  diags: Diagnostic[],
): void {
  let files: { name: string; bytes: Uint8Array }[];
  try {
    const r = readTarball(
      tar.bytes,
      { maxExpandedBytes: budget.bytesLeft, maxFiles: budget.filesLeft },
      tar.name,
    );
    for (const s of r.skipped)
      diags.push(
        fileDiag(
          'warning',
          PackageCode.tarSkipped,
          `${tar.name}: ${s.name} left out (${s.reason})`,
          tar.name,
        ),
      );
    files = r.files.filter((f) => !isIgnoredEntry({ name: f.name }));
  } catch (e) {
    if (!(e instanceof TarError)) throw e;
    diags.push(fileDiag('error', e.code, `${tar.name}: ${e.message}`, tar.name));
    return;
  }
  for (const f of files) {
    budget.bytesLeft -= f.bytes.length;
    addFile({ name: `${tar.name}/${f.name}`, bytes: f.bytes }, depth + 1, budget, out, diags);
  }
}

function addFile(
  file: PackageFile,
  depth: number,
  budget: Budget,
  out: PackageFile[],
  diags: Diagnostic[],
): void {
  const format = depth < MAX_DEPTH ? detectFormat(file.name, file.bytes).format : null;
  if (format === 'zip' || format === 'tar') {
    (format === 'zip' ? expandZip : expandTar)(file, depth, budget, out, diags);
    return;
  }
  if (budget.filesLeft <= 0) {
    diags.push(
      fileDiag(
        'error',
        PackageCode.filesLimit,
        `More than the allowed number of files; ${file.name} is not imported`,
        file.name,
      ),
    );
    return;
  }
  budget.filesLeft--;
  out.push(file);
}

/**
 * Expands zip and tar / tgz archives (and one archive inside another) into a flat file list named
 * `archive.zip/path/in/zip`.
 * Limits on the total expanded size and the number of files are enforced before and while
 * inflating; an archive over them is reported and skipped, other files still import.
 */
export function expandFiles(
  files: PackageFile[],
  limits: PackageLimits = {},
): { files: PackageFile[]; diagnostics: Diagnostic[] } {
  const maxBytes = limits.maxExpandedBytes ?? DEFAULT_MAX_EXPANDED_BYTES;
  const maxFiles = limits.maxFiles ?? DEFAULT_MAX_FILES;
  const budget: Budget = { bytesLeft: maxBytes, filesLeft: maxFiles, maxBytes, maxFiles };
  const out: PackageFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) addFile(file, 0, budget, out, diagnostics);
  return { files: out, diagnostics };
}
