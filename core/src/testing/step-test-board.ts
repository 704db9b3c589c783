import { bboxOfPoints } from '../geometry/bbox';
import type { Board, Component, Point } from '../board/model';
import type { StepBox } from '../board/step-heights/write-step-boxes';

/** How boxesForBoard models the board. */
export interface BoxesOptions {
  /** Each component's body height above its side of the board (mm); null leaves it out of the model. */
  heightOf: (c: Component) => number | null;
  /** STEP frame = board frame + shift (an exporter's origin elsewhere). */
  shift?: Point;
  /** Name each box after its reference (as KiCad does) or after its footprint (position matching). */
  named?: boolean;
}

/**
 * A STEP model of a board as boxes (for tests and benches): the board slab (its outline's box, bottom
 * at z = 0, top at z = thickness, as KiCad exports), and per component a box around its pads in the
 * component's own frame (rotated with it), standing on the top or hanging below the bottom.
 */
export function boxesForBoard(board: Board, options: BoxesOptions): StepBox[] {
  const shift = options.shift ?? { x: 0, y: 0 };
  const t = board.thicknessMm ?? 1.6;
  const outline = bboxOfPoints(board.outline.flatMap((p) => p.outer));
  const boxes: StepBox[] = [
    {
      name: 'board_PCB',
      cx: (outline.minX + outline.maxX) / 2 + shift.x,
      cy: (outline.minY + outline.maxY) / 2 + shift.y,
      w: outline.maxX - outline.minX,
      h: outline.maxY - outline.minY,
      rotationDeg: 0,
      z0: 0,
      z1: t,
    },
  ];
  const padsByRef = new Map<string, Board['pads']>();
  for (const p of board.pads) if (p.ref) padsByRef.set(p.ref, [...(padsByRef.get(p.ref) ?? []), p]);
  for (const c of board.components) {
    const height = options.heightOf(c);
    if (height === null) continue;
    const a = (-c.rotationDeg * Math.PI) / 180;
    const local = (padsByRef.get(c.ref) ?? []).flatMap((p) => {
      const r = Math.max(p.widthMm, p.heightMm) / 2;
      const [dx, dy] = [p.x - c.x, p.y - c.y];
      const u = dx * Math.cos(a) - dy * Math.sin(a);
      const v = dx * Math.sin(a) + dy * Math.cos(a);
      return [
        { x: u - r, y: v - r },
        { x: u + r, y: v + r },
      ];
    });
    const b = local.length > 0 ? bboxOfPoints(local) : { minX: -0.5, minY: -0.5, maxX: 0.5, maxY: 0.5 };
    const [mu, mv] = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
    const back = -a;
    boxes.push({
      name: options.named === false ? c.footprint || 'part' : c.ref,
      cx: c.x + mu * Math.cos(back) - mv * Math.sin(back) + shift.x,
      cy: c.y + mu * Math.sin(back) + mv * Math.cos(back) + shift.y,
      w: b.maxX - b.minX,
      h: b.maxY - b.minY,
      rotationDeg: c.rotationDeg,
      z0: c.side === 'top' ? t : -height,
      z1: c.side === 'top' ? t + height : 0,
    });
  }
  return boxes;
}
