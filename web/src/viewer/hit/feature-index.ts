import type { Board, Point } from '@studio/core';
import Flatbush from 'flatbush';
import { featureBounds } from '../scene/feature-bounds';
import { featureCount } from '../scene/scene-types';
import { featureCentre, sdFeature } from './shape-distance';
import { hitPriority, type ViewState } from './visibility';

export interface Hit {
  feature: number;
  /** Signed distance from the point to the feature's edge (mm, negative inside). */
  distanceMm: number;
}

/**
 * A static spatial index (packed Hilbert R-tree) over the board-frame bounds of every feature, and
 * the exact-shape tests on top of it. Queries are in the board frame, so the bottom view's
 * mirroring is already undone by the view transform before they get here.
 */
export class FeatureIndex {
  private readonly tree: Flatbush | null;

  /** Builds the index now, or wraps one finished by a FeatureIndexBuilder. */
  constructor(
    private readonly board: Board,
    tree?: Flatbush | null,
  ) {
    this.tree = tree === undefined ? new FeatureIndexBuilder(board).finishTree() : tree;
  }

  /** Feature indices whose bounds come within `radiusMm` of `p`. */
  near(p: Point, radiusMm: number): number[] {
    return this.tree ? this.tree.search(p.x - radiusMm, p.y - radiusMm, p.x + radiusMm, p.y + radiusMm) : [];
  }

  /**
   * The visible feature under `p` (within `toleranceMm` of its edge), by hit priority then distance.
   * Component bodies only count from inside.
   */
  hitTest(p: Point, toleranceMm: number, view: ViewState): Hit | null {
    let best: Hit | null = null;
    let bestPriority = Infinity;
    for (const f of this.near(p, toleranceMm)) {
      const priority = hitPriority(this.board, f, view);
      if (priority === null || priority > bestPriority) continue;
      const d = sdFeature(this.board, f, p);
      const limit = priority === 3 ? 0 : toleranceMm;
      if (d > limit) continue;
      if (priority < bestPriority || d < best!.distanceMm) {
        best = { feature: f, distanceMm: d };
        bestPriority = priority;
      }
    }
    return best;
  }

  /** The visible pad / via / hole whose centre is nearest to `p`, within `radiusMm`. */
  nearestCentre(p: Point, radiusMm: number, view: ViewState): { feature: number; centre: Point } | null {
    let best: { feature: number; centre: Point } | null = null;
    let bestD = radiusMm;
    for (const f of this.near(p, radiusMm)) {
      const priority = hitPriority(this.board, f, view);
      if (priority === null || priority === 3) continue;
      const c = featureCentre(this.board, f);
      const d = Math.hypot(c.x - p.x, c.y - p.y);
      if (d <= bestD) {
        bestD = d;
        best = { feature: f, centre: { x: c.x, y: c.y } };
      }
    }
    return best;
  }
}

/** Builds a FeatureIndex a chunk of features at a time (to spread the work over idle periods). */
export class FeatureIndexBuilder {
  private next = 0;
  private readonly count: number;
  private readonly tree: Flatbush | null;

  constructor(private readonly board: Board) {
    this.count = featureCount(board);
    this.tree = this.count > 0 ? new Flatbush(this.count) : null;
  }

  get done(): boolean {
    return this.next >= this.count;
  }

  /** Adds up to `n` more features' bounds. */
  step(n = 8192): void {
    const end = Math.min(this.count, this.next + n);
    for (let f = this.next; f < end; f++) {
      const b = featureBounds(this.board, f);
      this.tree!.add(b.minX, b.minY, b.maxX, b.maxY);
    }
    this.next = end;
  }

  finishTree(): Flatbush | null {
    while (!this.done) this.step();
    this.tree?.finish();
    return this.tree;
  }

  finish(): FeatureIndex {
    return new FeatureIndex(this.board, this.finishTree());
  }
}
