import type { BoardPoint, FeatureInfo, MeasureEvent, Units } from './types';
import { formatLength, formatNumber, fromMm, pointFromMm } from './units';

/** One end of a measurement, in mm, with the feature index it snapped to (or null). */
export interface MeasurePoint {
  mm: BoardPoint;
  feature: number | null;
}

/** The measure tool: first click sets A, second sets B, a third starts again from A. */
export interface MeasureState {
  a: MeasurePoint | null;
  b: MeasurePoint | null;
}

export const emptyMeasure = (): MeasureState => ({ a: null, b: null });

export function clickMeasure(state: MeasureState, p: MeasurePoint): MeasureState {
  if (state.a === null || state.b !== null) return { a: p, b: null };
  return { a: state.a, b: p };
}

/** "12.70 mm  (dx 10.16, dy −7.62)". dx and dy are board-frame (top view) and signed. */
export function measureLabel(aMm: BoardPoint, bMm: BoardPoint, units: Units): string {
  const dx = bMm.x - aMm.x;
  const dy = bMm.y - aMm.y;
  const d = Math.hypot(dx, dy);
  return `${formatLength(d, units)}  (dx ${formatNumber(fromMm(dx, units), units)}, dy ${formatNumber(fromMm(dy, units), units)})`;
}

export function measureEvent(
  a: MeasurePoint,
  b: MeasurePoint,
  units: Units,
  done: boolean,
  info: (f: number) => FeatureInfo | null,
): MeasureEvent {
  const dxMm = b.mm.x - a.mm.x;
  const dyMm = b.mm.y - a.mm.y;
  const distanceMm = Math.hypot(dxMm, dyMm);
  const end = (p: MeasurePoint) => ({
    point: pointFromMm(p.mm, units),
    pointMm: { ...p.mm },
    snappedTo: p.feature === null ? null : info(p.feature),
  });
  return {
    units,
    a: end(a),
    b: end(b),
    distance: fromMm(distanceMm, units),
    dx: fromMm(dxMm, units),
    dy: fromMm(dyMm, units),
    distanceMm,
    label: measureLabel(a.mm, b.mm, units),
    done,
  };
}
