import { holeId, padId, viaId } from '../../board/ids';
import type { CopperSides, Hole, Pad, PadShape, Via } from '../../board/model';
import type { DrillHit } from '../excellon/types';
import { DRILL_MATCH_MM } from './drill-align';
import type { PadCandidate } from './pad-candidates';
import type { SetDiagnostics } from './set-diagnostics';
import { SpatialGrid } from '../../spatial/spatial-grid';
import { outlineOf } from '../gerber/shape-geometry';
import type { ApertureKind } from '../gerber/types';
import { CamSetCode } from './codes';

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

type OuterSide = 'top' | 'bottom';

interface Ctx {
  grids: Record<OuterSide, SpatialGrid<PadCandidate>>;
  /** Outer sides that have a copper layer in the set. */
  copperSides: Set<OuterSide>;
  /** Copper layers of the board (for drill spans); null when unknown. */
  copperLayers: number | null;
  pads: Array<{ pad: Pad; order: number }>;
  vias: Array<{ via: Via; order: number }>;
  holes: Hole[];
  diag: SetDiagnostics;
  viaInPad: { count: number; file: string; line: number; examples: string[] };
  buried: { count: number; file: string; line: number };
}

/** Largest pad we search around a drill when the drill is not at the flash point (offset pads). */
const CONTAIN_SEARCH_MM = 3;
const PADLESS_ORDER = 1e12;

/** X2 pad functions that are never drilled (spec §5.6.10): a drill in one is a via in the pad. */
const SMD_ONLY = new Set(['SMDPad', 'BGAPad', 'ConnectorPad', 'FiducialPad']);
/** X2 pad functions of drilled pads: the hole is the pad's own, even off centre (KiCad drill offset). */
const DRILLED = new Set(['ComponentPad', 'CastellatedPad', 'WasherPad']);

const other = (side: OuterSide): OuterSide => (side === 'top' ? 'bottom' : 'top');
const near = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) <= DRILL_MATCH_MM && Math.abs(a.y - b.y) <= DRILL_MATCH_MM;

/** Whether a flash may be the copper of this drill, by X2 functions (flash and drill) alone. */
function mayOwn(c: PadCandidate, h: DrillHit): boolean {
  if (c.used) return false;
  if (c.function !== null && SMD_ONLY.has(c.function)) return false;
  if (h.function === 'via') return c.function === null || c.function === 'ViaPad';
  if (h.function === 'component' || h.function === 'mechanical') return c.function !== 'ViaPad';
  return true;
}

/** The same copper on the other side: a flash at the same place with the same shape and size. */
function mirrored(ctx: Ctx, c: PadCandidate): boolean {
  let found = false;
  ctx.grids[other(c.side)].query(c.x, c.y, DRILL_MATCH_MM, (o) => {
    const s = o.shape;
    found ||=
      near(o, c) &&
      s.kind === c.shape.kind &&
      Math.abs(s.widthMm - c.shape.widthMm) <= DRILL_MATCH_MM &&
      Math.abs(s.heightMm - c.shape.heightMm) <= DRILL_MATCH_MM;
  });
  return found;
}

/**
 * Whether a flash centred on a drill is that drill's own copper (a pad hole or a via's annulus)
 * rather than an SMD pad with a via in it: X2 says so (ViaPad, ComponentPad …, or a component drill),
 * or — without X2 — the flash is round or oval, or the same flash is on the other side (a square
 * through-hole pin 1), or the set has no copper layer on the other side to tell.
 */
function ownsCentred(ctx: Ctx, c: PadCandidate, h: DrillHit): boolean {
  if (c.function === 'ViaPad' || (c.function !== null && DRILLED.has(c.function))) return true;
  if (h.function === 'component' || h.function === 'mechanical') return true;
  if (c.shape.kind === 'circle' || c.shape.kind === 'oval') return true;
  return !ctx.copperSides.has(other(c.side)) || mirrored(ctx, c);
}

const rankOf = (c: PadCandidate): number =>
  c.function === 'ViaPad' ? 0 : c.function !== null && DRILLED.has(c.function) ? 1 : 2;

/**
 * The drill's own copper on one side: the best unused flash centred on it (within DRILL_MATCH_MM;
 * via pads, then drilled pads, then the nearest) that owns it; else, for an X2 drilled pad function
 * only, the nearest whose copper contains the drill and is wider than it (a KiCad pad with a drill
 * offset). An SMD pad a drill merely lies in is not the drill's: the drill is a via in that pad.
 */
function padAt(ctx: Ctx, side: OuterSide, h: DrillHit): PadCandidate | null {
  let exact: PadCandidate | null = null;
  let exactRank = Infinity;
  let exactD = Infinity;
  ctx.grids[side].query(h.x, h.y, DRILL_MATCH_MM, (c) => {
    const d = Math.hypot(c.x - h.x, c.y - h.y);
    if (d > DRILL_MATCH_MM || !mayOwn(c, h) || !ownsCentred(ctx, c, h)) return;
    const rank = rankOf(c);
    const better =
      rank < exactRank ||
      (rank === exactRank && (d < exactD || (d === exactD && exact !== null && c.order < exact.order)));
    if (better) [exact, exactRank, exactD] = [c, rank, d];
  });
  if (exact) return exact;
  let inside: PadCandidate | null = null;
  let insideD = Infinity;
  ctx.grids[side].query(h.x, h.y, CONTAIN_SEARCH_MM, (c) => {
    if (c.function === null || !DRILLED.has(c.function) || !mayOwn(c, h)) return;
    const s = c.shape;
    const contains = h.x >= c.x + s.minX && h.x <= c.x + s.maxX && h.y >= c.y + s.minY && h.y <= c.y + s.maxY;
    const d = Math.hypot(c.x - h.x, c.y - h.y);
    if (contains && Math.min(s.widthMm, s.heightMm) > h.diameterMm && d < insideD) [inside, insideD] = [c, d];
  });
  return inside;
}

/** A pad flash (any, used or not) whose copper contains the drill: the pad a via-in-pad sits in. */
function hostPad(ctx: Ctx, sides: readonly OuterSide[], h: DrillHit): PadCandidate | null {
  let host: PadCandidate | null = null;
  let hostD = Infinity;
  for (const side of sides) {
    ctx.grids[side].query(h.x, h.y, CONTAIN_SEARCH_MM, (c) => {
      if (c.function === 'ViaPad') return;
      const s = c.shape;
      const contains =
        h.x >= c.x + s.minX && h.x <= c.x + s.maxX && h.y >= c.y + s.minY && h.y <= c.y + s.maxY;
      const d = Math.hypot(c.x - h.x, c.y - h.y);
      if (contains && d < hostD) [host, hostD] = [c, d];
    });
  }
  return host;
}

/**
 * The outer sides a drill reaches, from its span: both for a through hole; one side for a blind pair
 * that touches it; null for a buried pair (it reaches no outer side). X2 says Blind or Buried; a
 * blind span that does not start at layer 1 ends at the bottom. A KiCad pair name says `back` for the
 * bottom and `in<n>` only for inner layers. An X2 span without a type ends at the bottom when it
 * reaches the board's last copper layer (known from the job file or the copper files).
 */
export function reachOf(h: DrillHit, copperLayers: number | null): CopperSides | null {
  const s = h.span;
  if (!s || s.kind === 'through') return 'both';
  if (s.kind === 'buried') return null;
  const top = s.from === 1;
  const last = s.to !== null && copperLayers !== null && s.to >= copperLayers;
  const bottom = s.kind === 'blind' ? !top || last : s.by === 'name' ? s.to === null : s.to === null || last;
  return top && bottom ? 'both' : top ? 'top' : bottom ? 'bottom' : null;
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

function addVia(
  ctx: Ctx,
  h: DrillHit,
  t: PadCandidate | null,
  b: PadCandidate | null,
  order: number,
  reach: CopperSides,
  host: PadCandidate | null = null,
): void {
  const size = Math.max(t?.shape.widthMm ?? 0, b?.shape.widthMm ?? 0, h.diameterMm);
  const at = t ?? b ?? h;
  const side: CopperSides = t || b ? sidesOf(t, b) : reach;
  const via: Via = {
    id: viaId(0),
    x: at.x,
    y: at.y,
    drillMm: h.diameterMm,
    diameterMm: size,
    net: t?.net ?? b?.net ?? host?.net ?? null,
    side,
    tented: null,
  };
  ctx.vias.push({ via, order });
}

function noteViaInPad(ctx: Ctx, h: DrillHit, host: PadCandidate): void {
  const v = ctx.viaInPad;
  if (v.count++ === 0) [v.file, v.line] = [h.file, h.line];
  if (v.examples.length < 5)
    v.examples.push(
      `${host.ref ? `${host.ref}.${host.pin ?? '?'}` : 'a pad'} at (${host.x.toFixed(3)}, ${host.y.toFixed(3)})`,
    );
}

/** One drill hit: a through-hole / NPTH pad, a via, or a hole (decision 0003 lists the rules). */
function placeHit(ctx: Ctx, h: DrillHit, index: number): void {
  const reach = reachOf(h, ctx.copperLayers);
  if (reach === null) {
    const b = ctx.buried;
    if (b.count++ === 0) [b.file, b.line] = [h.file, h.line];
    return;
  }
  const t = reach !== 'bottom' ? padAt(ctx, 'top', h) : null;
  const b = reach !== 'top' ? padAt(ctx, 'bottom', h) : null;
  const first = t ?? b;
  if (t) t.used = true;
  if (b) b.used = true;
  if (h.plated === false) {
    addHole(ctx, h, false, first?.ref ?? null);
    if (first) ctx.pads.push({ pad: makePad(first, sidesOf(t, b), h, 'npth'), order: first.order });
    return;
  }
  if (first?.function === 'ViaPad') {
    addVia(ctx, h, t, b, first.order, reach);
    return;
  }
  if (first) {
    ctx.pads.push({ pad: makePad(first, sidesOf(t, b), h, 'th'), order: first.order });
    return;
  }
  const host = hostPad(ctx, reach === 'both' ? ['top', 'bottom'] : [reach], h);
  if (host && h.function !== 'component' && h.function !== 'mechanical') {
    // a via in an SMD pad: the pad stays as it is (centre, shape, SMD); the via takes its net
    noteViaInPad(ctx, h, host);
    addVia(ctx, h, null, null, PADLESS_ORDER + index, reach, host);
    return;
  }
  if (h.plated === null) {
    ctx.diag
      .at(h.file)
      .info(
        CamSetCode.drillPlatingUnknown,
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
  addVia(ctx, h, null, null, PADLESS_ORDER + index, reach); // after every via that has a flash
}

/** One diagnostic each for the vias found in pads and the buried holes left out. */
function reportGuesses(ctx: Ctx): void {
  const v = ctx.viaInPad;
  if (v.count > 0)
    ctx.diag
      .at(v.file)
      .info(
        CamSetCode.viaInPad,
        `${v.count} drill(s) inside SMD pads with no copper of their own read as vias in the pad (the pads keep their centre, shape and type): ${v.examples.join(', ')}${v.count > v.examples.length ? ', …' : ''}`,
        { line: v.line },
      );
  const b = ctx.buried;
  if (b.count > 0)
    ctx.diag
      .at(b.file)
      .info(
        CamSetCode.drillBuried,
        `${b.count} buried hole(s) (a drill span between inner layers) reach no outer side and are left out`,
        { line: b.line },
      );
}

export function buildFeatures(
  candidates: PadCandidate[],
  hits: DrillHit[],
  diag: SetDiagnostics,
  layers: { hasPlatedDrills: boolean; copperSides: Set<OuterSide>; copperLayers: number | null },
): Features {
  const grids = { top: new SpatialGrid<PadCandidate>(1), bottom: new SpatialGrid<PadCandidate>(1) };
  for (const c of candidates) grids[c.side].add(c, c.x, c.y);
  const ctx: Ctx = {
    grids,
    copperSides: layers.copperSides,
    copperLayers: layers.copperLayers,
    pads: [],
    vias: [],
    holes: [],
    diag,
    viaInPad: { count: 0, file: '', line: 1, examples: [] },
    buried: { count: 0, file: '', line: 1 },
  };
  for (let i = 0; i < hits.length; i++) placeHit(ctx, hits[i]!, i);
  placeUndrilled(ctx, candidates, layers.hasPlatedDrills);
  reportGuesses(ctx);
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
        .warn(CamSetCode.viaNoDrill, 'via pad without a drill hole: via kept with drill 0', { line: c.line });
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
      ctx.diag.at(c.file).warn(CamSetCode.padNoDrill, why, { line: c.line });
      ctx.pads.push({ pad: makePad(c, side, null, 'th'), order: c.order });
    } else ctx.pads.push({ pad: makePad(c, side, null, 'smd'), order: c.order });
  }
}
