import type { Pad } from '../../board/model';
import { bboxOfPoints } from '../../geometry/bbox';
import { pointInRing } from '../../geometry/rings';
import { SpatialGrid } from '../../spatial/spatial-grid';
import { KicadCode } from './codes';
import type { KicadContext } from './context';

/** A solder-mask opening drawn as a copper-less pad: the pad's shape, on one side. */
interface MaskOpening {
  side: 'top' | 'bottom';
  shape: Pad;
}

/** The copper-less SMD pads of a board: not pads, but their mask openings still expose copper. */
export interface Copperless {
  count: number;
  line: number;
  examples: string[];
  openings: MaskOpening[];
}

const EXAMPLES = 8;

/**
 * Records a KiCad pad on no copper layer (mask and / or paste only: a "solder-mask removal"
 * footprint, split paste apertures): it has no copper to probe, so it is not a pad and never a
 * test-point candidate. Its mask sides are kept as openings (applied by finishCopperless).
 */
export function noteCopperless(
  ctx: KicadContext,
  pad: Pad,
  sides: { top: boolean; bottom: boolean },
  node: number,
): void {
  const c = ctx.copperless;
  if (c.count++ === 0) c.line = ctx.t.line(node);
  if (c.examples.length < EXAMPLES) c.examples.push(`${pad.ref ?? '?'} pad "${pad.number}"`);
  if (sides.top) c.openings.push({ side: 'top', shape: pad });
  if (sides.bottom) c.openings.push({ side: 'bottom', shape: pad });
}

/** Whether (x, y) lies inside the opening: its polygon (custom, chamfered), else its rotated rectangle or circle. */
function inside(o: MaskOpening, x: number, y: number): boolean {
  const p = o.shape;
  if (p.polygon) return pointInRing({ x, y }, p.polygon);
  const a = (-p.rotationDeg * Math.PI) / 180;
  const dx = x - p.x;
  const dy = y - p.y;
  const lx = dx * Math.cos(a) - dy * Math.sin(a);
  const ly = dx * Math.sin(a) + dy * Math.cos(a);
  if (p.shape === 'circle') return Math.hypot(lx, ly) <= p.widthMm / 2;
  return Math.abs(lx) <= p.widthMm / 2 && Math.abs(ly) <= p.heightMm / 2;
}

/**
 * Applies the openings of copper-less pads: a via under one is not tented (its copper shows there), a
 * covered pad under one is open on that side. Reports the copper-less pads left out, once.
 */
export function finishCopperless(ctx: KicadContext): void {
  const c = ctx.copperless;
  if (c.count === 0) return;
  const grid = new SpatialGrid<MaskOpening>(1);
  for (const o of c.openings) {
    if (o.shape.polygon) {
      const b = bboxOfPoints(o.shape.polygon);
      grid.add(o, b.minX, b.minY, b.maxX, b.maxY);
      continue;
    }
    const r = Math.hypot(o.shape.widthMm, o.shape.heightMm) / 2;
    grid.add(o, o.shape.x - r, o.shape.y - r, o.shape.x + r, o.shape.y + r);
  }
  const openAt = (x: number, y: number, reaches: (side: 'top' | 'bottom') => boolean): boolean => {
    let open = false;
    grid.query(x, y, 0, (o) => {
      if (!open && reaches(o.side) && inside(o, x, y)) open = true;
    });
    return open;
  };
  let vias = 0;
  let pads = 0;
  for (const v of ctx.board.vias) {
    if (v.tented === false || !openAt(v.x, v.y, (s) => v.side === 'both' || v.side === s)) continue;
    v.tented = false;
    vias++;
  }
  for (const p of ctx.board.pads) {
    if (p.mask === 'open' || !openAt(p.x, p.y, (s) => p.side === 'both' || p.side === s)) continue;
    p.mask = 'open';
    pads++;
  }
  const more = c.count > c.examples.length ? `, … ${c.count - c.examples.length} more` : '';
  const exposed =
    vias + pads > 0 ? `; their mask openings expose ${vias} via(s) and ${pads} pad(s) under them` : '';
  ctx.sink.info(
    KicadCode.padCopperless,
    `${c.count} pad(s) on no copper layer (solder mask or paste only) are not pads and are left out: ${c.examples.join(', ')}${more}${exposed}`,
    { line: c.line },
  );
}
