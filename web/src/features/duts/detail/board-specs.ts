import type { BoardSummary, Units } from '@studio/api';
import { formatBoardSize, formatCount, formatOptionalLength } from '../../../lib/format';

export interface SpecRow {
  label: string;
  value: string;
}

/** The board's facts in reading order, in the user's units. */
export function specRows(board: BoardSummary, units: Units): SpecRow[] {
  return [
    { label: 'Size', value: formatBoardSize(board.widthMm, board.heightMm, units) },
    { label: 'Thickness', value: formatOptionalLength(board.thicknessMm, units) },
    { label: 'Copper layers', value: board.copperLayers === null ? '—' : String(board.copperLayers) },
    { label: 'Components', value: formatCount(board.components) },
    { label: 'Pads', value: formatCount(board.pads) },
    { label: 'Vias', value: formatCount(board.vias) },
    { label: 'Non-plated holes', value: formatCount(board.holes) },
    {
      label: 'Nets',
      value:
        board.connectionNets === undefined
          ? formatCount(board.nets)
          : `${formatCount(board.nets)} (${formatCount(board.connectionNets)} connections counted for coverage, ${formatCount(board.nets - board.connectionNets)} single-pad or unconnected)`,
    },
    { label: 'Read by', value: board.readBy ? `engine ${board.readBy}` : 'an engine before 1.3.0' },
  ];
}

/**
 * What a board imported before engine 1.3.0 means for its bodies, and what to do (null for a board
 * read since): that engine took KiCad bodies from the courtyards, not the fabrication outlines.
 */
export function olderReadingNote(board: BoardSummary): string | null {
  if (board.readBy) return null;
  return 'Imported before engine 1.3.0, which took KiCad component bodies from their courtyards instead of their fabrication outlines: re-import to measure test-point clearances to the bodies.';
}

/** Test-point candidate kinds (core `TestPointKind`), best first (PRODUCT.md §4). */
const KIND_LABELS: Record<string, string> = {
  testpoint: 'Test-point pads',
  'through-hole': 'Through-hole pads',
  via: 'Untented vias',
  smd: 'SMD pads (last resort)',
};
const SIDE_LABELS: Record<string, string> = { top: 'Top', bottom: 'Bottom', both: 'Both sides' };

const ordered = (counts: Record<string, number>, labels: Record<string, string>): SpecRow[] => {
  const known = Object.keys(labels).filter((k) => (counts[k] ?? 0) > 0);
  const other = Object.keys(counts).filter((k) => !(k in labels) && (counts[k] ?? 0) > 0);
  return [...known, ...other].map((k) => ({ label: labels[k] ?? k, value: formatCount(counts[k] ?? 0) }));
};

/** Candidates by kind, in the order a probe prefers them; kinds this build does not know come last. */
export const testPointKindRows = (board: BoardSummary): SpecRow[] =>
  ordered(board.testPoints.byKind, KIND_LABELS);

/** Candidates by the side a probe reaches them from. */
export const testPointSideRows = (board: BoardSummary): SpecRow[] =>
  ordered(board.testPoints.bySide, SIDE_LABELS);
