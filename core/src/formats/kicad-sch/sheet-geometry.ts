import type { Point, Segment } from './types';

/** Schematic points are compared on a 0.1 µm grid (KiCad's schematic unit since 6.0 is 100 nm). */
const GRID = 1e4;
const q = (v: number) => Math.round(v * GRID);
const keyOf = (x: number, y: number) => `${q(x)},${q(y)}`;

/** Union-find over small integers. */
export class UnionFind {
  private parent: number[] = [];
  add(): number {
    this.parent.push(this.parent.length);
    return this.parent.length - 1;
  }
  find(a: number): number {
    const p = this.parent;
    let r = a;
    while (p[r] !== r) r = p[r]!;
    while (p[a] !== r) {
      const next = p[a]!;
      p[a] = r;
      a = next;
    }
    return r;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  get size(): number {
    return this.parent.length;
  }
}

/**
 * The wires of one sheet and the points that touch them, grouped into connected sets.
 *
 * What connects (decision 0059): items at the same place (wire ends, pins, labels, junctions, sheet
 * pins, no-connect flags); a wire end, a junction, a label, a sheet pin or a no-connect flag lying
 * along a wire (KiCad adds the junction or takes the label there). A symbol pin joins a wire only at
 * the wire's end: KiCad cuts a wire under a pin it places, so a pin along a wire is a hidden pin the
 * wire merely passes. Wires that only cross do not connect.
 * Buses and bus entries are not wires: bus members connect through their labels, as names.
 */
export class SheetGeometry {
  private readonly ids = new Map<string, number>();
  readonly uf = new UnionFind();
  private readonly wires: Segment[] = [];
  /** Points only symbol pins stand on: they join wires at their ends, not along them. */
  private readonly pinOnly = new Set<number>();
  private readonly notPin = new Set<number>();

  /** The set a symbol pin belongs to (registering it). */
  atPin(p: Point): number {
    const id = this.point(p);
    if (!this.notPin.has(id)) this.pinOnly.add(id);
    return id;
  }

  /** The set a point belongs to (registering it). */
  at(p: Point): number {
    const id = this.point(p);
    this.notPin.add(id);
    this.pinOnly.delete(id);
    return id;
  }

  private point(p: Point): number {
    const k = keyOf(p.x, p.y);
    let id = this.ids.get(k);
    if (id === undefined) {
      id = this.uf.add();
      this.ids.set(k, id);
    }
    return id;
  }

  addWire(s: Segment): void {
    this.wires.push(s);
    this.uf.union(this.at({ x: s.x1, y: s.y1 }), this.at({ x: s.x2, y: s.y2 }));
  }

  /**
   * Joins every registered point lying inside a wire to that wire. Call once, after every wire and
   * point is registered. Axis-parallel wires (nearly all) are found through an index by their
   * constant coordinate; others are tested one by one.
   */
  joinPointsOnWires(): void {
    const horizontal = new Map<number, Segment[]>();
    const vertical = new Map<number, Segment[]>();
    const slanted: Segment[] = [];
    for (const s of this.wires) {
      if (q(s.y1) === q(s.y2)) push(horizontal, q(s.y1), s);
      else if (q(s.x1) === q(s.x2)) push(vertical, q(s.x1), s);
      else slanted.push(s);
    }
    for (const [k, id] of this.ids) {
      if (this.pinOnly.has(id)) continue;
      const [xs, ys] = k.split(',');
      const x = Number(xs);
      const y = Number(ys);
      for (const s of horizontal.get(y) ?? [])
        if (x > Math.min(q(s.x1), q(s.x2)) && x < Math.max(q(s.x1), q(s.x2))) this.join(id, s);
      for (const s of vertical.get(x) ?? [])
        if (y > Math.min(q(s.y1), q(s.y2)) && y < Math.max(q(s.y1), q(s.y2))) this.join(id, s);
      for (const s of slanted) if (onSlantedSegment(x, y, s)) this.join(id, s);
    }
  }

  private join(id: number, s: Segment): void {
    this.uf.union(id, this.point({ x: s.x1, y: s.y1 }));
  }

  /** The set a point is in now, or -1 when the point was never registered. */
  setOf(p: Point): number {
    const id = this.ids.get(keyOf(p.x, p.y));
    return id === undefined ? -1 : this.uf.find(id);
  }
}

function push(m: Map<number, Segment[]>, k: number, s: Segment): void {
  const list = m.get(k);
  if (list) list.push(s);
  else m.set(k, [s]);
}

/** Strictly inside a slanted segment, within half a grid step (coordinates in grid units). */
function onSlantedSegment(x: number, y: number, s: Segment): boolean {
  const ax = q(s.x1);
  const ay = q(s.y1);
  const bx = q(s.x2);
  const by = q(s.y2);
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = ((x - ax) * dx + (y - ay) * dy) / len2;
  if (t <= 0 || t >= 1) return false;
  const cross = (x - ax) * dy - (y - ay) * dx;
  return (cross * cross) / len2 <= 0.25;
}
