import type { Point, Polygon, Ring } from '../../board/model';
import { chainEdges, type Edge } from '../../geometry/chain';
import { pointInRing, ringsToPolygons, signedArea } from '../../geometry/rings';
import type { SetDiagnostics } from './set-diagnostics';
import type { GerberImage } from './types';

/** Edges drawn on a layer: every draw's polyline and every region contour (closed). */
function edgesOf(img: GerberImage): Edge[] {
  const edges: Edge[] = img.draws.map((d) => d.points);
  for (const r of img.regions) for (const c of r.contours) if (c.length >= 3) edges.push([...c, c[0]!]);
  return edges;
}

/**
 * The board outline from the profile layers (X2 `Profile`, KiCad `Edge_Cuts`, `.GKO`): their draws
 * chained into rings, rings grouped into polygons with holes (cut-outs). Unclosed edges are reported.
 */
export function outlineFromProfile(profiles: GerberImage[], diag: SetDiagnostics): Polygon[] {
  const rings: Ring[] = [];
  for (const img of profiles) {
    const { rings: closed, open } = chainEdges(edgesOf(img), 0.01);
    rings.push(...closed);
    if (open.length > 0) {
      const line = img.draws[0]?.line ?? 1;
      diag
        .at(img.file)
        .warn('gerber.outline.open', `${open.length} outline path(s) do not close; left out of the outline`, {
          line,
        });
    }
    if (closed.length === 0 && open.length === 0) {
      diag.at(img.file).warn('gerber.outline.empty', 'profile layer has no outline drawn', {
        line: img.fileFunctionLine ?? 1,
      });
    }
  }
  return ringsToPolygons(rings);
}

/**
 * Without a profile layer, the outline often exists on a mechanical or silkscreen layer (Altium
 * exports such as HeadPower draw the board edge on the top overlay): take the largest closed ring
 * drawn there that contains at least 90 % of the pads. Returns null when no ring qualifies.
 */
export function outlineFromDrawings(
  candidates: GerberImage[],
  pads: Point[],
): { polygon: Polygon; file: string } | null {
  if (pads.length === 0) return null;
  const sample = pads.length <= 500 ? pads : pads.filter((_, i) => i % Math.ceil(pads.length / 500) === 0);
  const rings = candidates
    .flatMap((img) => chainEdges(edgesOf(img), 0.01).rings.map((ring) => ({ ring, file: img.file })))
    .map((r) => ({ ...r, area: Math.abs(signedArea(r.ring)) }))
    .sort((a, b) => b.area - a.area)
    .slice(0, MAX_RINGS_TRIED);
  for (const r of rings) {
    const inside = sample.filter((p) => pointInRing(p, r.ring)).length;
    if (inside < 0.9 * sample.length) continue;
    const [polygon] = ringsToPolygons([r.ring]);
    if (polygon) return { polygon, file: r.file };
  }
  return null;
}

/** Only the largest rings can be a board edge; text strokes make hundreds of small ones. */
const MAX_RINGS_TRIED = 20;
