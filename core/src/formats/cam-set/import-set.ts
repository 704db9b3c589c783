import { ImportError, type ImportResult } from '../../board/diagnostics';
import { emptyBoard, finishBoard } from '../../board/finish';
import type { Board, BoardSource, Point } from '../../board/model';
import { type BBox, bboxOfPoints, emptyBBox, extendBBox, isEmptyBBox } from '../../geometry/bbox';
import { componentId } from '../../board/ids';
import type { DrillHit } from '../excellon/types';
import { netOf } from './pad-candidates';
import { fitCentroids } from './centroid-fit';
import { componentsFromPads, componentsFromRows, refsOn } from './components';
import { type DrillOffset, findDrillOffset } from './drill-align';
import { buildFeatures } from './features';
import { applyMask, MASK_TEST_BUDGET, maskOpenings } from './mask';
import { outlineFromDrawings, outlineFromProfile } from './outline';
import { type RecoveredPad, recoverKicad5CustomPads } from './kicad5-custom-pads';
import { collectPadCandidates, type PadCandidate } from './pad-candidates';
import { type GerberSetFile, type Layer, type ReadSet, readSet } from './read-set';
import { SetDiagnostics } from './set-diagnostics';
import { CamSetCode } from './codes';

const FORMATS: Record<GerberSetFile['kind'], BoardSource['format']> = {
  gerber: 'gerber',
  excellon: 'excellon',
  centroid: 'centroid',
  job: 'gerber-job',
};

const layersOf = (set: ReadSet, kind: Layer['info']['kind'], side?: 'top' | 'bottom') =>
  set.layers
    .filter((l) => l.info.kind === kind && (side === undefined || outerSide(l) === side))
    .map((l) => l.img);

/** top / bottom for outer copper and side-specific layers; X2 `L1` without a side is the top. */
function outerSide(l: Layer): 'top' | 'bottom' | null {
  if (l.info.side === 'top' || l.info.side === 'bottom') return l.info.side;
  return l.info.copperIndex === 1 ? 'top' : null;
}

function candidatesOf(set: ReadSet, diag: SetDiagnostics): PadCandidate[] {
  const out: PadCandidate[] = [];
  for (const side of ['top', 'bottom'] as const) {
    for (const img of layersOf(set, 'copper', side)) {
      for (const c of collectPadCandidates(img, side)) out.push(c);
      for (const r of recoverKicad5CustomPads(img, side)) {
        out.push(r.candidate);
        reportRecovered(diag, r);
      }
    }
  }
  out.forEach((c, i) => {
    c.order = i;
  });
  return out;
}

/** One info per recovered KiCad 5 custom pad: where, and from what. */
function reportRecovered(diag: SetDiagnostics, r: RecoveredPad): void {
  const c = r.candidate;
  const how =
    r.from === 'region'
      ? `recovered from the flash's component attribute and the region on line ${r.regionLine}`
      : "recovered from the flash alone (no region follows it): its shape is the anchor's";
  diag
    .at(c.file)
    .info(
      CamSetCode.kicad5CustomPad,
      `${c.ref} pad at (${c.x.toFixed(3)}, ${c.y.toFixed(3)}) mm: a KiCad 5.0 custom pad, written as a Conductor flash without a pin (.P); ${how}; its pin number is not in the file (an IPC-D-356 netlist in the package gives it)`,
      { line: c.line },
    );
}

/** Moves the set's own drill hits by the offset, in place (they were parsed for this import alone). */
function shiftHits(hits: DrillHit[], o: DrillOffset): DrillHit[] {
  for (const h of hits) {
    h.x += o.dx;
    h.y += o.dy;
    if (h.slot)
      h.slot = { x1: h.slot.x1 + o.dx, y1: h.slot.y1 + o.dy, x2: h.slot.x2 + o.dx, y2: h.slot.y2 + o.dy };
  }
  return hits;
}

/**
 * Copper layers: the job file's LayerNumber when it has one (a set made for assembly or test often
 * leaves the inner layers out), else the largest `Ln`, at least the number of copper files.
 */
function copperLayerCount(set: ReadSet): number | null {
  if (set.job?.copperLayers) return set.job.copperLayers;
  const copper = set.layers.filter((l) => l.info.kind === 'copper');
  if (copper.length === 0) return null;
  // an index beyond any real stack-up (fuzzed or broken X2) does not count
  const indices = copper.map((l) => l.info.copperIndex ?? 0).filter((n) => n <= 128);
  return Math.max(copper.length, ...indices);
}

/** What the job file says that the set does not show: files it lists that are missing, a deeper stack-up. */
function reportJob(set: ReadSet, files: GerberSetFile[], diag: SetDiagnostics): void {
  const job = set.job;
  if (!job) return;
  const names = new Set(files.map((f) => f.name.replace(/^.*[\\/]/, '').toLowerCase()));
  const missing = job.files.filter((f) => !names.has(f.path.replace(/^.*[\\/]/, '').toLowerCase()));
  if (missing.length > 0)
    diag.at(job.file).info(
      CamSetCode.jobFileMissing,
      `${missing.length} file(s) the job file lists are not in the package: ${missing
        .slice(0, 8)
        .map((f) => f.path)
        .join(', ')}${missing.length > 8 ? ', …' : ''}`,
      { line: 1 },
    );
  const deepest = Math.max(
    0,
    ...set.layers.map((l) => (l.info.kind === 'copper' ? (l.info.copperIndex ?? 0) : 0)),
  );
  if (job.copperLayers !== null && deepest > job.copperLayers)
    diag
      .at(job.file)
      .warn(
        CamSetCode.jobLayers,
        `the job file says ${job.copperLayers} copper layers, but a copper file is layer ${deepest}; ${job.copperLayers} is used`,
        { line: 1 },
      );
}

/** Net names used by copper objects (tracks and zones too), so nets without pads are kept. */
function declaredNets(set: ReadSet): Set<string> {
  const nets = new Set<string>();
  for (const img of layersOf(set, 'copper')) {
    for (const list of [img.flashes, img.draws, img.regions]) {
      for (const o of list) {
        const n = netOf(o.attrs);
        if (n) nets.add(n);
      }
    }
  }
  return nets;
}

/**
 * Builds one board from the Gerber, drill and placement files of a package (mm, top view, +Y up,
 * Gerber coordinates kept as they are). Layers are identified by X2 file function or file name;
 * drills are lined up with the copper when they use another origin (`auxOrigin` records it);
 * components come from the placement files, else from X2 pin attributes. Problems are diagnostics;
 * throws ImportError only when no file of the set is readable at all.
 */
export function importGerberSet(files: GerberSetFile[]): ImportResult<Board> {
  const diag = new SetDiagnostics();
  const board = emptyBoard(files.map((f) => ({ format: FORMATS[f.kind], file: f.name })));
  const set = readSet(files, diag);
  const first = files[0];
  if (first && set.usable === 0) {
    throw new ImportError(
      CamSetCode.setUnreadable,
      'none of the files is a readable Gerber, drill or placement file',
      {
        file: first.name,
        line: 1,
      },
    );
  }
  const candidates = candidatesOf(set, diag);
  reportLayers(set, diag);
  const offset = findDrillOffset(set.hits, candidates);
  if (offset) reportOffset(diag, set.hits.find((h) => h.plated !== false) ?? set.hits[0]!, offset);
  const hits = offset ? shiftHits(set.hits, offset) : set.hits;
  board.auxOrigin = offset ? { x: offset.dx, y: offset.dy } : null;
  const copperSides = new Set(
    set.layers.filter((l) => l.info.kind === 'copper').flatMap((l) => outerSide(l) ?? []),
  );
  const features = buildFeatures(candidates, hits, diag, {
    hasPlatedDrills: hits.some((h) => h.plated !== false),
    copperSides,
    copperLayers: copperLayerCount(set),
  });
  applyMasks(set, features, diag);
  board.pads = features.pads;
  board.vias = features.vias;
  board.holes = features.holes;
  board.outline = boardOutline(set, board, diag);
  board.copperLayerCount = copperLayerCount(set);
  board.thicknessMm = set.job?.thicknessMm ?? null;
  reportJob(set, files, diag);
  board.components = components(set, board, offset, diag);
  return { board: finishBoard(board, declaredNets(set)), diagnostics: diag.finish() };
}

/**
 * What the layers could not say: copper without X2 aperture functions (every flash is a pad; vias
 * cannot be told from through-hole pads, nets and refs are unknown until the package merger adds
 * IPC-D-356 data). Layers given by more than one file were reduced to one by readSet.
 */
function reportLayers(set: ReadSet, diag: SetDiagnostics): void {
  for (const img of layersOf(set, 'copper')) {
    if (!img.hasApertureFunctions && img.flashes.length > 0) {
      diag
        .at(img.file)
        .info(
          CamSetCode.x2Missing,
          'no X2 aperture functions: every flash is a pad, vias look like through-hole pads, no nets or refs',
          {
            line: 1,
          },
        );
    }
  }
}

function reportOffset(diag: SetDiagnostics, h: DrillHit, o: DrillOffset): void {
  diag
    .at(h.file)
    .warn(
      CamSetCode.drillOriginShifted,
      `drill coordinates use another origin: shifted by (${o.dx.toFixed(4)}, ${o.dy.toFixed(4)}) mm, which puts ${o.matched} of ${o.sampled} sampled plated holes on pads`,
      { line: h.line },
    );
}

function applyMasks(set: ReadSet, f: ReturnType<typeof buildFeatures>, diag: SetDiagnostics): void {
  const top = layersOf(set, 'soldermask', 'top');
  const bottom = layersOf(set, 'soldermask', 'bottom');
  const budget = { left: MASK_TEST_BUDGET };
  applyMask(f.pads, f.vias, {
    top: top.length > 0 ? maskOpenings(top, budget) : null,
    bottom: bottom.length > 0 ? maskOpenings(bottom, budget) : null,
  });
  const mask = top[0] ?? bottom[0];
  if (mask && budget.left <= 0) {
    diag
      .at(mask.file)
      .error(
        CamSetCode.maskBudget,
        'too many overlapping mask openings to test: remaining pads taken as open',
        { line: 1 },
      );
  }
  const copper = layersOf(set, 'copper')[0];
  if (copper && (top.length === 0 || bottom.length === 0)) {
    const missing =
      top.length === 0 && bottom.length === 0 ? 'any side' : top.length === 0 ? 'the top' : 'the bottom';
    diag
      .at(copper.file)
      .info(
        CamSetCode.maskMissing,
        `no solder mask layer for ${missing}: pads there count as open, via tenting unknown`,
        {
          line: 1,
        },
      );
  }
}

function boardOutline(set: ReadSet, board: Board, diag: SetDiagnostics) {
  const profiles = layersOf(set, 'profile');
  if (profiles.length > 0) return outlineFromProfile(profiles, diag);
  const pads: Point[] = board.pads;
  const found = outlineFromDrawings([...layersOf(set, 'mechanical'), ...layersOf(set, 'legend')], pads);
  const anyFile = set.layers[0]?.img.file;
  if (found) {
    diag
      .at(found.file)
      .warn(
        CamSetCode.outlineFromDrawing,
        'no profile layer: the outline is the largest closed contour on this layer that encloses the pads',
        {
          line: 1,
        },
      );
    return [found.polygon];
  }
  if (anyFile)
    diag
      .at(anyFile)
      .warn(
        CamSetCode.outlineMissing,
        'no board outline found (no profile layer, no closed contour around the pads)',
        { line: 1 },
      );
  return [];
}

function components(set: ReadSet, board: Board, offset: DrillOffset | null, diag: SetDiagnostics) {
  const withRows = set.placements.filter((p) => p.rows.length > 0);
  if (withRows.length === 0) {
    return componentsFromPads(board.pads, silkRefs(set));
  }
  const outlinePoints = board.outline.flatMap((p) => p.outer);
  const box = bboxOfPoints(outlinePoints.length > 0 ? outlinePoints : board.pads);
  const ctx = {
    box: isEmptyBBox(box) ? null : box,
    refBoxes: padBoxes(board),
    drillOffset: offset ? { x: offset.dx, y: offset.dy } : null,
  };
  const rows = withRows.flatMap((p) => fitCentroids(p, ctx, diag));
  const placed = componentsFromRows(rows);
  const listed = new Set(rows.map((r) => r.ref));
  const unlisted = componentsFromPads(
    board.pads.filter((p) => p.ref !== null && !listed.has(p.ref)),
    silkRefs(set),
  );
  if (unlisted.length > 0) {
    const file = withRows[0]!.file;
    diag.at(file).info(
      CamSetCode.centroidUnlisted,
      `${unlisted.length} component(s) with pads are not in the placement files (kept, marked excluded from position files): ${unlisted
        .slice(0, 10)
        .map((c) => c.ref)
        .join(', ')}`,
      { line: 1 },
    );
  }
  return [
    ...placed,
    ...unlisted.map((c, i) => ({ ...c, id: componentId(placed.length + i), excludeFromPosFiles: true })),
  ];
}

const silkRefs = (set: ReadSet) => ({
  top: refsOn(layersOf(set, 'legend', 'top')),
  bottom: refsOn(layersOf(set, 'legend', 'bottom')),
});

function padBoxes(board: Board): Map<string, BBox> {
  const boxes = new Map<string, BBox>();
  for (const p of board.pads) {
    if (p.ref === null) continue;
    const b = boxes.get(p.ref) ?? emptyBBox();
    boxes.set(p.ref, extendBBox(b, p));
  }
  return boxes;
}
