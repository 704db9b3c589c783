import type { Board, Component, Pad, Ring, Side } from '../board/model';
import { type BoxGrid, buildBoxGrid } from '../spatial/box-grid';
import { type ResolvedHeight, resolveComponentHeight } from './heights/component-height';
import { noBodyReason, padsByRef } from '../board/body-presence';
import { type CopperShape, ringShape } from './shapes/copper-shape';

/** A placed component as the clearance rules see it: body shape and resolved height. */
export interface ComponentBody {
  component: Component;
  shape: CopperShape;
  height: ResolvedHeight;
  /** True when the body is the box of the component's pads (the source gave no outline). */
  bodyFromPads: boolean;
}

/** Bodies of one side with their spatial index. */
export interface SideBodies {
  bodies: ComponentBody[];
  /** The bodies' boxes in a uniform grid: allocation-free queries for the per-test-point rules. */
  grid: BoxGrid;
}

/**
 * The box of a component's pads as a ring (board frame, mm, counter-clockwise), each pad taken as
 * a square of its larger size around its centre: the body when the source gives no outline.
 */
export function padsRing(pads: readonly Pad[]): Ring | null {
  if (pads.length === 0) return null;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of pads) {
    const r = Math.max(p.widthMm, p.heightMm) / 2;
    [minX, minY, maxX, maxY] = [
      Math.min(minX, p.x - r),
      Math.min(minY, p.y - r),
      Math.max(maxX, p.x + r),
      Math.max(maxY, p.y + r),
    ];
  }
  return [
    { x: minX, y: minY },
    { x: maxX, y: minY },
    { x: maxX, y: maxY },
    { x: minX, y: maxY },
  ];
}

/** Heights by (footprint, value, ref class): boards repeat the same few footprints thousands of times. */
function memoizeHeights(overrides: Record<string, number>): (c: Component) => ResolvedHeight {
  const memo = new Map<string, ResolvedHeight>();
  return (c) => {
    if (c.step || c.heightMm !== null || overrides[c.id] !== undefined)
      return resolveComponentHeight(c, overrides);
    // The reference's letters (R, C, U…) are all the classifier reads of it.
    const key = `${c.footprint}\u0000${c.value}\u0000${c.ref.replace(/\d+/g, '')}`;
    const known = memo.get(key);
    if (known) return known;
    const h = resolveComponentHeight(c, overrides);
    memo.set(key, h);
    return h;
  };
}

/**
 * A component body as drawn in 3D and cleared by the fixture: its outline in the board frame (mm,
 * top view) — the board's STEP model's (decision 0040), else the source's body outline, else the box
 * of its pads — on its side,
 * standing `height.mm` above that side's surface, with where the height came from.
 */
export interface BodyOutline {
  component: Component;
  outline: Ring;
  height: ResolvedHeight;
  /** True when the outline is the box of the component's pads (the source gave no outline). */
  bodyFromPads: boolean;
}

/**
 * Every placed component's body outline and resolved height (the user's override, the STEP model,
 * the design data, the package-class default), in the board's component order. Components without a body
 * (`noBodyReason`: decided from flags and geometry, decision 0054) or without an outline or pads are
 * left out.
 */
export function collectBodyOutlines(board: Board, overrides: Record<string, number>): BodyOutline[] {
  const needPads = new Set<string>();
  for (const c of board.components) if (!c.step && (!c.body || c.body.length < 3)) needPads.add(c.ref);
  const padsOf = needPads.size > 0 ? padsByRef(board, needPads) : new Map<string, Pad[]>();
  const heights = memoizeHeights(overrides);
  const out: BodyOutline[] = [];
  for (const component of board.components) {
    if (noBodyReason(component, padsOf.get(component.ref) ?? []) !== null) continue;
    // The STEP model's outline is the body itself (decision 0040); the design's is its drawn outline
    // (KiCad: the fabrication drawing, decision 0043), else the pads stand in.
    const own =
      component.step && component.step.outline.length >= 3
        ? component.step.outline
        : component.body && component.body.length >= 3
          ? component.body
          : null;
    const ring = own ?? padsRing(padsOf.get(component.ref) ?? []);
    if (!ring) continue;
    out.push({ component, outline: ring, height: heights(component), bodyFromPads: own === null });
  }
  return out;
}

/** Component bodies per side, with their heights resolved (overrides, STEP model, design data, package defaults). */
export function collectComponentBodies(
  board: Board,
  overrides: Record<string, number>,
): Record<Side, SideBodies> {
  const sides: Record<Side, ComponentBody[]> = { top: [], bottom: [] };
  for (const b of collectBodyOutlines(board, overrides)) {
    sides[b.component.side].push({
      component: b.component,
      shape: ringShape(b.outline),
      height: b.height,
      bodyFromPads: b.bodyFromPads,
    });
  }
  const indexed = (bodies: ComponentBody[]): SideBodies => ({
    bodies,
    grid: buildBoxGrid(bodies.length, (i) => bodies[i]!.shape.box),
  });
  return { top: indexed(sides.top), bottom: indexed(sides.bottom) };
}
