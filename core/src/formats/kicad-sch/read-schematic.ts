import { type Diagnostic, DiagnosticSink, ImportError, type ImportResult } from '../../board/diagnostics';
import { connect, type SymbolUse } from './connect';
import { buildHierarchy, chooseRoot, type Hierarchy } from './hierarchy';
import { readSheetFile } from './read-sheet-file';
import type { KicadSchematic, PlacedSymbol, SchematicPart, SheetFile, SymbolInstance } from './types';
import { KicadSchCode } from './codes';

/** Properties every symbol has, which are not the part's own fields. */
const SYSTEM_FIELDS = new Set([
  'Reference',
  'Value',
  'Footprint',
  'Sheetfile',
  'Sheetname',
  'Sheet file',
  'Sheet name',
]);

/** KiCad's placeholder for an empty text ("~", from KiCad 5's libraries). */
const text = (s: string | undefined | null) => (s === undefined || s === null || s === '~' ? '' : s);

/**
 * The reference and unit a symbol has in one sheet instance: KiCad 7+ keep them on the symbol
 * (`(instances (project … (path "/root-uuid/sheet-uuids…" …)))`), KiCad 6 in the root's
 * `(symbol_instances (path "/sheet-uuids…/symbol-uuid" …))`. A sheet used once may fall back to the
 * only instance it has (a project copied under a new root uuid) or to the symbol's own Reference.
 */
function instanceOf(h: Hierarchy, index: number, s: PlacedSymbol, usesOfFile: number): SymbolInstance | null {
  const inst = h.instances[index]!;
  const v7 = `/${[h.root.uuid, ...inst.uuids].join('/')}`;
  const hit = s.instances.find((i) => i.path === v7);
  if (hit) return hit;
  const v6 = h.root.symbolInstances.get(`/${[...inst.uuids, s.uuid].join('/')}`);
  if (v6) return v6;
  if (usesOfFile > 1) return null;
  if (s.instances.length === 1) return s.instances[0]!;
  const reference = s.properties.get('Reference') ?? '';
  return reference === '' ? null : { path: '', reference, unit: null, value: null, footprint: null };
}

function usesOf(h: Hierarchy, sink: (file: string) => DiagnosticSink<KicadSchCode>): SymbolUse[] {
  const uses: SymbolUse[] = [];
  const count = new Map<SheetFile, number>();
  for (const i of h.instances) count.set(i.file, (count.get(i.file) ?? 0) + 1);
  const warned = new Set<string>();
  h.instances.forEach((inst, index) => {
    for (const s of inst.file.symbols) {
      const lib = inst.file.libSymbols.get(s.libName ?? s.libId) ?? inst.file.libSymbols.get(s.libId) ?? null;
      if (!lib && !warned.has(`${inst.file.name}:${s.libId}`)) {
        warned.add(`${inst.file.name}:${s.libId}`);
        sink(inst.file.name).warn(
          KicadSchCode.libSymbolMissing,
          `symbol ${s.libId} is not in the schematic's (lib_symbols …): the pins of its parts are not known`,
          { line: s.line },
        );
      }
      const found = instanceOf(h, index, s, count.get(inst.file) ?? 1);
      const reference = found?.reference ?? '';
      if (reference === '' || reference.endsWith('?')) {
        if (!(lib?.power ?? false))
          sink(inst.file.name).warn(
            reference === '' ? KicadSchCode.instanceMissing : KicadSchCode.symbolUnannotated,
            reference === ''
              ? `symbol ${s.libId} has no reference for sheet ${inst.namePath}: left out (annotate the schematic in KiCad and save it)`
              : `symbol ${reference} (${s.libId}) is not annotated: left out (annotate the schematic in KiCad and save it)`,
            { line: s.line },
          );
        if (!(lib?.power ?? false)) continue;
      }
      uses.push({
        instance: index,
        symbol: s,
        lib,
        reference: reference === '' ? '#' : reference,
        unit: found?.unit ?? s.unit,
        value: text(found?.value ?? s.properties.get('Value')),
        footprint: text(found?.footprint ?? s.properties.get('Footprint')),
      });
    }
  });
  return uses;
}

/** Every unit of a reference as one part; the first placed unit gives value, footprint and fields. */
function partsOf(
  uses: SymbolUse[],
  h: Hierarchy,
  sink: (file: string) => DiagnosticSink<KicadSchCode>,
): SchematicPart[] {
  const parts = new Map<string, SchematicPart>();
  for (const u of uses) {
    if (u.reference.startsWith('#')) continue;
    const file = h.instances[u.instance]!.file.name;
    const prev = parts.get(u.reference);
    if (prev) {
      if (prev.value !== u.value)
        sink(file).warn(
          KicadSchCode.partValuesDiffer,
          `${u.reference}: its units have different values ("${prev.value}" and "${u.value}"); the first is kept`,
          { line: u.symbol.line },
        );
      prev.dnp ||= u.symbol.dnp;
      continue;
    }
    const fields: Record<string, string> = {};
    for (const [k, v] of u.symbol.properties)
      if (!SYSTEM_FIELDS.has(k) && !k.startsWith('ki_') && text(v) !== '') fields[k] = v;
    parts.set(u.reference, {
      ref: u.reference,
      value: u.value,
      footprint: u.footprint,
      fields,
      dnp: u.symbol.dnp,
      inBom: u.symbol.inBom,
      onBoard: u.symbol.onBoard,
      excludeFromSim: u.symbol.excludeFromSim,
      file,
      line: u.symbol.line,
    });
  }
  return [...parts.values()];
}

/**
 * Reads a KiCad 6–9 schematic from its sheet files (`.kicad_sch`): the root (the file no other
 * places; `preferred` names — the project's or board's, without extension — break ties) and every
 * sheet below it, hierarchical and reused sheets included. Gives each part (reference, value,
 * footprint, fields, DNP, BOM / board flags) and the nets the drawing makes (`connect.ts`).
 *
 * A file that cannot be read is an error diagnostic on that file and the rest is read; throws
 * `ImportError` only when no file is a readable schematic.
 */
export function readKicadSchematic(
  files: { name: string; text: string }[],
  preferred: string[] = [],
): ImportResult<KicadSchematic> {
  const sinks = new Map<string, DiagnosticSink<KicadSchCode>>();
  const sink = (file: string) => {
    let s = sinks.get(file);
    if (!s) {
      s = new DiagnosticSink<KicadSchCode>(file);
      sinks.set(file, s);
    }
    return s;
  };
  const read = new Map<string, SheetFile>();
  const failed: Diagnostic[] = [];
  let firstError: ImportError | null = null;
  for (const f of files) {
    try {
      read.set(f.name, readSheetFile(f.text, f.name, sink(f.name)));
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
      firstError ??= e;
      failed.push({
        severity: 'error',
        code: e.code,
        message: e.message,
        location: { line: 1, ...e.location },
      });
    }
  }
  if (read.size === 0)
    throw (
      firstError ?? new ImportError(KicadSchCode.notASchematic, 'no schematic file', { file: '', line: 1 })
    );
  const root = chooseRoot(read, preferred, sink);
  const h = buildHierarchy(root, read, sink);
  const uses = usesOf(h, sink);
  const parts = partsOf(uses, h, sink);
  const nets = connect(h, uses, sink);
  const diagnostics = [...failed, ...[...sinks.values()].flatMap((s) => s.list)];
  return {
    board: {
      root: root.name,
      files: [...new Set(h.instances.map((i) => i.file.name))],
      sheets: h.instances.map((i) => i.namePath),
      parts,
      nets,
      missingSheets: h.missing,
    },
    diagnostics,
  };
}
