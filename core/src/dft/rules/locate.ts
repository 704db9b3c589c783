import type { Side, TestPoint } from '../../board/model';
import { displayNetName } from '../../board/net-display';
import type { FindingLocation } from '../types';

/** A finding location at a test point, on its probe side. */
export const atPoint = (tp: TestPoint, side: Side): FindingLocation => ({ x: tp.x, y: tp.y, side });

/** A finding location between two points. */
export const between = (
  a: { x: number; y: number },
  b: { x: number; y: number },
  side: Side | null,
): FindingLocation => ({
  x: (a.x + b.x) / 2,
  y: (a.y + b.y) / 2,
  side,
});

/**
 * "R5.2 (net GND)", "via (net GND)": how messages name a test point, by reference and pad as a
 * person does (never by the importer's internal id; the finding's features carry the id).
 */
export function describePoint(tp: TestPoint): string {
  const what = tp.ref ? `${tp.ref}${tp.pad ? `.${tp.pad}` : ''}` : tp.kind;
  return `${what}${tp.net ? ` (net ${displayNetName(tp.net)})` : ''}`;
}

/** Millimetres as the UI prints them. */
export const mm = (v: number): string => `${v.toFixed(2)} mm`;
