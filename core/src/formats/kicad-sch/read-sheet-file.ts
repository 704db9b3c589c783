import { type DiagnosticSink, ImportError } from '../../board/diagnostics';
import { parseSexpr, SexprSyntaxError, type SexprTree } from '../sexpr/index';
import { readLibSymbol } from './lib-symbols';
import type {
  Label,
  LabelKind,
  PlacedSymbol,
  Point,
  Segment,
  SheetFile,
  SheetSymbol,
  SymbolInstance,
} from './types';
import { KicadSchCode } from './codes';

/** The first S-expression schematic (KiCad 5.99 development); 6.0 was released as 20211123. */
const KICAD6 = 20200310;
/** KiCad 9.0's format; a later date is read as KiCad 9 with a note. */
const KICAD9 = 20250114;

/** Drawing-only sections: stepped over unparsed (graphics, text, images, title block). */
const SKIP: string[][] = [
  [],
  ['polyline', 'text', 'text_box', 'image', 'title_block', 'rectangle', 'circle', 'arc', 'bezier', 'table'],
];

type Sink = DiagnosticSink<KicadSchCode>;

interface Ctx {
  t: SexprTree;
  sink: Sink;
  out: SheetFile;
}

/** `(at x y [angle])` of list `i`, or null. */
function at(t: SexprTree, i: number): { x: number; y: number; angle: number } | null {
  const a = t.child(i, 'at');
  const x = t.numArg(a, 0);
  const y = t.numArg(a, 1);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  const angle = t.numArg(a, 2);
  return { x, y, angle: Number.isFinite(angle) ? angle : 0 };
}

/** `(name yes)` / `(name no)` children, and KiCad 6's bare flags; `dflt` when absent. */
export function yesNo(t: SexprTree, i: number, name: string, dflt: boolean): boolean {
  const c = t.child(i, name);
  if (c < 0) return t.hasFlag(i, name) || dflt;
  const v = t.arg(c, 0);
  return v < 0 ? true : !t.is(v, 'no');
}

function points(t: SexprTree, i: number): Point[] {
  const pts = t.child(i, 'pts');
  const out: Point[] = [];
  for (let c = t.first(pts), e = pts < 0 ? c : t.end(pts); c < e; c = t.end(c)) {
    if (!t.headIs(c, 'xy')) continue;
    const x = t.numArg(c, 0);
    const y = t.numArg(c, 1);
    if (Number.isFinite(x) && Number.isFinite(y)) out.push({ x, y });
  }
  return out;
}

function segments(ctx: Ctx, i: number, into: Segment[]): void {
  const pts = points(ctx.t, i);
  if (pts.length < 2) {
    bad(ctx, i, 'a wire or bus without two points');
    return;
  }
  for (let k = 1; k < pts.length; k++)
    into.push({ x1: pts[k - 1]!.x, y1: pts[k - 1]!.y, x2: pts[k]!.x, y2: pts[k]!.y });
}

function bad(ctx: Ctx, i: number, what: string): void {
  ctx.sink.warn(KicadSchCode.itemBad, `${what}: skipped; its connections are not known`, {
    line: ctx.t.line(i),
  });
}

function point(ctx: Ctx, i: number, into: Point[], what: string): void {
  const p = at(ctx.t, i);
  if (p) into.push({ x: p.x, y: p.y });
  else bad(ctx, i, `${what} without (at x y)`);
}

function label(ctx: Ctx, i: number, kind: LabelKind): void {
  const p = at(ctx.t, i);
  const text = ctx.t.strArg(i, 0);
  if (!p || text === '') {
    bad(ctx, i, `a ${kind} label without text or (at x y)`);
    return;
  }
  const l: Label = { kind, text, x: p.x, y: p.y, line: ctx.t.line(i) };
  ctx.out.labels.push(l);
}

/** Every `(property "Name" "Value" …)` of list `i`. */
function properties(t: SexprTree, i: number): Map<string, string> {
  const out = new Map<string, string>();
  for (let c = t.first(i), e = t.end(i); c < e; c = t.end(c))
    if (t.headIs(c, 'property')) {
      const key = t.strArg(c, 0);
      if (key !== '' && !out.has(key)) out.set(key, t.strArg(c, 1));
    }
  return out;
}

/** `(instances (project "name" (path "/…" (reference "R1") (unit 1))) …)` (KiCad 7+). */
function instancesOf(t: SexprTree, i: number): SymbolInstance[] {
  const list = t.child(i, 'instances');
  const out: SymbolInstance[] = [];
  if (list < 0) return out;
  for (let p = t.first(list), e = t.end(list); p < e; p = t.end(p)) {
    if (!t.headIs(p, 'project')) continue;
    for (let c = t.first(p), pe = t.end(p); c < pe; c = t.end(c))
      if (t.headIs(c, 'path')) out.push(readInstance(t, c));
  }
  return out;
}

function readInstance(t: SexprTree, c: number): SymbolInstance {
  const unit = t.numArg(t.child(c, 'unit'), 0);
  const value = t.child(c, 'value');
  const footprint = t.child(c, 'footprint');
  return {
    path: t.strArg(c, 0),
    reference: t.strArg(t.child(c, 'reference'), 0),
    unit: Number.isFinite(unit) ? unit : null,
    value: value < 0 ? null : t.strArg(value, 0),
    footprint: footprint < 0 ? null : t.strArg(footprint, 0),
  };
}

function symbol(ctx: Ctx, i: number): void {
  const { t } = ctx;
  const p = at(t, i);
  const libId = t.strArg(t.child(i, 'lib_id'), 0);
  if (!p || libId === '') {
    ctx.sink.warn(
      KicadSchCode.symbolBadPosition,
      'a symbol without (lib_id …) or (at x y): skipped; its part and connections are not known',
      { line: t.line(i) },
    );
    return;
  }
  const mirrorNode = t.child(i, 'mirror');
  const mirror = mirrorNode < 0 ? null : t.is(t.arg(mirrorNode, 0), 'x') ? 'x' : 'y';
  const unit = t.numArg(t.child(i, 'unit'), 0);
  const style = t.numArg(t.child(i, t.child(i, 'body_style') >= 0 ? 'body_style' : 'convert'), 0);
  const libName = t.child(i, 'lib_name');
  const s: PlacedSymbol = {
    libId,
    libName: libName < 0 ? null : t.strArg(libName, 0),
    x: p.x,
    y: p.y,
    angleDeg: p.angle,
    mirror,
    unit: Number.isFinite(unit) ? unit : 1,
    style: Number.isFinite(style) ? style : 1,
    uuid: t.strArg(t.child(i, 'uuid'), 0),
    inBom: yesNo(t, i, 'in_bom', true),
    onBoard: yesNo(t, i, 'on_board', true),
    dnp: yesNo(t, i, 'dnp', false),
    excludeFromSim: yesNo(t, i, 'exclude_from_sim', false),
    properties: properties(t, i),
    instances: instancesOf(t, i),
    line: t.line(i),
  };
  ctx.out.symbols.push(s);
}

/**
 * A sheet's name and file: `Sheetname` / `Sheetfile` (KiCad 8+), `Sheet name` / `Sheet file` (KiCad
 * 6–7), or — in files whose field names were translated (`Nom feuille`, `Fichier de feuille`) — the
 * fields with `(id 0)` and `(id 1)`, else the first two properties.
 */
function sheetFields(t: SexprTree, i: number): { name: string; file: string } {
  const props = properties(t, i);
  let name = props.get('Sheetname') ?? props.get('Sheet name');
  let file = props.get('Sheetfile') ?? props.get('Sheet file');
  const ordered: { id: number; value: string }[] = [];
  for (let c = t.first(i), e = t.end(i); c < e; c = t.end(c))
    if (t.headIs(c, 'property')) ordered.push({ id: t.numArg(t.child(c, 'id'), 0), value: t.strArg(c, 1) });
  name ??= (ordered.find((p) => p.id === 0) ?? ordered[0])?.value;
  file ??= (ordered.find((p) => p.id === 1) ?? ordered[1])?.value;
  return { name: name ?? '', file: file ?? '' };
}

function sheet(ctx: Ctx, i: number): void {
  const { t } = ctx;
  const { name, file } = sheetFields(t, i);
  const s: SheetSymbol = {
    uuid: t.strArg(t.child(i, 'uuid'), 0),
    name,
    file,
    pins: [],
    line: t.line(i),
  };
  for (let c = t.first(i), e = t.end(i); c < e; c = t.end(c)) {
    if (!t.headIs(c, 'pin')) continue;
    const p = at(t, c);
    const name = t.strArg(c, 0);
    if (p && name !== '') s.pins.push({ name, x: p.x, y: p.y });
  }
  if (file === '') bad(ctx, i, `sheet "${s.name}" without a "Sheetfile" property`);
  else ctx.out.sheets.push(s);
}

/** KiCad 6's `(symbol_instances (path "/…/uuid" (reference …) (unit …) (value …) (footprint …)))`. */
function symbolInstances(ctx: Ctx, i: number): void {
  const { t } = ctx;
  for (let c = t.first(i), e = t.end(i); c < e; c = t.end(c))
    if (t.headIs(c, 'path')) {
      const inst = readInstance(t, c);
      ctx.out.symbolInstances.set(inst.path, inst);
    }
}

const TOP = new Map<string, (ctx: Ctx, i: number) => void>(
  Object.entries({
    lib_symbols: (ctx: Ctx, i: number) => {
      const { t } = ctx;
      for (let c = t.first(i), e = t.end(i); c < e; c = t.end(c))
        if (t.headIs(c, 'symbol')) {
          const lib = readLibSymbol(t, c);
          if (lib) ctx.out.libSymbols.set(lib.id, lib);
        }
    },
    symbol,
    wire: (ctx: Ctx, i: number) => segments(ctx, i, ctx.out.wires),
    bus: (ctx: Ctx, i: number) => segments(ctx, i, ctx.out.buses),
    junction: (ctx: Ctx, i: number) => point(ctx, i, ctx.out.junctions, 'a junction'),
    no_connect: (ctx: Ctx, i: number) => point(ctx, i, ctx.out.noConnects, 'a no-connect flag'),
    label: (ctx: Ctx, i: number) => label(ctx, i, 'local'),
    global_label: (ctx: Ctx, i: number) => label(ctx, i, 'global'),
    hierarchical_label: (ctx: Ctx, i: number) => label(ctx, i, 'hierarchical'),
    sheet,
    symbol_instances: symbolInstances,
    uuid: (ctx: Ctx, i: number) => {
      ctx.out.uuid = ctx.t.strArg(i, 0);
    },
  }),
);

function parseOrThrow(text: string, file: string): SexprTree {
  try {
    return parseSexpr(text, { skip: SKIP });
  } catch (e) {
    if (!(e instanceof SexprSyntaxError)) throw e;
    throw new ImportError(KicadSchCode.syntax, `not a readable KiCad schematic: ${e.message}`, {
      file,
      line: e.line,
      column: e.column,
    });
  }
}

function checkVersion(t: SexprTree, root: number, sink: Sink): number {
  const version = t.numArg(t.child(root, 'version'), 0);
  const line = t.line(root);
  if (!Number.isFinite(version) || version < KICAD6)
    sink.warn(
      KicadSchCode.versionOld,
      `schematic version ${Number.isFinite(version) ? version : '(none)'} is older than KiCad 6.0 (${KICAD6}); read as KiCad 6`,
      { line },
    );
  else if (version > KICAD9)
    sink.info(
      KicadSchCode.versionNew,
      `schematic version ${version} is newer than KiCad 9.0 (${KICAD9}); read as KiCad 9`,
      { line },
    );
  return Number.isFinite(version) ? version : KICAD6;
}

/**
 * Reads one `.kicad_sch` file (KiCad 6–9): its embedded library symbols, placed symbols with their
 * properties, flags and instances, wires, buses, junctions, no-connect flags, labels and sheet
 * symbols. Throws `ImportError` when the text is not an S-expression or not a schematic; damaged
 * items are warnings with their line and are left out.
 */
export function readSheetFile(text: string, file: string, sink: Sink): SheetFile {
  const t = parseOrThrow(text, file);
  const root = t.root;
  if (root < 0 || !t.headIs(root, 'kicad_sch'))
    throw new ImportError(
      KicadSchCode.notASchematic,
      `not a KiCad schematic: expected "(kicad_sch (version …) …)", found ${root < 0 ? 'an empty file' : `"${t.isList(root) ? `(${t.head(root).slice(0, 40)}` : 'text'} …"`}`,
      { file, line: root < 0 ? 1 : t.line(root) },
    );
  const out: SheetFile = {
    name: file,
    version: checkVersion(t, root, sink),
    uuid: '',
    libSymbols: new Map(),
    symbols: [],
    wires: [],
    buses: [],
    junctions: [],
    noConnects: [],
    labels: [],
    sheets: [],
    symbolInstances: new Map(),
  };
  const ctx: Ctx = { t, sink, out };
  for (let c = t.first(root), e = t.end(root); c < e; c = t.end(c)) {
    if (!t.isList(c)) continue;
    const handler = TOP.get(t.head(c));
    if (handler) handler(ctx, c);
  }
  return out;
}
