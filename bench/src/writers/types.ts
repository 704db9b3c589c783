import type { Point, Side } from '@studio/core';

/** A copper track segment (board frame: mm, top view, +Y up). The board model has no tracks; writers may draw them. */
export interface TrackSegment {
  start: Point;
  end: Point;
  widthMm: number;
  side: Side;
  net: string;
}
