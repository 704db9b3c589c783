import type { Polygon } from '../../board/model';
import { chainEdges, type Edge } from '../../geometry/chain';
import { ringsToPolygons } from '../../geometry/rings';
import { parseOutlinePaths } from './outline';
import type { OutlineRecord } from './read-records';
import type { DiagnosticTally } from './tally';
import { Ipc356Code } from './codes';

/** Nesting rings is quadratic; a real board edge has a few rings, corrupt data may have thousands. */
const MAX_RINGS = 500;

/**
 * Builds the board outline from the 389 `BOARD_EDGE` records (mm, the file's own frame). Polylines
 * are chained into rings; a polyline of three or more points that does not return to its start is
 * closed (Eagle writes the four corners of a rectangle without repeating the first).
 */
export function outlineFromRecords(
  outlines: OutlineRecord[],
  mmPerUnit: number,
  tally: DiagnosticTally,
): Polygon[] {
  const edges: Edge[] = [];
  for (const o of outlines) {
    if (o.kind !== 'BOARD_EDGE') {
      tally.add(
        'info',
        Ipc356Code.outlineOther,
        `389 ${o.kind || '(blank)'} records are not the board edge and are not imported`,
        o.line,
      );
      continue;
    }
    const paths = parseOutlinePaths(o.data);
    if (paths.length === 0)
      tally.add('warning', Ipc356Code.outlineEmpty, '389 BOARD_EDGE record without a usable path', o.line);
    for (const path of paths) edges.push(path.map((p) => ({ x: p.x * mmPerUnit, y: p.y * mmPerUnit })));
  }
  if (edges.length === 0) return [];
  const { rings, open } = chainEdges(edges);
  for (const path of open) {
    if (path.length >= 3) rings.push(path);
  }
  const firstLine = outlines.find((o) => o.kind === 'BOARD_EDGE')?.line ?? 1;
  if (open.length > 0) {
    tally.add(
      'info',
      Ipc356Code.outlineClosed,
      `${open.length} open BOARD_EDGE path(s) closed from their last point to their first`,
      firstLine,
    );
  }
  if (rings.length > MAX_RINGS) {
    tally.add(
      'warning',
      Ipc356Code.outlineTooMany,
      `More than ${MAX_RINGS} outline rings; the rest are ignored`,
      firstLine,
    );
    rings.length = MAX_RINGS;
  }
  return ringsToPolygons(rings);
}
