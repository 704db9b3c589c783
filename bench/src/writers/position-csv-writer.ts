import type { Board, Side } from '@studio/core';
import { formatDecimal } from './format-number';

const quote = (s: string): string => `"${s.replace(/"/g, '""')}"`;
const cn = (n: number): string => formatDecimal(n, 6);

/**
 * Writes a KiCad-style position (centroid) file for one side: `Ref,Val,Package,PosX,PosY,Rot,Side`,
 * mm, board frame (+Y up, relative to the board's aux origin, not mirrored for the bottom), rotation
 * in degrees CCW as seen from the top. Components excluded from position files are left out.
 */
export function writePositionCsv(board: Board, side: Side): string {
  const origin = board.auxOrigin ?? { x: 0, y: 0 };
  const lines = ['Ref,Val,Package,PosX,PosY,Rot,Side'];
  for (const c of board.components) {
    if (c.side !== side || c.excludeFromPosFiles) continue;
    const pkg = c.footprint.includes(':') ? c.footprint.slice(c.footprint.indexOf(':') + 1) : c.footprint;
    lines.push(
      [
        quote(c.ref),
        quote(c.value),
        quote(pkg),
        cn(c.x - origin.x),
        cn(c.y - origin.y),
        cn(c.rotationDeg),
        side,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
