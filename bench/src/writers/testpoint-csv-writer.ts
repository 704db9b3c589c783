import type { Board, CopperSides, TestPoint } from '@studio/core';
import { formatDecimal } from './format-number';

const SIDE_NAMES: Record<CopperSides, string> = { top: 'Top', bottom: 'Bottom', both: 'Both' };

/** Quotes a CSV field when it needs it (RFC 4180). */
const field = (s: string): string => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

const nameOf = (tp: TestPoint, index: number): string =>
  tp.ref !== null ? (tp.pad && tp.kind !== 'testpoint' ? `${tp.ref}-${tp.pad}` : tp.ref) : `VIA${index + 1}`;

/**
 * Writes the test-point CSV (`Net,Name,X,Y,Side,Type`, mm, board frame) of the probe-able
 * candidates a CAD tool would list: dedicated test points, through-hole pads and untented vias
 * (SMD component pads and covered copper are left out).
 */
export function writeTestPointCsv(board: Board): string {
  const lines = ['Net,Name,X,Y,Side,Type'];
  let vias = 0;
  for (const tp of board.testPoints) {
    if (tp.kind === 'smd' || tp.covered) continue;
    const name = nameOf(tp, tp.kind === 'via' ? vias++ : 0);
    const type = tp.kind === 'testpoint' && tp.side !== 'both' ? 'SMD' : 'Through-Hole';
    lines.push(
      [
        field(tp.net ?? ''),
        field(name),
        formatDecimal(tp.x, 4),
        formatDecimal(tp.y, 4),
        SIDE_NAMES[tp.side],
        type,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
