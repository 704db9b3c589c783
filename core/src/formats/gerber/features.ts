import { holeId, padId, viaId } from '../../board/ids';
import type { CopperSides, Hole, Pad, PadShape, Via } from '../../board/model';
import type { DrillHit } from '../excellon/types';
import { DRILL_MATCH_MM } from './drill-align';
import type { PadCandidate } from './pad-candidates';
import type { SetDiagnostics } from './set-diagnostics';
import { SpatialGrid } from './spatial-grid';
import { outlineOf } from './shape-geometry';
import type { ApertureKind } from './types';

const PAD_SHAPES: Record<ApertureKind, PadShape> = {
  circle: 'circle',
  rect: 'rect',
  oval: 'oval',
  roundrect: 'roundrect',
  trapezoid: 'trapezoid',
  polygon: 'custom',
  custom: 'custom',
};

export interface Features {
  pads: Pad[];
  vias: Via[];
  holes: Hole[];
}

interface Ctx {
  grids: Record<'top' | 'bottom', SpatialGrid<PadCandidate>>;
  pads: Array<{ pad: Pad; order: number }>;
  vias: Array<{ via: Via; order: number }>;
  holes: Hole[];
  diag: SetDiagnostics;
}

/** Largest pad we search around a drill when the drill is not at the flash point (offset pads). */
const CONTAIN_SEARCH_MM = 3;
const PADLESS_ORDER = 1e12;

/**
 * The unused pad on one side at a drill: the nearest flash within DRILL_MATCH_MM, else the nearest
 * whose copper contains the drill and is wider than it (a KiCad pad with a drill offset).
 */
function padAt(grid: SpatialGrid<PadCandidate>, h: DrillHit): PadCandidate | null {
  let exact: PadCandidate | null = null;
  let exactD = Infinity;
  grid.query(h.x, h.y, DRILL_MATCH_MM, (c) => {
    const d = Math.hypot(c.x - h.x, c.y - h.y);
    if (!c.used && d <= DRILL_MATCH_MM && (d < exactD || (d === exactD && exact && c.order < exact.order))) {
      [exact, exactD] = [c, d];
    }
  });
  if (exact) return exact;
  let inside: PadCandidate | null = null;
  let insideD = Infinity;
  grid.query(h.x, h.y, CONTAIN_SEARCH_MM, (c) => {
    const s = c.shape;
    const contains = h.x >= c.x + s.minX && h.x <= c.x + s.maxX && h.y >= c.y + s.minY && h.y <= c.y + s.maxY;
    const d = Math.hypot(c.x - h.x, c.y - h.y);
    if (!c.used && contains && Math.min(s.widthMm, s.heightMm) > h.diameterMm && d < insideD)
      [inside, insideD] = [c, d];
  });
  return inside;
}

const sidesOf = (t: PadCandidate | null, b: PadCandidate | null): CopperSides =>
  t && b ? 'both' : b ? 'bottom' : 'top';

function slotLength(h: DrillHit): number | null {
  const s = h.slot;
  return s ? Math.hypot(s.x2 - s.x1, s.y2 - s.y1) + h.diameterMm : null;
}

/**
 * A pad from its flash(es) and, for drilled pads, the drill. A drilled pad sits at its drill, as
 * KiCad places pads with an offset drill (the probe target is the hole); its copper, then off
 * centre, is kept as an absolute polygon.
 */
export function makePad(c: PadCandidate, side: CopperSides, hit: DrillHit | null, type: Pad['type']): Pad {
  const s = c.shape;
  // within DRILL_MATCH_MM the difference is the files' rounding (Altium drills: 0.001 in), not an offset
  const offset = hit !== null && Math.hypot(hit.x - c.x, hit.y - c.y) > DRILL_MATCH_MM;
  const at = offset && hit ? hit : c;
  const outline = offset ? outlineOf(s) : s.outline;
  return {
    id: padId(0),
    ref: c.ref,
    number: c.pin ?? '',
    x: at.x,
    y: at.y,
    net: c.net,
    side,
    shape: PAD_SHAPES[s.kind],
    widthMm: s.widthMm,
    heightMm: s.heightMm,
    rotationDeg: s.rotationDeg,
    type,
    drillMm: hit ? hit.diameterMm : null,
    slotLengthMm: hit ? slotLength(hit) : null,
    plated: type === 'th',
    polygon: outline ? outline.map((p) => ({ x: p.x + c.x, y: p.y + c.y })) : null,
    mask: 'open',
    testpointFlag: c.function === 'TestPad',
  };
}

function addHole(ctx: Ctx, h: DrillHit, plated: boolean, ref: string | null): void {
  ctx.holes.push({
    id: holeId(0),
    x: h.x,
    y: h.y,
    diameterMm: h.diameterMm,
    slotLengthMm: slotLength(h),
    plated,
    ref,
  });
}

function addVia(ctx: Ctx, h: DrillHit, t: PadCandidate | null, b: PadCandidate | null, order: number): void {
  const size = Math.max(t?.shape.widthMm ?? 0, b?.shape.widthMm ?? 0, h.diameterMm);
  const at = t ?? b ?? h;
  const side: CopperSides = t || b ? sidesOf(t, b) : 'both';
  const via: Via = {
    id: viaId(0),
    x: at.x,
    y: at.y,
    drillMm: h.diameterMm,
    diameterMm: size,
    net: t?.net ?? b?.net ?? null,
    side,
    tented: null,
  };
  ctx.vias.push({ via, order });
}

/** One drill hit: a through-hole / NPTH pad, a via, or a hole (decision 0003 lists the rules). */
function placeHit(ctx: Ctx, h: DrillHit, index: number): void {
  const t = padAt(ctx.grids.top, h);
  const b = padAt(ctx.grids.bottom, h);
  const first = t ?? b;
  if (t) t.used = true;
  if (b) b.used = true;
  if (h.plated === false) {
    addHole(ctx, h, false, first?.ref ?? null);
    if (first) ctx.pads.push({ pad: makePad(first, sidesOf(t, b), h, 'npth'), order: first.order });
    return;
  }
  if (first?.function === 'ViaPad') {
    addVia(ctx, h, t, b, first.order);
    return;
  }
  if (first) {
    ctx.pads.push({ pad: makePad(first, sidesOf(t, b), h, 'th'), order: first.order });
    return;
  }
  if (h.plated === null) {
    ctx.diag
      .at(h.file)
      .info(
        'drill.plating.unknown',
        'hole without copper and without plating information: kept as a non-plated hole',
        { line: h.line },
      );
    addHole(ctx, h, false, null);
    return;
  }
  if (h.function === 'component' || h.function === 'mechanical') {
    addHole(ctx, h, true, null);
    return;
  }
  addVia(ctx, h, null, null, PADLESS_ORDER + index); // after every via that has a flash
}

export function buildFeatures(
  candidates: PadCandidate[],
  hits: DrillHit[],
  diag: SetDiagnostics,
  hasPlatedDrills: boolean,
): Features {
  const grids = { top: new SpatialGrid<PadCandidate>(1), bottom: new SpatialGrid<PadCandidate>(1) };
  for (const c of candidates) grids[c.side].add(c, c.x, c.y);
  const ctx: Ctx = { grids, pads: [], vias: [], holes: [], diag };
  for (let i = 0; i < hits.length; i++) placeHit(ctx, hits[i]!, i);
  placeUndrilled(ctx, candidates, hasPlatedDrills);
  return {
    pads: ctx.pads
      .sort((a, b) => a.order - b.order)
      .map(({ pad }, i) => Object.assign(pad, { id: padId(i) })),
    vias: ctx.vias
      .sort((a, b) => a.order - b.order)
      .map(({ via }, i) => Object.assign(via, { id: viaId(i) })),
    holes: ctx.holes.map((h, i) => Object.assign(h, { id: holeId(i) })),
  };
}

/** The same pad stack's flash on the other side: same place, same pin when X2 names one. */
function partnerOf(ctx: Ctx, c: PadCandidate): PadCandidate | null {
  let found: PadCandidate | null = null;
  ctx.grids.bottom.query(c.x, c.y, DRILL_MATCH_MM, (o) => {
    const same = Math.abs(o.x - c.x) <= DRILL_MATCH_MM && Math.abs(o.y - c.y) <= DRILL_MATCH_MM;
    if (!found && !o.used && same && o.ref === c.ref && o.pin === c.pin && o.function === c.function)
      found = o;
  });
  return found;
}

/**
 * Flashes no drill claimed: X2 via pads become vias of unknown drill (0), X2 component (through-hole)
 * pads become through-hole pads without a drill size, everything else is an SMD pad on its side.
 */
function placeUndrilled(ctx: Ctx, candidates: PadCandidate[], hasPlatedDrills: boolean): void {
  for (const c of candidates) {
    if (c.used) continue;
    c.used = true;
    const partner =
      c.side === 'top' && (c.function === 'ViaPad' || c.function === 'ComponentPad')
        ? partnerOf(ctx, c)
        : null;
    if (partner) partner.used = true;
    const side: CopperSides = partner ? 'both' : c.side;
    if (c.function === 'ViaPad') {
      ctx.diag
        .at(c.file)
        .warn('gerber.via.no-drill', 'via pad without a drill hole: via kept with drill 0', { line: c.line });
      const via: Via = {
        id: viaId(0),
        x: c.x,
        y: c.y,
        drillMm: 0,
        diameterMm: c.shape.widthMm,
        net: c.net,
        side,
        tented: null,
      };
      ctx.vias.push({ via, order: c.order });
    } else if (c.function === 'ComponentPad') {
      const why = hasPlatedDrills
        ? 'no drill hole at this through-hole pad'
        : 'no plated drill file: through-hole pad without drill size';
      ctx.diag.at(c.file).warn('gerber.pad.no-drill', why, { line: c.line });
      ctx.pads.push({ pad: makePad(c, side, null, 'th'), order: c.order });
    } else ctx.pads.push({ pad: makePad(c, side, null, 'smd'), order: c.order });
  }
}
