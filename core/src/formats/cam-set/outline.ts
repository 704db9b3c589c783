import type { Point, Polygon, Ring } from '../../board/model';
import { chainEdges, type Edge } from '../../geometry/chain';
import { pointInRing, ringsToPolygons, signedArea } from '../../geometry/rings';
import type { SetDiagnostics } from './set-diagnostics';
import type { GerberImage } from '../gerber/types';
import { CamSetCode } from './codes';

/**
 * Bounds for hostile or broken outline layers: chaining and nesting rings cost more than linear time
 * when many edges share end points or many rings exist. A real outline has a few hundred edges.
 */
const MAX_EDGES = 200_000;
const MAX_RINGS = 1_000;

// the same 0.01 mm cells chainEdges joins end points in
const endKey = (p: Point) => `${Math.round(p.x * 100)},${Math.round(p.y * 100)}`;

/**
 * Edges drawn on a layer: every draw's polyline and every region contour (closed). A straight edge
 * drawn twice (either way round) counts once; past MAX_EDGES the rest is dropped.
 */
function edgesOf(img: GerberImage): { edges: Edge[]; capped: boolean } {
  const edges: Edge[] = [];
  const seen = new Set<string>();
  const add = (e: Edge): boolean => {
    if (e.length === 2) {
      const a = endKey(e[0]!);
      const b = endKey(e[1]!);
      const key = a < b ? `${a}|${b}` : `${b}|${a}`;
      if (seen.has(key)) return true;
      seen.add(key);
    }
    edges.push(e);
    return edges.length < MAX_EDGES;
  };
  for (const d of img.draws) if (!add(d.points)) return { edges: sparse(edges), capped: true };
  for (const r of img.regions) {
    for (const c of r.contours)
      if (c.length >= 3 && !add([...c, c[0]!])) return { edges: sparse(edges), capped: true };
  }
  return { edges: sparse(edges), capped: false };
}

/** An outline vertex joins two edges, a T-junction three or four; hundreds meeting at a point are not an outline. */
const MAX_DEGREE = 16;

/** Drops edges that end where more than MAX_DEGREE edges meet (chaining them would be quadratic). */
function sparse(edges: Edge[]): Edge[] {
  const degree = new Map<string, number>();
  const ends = (e: Edge) => [endKey(e[0]!), endKey(e[e.length - 1]!)];
  for (const e of edges) for (const k of ends(e)) degree.set(k, (degree.get(k) ?? 0) + 1);
  return edges.filter((e) => ends(e).every((k) => (degree.get(k) ?? 0) <= MAX_DEGREE));
}

/** Keeps the MAX_RINGS largest rings. */
function largestRings(rings: Ring[]): Ring[] {
  if (rings.length <= MAX_RINGS) return rings;
  return rings
    .map((ring) => ({ ring, area: Math.abs(signedArea(ring)) }))
    .sort((a, b) => b.area - a.area)
    .slice(0, MAX_RINGS)
    .map((r) => r.ring);
}

/**
 * The board outline from the profile layers (X2 `Profile`, KiCad `Edge_Cuts`, `.GKO`): their draws
 * chained into rings, rings grouped into polygons with holes (cut-outs). Unclosed edges are reported.
 */
export function outlineFromProfile(profiles: GerberImage[], diag: SetDiagnostics): Polygon[] {
  let rings: Ring[] = [];
  for (const img of profiles) {
    const { edges, capped } = edgesOf(img);
    if (capped) {
      diag
        .at(img.file)
        .warn(CamSetCode.outlineCapped, `more than ${MAX_EDGES} outline edges: the rest is ignored`, {
          line: 1,
        });
    }
    const { rings: closed, open } = chainEdges(edges, 0.01);
    for (const r of closed) rings.push(r);
    if (open.length > 0) {
      const line = img.draws[0]?.line ?? 1;
      diag
        .at(img.file)
        .warn(
          CamSetCode.outlineOpen,
          `${open.length} outline path(s) do not close; left out of the outline`,
          {
            line,
          },
        );
    }
    if (closed.length === 0 && open.length === 0) {
      diag.at(img.file).warn(CamSetCode.outlineEmpty, 'profile layer has no outline drawn', {
        line: img.fileFunctionLine ?? 1,
      });
    }
  }
  if (rings.length > MAX_RINGS) {
    diag
      .at(profiles[0]!.file)
      .warn(
        CamSetCode.outlineCapped,
        `${rings.length} closed outline rings: only the ${MAX_RINGS} largest are kept`,
        { line: 1 },
      );
    rings = largestRings(rings);
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
    .flatMap((img) => chainEdges(edgesOf(img).edges, 0.01).rings.map((ring) => ({ ring, file: img.file })))
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
