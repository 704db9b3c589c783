import earcut from 'earcut';
import type { Point, Ring } from '../board/model';
import type { Plate } from '../fixture/design/model';
import { type BBox as Box, bboxOfPoints } from '../geometry/bbox';

/** A triangle mesh: positions (x, y, z per vertex, mm), normals (unit, per vertex), triangle indices. */
export interface Mesh {
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
}

/** Segments of a round hole's polygon in the 3D model (a drawing detail; drill files keep true circles). */
const HOLE_SEGMENTS = 16;

/** A circle as a clockwise ring (a hole in a counter-clockwise outer ring). */
export function holeRing(c: Point, radius: number, segments = HOLE_SEGMENTS): Ring {
  const ring: Ring = [];
  for (let i = 0; i < segments; i++) {
    const a = (-2 * Math.PI * i) / segments;
    ring.push({ x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) });
  }
  return ring;
}

const signedArea = (ring: Ring) => {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % ring.length]!;
    a += p.x * q.y - q.x * p.y;
  }
  return a / 2;
};

/** The ring in the wanted winding (counter-clockwise for outer rings, clockwise for holes). */
const oriented = (ring: Ring, ccw: boolean): Ring =>
  signedArea(ring) > 0 === ccw ? ring : [...ring].reverse();

/** A flat face triangulated: x, y per vertex and triangles (indices into it). */
interface FacePiece {
  flat: number[];
  tris: number[];
}

/** Pieces with at most this many holes are triangulated whole (earcut slows down with many holes). */
const HOLES_PER_PIECE = 40;

/** Whether a ring is an axis-aligned rectangle (the plates' outlines are). */
function isAxisRect(ring: Ring): boolean {
  if (ring.length !== 4) return false;
  const b = bboxOfPoints(ring);
  return ring.every((p) => (p.x === b.minX || p.x === b.maxX) && (p.y === b.minY || p.y === b.maxY));
}

function earcutPiece(outer: Ring, holes: Ring[]): FacePiece {
  const flat: number[] = [];
  const starts: number[] = [];
  for (const [k, ring] of [oriented(outer, true), ...holes.map((h) => oriented(h, false))].entries()) {
    if (k > 0) starts.push(flat.length / 2);
    for (const p of ring) flat.push(p.x, p.y);
  }
  return { flat, tris: earcut(flat, starts, 2) };
}

/**
 * A cut line on an axis between `lo` and `hi` that crosses no hole's box, nearest the middle hole:
 * null when the holes overlap all the way across.
 */
function findCut(items: { ring: Ring; box: Box }[], axis: 'x' | 'y', lo: number, hi: number): number | null {
  const [min, max] = axis === 'x' ? (['minX', 'maxX'] as const) : (['minY', 'maxY'] as const);
  const sorted = [...items].sort((a, b) => a.box[min] - b.box[min]);
  let reach = -Infinity;
  let best: number | null = null;
  let bestScore = Infinity;
  for (let i = 0; i < sorted.length - 1; i++) {
    reach = Math.max(reach, sorted[i]!.box[max]);
    const next = sorted[i + 1]!.box[min];
    if (reach < next) {
      const c = (reach + next) / 2;
      const score = Math.abs(i + 1 - sorted.length / 2);
      if (c > lo && c < hi && score < bestScore) [best, bestScore] = [c, score];
    }
  }
  return best;
}

/**
 * Triangulates a face with many holes in pieces: a rectangular outline is cut, between holes, into
 * rectangles of at most HOLES_PER_PIECE holes (alternating the axis), each triangulated by earcut.
 * The same triangles cover the same area; only the vertices along the cuts are added.
 */
function triangulateFace(outer: Ring, holes: Ring[]): FacePiece[] {
  if (holes.length <= HOLES_PER_PIECE || !isAxisRect(outer)) return [earcutPiece(outer, holes)];
  const pieces: FacePiece[] = [];
  const split = (box: Box, items: { ring: Ring; box: Box }[], axis: 'x' | 'y', tries: number) => {
    const cut =
      items.length > HOLES_PER_PIECE
        ? findCut(items, axis, axis === 'x' ? box.minX : box.minY, axis === 'x' ? box.maxX : box.maxY)
        : null;
    if (cut === null) {
      if (items.length > HOLES_PER_PIECE && tries < 1)
        return split(box, items, axis === 'x' ? 'y' : 'x', tries + 1);
      const rect: Ring = [
        { x: box.minX, y: box.minY },
        { x: box.maxX, y: box.minY },
        { x: box.maxX, y: box.maxY },
        { x: box.minX, y: box.maxY },
      ];
      pieces.push(
        earcutPiece(
          rect,
          items.map((i) => i.ring),
        ),
      );
      return;
    }
    const [lowBox, highBox] =
      axis === 'x'
        ? [
            { ...box, maxX: cut },
            { ...box, minX: cut },
          ]
        : [
            { ...box, maxY: cut },
            { ...box, minY: cut },
          ];
    const key = axis === 'x' ? 'maxX' : 'maxY';
    const next = axis === 'x' ? 'y' : 'x';
    split(
      lowBox,
      items.filter((i) => i.box[key] < cut),
      next,
      0,
    );
    split(
      highBox,
      items.filter((i) => i.box[key] >= cut),
      next,
      0,
    );
  };
  split(
    bboxOfPoints(outer),
    holes.map((ring) => ({ ring, box: bboxOfPoints(ring) })),
    'x',
    0,
  );
  return pieces;
}

/**
 * Extrudes a flat shape (outer ring with holes, board frame) between z0 and z1 (mm) into a closed
 * mesh: the two faces triangulated by earcut (in pieces when there are many holes), side walls with
 * flat normals.
 */
export function extrudeShape(outer: Ring, holes: Ring[], z0: number, z1: number): Mesh {
  const rings = [oriented(outer, true), ...holes.map((h) => oriented(h, false))];
  const pieces = triangulateFace(rings[0]!, rings.slice(1));
  const faceVerts = pieces.reduce((s, p) => s + p.flat.length / 2, 0);
  const faceTris = pieces.reduce((s, p) => s + p.tris.length, 0);
  const edges = rings.reduce((s, r) => s + r.length, 0);
  const positions = new Float32Array((2 * faceVerts + 4 * edges) * 3);
  const normals = new Float32Array(positions.length);
  const indices = new Uint32Array(2 * faceTris + 6 * edges);
  let v = 0;
  let t = 0;
  // Faces: bottom (z0, normal -z, winding reversed) and top (z1, normal +z).
  for (const [z, nz] of [
    [z0, -1],
    [z1, 1],
  ] as const) {
    for (const piece of pieces) {
      const base = v;
      for (let i = 0; i < piece.flat.length; i += 2) {
        positions.set([piece.flat[i]!, piece.flat[i + 1]!, z], 3 * v);
        normals.set([0, 0, nz], 3 * v);
        v++;
      }
      for (let i = 0; i < piece.tris.length; i += 3) {
        const [a, b, c] = [piece.tris[i]!, piece.tris[i + 1]!, piece.tris[i + 2]!];
        indices.set(nz > 0 ? [base + a, base + b, base + c] : [base + a, base + c, base + b], t);
        t += 3;
      }
    }
  }
  // Walls: one quad per ring edge, four vertices each (flat normals).
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i]!;
      const q = ring[(i + 1) % ring.length]!;
      const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      // Outward normal of a counter-clockwise edge is (dy, -dx); holes are clockwise, so the same
      // formula points into the hole, away from the material: right for both.
      const nx = (q.y - p.y) / len;
      const ny = -(q.x - p.x) / len;
      positions.set([p.x, p.y, z0, q.x, q.y, z0, q.x, q.y, z1, p.x, p.y, z1], 3 * v);
      for (let k = 0; k < 4; k++) normals.set([nx, ny, 0], 3 * (v + k));
      indices.set([v, v + 1, v + 2, v, v + 2, v + 3], t);
      t += 6;
      v += 4;
    }
  }
  return { positions, normals, indices };
}

/**
 * A plate as a solid: its outline with every hole and through cut-out removed, between its
 * board-facing face and its back face (board frame, z up, mm). Blind pockets are left out of the
 * model (they are in the DXF).
 */
export function plateMesh(plate: Plate): Mesh {
  const holes = [
    ...plate.holes.map((h) => holeRing(h, h.diameterMm / 2)),
    ...plate.pockets.filter((p) => p.depthMm === null).map((p) => p.ring),
  ];
  const [z0, z1] =
    plate.facesSide === 'bottom'
      ? [plate.faceZMm - plate.thicknessMm, plate.faceZMm]
      : [plate.faceZMm, plate.faceZMm + plate.thicknessMm];
  return extrudeShape(plate.outline, holes, z0, z1);
}

/** A cylinder of radius 1 from z = 0 to z = 1 around the z axis (instanced with a scale per part). */
export function unitCylinder(segments = 12): Mesh {
  const ring = holeRing({ x: 0, y: 0 }, 1, segments).reverse();
  return extrudeShape(ring, [], 0, 1);
}
