import { type BBox, bboxOfPoints, emptyBBox, extendBBox, isEmptyBBox } from '../../geometry/bbox';
import { convexHull } from '../../geometry/hull';
import { buildBoxGrid } from '../../spatial/box-grid';
import { DiagnosticSink, type Diagnostic } from '../diagnostics';
import type { Board, Component, Point, Side, StepBody } from '../model';
import { bodyTest } from '../body-presence';
import { isTestPointComponent } from '../test-points';
import { StepCode } from './codes';
import type { StepModel, StepSolid } from './step-model';

/** Tolerances of the matching (mm). */
export interface StepMatchOptions {
  /** How far outside a component's pads and body a solid's centre may fall and still be its (0.5). */
  positionToleranceMm?: number;
  /** How much the board solid's size may differ from the board outline's before it is reported (0.2). */
  outlineToleranceMm?: number;
}

/** The outcome of matching a STEP model to a board. */
export interface StepMatch {
  /** Per matched component: its body as the model shows it (board frame). */
  bodies: Map<Component['id'], StepBody>;
  /** Per solid of the model, in its order: the component it was given to (null: none, or the board). */
  owners: (Component['id'] | null)[];
  /** Components that should have a body (decision 0054), and those without one that a solid is named after. */
  componentCount: number;
  /** Solids other than the board's own. */
  solidCount: number;
  byName: number;
  byPosition: number;
  /** Board frame = STEP frame + shift (mm). */
  shift: Point;
  /** Z of the board's top and bottom surfaces in the STEP frame (mm). */
  topZMm: number;
  bottomZMm: number;
  diagnostics: Diagnostic[];
}

/** At most this many solids or components are listed one by one; the rest are counted. */
const LISTED = 50;
/** A solid thinner than this inside the board's thickness is a board layer (copper, mask), no part. */
const LAYER_MM = 0.2;
/**
 * Exporters that lift every part a fixed gap off the board's faces so that no face of a part touches
 * the board's (KiCad 6's kicad2step: 0.05 mm, its BOARD_OFFSET). A part's height is measured without
 * it — when the part really stands that far off the board (a model sunk into the board, or one from
 * a version without the gap, is measured as it is).
 */
const LIFTING_EXPORTERS: { test: RegExp; gapMm: number; name: string }[] = [
  { test: /^KiCad to STEP converter$/i, gapMm: 0.05, name: "KiCad's STEP exporter" },
];

/**
 * Matches the solids of a STEP model to the board's components (decision 0040): first by name (a
 * solid whose path names a component's reference, as KiCad writes it), then by position and side (a
 * solid whose centre lies on a component's pads or body, within the tolerance, on the side the
 * solid hangs from). The board solid (the slab the size of the outline) gives the shift between the
 * frames and the board's surfaces; a component's height is how far its solids reach beyond the
 * board surface on its side. Everything that does not fit is a diagnostic naming the file.
 */
export function matchStepModel(board: Board, model: StepModel, options: StepMatchOptions = {}): StepMatch {
  const tolerance = options.positionToleranceMm ?? 0.5;
  const sink = new DiagnosticSink<StepCode>(model.file);
  const frame = findBoardFrame(board, model, options.outlineToleranceMm ?? 0.2, sink);
  const parts = model.solids.filter((s) => s !== frame.boardSolid && !isBoardLayer(s, frame));
  const layers = model.solids.length - parts.length - (frame.boardSolid ? 1 : 0);
  // A solid named after a placed part is that part's. Solids are placed by position only on the
  // parts with a body (decision 0054: decided from flags and geometry, not names — a D-sub whose
  // footprint name says "MountingHoles" has one; a mounting hole, a fiducial or a logo has none), and
  // only those are listed when the model has no solid for them.
  const named = board.components.filter((c) => !c.dnp && !isTestPointComponent(c));
  const placed = named.filter(bodyTest(board));
  const byRef = new Map(named.map((c) => [c.ref.toLowerCase(), c]));
  const owner = new Array<Component | null>(parts.length).fill(null);
  const how = new Array<'name' | 'position'>(parts.length).fill('position');
  parts.forEach((solid, i) => {
    const named = [...solid.names].reverse().find((n) => byRef.has(n.trim().toLowerCase()));
    if (!named) return;
    owner[i] = byRef.get(named.trim().toLowerCase())!;
    how[i] = 'name';
  });
  matchByPosition(board, placed, parts, owner, frame, tolerance);
  const lift = LIFTING_EXPORTERS.find((e) => e.test.test(model.exporter ?? ''));
  const { bodies, lifted } = collectBodies(parts, owner, how, frame, lift?.gapMm ?? 0);
  if (lift && lifted > 0)
    sink.info(
      StepCode.exporterGap,
      `${lift.name} lifts each part ${lift.gapMm} mm off the board: ${lifted} heights are measured without that gap.`,
    );
  for (const [i, solid] of parts.entries()) {
    const c = owner[i];
    if (c && c.side !== sideOf(solid, frame) && how[i] === 'name')
      sink.warn(
        StepCode.sideDiffers,
        `The solid named ${c.ref} sits on the ${sideOf(solid, frame)} side of the model, but ${c.ref} is placed on the ${c.side}.`,
        { element: `solid ${describe(solid)}` },
      );
  }
  const counted = new Set([...placed.map((c) => c.id), ...bodies.keys()]).size;
  report(sink, parts, owner, frame, { placed, counted }, bodies, layers);
  const byName = new Set(parts.flatMap((_, i) => (how[i] === 'name' && owner[i] ? [owner[i]!.id] : [])));
  const ownerOf = new Map(parts.map((solid, i) => [solid, owner[i]?.id ?? null]));
  return {
    bodies,
    owners: model.solids.map((solid) => ownerOf.get(solid) ?? null),
    componentCount: counted,
    solidCount: parts.length,
    byName: byName.size,
    byPosition: bodies.size - byName.size,
    shift: frame.shift,
    topZMm: frame.topZ,
    bottomZMm: frame.bottomZ,
    diagnostics: sink.list,
  };
}

/** The board with each matched component's STEP body, and every other component's removed. */
export function withStepBodies(board: Board, match: Pick<StepMatch, 'bodies'>): Board {
  return {
    ...board,
    components: board.components.map((c) => {
      const { step: _old, ...rest } = c;
      const body = match.bodies.get(c.id);
      return body ? { ...rest, step: body } : rest;
    }),
  };
}

interface BoardFrame {
  boardSolid: StepSolid | null;
  shift: Point;
  topZ: number;
  bottomZ: number;
}

function outlineBox(board: Board): BBox {
  const box = emptyBBox();
  for (const polygon of board.outline) for (const p of polygon.outer) extendBBox(box, p);
  return box;
}

const boxOf = (solid: StepSolid) => bboxOfPoints(solid.hull);

/**
 * The board solid is the largest solid whose footprint has the outline's size and that is no
 * thicker than a board (≤ 6 mm); it tells the shift between the frames and where the surfaces are.
 * Without one, the frames are taken as equal and the top at the board's thickness (KiCad's way).
 */
function findBoardFrame(
  board: Board,
  model: StepModel,
  toleranceMm: number,
  sink: DiagnosticSink<StepCode>,
): BoardFrame {
  const outline = outlineBox(board);
  const thickness = board.thicknessMm ?? 1.6;
  const fallback: BoardFrame = { boardSolid: null, shift: { x: 0, y: 0 }, topZ: thickness, bottomZ: 0 };
  if (isEmptyBBox(outline)) {
    sink.warn(
      StepCode.boardMissing,
      `The board has no outline to line the model up with: the model's frame is taken as the board's, its top at z = ${thickness} mm.`,
    );
    return fallback;
  }
  const w = outline.maxX - outline.minX;
  const h = outline.maxY - outline.minY;
  let best: StepSolid | null = null;
  let bestArea = 0;
  for (const solid of model.solids) {
    const b = boxOf(solid);
    const area = (b.maxX - b.minX) * (b.maxY - b.minY);
    if (solid.zMaxMm - solid.zMinMm > 6 || area <= bestArea) continue;
    // Within half the size (a board whose outline differs is still the board, reported below).
    if (Math.abs(b.maxX - b.minX - w) > w / 2 || Math.abs(b.maxY - b.minY - h) > h / 2) continue;
    best = solid;
    bestArea = area;
  }
  if (!best) {
    sink.warn(
      StepCode.boardMissing,
      `No solid of the model has the board's size (${mm(w)} × ${mm(h)} mm): the model's frame is taken as the board's, its top at z = ${thickness} mm.`,
    );
    return fallback;
  }
  const b = boxOf(best);
  const [sw, sh] = [b.maxX - b.minX, b.maxY - b.minY];
  if (Math.abs(sw - w) > toleranceMm || Math.abs(sh - h) > toleranceMm)
    sink.warn(
      StepCode.outlineDiffers,
      `The model's board is ${mm(sw)} × ${mm(sh)} mm, the board's outline ${mm(w)} × ${mm(h)} mm: the model may be of another revision.`,
      { element: `solid ${describe(best)}` },
    );
  const modelThickness = best.zMaxMm - best.zMinMm;
  if (board.thicknessMm !== null && Math.abs(modelThickness - board.thicknessMm) > 0.1)
    sink.info(
      StepCode.thicknessDiffers,
      `The model's board is ${mm(modelThickness)} mm thick, the design says ${mm(board.thicknessMm)} mm; heights are measured from the model's surfaces.`,
      { element: `solid ${describe(best)}` },
    );
  return {
    boardSolid: best,
    // Centre on centre: a small difference in size is shared between both edges.
    shift: {
      x: (outline.minX + outline.maxX - b.minX - b.maxX) / 2,
      y: (outline.minY + outline.maxY - b.minY - b.maxY) / 2,
    },
    topZ: best.zMaxMm,
    bottomZ: best.zMinMm,
  };
}

/** Copper, mask and silkscreen layers some exporters write as thin solids on the board's faces. */
function isBoardLayer(solid: StepSolid, frame: BoardFrame): boolean {
  if (solid.zMaxMm - solid.zMinMm > LAYER_MM) return false;
  return solid.zMinMm >= frame.bottomZ - LAYER_MM && solid.zMaxMm <= frame.topZ + LAYER_MM;
}

/** A solid hangs from the top when its middle is above the board's middle. */
const sideOf = (solid: StepSolid, frame: BoardFrame): Side =>
  solid.zMinMm + solid.zMaxMm >= frame.topZ + frame.bottomZ ? 'top' : 'bottom';

/** The solid's centre in the board frame. */
function centreOf(solid: StepSolid, frame: BoardFrame): Point {
  const b = boxOf(solid);
  return { x: (b.minX + b.maxX) / 2 + frame.shift.x, y: (b.minY + b.maxY) / 2 + frame.shift.y };
}

/** Each component's extent: its pads and body outline (board frame, mm). */
function extents(board: Board, placed: Component[]): BBox[] {
  const index = new Map(placed.map((c, i) => [c.ref, i]));
  const boxes = placed.map((c) => {
    const box = extendBBox(emptyBBox(), { x: c.x, y: c.y });
    for (const p of c.body ?? []) extendBBox(box, p);
    return box;
  });
  for (const pad of board.pads) {
    const i = pad.ref === null ? undefined : index.get(pad.ref);
    if (i === undefined) continue;
    const r = Math.max(pad.widthMm, pad.heightMm) / 2;
    extendBBox(boxes[i]!, { x: pad.x - r, y: pad.y - r });
    extendBBox(boxes[i]!, { x: pad.x + r, y: pad.y + r });
  }
  return boxes;
}

/**
 * Gives each solid not matched by name the component on its side whose extent (grown by the
 * tolerance) holds the solid's centre; of several, the one whose extent's centre is nearest.
 */
function matchByPosition(
  board: Board,
  placed: Component[],
  parts: StepSolid[],
  owner: (Component | null)[],
  frame: BoardFrame,
  tolerance: number,
) {
  const boxes = extents(board, placed);
  const grid = buildBoxGrid(placed.length, (i) => {
    const b = boxes[i]!;
    return [b.minX - tolerance, b.minY - tolerance, b.maxX + tolerance, b.maxY + tolerance];
  });
  parts.forEach((solid, i) => {
    if (owner[i]) return;
    const side = sideOf(solid, frame);
    const c = centreOf(solid, frame);
    const n = grid.collect(c.x, c.y, c.x, c.y);
    let best = -1;
    let bestDistance = Infinity;
    for (let k = 0; k < n; k++) {
      const j = grid.found[k]!;
      if (placed[j]!.side !== side) continue;
      const b = boxes[j]!;
      const d = Math.hypot((b.minX + b.maxX) / 2 - c.x, (b.minY + b.maxY) / 2 - c.y);
      if (d < bestDistance) [best, bestDistance] = [j, d];
    }
    if (best >= 0) owner[i] = placed[best]!;
  });
}

/** Each component's solids together: the hull of their outlines and the farthest reach. */
function collectBodies(
  parts: StepSolid[],
  owner: (Component | null)[],
  how: ('name' | 'position')[],
  frame: BoardFrame,
  liftMm: number,
): { bodies: Map<Component['id'], StepBody>; lifted: number } {
  const grouped = new Map<
    Component['id'],
    { c: Component; points: Point[]; height: number; gap: number; byName: boolean }
  >();
  parts.forEach((solid, i) => {
    const c = owner[i];
    if (!c) return;
    const g = grouped.get(c.id) ?? { c, points: [], height: 0, gap: Infinity, byName: false };
    grouped.set(c.id, g);
    for (const p of solid.hull) g.points.push({ x: p.x + frame.shift.x, y: p.y + frame.shift.y });
    // Measured on the component's own side (a part named on the top but modelled below reads 0).
    const reach = c.side === 'top' ? solid.zMaxMm - frame.topZ : frame.bottomZ - solid.zMinMm;
    g.height = Math.max(g.height, reach);
    // How far its nearest face stands off the board's surface.
    g.gap = Math.min(g.gap, c.side === 'top' ? solid.zMinMm - frame.topZ : frame.bottomZ - solid.zMaxMm);
    g.byName ||= how[i] === 'name';
  });
  const bodies = new Map<Component['id'], StepBody>();
  let lifted = 0;
  for (const [id, g] of grouped) {
    const lift = liftMm > 0 && g.gap >= liftMm - 0.001 ? liftMm : 0;
    if (lift > 0) lifted++;
    bodies.set(id, {
      outline: convexHull(g.points).map((p) => ({ x: round4(p.x), y: round4(p.y) })),
      heightMm: round4(Math.max(0, g.height - lift)),
      matchedBy: g.byName ? 'name' : 'position',
    });
  }
  return { bodies, lifted };
}

function report(
  sink: DiagnosticSink<StepCode>,
  parts: StepSolid[],
  owner: (Component | null)[],
  frame: BoardFrame,
  { placed, counted }: { placed: Component[]; counted: number },
  bodies: Map<Component['id'], StepBody>,
  layers: number,
) {
  const loose = parts.filter((_, i) => !owner[i]);
  const missing = placed.filter((c) => !bodies.has(c.id));
  sink.info(
    StepCode.summary,
    `Heights from the STEP model for ${bodies.size} of ${counted} components (${parts.length} solids${layers > 0 ? `, ${layers} board layers ignored` : ''}).`,
  );
  if (bodies.size === 0 && parts.length > 0)
    sink.error(
      StepCode.nothingMatched,
      'No solid of the model matched a component by name or position: the model may be of another board, or placed with another origin.',
    );
  for (const solid of loose.slice(0, LISTED)) {
    const c = centreOf(solid, frame);
    sink.warn(
      StepCode.solidUnmatched,
      `Solid ${describe(solid)} at (${mm(c.x)}, ${mm(c.y)}) mm on the ${sideOf(solid, frame)} matches no component.`,
      { element: `solid ${describe(solid)}` },
    );
  }
  if (loose.length > LISTED)
    sink.warn(StepCode.more, `${loose.length - LISTED} more solids match no component.`);
  for (const c of missing.slice(0, LISTED))
    sink.warn(
      StepCode.componentUnmatched,
      `${c.ref} (${c.footprint || 'no footprint'}, ${c.side}) has no solid in the model: its height comes from the design data or a default.`,
      { element: `component ${c.ref}` },
    );
  if (missing.length > LISTED)
    sink.warn(StepCode.more, `${missing.length - LISTED} more components have no solid in the model.`);
}

const describe = (solid: StepSolid) => `'${solid.names.at(-1) ?? 'unnamed'}'`;
const mm = (v: number) => String(Math.round(v * 100) / 100);
const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
