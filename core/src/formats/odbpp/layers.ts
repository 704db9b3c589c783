import type { Point } from '../../board/model';
import { bboxOfPoints, isEmptyBBox } from '../../geometry/bbox';
import { pointInRing, signedArea } from '../../geometry/rings';
import { SpatialGrid } from '../../spatial/spatial-grid';
import { type OdbContext, stepPath } from './context';
import { DecompressError } from './decompress';
import { type Feature, type FeaturesFile, type PadFeature, parseFeatures } from './features';
import { copperLayers, type MatrixLayer, sideOfLayer } from './matrix';
import { placeLocal } from './orient';
import { type SymbolShape, standardSymbol } from './symbols';

/** The features file of a layer, read and parsed once; null when the layer has none. */
export function layerFeatures(ctx: OdbContext, layer: string): FeaturesFile | null {
  const cached = ctx.layerCache.get(layer);
  if (cached !== undefined) return cached;
  const path = stepPath(ctx, `layers/${layer}/features`);
  let parsed: FeaturesFile | null = null;
  try {
    const t = ctx.tree.text(path);
    if (t) parsed = parseFeatures(t.text, t.file, ctx.units, ctx.sinks.for(t.file));
  } catch (e) {
    if (!(e instanceof DecompressError)) throw e;
    ctx.sinks.for(ctx.tree.nameOf(path)).error(e.code, e.message, { line: 1 });
  }
  ctx.layerCache.set(layer, parsed);
  return parsed;
}

/** The outer copper layers, top first. */
export function outerCopper(ctx: OdbContext): { top: MatrixLayer | null; bottom: MatrixLayer | null } {
  const copper = copperLayers(ctx.matrix);
  return { top: copper[0] ?? null, bottom: copper.length > 1 ? copper[copper.length - 1]! : null };
}

/** BOARD layers of `type` on `side`. */
export function sideLayers(ctx: OdbContext, type: string, side: 'top' | 'bottom'): MatrixLayer[] {
  return ctx.matrix.layers.filter(
    (l) => l.context === 'BOARD' && l.type === type && sideOfLayer(ctx.matrix, l) === side,
  );
}

const symbolShapes = new WeakMap<FeaturesFile, Map<number, SymbolShape | null>>();

/** The shape of a pad feature's symbol (standard or user-defined); null when unknown. Cached per file. */
export function padSymbol(
  ctx: OdbContext,
  f: FeaturesFile,
  pad: Pick<PadFeature, 'symbol'>,
): SymbolShape | null {
  let shapes = symbolShapes.get(f);
  if (!shapes) {
    shapes = new Map();
    symbolShapes.set(f, shapes);
  }
  const known = shapes.get(pad.symbol);
  if (known !== undefined) return known;
  const sym = f.symbols.get(pad.symbol);
  const shape = sym ? (standardSymbol(sym.name, sym.units) ?? userSymbol(ctx, sym.name)) : null;
  shapes.set(pad.symbol, shape);
  return shape;
}

/**
 * A user-defined symbol (`symbols/<name>/features`): its bounding box, and as its outline the largest
 * positive surface island (or the box).
 */
function userSymbol(ctx: OdbContext, name: string): SymbolShape | null {
  const cache = ctx.userSymbols;
  const key = name.toLowerCase();
  if (cache.has(key)) return cache.get(key) ?? null;
  cache.set(key, null); // a symbol that uses itself stops here
  let shape: SymbolShape | null = null;
  let t: ReturnType<typeof ctx.tree.text> = null;
  try {
    t = ctx.tree.text(`symbols/${key}/features`);
  } catch (e) {
    if (!(e instanceof DecompressError)) throw e;
  }
  if (t) {
    const f = parseFeatures(t.text, t.file, ctx.units, ctx.sinks.for(t.file));
    const pts: Point[] = [];
    let best: Point[] | null = null;
    let bestArea = 0;
    for (const feat of f.features) {
      if (feat.kind === 'S' && feat.positive) {
        for (const c of feat.contours) {
          if (c.hole) continue;
          for (const p of c.ring) pts.push(p);
          const area = Math.abs(signedArea(c.ring));
          if (area > bestArea) {
            bestArea = area;
            best = c.ring;
          }
        }
      } else if (feat.kind === 'P' && feat.positive) {
        const s = padSymbol(ctx, f, feat);
        if (s) for (const p of shapeOutline(s)) pts.push(placeLocal(p, feat.orient, feat));
      }
    }
    if (pts.length > 0) {
      const { minX: x0, maxX: x1, minY: y0, maxY: y1 } = bboxOfPoints(pts);
      const box = [
        { x: x0, y: y0 },
        { x: x1, y: y0 },
        { x: x1, y: y1 },
        { x: x0, y: y1 },
      ];
      if (x1 > x0 && y1 > y0)
        shape = { shape: 'custom', widthMm: x1 - x0, heightMm: y1 - y0, polygon: best ?? box };
    }
  }
  cache.set(key, shape);
  return shape;
}

/** Local outline of a symbol shape (its polygon, or its box). */
export function shapeOutline(s: SymbolShape): Point[] {
  if (s.polygon) return s.polygon;
  const w = s.widthMm / 2;
  const h = s.heightMm / 2;
  return [
    { x: -w, y: -h },
    { x: w, y: -h },
    { x: w, y: h },
    { x: -w, y: h },
  ];
}

/** Positive pads and surfaces of a layer in a grid, for "is there copper / an opening here" questions. */
export interface FeatureIndex {
  file: FeaturesFile;
  grid: SpatialGrid<Feature>;
  /** Half extent (mm) of each indexed pad, by feature index. */
  half: Map<number, number>;
}

export function indexFeatures(ctx: OdbContext, f: FeaturesFile): FeatureIndex {
  const grid = new SpatialGrid<Feature>(1);
  const half = new Map<number, number>();
  for (const feat of f.features) {
    if (feat.kind === 'P' && feat.positive) {
      const s = padSymbol(ctx, f, feat);
      const h = s ? Math.hypot(s.widthMm, s.heightMm) / 2 : 0;
      half.set(feat.index, h);
      grid.add(feat, feat.x - h, feat.y - h, feat.x + h, feat.y + h);
    } else if (feat.kind === 'S' && feat.positive) {
      const box = bboxOfPoints(feat.contours.flatMap((c) => c.ring));
      if (isEmptyBBox(box)) continue;
      grid.add(feat, box.minX, box.minY, box.maxX, box.maxY);
    }
  }
  return { file: f, grid, half };
}

/** Pads of the index whose centre is within `tol` of (x, y), nearest first. */
export function padsAt(ix: FeatureIndex, x: number, y: number, tol: number): PadFeature[] {
  const found = new Set<PadFeature>();
  ix.grid.query(x, y, tol, (f) => {
    if (f.kind === 'P' && Math.hypot(f.x - x, f.y - y) <= tol) found.add(f);
  });
  return [...found].sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y));
}

/** Whether a positive pad or surface of the index covers (x, y) (pads by their symbol outline). */
export function covers(ctx: OdbContext, ix: FeatureIndex, x: number, y: number): boolean {
  let hit = false;
  ix.grid.query(x, y, 0, (f) => {
    if (hit) return;
    if (f.kind === 'P') {
      const s = padSymbol(ctx, ix.file, f);
      if (!s) return;
      const ring = shapeOutline(s).map((p) => placeLocal(p, f.orient, f));
      if (s.shape === 'circle') hit = Math.hypot(f.x - x, f.y - y) <= s.widthMm / 2 + 1e-6;
      else hit = pointInRing({ x, y }, ring) || Math.hypot(f.x - x, f.y - y) < 1e-6;
    } else if (f.kind === 'S') {
      const p = { x, y };
      let inside = false;
      for (const c of f.contours) if (pointInRing(p, c.ring)) inside = !inside;
      hit = inside;
    }
  });
  return hit;
}
