import type { Board, Point } from '../board/model';
import { type FileFrame, fmt } from '../fabrication/frame';
import { bboxOfPoints, isEmptyBBox } from '../geometry/bbox';

/**
 * The frame every tester file is written in (decision 0060): millimetres; the board seen from its TOP
 * side, +X right, +Y up, never mirrored — a bottom-side feature keeps its top-view coordinates and
 * carries its side, as GenCAD (§1 "Coordinate Rules"), the i3070 board_xy, IPC-D-356A (§4.7) and the
 * flying-probe converters expect; origin at the lower-left corner of the board outline's bounding box,
 * so every coordinate on the board is ≥ 0. Without an outline the pads' and vias' box is used.
 */
export interface TesterFrame extends FileFrame {
  view: 'board-top-view';
  mirroredX: false;
}

export function testerFrame(board: Board): TesterFrame {
  const outline = bboxOfPoints(board.outline.flatMap((p) => p.outer));
  const box = isEmptyBBox(outline) ? bboxOfPoints([...board.pads, ...board.vias]) : outline;
  const origin: Point = isEmptyBBox(box) ? { x: 0, y: 0 } : { x: box.minX, y: box.minY };
  const what = isEmptyBBox(outline)
    ? "the lower-left corner of the pads' and vias' bounding box (the board has no outline)"
    : "the lower-left corner of the board outline's bounding box";
  return {
    units: 'mm',
    mirroredX: false,
    origin,
    view: 'board-top-view',
    note: `units mm; seen from the board's TOP side, +X right, +Y up, NOT mirrored (bottom-side features keep their top-view coordinates and say BOTTOM); origin = ${what}, board model (${fmt(origin.x)}, ${fmt(origin.y)}) mm; file x = board x ${minus(origin.x)}, file y = board y ${minus(origin.y)}.`,
  };
}

/** A board-frame point in the tester frame (mm). */
export function toTester(frame: Pick<FileFrame, 'origin'>, p: Point): Point {
  return { x: p.x - frame.origin.x, y: p.y - frame.origin.y };
}

const minus = (v: number): string => (v < 0 ? `+ ${fmt(-v)}` : `- ${fmt(v)}`);
