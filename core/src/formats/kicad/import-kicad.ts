import { encodeUtf8 } from '../shared/text-codec';
import { DiagnosticSink, type ImportResult, ImportError } from '../../board/diagnostics';
import { emptyBoard, finishBoard } from '../../board/finish';
import type { Board } from '../../board/model';
import {
  END,
  NODE,
  NodeCollector,
  OPEN,
  SexprStream,
  SexprSyntaxError,
  type SexprTree,
  WordSet,
} from '../sexpr/index';
import { type ByteSource, utf8Chunks } from '../shared/utf8-chunks';
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

/** Top-level sections the header reader takes (readHeader, readViaDrillDefaults). */
const HEADER = ['version', 'general', 'layers', 'setup', 'net', 'net_class'];

/** Thrown when a header section follows the first item: the file is then read in two passes. */
const LATE_HEADER = Symbol('late header');

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
  return importChunks([encodeUtf8(text)], fileName);
}

/**
 * importKicad from the file's bytes (UTF-8, or UTF-16 with a byte-order mark), whole or in chunks:
 * the board is streamed item by item (footprint, via, drawing) and never held as one string or one
 * tree, so files past V8's largest string (~512 M characters) import too. The result is the same
 * whatever the chunk boundaries, and the same as importKicad of the decoded text.
 */
export function importKicadBytes(source: ByteSource, fileName: string): ImportResult<Board> {
  return importChunks(utf8Chunks(source), fileName);
}

function importChunks(chunks: readonly Uint8Array[], fileName: string): ImportResult<Board> {
  try {
    try {
      return readBoard(chunks, fileName, null);
    } catch (e) {
      if (e !== LATE_HEADER) throw e;
      return readBoard(chunks, fileName, collectHeader(chunks));
    }
  } catch (e) {
    if (!(e instanceof SexprSyntaxError)) throw e;
    throw new ImportError(KicadCode.syntax, `not a readable KiCad board: ${e.message}`, {
      file: fileName,
      line: e.line,
      column: e.column,
    });
  }
}

const HEADER_WORDS = new WordSet(HEADER.map((h) => [h, true] as const));
const isHeader = (t: SexprTree) => t.lookupHead(0, HEADER_WORDS) === true;

/** The head of an item the reader acts on (footprint, via, drawing), else "": once one is met, the header is complete (KiCad writes it first). */
function itemHead(t: SexprTree): string {
  if (!t.isList(0)) return '';
  const head = t.head(0);
  if (head === 'footprint' || head === 'module' || head === 'via') return head;
  const kind = shapeKind(head);
  return kind !== '' && kind !== 'text' && kind !== 'text_box' ? head : '';
}

/** Every header section of the board, wherever it stands (the second pass of an unusual file). */
function collectHeader(chunks: readonly Uint8Array[]): NodeCollector {
  const s = new SexprStream(chunks, SKIP);
  const header = new NodeCollector();
  if (s.next() !== OPEN) return header;
  for (let ev = s.next(); ev === NODE; ev = s.next()) if (isHeader(s.tree)) header.add(s);
  return header;
}

/**
 * Reads the board in one pass: the header sections are kept until the first item, then each item is
 * read as it streams by. With `header` given (second pass), the header is that and header sections
 * met in the stream are passed over.
 */
function readBoard(
  chunks: readonly Uint8Array[],
  fileName: string,
  given: NodeCollector | null,
): ImportResult<Board> {
  const s = new SexprStream(chunks, SKIP);
  const first = s.next();
  if (first !== OPEN) {
    s.drain();
    throw new ImportError(KicadCode.notABoard, 'empty file: expected "(kicad_pcb ...)"', {
      file: fileName,
      line: 1,
    });
  }
  const rootLine = s.openLine;
  let ev = s.next();
  if (ev !== NODE || !s.tree.is(0, 'kicad_pcb')) {
    const head = ev === NODE ? s.tree.str(0) : '';
    s.drain();
    const what =
      head === 'footprint' || head === 'module' ? 'a footprint, not a board' : `"(${head.slice(0, 40)} ...)"`;
    throw new ImportError(
      KicadCode.notABoard,
      `not a KiCad board: found ${what}, expected "(kicad_pcb ...)"`,
      {
        file: fileName,
        line: rootLine,
      },
    );
  }
  const sink = new DiagnosticSink<KicadCode>(fileName);
  const header = given ?? new NodeCollector();
  let ctx: KicadContext | undefined;
  for (ev = s.next(); ev === NODE; ev = s.next()) {
    const t = s.tree;
    if (isHeader(t)) {
      if (given) continue;
      if (ctx) throw LATE_HEADER;
      header.add(s);
      continue;
    }
    const head = itemHead(t);
    if (head === '') continue;
    ctx ??= startItems(header, rootLine, sink, s.tree);
    readTopLevelItem(ctx, 0, head);
  }
  const board = ctx ?? startItems(header, rootLine, sink, s.tree);
  // ev is CLOSE: what follows the board is only checked.
  ev = s.next();
  if (ev !== END) {
    const line = ev === OPEN ? s.openLine : s.tree.line(0);
    s.drain();
    sink.list.unshift({
      severity: 'warning',
      code: KicadCode.trailingContent,
      message: 'content after the board is ignored',
      location: { file: fileName, line },
    });
  }
  finishItems(board, rootLine);
  return {
    board: finishBoard(board.board, declaredNetNames(board.netNames), {
      itemNetsDeclared: !board.undeclaredNets,
    }),
    diagnostics: sink.list,
  };
}

/** Reads the header kept so far; items are then read from the stream's tree. */
function startItems(
  header: NodeCollector,
  rootLine: number,
  sink: DiagnosticSink<KicadCode>,
  items: SexprTree,
) {
  const ctx = readHeader(header.tree(rootLine, SKIP), 0, sink);
  ctx.t = items;
  return ctx;
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
    netByCode: [],
    undeclaredNets: false,
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

function readTopLevelItem(ctx: KicadContext, c: number, head: string): void {
  const { t } = ctx;
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

function finishItems(ctx: KicadContext, rootLine: number): void {
  ctx.board.outline = buildOutline(ctx, rootLine);
  finishCopperless(ctx);
  const { buried } = ctx;
  if (buried.count > 0) {
    ctx.sink.info(KicadCode.viaBuried, `${buried.count} buried via(s) reach no outer side and are left out`, {
      line: buried.line,
    });
  }
}
