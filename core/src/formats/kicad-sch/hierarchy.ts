import type { DiagnosticSink } from '../../board/diagnostics';
import type { SheetFile, SheetSymbol } from './types';
import { KicadSchCode } from './codes';

/** One use of a sheet file in the hierarchy: the root, or a sheet symbol's child. */
export interface SheetInstance {
  file: SheetFile;
  /** UUIDs of the sheet symbols from the root down to this one (empty for the root). */
  uuids: string[];
  /** Sheet names from the root, as KiCad prefixes local net names: `/`, `/amp/`, `/amp/stage1/`. */
  namePath: string;
  /** Index of the parent instance and the sheet symbol there that places this one (root: -1, null). */
  parent: number;
  via: SheetSymbol | null;
}

export interface Hierarchy {
  root: SheetFile;
  instances: SheetInstance[];
  /** Sheet files named by a sheet symbol that the package does not hold. */
  missing: string[];
}

/** Far beyond any real design (the largest have a few hundred sheets); a bound for hostile files. */
const MAX_INSTANCES = 5000;

const dirOf = (name: string) => (name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '');
const baseOf = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** Resolves `..` and `.` segments of a slash path. */
function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/**
 * The file a sheet symbol names: KiCad writes the path relative to the project folder (the root
 * sheet's), or to the sheet that places it in older files; then any one file of that name.
 */
export function resolveSheetFile(
  ref: string,
  from: SheetFile,
  root: SheetFile,
  files: Map<string, SheetFile>,
): SheetFile | null {
  for (const base of [dirOf(root.name), dirOf(from.name)]) {
    const hit = files.get(normalise(base + ref));
    if (hit) return hit;
  }
  const byBase = [...files.values()].filter((f) => baseOf(f.name) === baseOf(normalise(ref)));
  return byBase.length === 1 ? byBase[0]! : null;
}

/**
 * The root: the sheet file no other sheet places. When several are (two projects, or stray sheets),
 * the one named like the board or the project (`preferred`, in that order, base names without
 * extension) wins, then
 * the one with the most sheets below it; the others are reported.
 */
export function chooseRoot(
  files: Map<string, SheetFile>,
  preferred: string[],
  sink: (file: string) => DiagnosticSink<KicadSchCode>,
): SheetFile {
  const placed = new Set<SheetFile>();
  for (const f of files.values())
    for (const s of f.sheets) {
      const child = resolveSheetFile(s.file, f, f, files);
      if (child && child !== f) placed.add(child);
    }
  let roots = [...files.values()].filter((f) => !placed.has(f));
  if (roots.length === 0) roots = [...files.values()]; // a cycle: any file will do, reported later
  const stem = (f: SheetFile) => baseOf(f.name).replace(/\.kicad_sch$/i, '');
  const first = preferred.find((name) => roots.some((f) => stem(f) === name));
  const named = roots.filter((f) => stem(f) === first);
  const pool = named.length > 0 ? named : roots;
  const root = [...pool].sort(
    (a, b) => b.sheets.length - a.sheets.length || a.name.localeCompare(b.name),
  )[0]!;
  for (const other of roots)
    if (other !== root)
      sink(other.name).warn(
        KicadSchCode.rootAmbiguous,
        `${other.name} is not placed in the hierarchy of ${root.name}: it is not read (a second project, or a sheet no longer used)`,
        { line: 1 },
      );
  return root;
}

/**
 * Every sheet instance below `root`, depth first (KiCad's page order is not needed). A sheet file used
 * twice is two instances with their own references; a sheet that places itself (directly or not) is
 * reported and not entered again.
 */
export function buildHierarchy(
  root: SheetFile,
  files: Map<string, SheetFile>,
  sink: (file: string) => DiagnosticSink<KicadSchCode>,
): Hierarchy {
  const instances: SheetInstance[] = [{ file: root, uuids: [], namePath: '/', parent: -1, via: null }];
  const missing: string[] = [];
  const visit = (index: number, chain: SheetFile[]) => {
    const inst = instances[index]!;
    for (const s of inst.file.sheets) {
      const child = resolveSheetFile(s.file, inst.file, root, files);
      if (!child) {
        if (!missing.includes(s.file)) missing.push(s.file);
        sink(inst.file.name).warn(
          KicadSchCode.sheetFileMissing,
          `sheet "${s.name}" uses ${s.file}, which is not in the package: its parts and connections are not known`,
          { line: s.line },
        );
        continue;
      }
      if (instances.length >= MAX_INSTANCES) {
        sink(inst.file.name).warn(
          KicadSchCode.sheetRecursive,
          `more than ${MAX_INSTANCES} sheet instances: sheet "${s.name}" and the rest are not entered`,
          { line: s.line },
        );
        return;
      }
      if (chain.includes(child)) {
        sink(inst.file.name).warn(
          KicadSchCode.sheetRecursive,
          `sheet "${s.name}" places ${s.file}, which already contains this sheet: not entered again`,
          { line: s.line },
        );
        continue;
      }
      instances.push({
        file: child,
        uuids: [...inst.uuids, s.uuid],
        namePath: `${inst.namePath}${s.name}/`,
        parent: index,
        via: s,
      });
      visit(instances.length - 1, [...chain, child]);
    }
  };
  visit(0, [root]);
  return { root, instances, missing };
}
