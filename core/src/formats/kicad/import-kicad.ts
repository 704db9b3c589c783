import { DiagnosticSink, type ImportResult, ImportError } from '../../board/diagnostics';
import { emptyBoard, finishBoard } from '../../board/finish';
import type { Board } from '../../board/model';
import { parseSexpr, SexprSyntaxError, type SexprTree } from '../sexpr/index';
import { childNum, type KicadContext, readXY } from './context';
import { readFootprint } from './footprint';
import { readShape, shapeKind } from './graphics';
import { L_EDGE, layerFlags, readLayerTable } from './layers';
import { declaredNetNames, readNetDeclaration, readViaDrillDefaults } from './nets';
import { addOutlineShape, buildOutline } from './outline';
import { finishCopperless } from './copperless';
import { readBoardTenting } from './tenting';
import { PAGE } from './transform';
import { readVia } from './via';
import { KicadCode } from './codes';

/** Newest board format this importer was written against (KiCad 10). */
const NEWEST_KNOWN_VERSION = 20260206;

/**
 * Sections that hold nothing the board model needs, by depth (1: top level, 2: inside a footprint
 * or the setup, 3: inside a footprint text). The tokenizer steps over them without building nodes:
 * tracks, zone fills and text styling are most of a board file.
 */
const SKIP: string[][] = [
  [],
  [
    'segment',
    'arc',
    'zone',
    'gr_text',
    'gr_text_box',
    'dimension',
    'target',
    'group',
    'generated',
    'image',
    'table',
    'embedded_files',
    'embedded_fonts',
    'title_block',
  ],
  ['model', 'zone', 'group', 'stackup', 'fp_text_box', 'embedded_files', 'embedded_fonts'],
  ['effects'],
];

/**
 * Imports a KiCad board (`.kicad_pcb`, KiCad 5 to 10) into the canonical board model.
 *
 * Frame: KiCad's page coordinates (mm, +Y down) become the board frame (mm, top view, +Y up) by
 * y → −y with the page origin kept; the aux origin is recorded in `board.auxOrigin` the same way.
 * Angles keep their value (a KiCad angle is already CCW as seen from the top; see transform.ts).
 *
 * Problems in the content are diagnostics; throws `ImportError` only when the text is not an
 * S-expression or not a board.
 */
export function importKicad(text: string, fileName: string): ImportResult<Board> {
  const t = parseOrThrow(text, fileName);
  const root = t.root;
  if (root < 0 || !t.isList(root)) {
    throw new ImportError(KicadCode.notABoard, 'empty file: expected "(kicad_pcb ...)"', {
      file: fileName,
      line: 1,
    });
  }
  if (!t.headIs(root, 'kicad_pcb')) {
    const head = t.head(root);
    const what =
      head === 'footprint' || head === 'module' ? 'a footprint, not a board' : `"(${head.slice(0, 40)} ...)"`;
    throw new ImportError(
      KicadCode.notABoard,
      `not a KiCad board: found ${what}, expected "(kicad_pcb ...)"`,
      {
        file: fileName,
        line: t.line(root),
      },
    );
  }
  const sink = new DiagnosticSink<KicadCode>(fileName);
  if (t.end(root) < t.size)
    sink.warn(KicadCode.trailingContent, 'content after the board is ignored', { line: t.line(t.end(root)) });
  const ctx = readHeader(t, root, sink);
  for (let c = t.first(root), e = t.end(root); c < e; c = t.end(c)) readTopLevelItem(ctx, c);
  finishItems(ctx, root);
  return { board: finishBoard(ctx.board, declaredNetNames(ctx.netNames)), diagnostics: sink.list };
}

function parseOrThrow(text: string, fileName: string): SexprTree {
  try {
    return parseSexpr(text, { skip: SKIP });
  } catch (e) {
    if (!(e instanceof SexprSyntaxError)) throw e;
    throw new ImportError(KicadCode.syntax, `not a readable KiCad board: ${e.message}`, {
      file: fileName,
      line: e.line,
      column: e.column,
    });
  }
}

/** Version, general, layers, setup and net declarations: everything items depend on. */
function readHeader(t: SexprTree, root: number, sink: DiagnosticSink<KicadCode>): KicadContext {
  const versionNode = t.child(root, 'version');
  const version = t.numArg(versionNode, 0);
  if (!Number.isFinite(version)) {
    sink.warn(KicadCode.versionMissing, 'no (version ...): read as a KiCad 5 board', { line: t.line(root) });
  } else if (version > NEWEST_KNOWN_VERSION) {
    sink.info(
      KicadCode.versionNewer,
      `format ${version} is newer than the newest known (${NEWEST_KNOWN_VERSION})`,
      {
        line: t.line(versionNode),
      },
    );
  }
  const setup = t.child(root, 'setup');
  const layers = readLayerTable(t, t.child(root, 'layers'), Number.isFinite(version) ? version : 0);
  const board = emptyBoard([{ format: 'kicad', file: sink.file }]);
  const thickness = childNum(t, t.child(root, 'general'), 'thickness');
  board.thicknessMm = thickness > 0 && Number.isFinite(thickness) ? thickness : null;
  board.copperLayerCount = layers.copperCount;
  // KiCad writes (aux_axis_origin) only when it is not the page origin.
  const aux = readXY(t, setup, 'aux_axis_origin');
  board.auxOrigin = aux ? { x: aux.x + 0, y: -aux.y + 0 } : { x: 0, y: 0 };
  const ctx: KicadContext = {
    t,
    sink,
    version: Number.isFinite(version) ? version : 0,
    layers,
    netNames: new Map(),
    tenting: readBoardTenting(t, setup),
    viaDrills: { byNet: new Map(), fallback: { via: Number.NaN, micro: Number.NaN } },
    board,
    outlineEdges: [],
    outlineRings: [],
    outlinePoints: [],
    outlineEndLines: new Map(),
    buried: { count: 0, line: 0 },
    copperless: { count: 0, line: 0, examples: [], openings: [] },
  };
  for (let c = t.first(root), e = t.end(root); c < e; c = t.end(c)) {
    if (t.headIs(c, 'net')) readNetDeclaration(ctx, c);
  }
  ctx.viaDrills = readViaDrillDefaults(ctx, root, setup);
  return ctx;
}

function readTopLevelItem(ctx: KicadContext, c: number): void {
  const { t } = ctx;
  if (!t.isList(c)) return;
  const head = t.head(c);
  if (head === 'footprint' || head === 'module') {
    readFootprint(ctx, c);
    return;
  }
  if (head === 'via') {
    readVia(ctx, c);
    return;
  }
  const kind = shapeKind(head);
  if (kind === '' || kind === 'text' || kind === 'text_box') return;
  if ((layerFlags(t, ctx.layers, t.child(c, 'layer')) & L_EDGE) === 0) return;
  const shape = readShape(t, c, kind, PAGE);
  if (shape) addOutlineShape(ctx, shape, t.line(c));
  else
    ctx.sink.warn(KicadCode.outlineBadItem, `Edge.Cuts ${head} without valid coordinates; ignored`, {
      line: t.line(c),
    });
}

function finishItems(ctx: KicadContext, root: number): void {
  ctx.board.outline = buildOutline(ctx, ctx.t.line(root));
  finishCopperless(ctx);
  const { buried } = ctx;
  if (buried.count > 0) {
    ctx.sink.info(KicadCode.viaBuried, `${buried.count} buried via(s) reach no outer side and are left out`, {
      line: buried.line,
    });
  }
}
