import { type Diagnostic, ImportError, type ImportResult } from '../../board/diagnostics';
import { emptyBoard, finishBoard } from '../../board/finish';
import type { Board } from '../../board/model';
import { type OdbContext, Sinks, stepPath } from './context';
import { DecompressError } from './decompress';
import { readDrills } from './drills';
import { type EdaData, parseEda } from './eda';
import { chooseStep, readInfoUnits, readThickness } from './header';
import { indexFeatures, layerFeatures, outerCopper, sideLayers } from './layers';
import { copperLayers, parseMatrix } from './matrix';
import type { OdbNetlist } from './netlist';
import { applyNetlistPoints, readCadNetlist } from './netlist-points';
import { readParts, type SideLayers, type Sides } from './parts';
import { readProfile } from './profile';
import { findOdbppRoots, type OdbFile, OdbTree } from './tree';
import type { OdbUnits } from './units';
import { readViasAndHoles } from './vias';
import { OdbppCode } from './codes';

/** Bytes individually compressed members (`.Z`, `.gz`) of one tree may expand to, together. */
export const DEFAULT_MAX_MEMBER_BYTES = 256 * 1024 * 1024;

/** What the importer read besides the board: for cross-checks, tests and the package merger. */
export interface OdbppDetails {
  /** Root folder of the tree in the file list (`''` at the top). */
  root: string;
  step: string;
  units: OdbUnits;
  /** eda/data as read; null when the step has none. */
  eda: EdaData | null;
  /** The cadnet netlist as read; null when the step has none. */
  netlist: OdbNetlist | null;
}

/**
 * Imports an ODB++ product model (v7 / v8) — the members of its tree, with their paths, possibly
 * under a top folder (`odb/`, `<job>/`) — into the canonical board model.
 *
 * Reads: the matrix (layers, steps), misc/info (units), the step's profile (outline), eda/data (nets,
 * packages), the component layers (components and their pins), the outer copper, solder-mask and
 * drill layers (pad shapes, vias, holes, tenting) and the cadnet netlist (test access points). Frame:
 * ODB++ coordinates are already the top view with +Y up; inch files are scaled to mm; clockwise
 * angles become CCW (see orient.ts). Content problems are diagnostics naming the file and line;
 * throws `ImportError` only when there is no product model (no matrix), no step, or a required file
 * cannot be decompressed.
 */
export function importOdbpp(files: readonly OdbFile[], label: string): ImportResult<Board> {
  return importOdbppWithDetails(files, label).result;
}

export function importOdbppWithDetails(
  files: readonly OdbFile[],
  label: string,
  maxMemberBytes = DEFAULT_MAX_MEMBER_BYTES,
): { result: ImportResult<Board>; details: OdbppDetails } {
  const roots = findOdbppRoots(files.map((f) => f.name));
  if (roots.length === 0)
    throw new ImportError(
      OdbppCode.noMatrix,
      'no matrix/matrix file: expected an ODB++ product model (a folder with matrix/matrix, misc/info and steps/)',
      { file: label, line: 1 },
    );
  const sinks = new Sinks();
  const root = roots[0]!;
  const tree = new OdbTree(files, root, maxMemberBytes);
  if (roots.length > 1)
    sinks
      .for(label)
      .warn(
        OdbppCode.severalModels,
        `${roots.length} product models (${roots.map((r) => r || '(top)').join(', ')}): only "${root || '(top)'}" is imported`,
        { line: 1 },
      );
  try {
    return readModel(tree, label, sinks);
  } catch (e) {
    if (!(e instanceof DecompressError)) throw e;
    throw new ImportError(e.code, e.message, { file: label, line: 1 });
  }
}

function readModel(
  tree: OdbTree,
  label: string,
  sinks: Sinks,
): { result: ImportResult<Board>; details: OdbppDetails } {
  const matrixText = tree.text('matrix/matrix');
  if (!matrixText)
    throw new ImportError(OdbppCode.noMatrix, 'matrix/matrix is missing', {
      file: tree.nameOf('matrix/matrix'),
      line: 1,
    });
  const matrix = parseMatrix(matrixText.text, sinks.for(matrixText.file));
  const units = readInfoUnits(tree, sinks);
  const step = chooseStep(tree, matrix, matrixText.file, sinks);
  const board = emptyBoard([{ format: 'odbpp', file: label }]);
  const ctx: OdbContext = {
    tree,
    label,
    step,
    units,
    matrix,
    eda: null,
    board,
    sinks,
    layerCache: new Map(),
    userSymbols: new Map(),
  };
  const edaPath = stepPath(ctx, 'eda/data');
  const edaText = tree.text(edaPath);
  if (edaText) ctx.eda = parseEda(edaText.text, edaText.file, units, sinks.for(edaText.file));
  else
    sinks
      .for(tree.nameOf(edaPath))
      .warn(
        OdbppCode.edaMissing,
        `no ${edaPath}: nets come from the component files only, packages are unknown`,
        {
          line: 1,
        },
      );
  board.outline = readProfile(ctx);
  board.thicknessMm = readThickness(ctx);
  const copper = copperLayers(matrix);
  board.copperLayerCount = copper.length > 0 ? copper.length : null;
  if (copper.length === 0)
    sinks
      .for(matrixText.file)
      .warn(OdbppCode.matrixNoCopper, 'the matrix has no SIGNAL / POWER_GROUND / MIXED board layer', {
        line: 1,
      });
  const sides = readSides(ctx);
  const drills = readDrills(ctx);
  readParts(ctx, drills, sides);
  readViasAndHoles(ctx, drills, sides);
  const netlist = readCadNetlist(ctx);
  if (netlist) applyNetlistPoints(ctx, netlist);
  const declared = [
    ...(ctx.eda?.nets.map((n) => n.name) ?? []),
    ...(netlist ? [...netlist.nets.values()] : []),
  ].filter((n) => n !== '$NONE$');
  if (board.components.length === 0)
    sinks
      .for(label)
      .warn(
        OdbppCode.componentsNone,
        `step "${step}" has no components (no comp_+_top / comp_+_bot components file)`,
        {
          line: 1,
        },
      );
  const diagnostics: Diagnostic[] = sinks.all();
  return {
    result: { board: finishBoard(board, declared), diagnostics },
    details: { root: tree.root, step, units, eda: ctx.eda, netlist },
  };
}

function readSides(ctx: OdbContext): Sides {
  const outer = outerCopper(ctx);
  const side = (s: 'top' | 'bottom'): SideLayers => {
    const layer = outer[s];
    const copper = layer ? layerFeatures(ctx, layer.name) : null;
    const maskLayer = sideLayers(ctx, 'SOLDER_MASK', s)[0];
    const mask = maskLayer ? layerFeatures(ctx, maskLayer.name) : null;
    return {
      copper: copper ? indexFeatures(ctx, copper) : null,
      copperName: layer?.name ?? null,
      mask: mask ? indexFeatures(ctx, mask) : null,
    };
  };
  return { top: side('top'), bottom: side('bottom') };
}
