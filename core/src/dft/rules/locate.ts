import type { Side } from '../../board/model';
import type { SelectedPoint } from '../selection';
import type { FindingLocation } from '../types';

/** A finding location at a selected point, on its probe side. */
export const atPoint = (p: SelectedPoint): FindingLocation => ({ x: p.tp.x, y: p.tp.y, side: p.probeSide });

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

/** "T12 (R5.2, net GND)": how messages name a test point. */
export function describePoint(p: SelectedPoint): string {
  const what = p.tp.ref ? `${p.tp.ref}${p.tp.pad ? `.${p.tp.pad}` : ''}` : p.tp.kind;
  return `${p.tp.id} (${what}${p.tp.net ? `, net ${p.tp.net}` : ''})`;
}

/** Millimetres as the UI prints them. */
export const mm = (v: number): string => `${v.toFixed(2)} mm`;
