import { type Diagnostic, ImportError, type ImportResult } from '../../board/diagnostics';
import { finishBoard } from '../../board/finish';
import type { Board, BoardSource } from '../../board/model';
import { readKicadNetlist } from '../kicad-netlist/index';
import { decodeText } from '../shared/decode-text';
import { detectFormat } from './detect';
import { expandFiles } from './expand';
import { mergeSource, renumber } from './merge';
import { checkNetlist } from './netlist-check';
import { findOdbppTrees, importOdbppTrees, odbppSourceFiles } from './odbpp-trees';
import { attempt, runImporters, type TextFile } from './run-importers';
import { type ImportedSource, PRECEDENCE } from './source';
import type { DetectedFile, PackageFile, PackageLimits } from './types';
import { PackageCode } from './codes';
import { dropAbsurdValues } from './absurd-values';
import { keptKind } from './kept-files';
import { applyBom } from './apply-bom';
import { applySchematic } from './apply-schematic';

const EXPECTED =
  'a KiCad board (.kicad_pcb), an IPC-2581 file (.xml / .cvg), an ODB++ product model (.tgz, .zip or folder), Gerber / Excellon / position files, an IPC-D-356 netlist, a test-point CSV, a KiCad schematic (.kicad_sch) or netlist (.net) beside a board, or a supporting STEP, BOM or PDF';

interface Sorted {
  texts: TextFile[];
  sources: BoardSource[];
  /** KiCad schematic netlists: no geometry, cross-checked against the board once it is built. */
  netlists: { name: string; text: string }[];
  /** KiCad schematic sheets (`.kicad_sch`): read as one hierarchy once the board is built. */
  schematics: { name: string; text: string }[];
  /** KiCad project files (`.kicad_pro`): their names pick the root sheet. */
  projects: string[];
  /** BOMs as CSV / TSV text: read once the board is built (spreadsheets are only listed). */
  boms: { name: string; text: string }[];
}

const diag = (
  severity: Diagnostic['severity'],
  code: PackageCode,
  message: string,
  file: string,
): Diagnostic => ({
  severity,
  code,
  message,
  location: { file, line: 1 },
});

// What to do with each detected format: import it, list it as a supporting file, or report it.
const HANDLERS: Record<
  DetectedFile['format'],
  (f: PackageFile, d: DetectedFile, s: Sorted, out: Diagnostic[]) => void
> = {
  kicad: (f, d, s) => importable(f, d, s),
  ipc2581: (f, d, s) => importable(f, d, s),
  ipc356: (f, d, s) => importable(f, d, s),
  gerber: (f, d, s) => importable(f, d, s),
  'gerber-job': (f, d, s) => importable(f, d, s),
  excellon: (f, d, s) => importable(f, d, s),
  centroid: (f, d, s) => importable(f, d, s),
  'testpoint-csv': (f, d, s) => importable(f, d, s),
  'kicad-netlist': (f, _d, s) => s.netlists.push({ name: f.name, text: decodeText(f.bytes) }),
  'kicad-sch': (f, _d, s) => s.schematics.push({ name: f.name, text: decodeText(f.bytes) }),
  step: (f, _d, s, out) => supporting(f, 'step', 'a STEP model', s, out),
  bom: (f, _d, s, out) =>
    /\.(xlsx?|ods)$/i.test(f.name)
      ? out.push(
          diag(
            'info',
            PackageCode.fileSupporting,
            `${f.name} is a bill of materials as a spreadsheet: kept with the board, not read (export it as CSV to have its values, fields and DNP used)`,
            f.name,
          ),
        )
      : s.boms.push({ name: f.name, text: decodeText(f.bytes) }),
  pdf: (f, _d, s, out) => supporting(f, 'pdf', 'a PDF document', s, out),
  zip: (f, _d, _s, out) => nestedArchive(f, out),
  tar: (f, _d, _s, out) => nestedArchive(f, out),
  kept: (f, _d, s, out) => {
    if (/\.kicad_pro$/i.test(f.name)) s.projects.push(f.name);
    kept(f, out);
  },
  unknown: (f, d, _s, out) =>
    out.push(
      diag(
        'error',
        PackageCode.fileUnknown,
        `${f.name}: not a recognised design file (${d.reason}); expected ${EXPECTED}`,
        f.name,
      ),
    ),
};

function nestedArchive(f: PackageFile, out: Diagnostic[]): void {
  out.push(
    diag(
      'warning',
      PackageCode.zipNested,
      `${f.name}: archives nested deeper than one level are not expanded`,
      f.name,
    ),
  );
}

/** A file a CAD tool writes beside the design (kept-files.ts): one info saying what it is and why it is not read. */
function kept(f: PackageFile, out: Diagnostic[]): void {
  const kind = keptKind(f.name, f.bytes);
  out.push(
    diag(
      'info',
      PackageCode.fileKept,
      `${f.name} (${kind.label}): kept with the package, not used: ${kind.note}`,
      f.name,
    ),
  );
}

function importable(f: PackageFile, d: DetectedFile, s: Sorted): void {
  const format = d.format as TextFile['format'];
  s.texts.push({ name: f.name, bytes: f.bytes, format });
  s.sources.push({ format, file: f.name });
}

function supporting(
  f: PackageFile,
  format: 'step' | 'pdf',
  what: string,
  s: Sorted,
  out: Diagnostic[],
): void {
  s.sources.push({ format, file: f.name });
  out.push(
    diag(
      'info',
      PackageCode.fileSupporting,
      `${f.name} is ${what}: listed with the board, not imported`,
      f.name,
    ),
  );
}

/**
 * What a package without any design file held: nothing, files of other kinds, or files the expansion
 * refused (an archive over the limits, nested too deep…) — then the first reason, the rest being in
 * the diagnostics the ImportError carries.
 */
function describeNothing(fileCount: number, diagnostics: readonly Diagnostic[]): string {
  const refused = diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
  const first = refused[0];
  const held = fileCount === 0 ? 'no files' : `${fileCount} file(s), none of them a design file`;
  if (!first) return held;
  const more = refused.length > 1 ? ` (and ${refused.length - 1} more)` : '';
  return `${held}; ${first.message}${more}`;
}

/** The primary source (KiCad > IPC-2581 > ODB++ > Gerber set > IPC-D-356 > test-point CSV) and the rest, in that order. */
function rank(
  sources: ImportedSource[],
  out: Diagnostic[],
): { primary: ImportedSource; secondaries: ImportedSource[] } {
  const ordered = [...sources].sort((a, b) => PRECEDENCE.indexOf(a.format) - PRECEDENCE.indexOf(b.format));
  const [primary, ...rest] = ordered as [ImportedSource, ...ImportedSource[]];
  const secondaries = rest.filter((s) => {
    if (s.format !== 'kicad') return true;
    out.push(
      diag(
        'warning',
        PackageCode.kicadExtra,
        `${s.file}: a second KiCad board; only ${primary.file} is used`,
        s.file,
      ),
    );
    return false;
  });
  return { primary, secondaries };
}

/**
 * Imports a design package — any mix of KiCad boards, IPC-2581 files, ODB++ trees, Gerber / Excellon / position files, IPC-D-356
 * netlists, test-point CSVs, supporting STEP / BOM / PDF files and zip / tar archives of them — into ONE
 * board (mm, top view, +Y up, the primary source's frame). The primary source is the richest one
 * present (KiCad > IPC-2581 > ODB++ > Gerber set > IPC-D-356 > test-point CSV); the others are lined up with it (a
 * constant offset is detected and reported), fill what it lacks (e.g. 356 nets onto a Gerber set
 * without X2 nets) and are cross-checked, disagreements reported as aggregated warnings. A
 * test-point CSV marks or adds dedicated test points. A KiCad schematic netlist (`.net`) is
 * cross-checked against the finished board by reference and pin, and fills nets of pads that have
 * none (netlist-check.ts). `board.sources` lists every recognised file, a netlist only when checked.
 *
 * Throws ImportError only when no file can be imported at all (a netlist alone has no geometry).
 */
export function importPackage(files: PackageFile[], limits?: PackageLimits): ImportResult<Board> {
  const expanded = expandFiles(files, limits);
  const diagnostics: Diagnostic[] = expanded.diagnostics;
  const sorted: Sorted = { texts: [], sources: [], netlists: [], schematics: [], projects: [], boms: [] };
  const trees = findOdbppTrees(expanded.files);
  const inTree = new Set(trees.flatMap((t) => t.files.map((f) => f.name)));
  for (const f of expanded.files) {
    if (inTree.has(f.name)) continue;
    const detected = detectFormat(f.name, f.bytes);
    HANDLERS[detected.format](f, detected, sorted, diagnostics);
  }
  const where = { file: files[0]?.name ?? '(empty package)', line: 1 };
  const [netlistOnly] = sorted.netlists;
  const [schematicOnly] = sorted.schematics;
  if (sorted.texts.length === 0 && trees.length === 0 && schematicOnly) {
    throw new ImportError(
      PackageCode.schematicNoBoard,
      `${schematicOnly.name} is a schematic: it has no board geometry (pads, positions, outline); upload the board (.kicad_pcb, Gerber set, IPC-2581, ODB++ …) with it`,
      { file: schematicOnly.name, line: 1 },
      diagnostics,
    );
  }
  if (sorted.texts.length === 0 && trees.length === 0 && netlistOnly) {
    throw new ImportError(
      PackageCode.netlistNoBoard,
      `${netlistOnly.name} is a schematic netlist: it has no board geometry (pads, positions, outline); upload the board (.kicad_pcb, Gerber set, IPC-2581, ODB++ …) with it`,
      { file: netlistOnly.name, line: 1 },
      diagnostics,
    );
  }
  if (sorted.texts.length === 0 && trees.length === 0) {
    throw new ImportError(
      PackageCode.nothingImportable,
      `Nothing to import: ${describeNothing(expanded.files.length, diagnostics)}; expected ${EXPECTED}`,
      where,
      diagnostics,
    );
  }
  const treeSources = trees.flatMap((t) =>
    odbppSourceFiles(t).map((file) => ({ format: 'odbpp' as const, file })),
  );
  sorted.sources.unshift(...treeSources);
  const imported = [...importOdbppTrees(trees, diagnostics), ...runImporters(sorted.texts, diagnostics)];
  for (const source of imported) dropAbsurdValues(source, diagnostics);
  if (imported.length === 0) {
    const first = diagnostics.find((d) => d.severity === 'error');
    throw new ImportError(
      PackageCode.importFailed,
      `No design file could be imported${first ? `; first error: ${first.message}` : ''}`,
      first?.location ?? where,
      diagnostics,
    );
  }
  const { primary, secondaries } = rank(imported, diagnostics);
  const board = primary.board;
  for (const source of secondaries) mergeSource(board, primary.label, source, diagnostics);
  for (const n of sorted.netlists) {
    const read = attempt(n.name, () => readKicadNetlist(n.text, n.name), diagnostics);
    if (!read) continue;
    for (const d of read.diagnostics) diagnostics.push(d);
    if (checkNetlist(board, primary.label, n.name, read.board, diagnostics))
      sorted.sources.push({ format: 'kicad-netlist', file: n.name });
  }
  if (sorted.schematics.length > 0)
    applySchematic(
      board,
      primary.label,
      sorted.schematics,
      { project: sorted.projects, board: primary.file },
      sorted.sources,
      diagnostics,
    );
  for (const bom of sorted.boms) applyBom(board, bom, sorted.sources, diagnostics);
  board.sources = sorted.sources;
  renumber(board);
  return {
    board: finishBoard(
      board,
      primary.board.nets.map((n) => n.name),
    ),
    diagnostics,
  };
}
