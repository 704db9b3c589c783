import type { CopperSides } from '../../board/model';
import { SpatialGrid } from '../gerber/spatial-grid';
import { type OdbContext, stepPath } from './context';
import { DRILL_OPTIONS, type FeaturesFile, optionAttrOf, type PadFeature } from './features';
import { layerFeatures, padSymbol } from './layers';
import { copperLayers, type MatrixLayer } from './matrix';
import { parseStructured } from './text';

export type DrillKind = 'plated' | 'non_plated' | 'via';

/** One drilled hole (a pad record of a DRILL layer). */
export interface DrillHit {
  layer: MatrixLayer;
  feature: PadFeature;
  x: number;
  y: number;
  diameterMm: number;
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
    let slots = 0;
    for (const feat of f.features) {
      if (feat.kind === 'L' || feat.kind === 'A') slots++;
      if (feat.kind !== 'P' || !feat.positive) continue;
      const hit = drillHit(ctx, f, feat, layer, sides, fallback);
      if (!hit) continue;
      out.hits.push(hit);
      out.byFeature.set(`${layer.name}:${feat.index}`, hit);
      out.grid.add(hit, hit.x, hit.y);
    }
    if (slots > 0)
      ctx.sinks
        .for(f.file)
        .info(
          'odbpp.drill.slots',
          `${slots} routed slot(s) (line / arc records) in a drill layer are not read`,
          {
            line: 1,
          },
        );
  }
  return out;
}

function drillHit(
  ctx: OdbContext,
  f: FeaturesFile,
  feat: PadFeature,
  layer: MatrixLayer,
  sides: CopperSides | null,
  fallback: DrillKind,
): DrillHit | null {
  const s = padSymbol(ctx, f, feat);
  if (!s) {
    ctx.sinks
      .for(f.file)
      .warn(
        'odbpp.drill.symbol',
        `drill symbol ${f.symbols.get(feat.symbol)?.name ?? feat.symbol} is not a hole size; ignored`,
        {
          line: feat.line,
        },
      );
    return null;
  }
  const kind = (optionAttrOf(f, feat.attrs, '.drill', DRILL_OPTIONS) as DrillKind | undefined) ?? fallback;
  return {
    layer,
    feature: feat,
    x: feat.x,
    y: feat.y,
    diameterMm: Math.min(s.widthMm, s.heightMm),
    kind: DRILL_OPTIONS.includes(kind) ? kind : fallback,
    sides,
    owner: null,
  };
}

/** Drill hits within `tol` of (x, y), nearest first. */
export function drillsAt(d: Drills, x: number, y: number, tol: number): DrillHit[] {
  const found = new Set<DrillHit>();
  d.grid.query(x, y, tol, (h) => {
    if (Math.hypot(h.x - x, h.y - y) <= tol) found.add(h);
  });
  return [...found].sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y));
}
