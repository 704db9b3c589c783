import type { Diagnostic, FileStatus } from '@studio/api';
import { CHECKING_FORMATS, KEPT_FORMATS, SUPPORTING_FORMATS } from './dut-package';

/** Diagnostics kept per file; the rest are counted in one closing note. */
export const MAX_DIAGNOSTICS_PER_FILE = 200;

interface PackageFile {
  id: string;
  name: string;
  format: string;
}

export interface FileOutcome {
  status: FileStatus;
  diagnostics: Diagnostic[];
}

const ARCHIVES = new Set(['zip', 'tar']);

/** A diagnostic is about a file when it names it, or a file inside it (`archive.zip/path`). */
const about = (file: string, name: string) => file === name || file.startsWith(`${name}/`);

/** A source names the file, a file inside it (`archive.zip/path`), or a folder holding it (ODB++ trees). */
const usedBy = (source: string, name: string) => about(source, name) || name.startsWith(`${source}/`);

function capped(list: Diagnostic[], file: string): Diagnostic[] {
  if (list.length <= MAX_DIAGNOSTICS_PER_FILE) return list;
  const more = list.length - MAX_DIAGNOSTICS_PER_FILE;
  return [
    ...list.slice(0, MAX_DIAGNOSTICS_PER_FILE),
    {
      severity: 'info',
      code: 'dut.diagnostics.truncated',
      message: `${more} more messages not shown.`,
      location: { file },
    },
  ];
}

/**
 * Each package file's status and diagnostics after a successful import: files a CAD tool writes
 * beside the design (`kept`: project settings, backups …) are `kept`; supporting formats are
 * `supporting`, and so is a checking format (a schematic netlist) the import could not use but that
 * holds no error; a file the board was built from without errors (or a zip holding one) is `ready`;
 * any other file is `failed`, with the importer's messages about it. Diagnostics that name no file of
 * the package go to the first ready file. A supporting file the import applied (`applied`: the STEP
 * model whose heights the board took, decision 0040) is `ready`, or `failed` when its messages hold an
 * error (no solid matched).
 */
export function outcomesOfImport(
  files: PackageFile[],
  diagnostics: Diagnostic[],
  sources: string[],
  applied: string[] = [],
): Map<string, FileOutcome> {
  const byFile = new Map<string, Diagnostic[]>(files.map((f) => [f.id, []]));
  const orphans: Diagnostic[] = [];
  for (const d of diagnostics) {
    const owner = files.find((f) => about(d.location.file, f.name));
    (owner ? byFile.get(owner.id)! : orphans).push(d);
  }
  const out = new Map<string, FileOutcome>();
  for (const f of files) {
    const list = byFile.get(f.id)!;
    // A single file with an error is failed even when part of it was read: its data is incomplete.
    // An archive is judged by whether anything in it was used (its files' messages explain the rest).
    const used = sources.some((s) => usedBy(s, f.name));
    const broken = !ARCHIVES.has(f.format) && list.some((d) => d.severity === 'error');
    const listedOnly = CHECKING_FORMATS.has(f.format) && !used && !broken;
    const supporting = SUPPORTING_FORMATS.has(f.format) || listedOnly;
    const isApplied = applied.some((a) => about(a, f.name));
    const status: FileStatus = KEPT_FORMATS.has(f.format)
      ? 'kept'
      : isApplied
        ? list.some((d) => d.severity === 'error')
          ? 'failed'
          : 'ready'
        : supporting
          ? 'supporting'
          : used && !broken
            ? 'ready'
            : 'failed';
    if (status === 'failed' && !list.some((d) => d.severity === 'error'))
      list.push({
        severity: 'error',
        code: 'dut.file.unused',
        message: `${f.name} was not used: it holds no design data the import could read.`,
        location: { file: f.name },
      });
    out.set(f.id, { status, diagnostics: list });
  }
  const home = files.find((f) => out.get(f.id)!.status === 'ready') ?? files[0];
  if (home) out.get(home.id)!.diagnostics.push(...orphans);
  for (const [id, outcome] of out)
    outcome.diagnostics = capped(outcome.diagnostics, files.find((f) => f.id === id)!.name);
  return out;
}

/**
 * Each package file's outcome when the import produced no board (the engine refused the package, or
 * the import hit a limit): kept files stay `kept`, supporting files stay `supporting`, the others are `failed`, with the
 * error on the file it names, or on every importable file when it names none of them. `found` are
 * the engine's diagnostics from before it gave up (an archive over the limits, a file it does not
 * know…): each goes to the file it names, ahead of the error, so that every file says why it was
 * refused; those naming no file go to the first failed file.
 */
export function outcomesOfFailure(
  files: PackageFile[],
  error: Diagnostic,
  found: readonly Diagnostic[] = [],
): Map<string, FileOutcome> {
  const named = files.find((f) => about(error.location.file, f.name));
  const own = (f: PackageFile) => found.filter((d) => about(d.location.file, f.name));
  const out = new Map<string, FileOutcome>();
  for (const f of files) {
    if (KEPT_FORMATS.has(f.format)) out.set(f.id, { status: 'kept', diagnostics: own(f) });
    else if (SUPPORTING_FORMATS.has(f.format)) out.set(f.id, { status: 'supporting', diagnostics: own(f) });
    else if (!named || named.id === f.id)
      out.set(f.id, {
        status: 'failed',
        diagnostics: [...own(f), { ...error, location: named ? error.location : { file: f.name } }],
      });
    else
      out.set(f.id, {
        status: 'failed',
        diagnostics: [
          ...own(f),
          {
            severity: 'info',
            code: 'dut.import.stopped',
            message: `Not imported: the import stopped on ${named.name}.`,
            location: { file: f.name },
          },
        ],
      });
  }
  const orphans = found.filter((d) => !files.some((f) => about(d.location.file, f.name)));
  const home = files.find((f) => out.get(f.id)!.status === 'failed');
  if (home) out.get(home.id)!.diagnostics.unshift(...orphans);
  for (const [id, outcome] of out)
    outcome.diagnostics = capped(outcome.diagnostics, files.find((f) => f.id === id)!.name);
  return out;
}
