import type { CopperSides } from '../../board/model';
import { distanceToSegment } from '../../geometry/vec';
import { SpatialGrid } from '../../spatial/spatial-grid';
import { type OdbContext, stepPath } from './context';
import {
  DRILL_OPTIONS,
  type Feature,
  type FeaturesFile,
  type LineFeature,
  optionAttrOf,
  type PadFeature,
} from './features';
import { layerFeatures, padSymbol } from './layers';
import { copperLayers, type MatrixLayer } from './matrix';
import { parseStructured } from './text';
import { OdbppCode } from './codes';

export type DrillKind = 'plated' | 'non_plated' | 'via';

/** One drilled hole (a pad record of a DRILL layer) or routed slot (a line record). */
export interface DrillHit {
  layer: MatrixLayer;
  feature: PadFeature | LineFeature;
  /** The hole's centre; for a slot, the middle of its centre line. */
  x: number;
  y: number;
  diameterMm: number;
  /** A slot's end centres; null for a round hole. */
  slot: { x1: number; y1: number; x2: number; y2: number } | null;
  /** A slot's overall length (end to end, mm); null for a round hole. */
  slotLengthMm: number | null;
  kind: DrillKind;
  /** Outer sides the hole's span reaches; null for a buried hole. */
  sides: CopperSides | null;
  /** Set once a component pin claims the hole. */
  owner: string | null;
}

export interface Drills {
  hits: DrillHit[];
  /** By `<layer>:<feature index>` (eda/data `FID H` records). */
  byFeature: Map<string, DrillHit>;
  grid: SpatialGrid<DrillHit>;
}

/**
 * Which outer sides a drill layer's span (matrix START_NAME / END_NAME) reaches. No span: through
 * the whole board.
 */
function spanSides(ctx: OdbContext, layer: MatrixLayer): CopperSides | null {
  const copper = copperLayers(ctx.matrix);
  if (copper.length === 0 || (!layer.start && !layer.end)) return 'both';
  const rows = [layer.start, layer.end]
    .map((n) => copper.findIndex((c) => c.name === n))
    .filter((i) => i >= 0);
  if (rows.length === 0) return 'both';
  const top = rows.includes(0);
  const bottom = rows.includes(copper.length - 1);
  if (top && bottom) return 'both';
  if (top) return copper.length === 1 ? 'both' : 'top';
  if (bottom) return 'bottom';
  return null;
}

/** The plating a layer's `tools` file gives all its tools, when they agree. */
function toolsKind(ctx: OdbContext, layer: MatrixLayer): DrillKind | undefined {
  const t = ctx.tree.text(stepPath(ctx, `layers/${layer.name}/tools`));
  if (!t) return undefined;
  const types = new Set(
    parseStructured(t.text)
      .blocks.filter((b) => b.name === 'TOOLS')
      .map((b) => (b.values.get('TYPE') ?? '').toLowerCase()),
  );
  const kinds = [...types].map((k) =>
    k === 'non_plated' ? 'non_plated' : k === 'via' ? 'via' : k === 'plated' ? 'plated' : undefined,
  );
  return kinds.length === 1 ? kinds[0] : undefined;
}

function layerKind(ctx: OdbContext, layer: MatrixLayer): DrillKind {
  return (
    toolsKind(ctx, layer) ?? (/non[-_]?plated|npth|unplated/i.test(layer.name) ? 'non_plated' : 'plated')
  );
}

/** Reads every BOARD drill layer of the step. */
export function readDrills(ctx: OdbContext): Drills {
  const out: Drills = { hits: [], byFeature: new Map(), grid: new SpatialGrid(1) };
  for (const layer of ctx.matrix.layers) {
    if (layer.context !== 'BOARD' || layer.type !== 'DRILL') continue;
    const f = layerFeatures(ctx, layer.name);
    if (!f) continue;
    const fallback = layerKind(ctx, layer);
    const sides = spanSides(ctx, layer);
    let arcs = 0;
    for (const feat of f.features) {
      if (feat.kind === 'A' || (feat.kind === 'L' && !isLine(feat))) arcs++;
      if ((feat.kind !== 'P' && !isLine(feat)) || !feat.positive) continue;
      const hit = drillHit(ctx, f, feat, layer, sides, fallback);
      if (!hit) continue;
      out.hits.push(hit);
      out.byFeature.set(`${layer.name}:${feat.index}`, hit);
      if (hit.slot) {
        const { x1, y1, x2, y2 } = hit.slot;
        out.grid.add(hit, Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2));
      } else out.grid.add(hit, hit.x, hit.y);
    }
    if (arcs > 0)
      ctx.sinks
        .for(f.file)
        .info(
          OdbppCode.drillSlots,
          `${arcs} curved or unreadable routed slot(s) (arc / line records) in a drill layer are not read`,
          { line: 1 },
        );
  }
  return out;
}

const isLine = (f: Feature): f is LineFeature => f.kind === 'L' && 'xs' in f;

function drillHit(
  ctx: OdbContext,
  f: FeaturesFile,
  feat: PadFeature | LineFeature,
  layer: MatrixLayer,
  sides: CopperSides | null,
  fallback: DrillKind,
): DrillHit | null {
  const s = padSymbol(ctx, f, feat);
  if (!s) {
    ctx.sinks
      .for(f.file)
      .warn(
        OdbppCode.drillSymbol,
        `drill symbol ${f.symbols.get(feat.symbol)?.name ?? feat.symbol} is not a hole size; ignored`,
        {
          line: feat.line,
        },
      );
    return null;
  }
  const kind = (optionAttrOf(f, feat.attrs, '.drill', DRILL_OPTIONS) as DrillKind | undefined) ?? fallback;
  const diameterMm = Math.min(s.widthMm, s.heightMm);
  // A line in a drill layer is a routed slot: the tool (its symbol's diameter) runs from end to end.
  const slot = feat.kind === 'L' ? { x1: feat.xs, y1: feat.ys, x2: feat.xe, y2: feat.ye } : null;
  return {
    layer,
    feature: feat,
    x: slot ? (slot.x1 + slot.x2) / 2 : (feat as PadFeature).x,
    y: slot ? (slot.y1 + slot.y2) / 2 : (feat as PadFeature).y,
    diameterMm,
    slot,
    slotLengthMm: slot ? Math.hypot(slot.x2 - slot.x1, slot.y2 - slot.y1) + diameterMm : null,
    kind: DRILL_OPTIONS.includes(kind) ? kind : fallback,
    sides,
    owner: null,
  };
}

/** Distance from (x, y) to a hit: to its centre, or to a slot's centre line. */
function distanceTo(h: DrillHit, x: number, y: number): number {
  return h.slot
    ? distanceToSegment({ x, y }, { x: h.slot.x1, y: h.slot.y1 }, { x: h.slot.x2, y: h.slot.y2 })
    : Math.hypot(h.x - x, h.y - y);
}

/** Drill hits within `tol` of (x, y) (a slot: of its centre line), nearest first. */
export function drillsAt(d: Drills, x: number, y: number, tol: number): DrillHit[] {
  const found = new Set<DrillHit>();
  d.grid.query(x, y, tol, (h) => {
    if (distanceTo(h, x, y) <= tol) found.add(h);
  });
  return [...found].sort((a, b) => distanceTo(a, x, y) - distanceTo(b, x, y));
}
