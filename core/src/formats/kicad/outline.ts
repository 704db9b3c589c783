import type { Polygon, Ring } from '../../board/model';
import { type BBox, bboxOfPoints, isEmptyBBox } from '../../geometry/bbox';
import { chainEdges } from '../../geometry/chain';
import { ringsToPolygons } from '../../geometry/rings';
import type { KicadContext } from './context';
import type { Shape } from './graphics';
import { KicadCode } from './codes';

/** Collects an Edge.Cuts shape (board frame): closed shapes are rings, the rest are chained later. */
export function addOutlineShape(ctx: KicadContext, shape: Shape, line: number): void {
  for (const p of shape.points) ctx.outlinePoints.push(p);
  if (shape.closed) ctx.outlineRings.push(shape.points);
  else {
    ctx.outlineEdges.push(shape.points);
    ctx.outlineEndLines.set(shape.points[0]!, line);
    ctx.outlineEndLines.set(shape.points[shape.points.length - 1]!, line);
  }
}

/**
 * Builds the board outline: lines, arcs and curves are chained end to end (within 0.01 mm), closed
 * shapes (circles, rectangles, polygons) are rings as drawn, and rings inside rings become cut-outs.
 * An outline that does not close is a warning; the board then gets the bounding box of all Edge.Cuts
 * geometry as its outer ring (the closed rings inside it stay as cut-outs).
 */
export function buildOutline(ctx: KicadContext, line: number): Polygon[] {
  if (ctx.outlinePoints.length > 0 && ctx.outlineEdges.length === 0) return ringsToPolygons(ctx.outlineRings);
  if (ctx.outlinePoints.length === 0) {
    ctx.sink.warn(KicadCode.outlineMissing, 'the board has no Edge.Cuts outline', { line });
    return [];
  }
  const { rings, open } = chainEdges(ctx.outlineEdges);
  const all: Ring[] = [...ctx.outlineRings, ...rings];
  if (open.length === 0) return ringsToPolygons(all);
  const first = open[0]!;
  const openLine =
    ctx.outlineEndLines.get(first[0]!) ?? ctx.outlineEndLines.get(first[first.length - 1]!) ?? line;
  const ends = open
    .slice(0, 3)
    .map((e) => {
      const a = e[0]!;
      const b = e[e.length - 1]!;
      return `(${a.x.toFixed(3)}, ${(-a.y).toFixed(3)})–(${b.x.toFixed(3)}, ${(-b.y).toFixed(3)})`;
    })
    .join(', ');
  ctx.sink.warn(
    KicadCode.outlineOpen,
    `the Edge.Cuts outline does not close (${open.length} open chain${open.length > 1 ? 's' : ''}, ends in KiCad coordinates: ${ends})`,
    { line: openLine },
  );
  const box = bboxOfPoints(ctx.outlinePoints);
  if (isEmptyBBox(box) || !Number.isFinite(box.minX + box.maxX + box.minY + box.maxY))
    return ringsToPolygons(all);
  // Stray open pieces inside a closed outline: keep the closed outline.
  if (all.length > 0 && sameBBox(bboxOfPoints(all.flat()), box)) return ringsToPolygons(all);
  ctx.sink.info(
    KicadCode.outlineBbox,
    'the board outline is taken as the bounding box of the Edge.Cuts geometry',
    {
      line: openLine,
    },
  );
  const rect: Ring = [
    { x: box.minX, y: box.minY },
    { x: box.maxX, y: box.minY },
    { x: box.maxX, y: box.maxY },
    { x: box.minX, y: box.maxY },
  ];
  return ringsToPolygons([rect, ...all.filter((r) => !sameBBox(bboxOfPoints(r), box))]);
}

const TOL = 0.01;
function sameBBox(a: BBox, b: BBox): boolean {
  return (
    Math.abs(a.minX - b.minX) <= TOL &&
    Math.abs(a.minY - b.minY) <= TOL &&
    Math.abs(a.maxX - b.maxX) <= TOL &&
    Math.abs(a.maxY - b.maxY) <= TOL
  );
}
