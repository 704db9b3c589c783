import { DiagnosticSink, ImportError, type ImportResult } from '../../board/diagnostics';
import { emptyBoard, finishBoard } from '../../board/finish';
import type { Board } from '../../board/model';
import { applyNetPoints } from './apply-nets';
import { assemble } from './assemble';
import { readComponents } from './components';
import { type Ipc2581Context, Tally } from './context';
import { makeKeep } from './keep';
import { readLayerFeatures } from './layer-features';
import { readLayers, readThickness } from './layers';
import { applyMask } from './mask';
import { readNets } from './nets';
import { readProfile } from './outline';
import { readPackages } from './packages';
import { readPadstacks } from './padstacks';
import { type Primitive, readDictionary } from './primitives';
import { child, childrenNamed, enumAttr, numAttr } from './tree';
import { cadUnitsOrThrow, unitScale } from './units';
import { parseXmlTree } from './xml-scan';
import type { XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';
import { type ByteSource, utf8Chunks } from '../shared/utf8-chunks';

const KNOWN_REVISIONS = new Set(['B', 'B1', 'C']);

/**
 * Imports an IPC-2581 file (revisions B and C; FULL, TEST and other function modes; `.xml` / `.cvg`)
 * into the canonical board model.
 *
 * Frame: IPC-2581 coordinates are already a top view with +Y up; they are converted to mm (CadHeader
 * and each dictionary's own `units`: MILLIMETER, INCH ×25.4, MICRON /1000) and kept at the file's
 * origin. Bottom parts keep top-view coordinates (`side: 'bottom'`, rotation as seen from the top).
 * Pads, vias and holes come from the outer copper, solder-mask and drill LayerFeatures; nets from
 * LogicalNet, PhyNet and the features' own `net`; PhyNetPoints give exposure and test flags and,
 * where no copper feature exists (TEST mode), become probe points themselves.
 *
 * Throws ImportError when the XML is malformed, the root is not `<IPC-2581>`, or `<Ecad>`, its
 * CadHeader units or its `<Step>` are missing; everything else is a diagnostic.
 */
export function importIpc2581(text: string, fileName: string): ImportResult<Board> {
  return importIpc2581WithStats(text, fileName).result;
}

/**
 * importIpc2581 from the file's bytes (UTF-8, or UTF-16 with a byte-order mark), whole or in chunks:
 * decoded piece by piece into the XML parser, never as one string. The same result as importIpc2581
 * of the decoded text, whatever the chunk boundaries.
 */
export function importIpc2581Bytes(source: ByteSource, fileName: string): ImportResult<Board> {
  return importIpc2581WithStats(utf8Chunks(source), fileName).result;
}

/** What the file declared, for tests and the package cross-check: layers, nets, net points. */
export interface Ipc2581Stats {
  mode: string;
  layerCount: number;
  logicalNets: number;
  phyNets: number;
  netPoints: number;
  /** Net points that landed on a pad or via read from the copper layers. */
  matchedNetPoints: number;
}

/** importIpc2581 plus what the file declared. */
export function importIpc2581WithStats(
  source: string | readonly Uint8Array[],
  fileName: string,
): { result: ImportResult<Board>; stats: Ipc2581Stats } {
  const sink = new DiagnosticSink<Ipc2581Code>(fileName);
  const tally = new Tally();
  // The document's tree is read in a function of its own: once read, nothing holds it (its columns
  // are freed before the pads are assembled).
  const { ctx, board, padstacks, components, nets, features, stepLine, mode } = readDocument(
    source,
    fileName,
    sink,
    tally,
  );
  const assembled = assemble(ctx, { features, padstacks, components, pinNets: nets.pinNets });
  const matched = applyNetPoints(ctx, nets.points, features.holes, assembled);
  applyMask(ctx, features.mask, assembled);

  board.components = components.map((c) => c.component);
  board.pads = assembled.pads.items;
  board.vias = assembled.vias.items;
  board.holes = assembled.holes;
  if (board.pads.length === 0 && board.vias.length === 0) {
    sink.warn(Ipc2581Code.featuresNone, 'no pads, vias or net points were found: nothing to probe', {
      line: stepLine,
      element: 'Step',
    });
  }
  tally.flush(sink);
  const stats: Ipc2581Stats = {
    mode,
    layerCount: ctx.layers.byName.size,
    logicalNets: nets.logicalCount,
    phyNets: nets.phyNetCount,
    netPoints: nets.points.count,
    matchedNetPoints: matched,
  };
  return { result: { board: finishBoard(board, nets.names), diagnostics: sink.list }, stats };
}

/** Reads everything the import needs from the document's tree (see importIpc2581WithStats). */
function readDocument(
  source: string | readonly Uint8Array[],
  fileName: string,
  sink: DiagnosticSink<Ipc2581Code>,
  tally: Tally,
) {
  const keep = makeKeep((name, line) =>
    tally.add(
      'warning',
      Ipc2581Code.elementUnsupported,
      `<${name}> in <Step> is not read by this importer`,
      line,
      name,
    ),
  );
  const document = typeof source === 'string' ? source.replace(/^\uFEFF/, '') : source;
  const root = parseXmlTree(document, fileName, keep);
  if (root.name !== 'IPC-2581') {
    throw new ImportError(
      Ipc2581Code.notIpc2581,
      `not an IPC-2581 file: the root element is <${root.name.slice(0, 60)}>, expected <IPC-2581>`,
      {
        file: fileName,
        line: root.line,
        element: root.name.slice(0, 60),
      },
    );
  }
  readHeader(sink, root);
  const ecad = child(root, 'Ecad');
  if (!ecad) {
    throw new ImportError(
      Ipc2581Code.ecadMissing,
      'no <Ecad> element: expected <Ecad> with <CadHeader> and <CadData>',
      {
        file: fileName,
        line: root.line,
        element: 'IPC-2581',
      },
    );
  }
  const k = cadUnitsOrThrow(child(ecad, 'CadHeader'), fileName, ecad.line);
  const cadData = child(ecad, 'CadData');
  const step = pickStep(sink, root, cadData, fileName, ecad.line);
  const ctx: Ipc2581Context = {
    file: fileName,
    sink,
    tally,
    k,
    layers: readLayers(cadData),
    primitives: new Map(),
  };
  readDictionaries(ctx, child(root, 'Content'));

  const board = emptyBoard([{ format: 'ipc2581', file: fileName }]);
  board.thicknessMm = readThickness(cadData, k);
  board.copperLayerCount = ctx.layers.copperCount > 0 ? ctx.layers.copperCount : null;
  const datum = child(step, 'Datum');
  board.auxOrigin = datum ? { x: (numAttr(datum, 'x') ?? 0) * k, y: (numAttr(datum, 'y') ?? 0) * k } : null;
  board.outline = readProfile(ctx, step);

  const padstacks = readPadstacks(ctx, step);
  const components = readComponents(ctx, step, readPackages(ctx, step));
  const nets = readNets(ctx, step);
  const features = readLayerFeatures(ctx, step);
  return {
    ctx,
    board,
    padstacks,
    components,
    nets,
    features,
    stepLine: step.line,
    mode: enumAttr(child(child(root, 'Content'), 'FunctionMode'), 'mode'),
  };
}

function readHeader(sink: DiagnosticSink<Ipc2581Code>, root: XmlNode): void {
  const revision = (root.attr('revision') ?? '').trim().toUpperCase();
  if (revision === '')
    sink.info(Ipc2581Code.revisionMissing, 'no revision attribute: read as revision C', { line: root.line });
  else if (!KNOWN_REVISIONS.has(revision)) {
    sink.warn(
      Ipc2581Code.revisionUnknown,
      `revision "${revision.slice(0, 20)}" is neither B nor C: read as revision C`,
      { line: root.line },
    );
  }
  const mode = child(child(root, 'Content'), 'FunctionMode');
  if (!mode) sink.info(Ipc2581Code.modeMissing, 'no <FunctionMode>: read as FULL', { line: root.line });
  else
    sink.info(Ipc2581Code.mode, `function mode ${enumAttr(mode, 'mode').slice(0, 20) || '(none)'}`, {
      line: mode.line,
      element: 'FunctionMode',
    });
}

/** The step Content/StepRef names, else the first; a file without a step has no board. */
function pickStep(
  sink: DiagnosticSink<Ipc2581Code>,
  root: XmlNode,
  cadData: XmlNode | undefined,
  file: string,
  line: number,
): XmlNode {
  const steps = childrenNamed(cadData, 'Step');
  const wanted = child(child(root, 'Content'), 'StepRef')?.attr('name');
  const step = steps.find((s) => s.attr('name') === wanted) ?? steps[0];
  if (!step) {
    throw new ImportError(
      Ipc2581Code.stepMissing,
      'no <Step> in <CadData>: expected the board step with its Profile, components and layers',
      {
        file,
        line: cadData?.line ?? line,
        element: 'CadData',
      },
    );
  }
  if (steps.length > 1) {
    sink.warn(
      Ipc2581Code.stepSeveral,
      `${steps.length} steps: only "${(step.attr('name') ?? '').slice(0, 60)}" is read`,
      { line: step.line, element: 'Step' },
    );
  }
  return step;
}

function readDictionaries(ctx: Ipc2581Context, content: XmlNode | undefined): void {
  const into: Map<string, Primitive> = ctx.primitives;
  for (const dict of content?.children ?? []) {
    if (dict.name !== 'DictionaryStandard' && dict.name !== 'DictionaryUser') continue;
    readDictionary(dict, unitScale(dict) ?? ctx.k, into, (name, line) =>
      ctx.tally.add(
        'warning',
        Ipc2581Code.primitiveUnsupported,
        `dictionary entry <${name}> is not a primitive this importer reads`,
        line,
        name,
      ),
    );
  }
}
