import type { Board, CopperSides, TestPoint } from '@studio/core';
import { formatDecimal } from './format-number';

const SIDE_NAMES: Record<CopperSides, string> = { top: 'Top', bottom: 'Bottom', both: 'Both' };

/** Quotes a CSV field when it needs it (RFC 4180). */
const field = (s: string): string => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const mm = (n: number): string => formatDecimal(n, 4);

const nameOf = (tp: TestPoint, viaNumber: number): string =>
  tp.ref === null ? `VIA${viaNumber}` : tp.pad && tp.kind !== 'testpoint' ? `${tp.ref}-${tp.pad}` : tp.ref;

/** Drill of a candidate's feature (mm), for through-hole pads and vias; "" for SMD. */
function drillOf(tp: TestPoint, drills: Map<string, number>): string {
  const d = drills.get(tp.featureId);
  return d === undefined || tp.kind === 'smd' ? '' : mm(d);
}

function drillsByFeature(board: Board): Map<string, number> {
  const drills = new Map<string, number>();
  for (const p of board.pads) if (p.drillMm !== null) drills.set(p.id, p.drillMm);
  for (const v of board.vias) drills.set(v.id, v.drillMm);
  return drills;
}

/** The `[Tooling holes]` section: non-plated pads (mounting holes) and holes. */
function toolingRows(board: Board): string[] {
  const rows: string[] = [];
  for (const p of board.pads) {
    if (p.type === 'npth' && p.drillMm !== null)
      rows.push([field(p.ref ?? ''), mm(p.x), mm(p.y), mm(p.drillMm), 'No'].join(','));
  }
  for (const h of board.holes)
    rows.push([field(h.ref ?? ''), mm(h.x), mm(h.y), mm(h.diameterMm), h.plated ? 'Yes' : 'No'].join(','));
  return rows.length > 0 ? ['', '[Tooling holes]', 'Name,X,Y,Diameter,Plated', ...rows] : [];
}

/**
 * Writes the test-point CSV (`Net,Name,X,Y,Side,Type,Size,Drill`, mm, board frame) of the
 * probe-able candidates a CAD tool would list: dedicated test points, through-hole pads and
 * untented vias (SMD component pads and covered copper are left out), then a `[Tooling holes]`
 * section with the non-plated holes.
 */
export function writeTestPointCsv(board: Board): string {
  const drills = drillsByFeature(board);
  const lines = ['Net,Name,X,Y,Side,Type,Size,Drill'];
  let vias = 0;
  for (const tp of board.testPoints) {
    if (tp.kind === 'smd' || tp.covered) continue;
    const name = nameOf(tp, tp.kind === 'via' ? ++vias : 0);
    const type = tp.side === 'both' ? 'Through-Hole' : 'SMD';
    lines.push(
      [
        field(tp.net ?? ''),
        field(name),
        mm(tp.x),
        mm(tp.y),
        SIDE_NAMES[tp.side],
        type,
        mm(tp.sizeMm),
        drillOf(tp, drills),
      ].join(','),
    );
  }
  return `${[...lines, ...toolingRows(board)].join('\n')}\n`;
}
