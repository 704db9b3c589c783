import type { Board, SourceFormat } from '@studio/core';
import type { BoardPoint } from './types';

/**
 * The coordinate frame of the design tool the board came from, for showing positions the way the
 * engineer's CAD shows them. Studio's own frame is the top view with +Y up (PRODUCT.md §4); KiCad's
 * is the same page with +Y down (its importer maps y → −y and keeps the page origin, so KiCad's
 * coordinates are (x, −y)); IPC-2581, ODB++, Gerber and the CSV formats are +Y up already.
 * Coordinates stay top-view coordinates when the bottom is shown, as in the CAD tools.
 */
export interface CadFrame {
  /** "KiCad", "IPC-2581", …; "Studio" when the board says nothing of its source. */
  name: string;
  yDown: boolean;
  /** "KiCad frame (+Y down)". */
  label: string;
}

const NAMES: Partial<Record<SourceFormat, string>> = {
  kicad: 'KiCad',
  ipc2581: 'IPC-2581',
  odbpp: 'ODB++',
  gerber: 'Gerber',
  excellon: 'Excellon',
  ipc356: 'IPC-D-356',
  centroid: 'placement file',
  'testpoint-csv': 'test-point CSV',
};

const frame = (name: string, yDown: boolean): CadFrame => ({
  name,
  yDown,
  label: `${name} frame (+Y ${yDown ? 'down' : 'up'})`,
});

/** The frame of the board's first geometry source (the one the importer built the board from). */
export function cadFrameOf(board: Pick<Board, 'sources'>): CadFrame {
  for (const source of board.sources) {
    const name = NAMES[source.format];
    if (name) return frame(name, source.format === 'kicad');
  }
  return frame('Studio', false);
}

/** A board-frame point (top view, +Y up) in `frame`, same units. */
export const toCadPoint = (p: BoardPoint, f: CadFrame): BoardPoint => (f.yDown ? { x: p.x, y: -p.y + 0 } : p);
