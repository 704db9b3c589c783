import type { DiagnosticSink } from '../../board/diagnostics';
import type { Point, Ring } from '../../board/model';
import { arcPoints } from '../../geometry/arc';
import { DEG } from '../../geometry/vec';
import { coordMm, type RecordLine, tokens } from './text';
import { OdbppCode } from './codes';

/**
 * Polygon contours of surfaces, the step profile and package outlines (spec, "Surfaces"):
 *
 *   OB <x> <y> <I|H>                   begin a polygon: I = island (outline), H = hole
 *   OS <x> <y>                         straight segment to (x, y)
 *   OC <xe> <ye> <xc> <yc> <Y|N>       arc to (xe, ye) about (xc, yc), Y = clockwise
 *   OE                                 end of the polygon
 *
 * Coordinates are multiplied by `scale` (mm per unit). Arcs become polylines within the geometry
 * tolerance. A full circle is an OC whose end point is its start point.
 */
export interface Contour {
  ring: Ring;
  hole: boolean;
  line: number;
}

/** Points of an arc from `from` to `to` about `c` (excluding `from`), clockwise when `cw`. */
export function arcTo(from: Point, to: Point, c: Point, cw: boolean): Point[] {
  const r = Math.hypot(from.x - c.x, from.y - c.y);
  if (!(r > 0)) return [to];
  const a0 = Math.atan2(from.y - c.y, from.x - c.x) / DEG;
  const a1 = Math.atan2(to.y - c.y, to.x - c.x) / DEG;
  let sweep = cw ? a0 - a1 : a1 - a0;
  sweep = ((sweep % 360) + 360) % 360;
  if (sweep < 1e-9) sweep = 360; // same start and end: a full circle
  const pts = arcPoints(c, r, a0, cw ? -sweep : sweep);
  pts.shift();
  pts[pts.length - 1] = to;
  return pts;
}

/** Reads contours from `lines[from]` while they are OB/OS/OC/OE records; returns the index after them. */
export function readContours(
  lines: readonly RecordLine[],
  from: number,
  scale: number,
  sink: DiagnosticSink<OdbppCode>,
  out: Contour[],
): number {
  let i = from;
  let current: Contour | null = null;
  for (; i < lines.length; i++) {
    const r = lines[i]!;
    const t = tokens(r.text);
    const kind = t[0]?.toUpperCase();
    if (kind === 'OB') {
      const x = coordMm(t[1], scale);
      const y = coordMm(t[2], scale);
      if (current)
        sink.warn(OdbppCode.contourOpen, 'polygon not closed with OE before the next OB', { line: r.line });
      if (!Number.isFinite(x) || !Number.isFinite(y)) {
        sink.warn(OdbppCode.contourBad, `expected "OB <x> <y> <I|H>", found "${r.text.slice(0, 60)}"`, {
          line: r.line,
        });
        current = null;
        continue;
      }
      current = { ring: [{ x, y }], hole: (t[3] ?? 'I').toUpperCase() === 'H', line: r.line };
      out.push(current);
    } else if (kind === 'OS' || kind === 'OC') {
      if (!current) continue; // the OB before it was bad (reported) — skip its segments
      const last = current.ring[current.ring.length - 1]!;
      const x = coordMm(t[1], scale);
      const y = coordMm(t[2], scale);
      if (kind === 'OS') {
        if (Number.isFinite(x) && Number.isFinite(y)) current.ring.push({ x, y });
        else
          sink.warn(OdbppCode.contourBad, `expected "OS <x> <y>", found "${r.text.slice(0, 60)}"`, {
            line: r.line,
          });
        continue;
      }
      const xc = coordMm(t[3], scale);
      const yc = coordMm(t[4], scale);
      if (![x, y, xc, yc].every(Number.isFinite)) {
        sink.warn(
          OdbppCode.contourBad,
          `expected "OC <xe> <ye> <xc> <yc> <Y|N>", found "${r.text.slice(0, 60)}"`,
          {
            line: r.line,
          },
        );
        continue;
      }
      const cw = (t[5] ?? 'Y').toUpperCase() !== 'N';
      for (const p of arcTo(last, { x, y }, { x: xc, y: yc }, cw)) current.ring.push(p);
    } else if (kind === 'OE') {
      if (current) closeRing(current.ring);
      current = null;
    } else break;
  }
  if (current) {
    sink.warn(OdbppCode.contourOpen, 'polygon not closed with OE', { line: current.line });
    closeRing(current.ring);
  }
  return i;
}

/** Drops the repeated closing point (the model's rings do not repeat it). */
function closeRing(ring: Ring): void {
  while (ring.length > 1) {
    const a = ring[0]!;
    const b = ring[ring.length - 1]!;
    if (Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9) ring.pop();
    else break;
  }
}
