import type { Point, Side } from '../board/model';
import type { Plate } from '../fixture/design/model';
import { formatNumber } from '../units/format-number';

/**
 * The frame of one output file (decision 0021). A point (x, y) of the board model maps to the file as
 * `((mirroredX ? -1 : 1) * (x - origin.x), y - origin.y)`, in mm. Every plate is drawn as seen from its
 * BOARD-FACING side: a plate below the board (facing its bottom) is seen from above, which is the
 * board's own top view, so it is not mirrored; a plate above the board (the lid, facing its top) is seen
 * from below, so it is mirrored in X.
 */
export interface FileFrame {
  units: 'mm';
  mirroredX: boolean;
  /** The board-frame point that is (0, 0) in the file. */
  origin: Point;
  /** Short code of the view: what the file is seen from. */
  view: FrameView;
  /** One sentence for a file's header: units, origin, view. */
  note: string;
}

export type FrameView =
  /** Seen from above (a plate below the board, seen from its board-facing top face): the board's top view. */
  | 'from-board-side-looking-down'
  /** Seen from below (the lid, seen from its board-facing bottom face): the board's bottom view, mirrored in X. */
  | 'from-board-side-looking-up'
  /** The board model's own frame (top view, +Y up), not mirrored. */
  | 'board-top-view'
  /** No coordinates in the file. */
  | 'none';

/** Whether a plate facing this side is mirrored when drawn from its board-facing side. */
export const isMirroredFacing = (facesSide: Side): boolean => facesSide === 'top';

/** Maps a board-frame point into a frame (mm). */
export function toFrame(frame: Pick<FileFrame, 'mirroredX' | 'origin'>, p: Point): Point {
  return { x: (frame.mirroredX ? -1 : 1) * (p.x - frame.origin.x), y: p.y - frame.origin.y };
}

/** Maps a point of the frame back to the board frame (mm): the inverse of `toFrame`. */
export function fromFrame(frame: Pick<FileFrame, 'mirroredX' | 'origin'>, p: Point): Point {
  return { x: frame.origin.x + (frame.mirroredX ? -1 : 1) * p.x, y: p.y + frame.origin.y };
}

/**
 * The drawing frame of a plate: seen from its board-facing side, origin at the plate's lower-left
 * corner AS SEEN in that view, so every coordinate in the file is ≥ 0. For a mirrored plate that corner
 * is the board frame's max-X corner.
 */
export function plateFrame(plate: Pick<Plate, 'facesSide' | 'outline' | 'name'>): FileFrame {
  const mirroredX = isMirroredFacing(plate.facesSide);
  const xs = plate.outline.map((p) => p.x);
  const ys = plate.outline.map((p) => p.y);
  const origin = { x: mirroredX ? Math.max(...xs) : Math.min(...xs), y: Math.min(...ys) };
  const view: FrameView = mirroredX ? 'from-board-side-looking-up' : 'from-board-side-looking-down';
  const note = mirroredX
    ? `${plate.name}: units mm; view from its board-facing side (below the plate, looking up at the board's top side): MIRRORED IN X against the board's top view; origin = the plate corner at board (${fmt(origin.x)}, ${fmt(origin.y)}) mm; file x = -(board x ${minus(origin.x)}), file y = board y ${minus(origin.y)}.`
    : `${plate.name}: units mm; view from its board-facing side (above the plate, looking down at the board's bottom side): the board's top view, NOT mirrored; origin = the plate corner at board (${fmt(origin.x)}, ${fmt(origin.y)}) mm; file x = board x ${minus(origin.x)}, file y = board y ${minus(origin.y)}.`;
  return { units: 'mm', mirroredX, origin, view, note };
}

/** The board model's own frame with its origin at a point (wiring list, 3D model). */
export function boardFrame(origin: Point = { x: 0, y: 0 }): FileFrame {
  return {
    units: 'mm',
    mirroredX: false,
    origin,
    view: 'board-top-view',
    note: `units mm; the board model's frame: seen from the board's top side, +X right, +Y up, not mirrored; origin board (${fmt(origin.x)}, ${fmt(origin.y)}) mm.`,
  };
}

/** The frame of a file without coordinates (BOM, drill report counts). */
export const NO_FRAME: FileFrame = {
  units: 'mm',
  mirroredX: false,
  origin: { x: 0, y: 0 },
  view: 'none',
  note: 'no coordinates in this file.',
};

/** A number in mm as written in notes: up to 4 decimals, no trailing zeros, no "-0". */
export function fmt(n: number): string {
  return formatNumber(n, 4);
}

/** "− v" written the way a reader expects: "- 12.5", or "+ 180.17" for a negative origin. */
const minus = (v: number): string => (v < 0 ? `+ ${fmt(-v)}` : `- ${fmt(v)}`);
