import type { Board, Point, Side } from '../board/model';
import { normalizeDeg, rotate } from '../geometry/vec';

/** A rigid motion of the board frame: rotation about the origin (CCW) then translation. */
export interface Motion {
  rotateDeg?: number;
  dx?: number;
  dy?: number;
  /** Mirror x → −x first and swap top/bottom: the board turned over (its bottom twin). */
  flip?: boolean;
}

/** Moves every coordinate of a board (tests: the same board in another pose gives the same findings). */
export function transformBoard(board: Board, m: Motion): Board {
  const deg = m.rotateDeg ?? 0;
  const flip = m.flip ?? false;
  const move = (p: Point): Point => {
    const q = rotate(flip ? { x: -p.x, y: p.y } : p, deg);
    return { x: q.x + (m.dx ?? 0), y: q.y + (m.dy ?? 0) };
  };
  const angle = (a: number) => normalizeDeg((flip ? -a : a) + deg);
  const side = <S extends Side | 'both'>(s: S): S =>
    flip && s !== 'both' ? ((s === 'top' ? 'bottom' : 'top') as S) : s;
  const ring = (r: Point[]) => (flip ? r.map(move).reverse() : r.map(move));
  const b = JSON.parse(JSON.stringify(board)) as Board;
  b.outline = b.outline.map((poly) => ({ outer: ring(poly.outer), holes: poly.holes.map(ring) }));
  b.auxOrigin = b.auxOrigin && move(b.auxOrigin);
  b.components = b.components.map((c) => ({
    ...c,
    ...move(c),
    rotationDeg: angle(c.rotationDeg),
    side: side(c.side),
    body: c.body && ring(c.body),
  }));
  b.pads = b.pads.map((p) => ({
    ...p,
    ...move(p),
    rotationDeg: angle(p.rotationDeg),
    side: side(p.side),
    polygon: p.polygon && ring(p.polygon),
  }));
  b.vias = b.vias.map((v) => ({ ...v, ...move(v), side: side(v.side) }));
  b.holes = b.holes.map((h) => ({ ...h, ...move(h) }));
  b.testPoints = b.testPoints.map((t) => ({ ...t, ...move(t), side: side(t.side) }));
  return b;
}
