import { padId } from '../../board/ids';
import type { CopperSides, Pad, Via } from '../../board/model';
import { SpatialGrid } from '../../spatial/spatial-grid';
import { type OdbContext, stepPath } from './context';
import { DecompressError } from './decompress';
import { type NetlistPoint, type OdbNetlist, parseNetlist } from './netlist';
import { SAME_PLACE_MM } from './parts';
import { OdbppCode } from './codes';

/** Reads the step's cadnet netlist; null when the step has none. */
export function readCadNetlist(ctx: OdbContext): OdbNetlist | null {
  const path = stepPath(ctx, 'netlists/cadnet/netlist');
  try {
    const t = ctx.tree.text(path);
    return t ? parseNetlist(t.text, t.file, ctx.units, ctx.sinks.for(t.file)) : null;
  } catch (e) {
    if (!(e instanceof DecompressError)) throw e;
    ctx.sinks.for(ctx.tree.nameOf(path)).error(e.code, e.message, { line: 1 });
    return null;
  }
}

const SIDE: Record<NetlistPoint['side'], CopperSides | null> = { T: 'top', D: 'bottom', B: 'both', I: null };

const reaches = (feature: CopperSides, point: CopperSides) =>
  feature === 'both' || point === 'both' || feature === point;

/**
 * Lines the netlist's test access points up with the pads and vias read from the layers: a point
 * flagged as a test point (`t`) marks its pad or via (`testpointFlag`); a via whose tenting the mask layers
 * did not decide takes the point's exposure; a flagged point with no pad or via under it becomes a
 * free test pad. Points that match nothing are counted in one info diagnostic.
 */
export function applyNetlistPoints(ctx: OdbContext, netlist: OdbNetlist): void {
  const { board } = ctx;
  const grid = new SpatialGrid<Pad | Via>(1);
  for (const p of board.pads) grid.add(p, p.x, p.y);
  for (const v of board.vias) grid.add(v, v.x, v.y);
  let unmatched = 0;
  let firstUnmatched = 0;
  for (const point of netlist.points) {
    const side = SIDE[point.side];
    if (side === null) continue; // inner-layer points are not reachable by a probe
    let best: Pad | Via | null = null;
    let bestD = Infinity;
    grid.query(point.x, point.y, SAME_PLACE_MM, (f) => {
      const d = Math.hypot(f.x - point.x, f.y - point.y);
      if (d <= SAME_PLACE_MM && d < bestD && reaches(f.side, side)) {
        best = f;
        bestD = d;
      }
    });
    const found = best as Pad | Via | null;
    if (found && 'drillMm' in found && 'diameterMm' in found) {
      if (point.testPoint) found.testpointFlag = true;
      if (found.tented === null && (point.exposure === 'e' || point.exposure === 'c'))
        found.tented = point.exposure === 'c';
    } else if (found) {
      if (point.testPoint) found.testpointFlag = true;
    } else if (point.testPoint) {
      board.pads.push(freeTestPad(board.pads.length, point, side, netlist));
    } else {
      if (unmatched === 0) firstUnmatched = point.line;
      unmatched++;
    }
  }
  if (unmatched > 0)
    ctx.sinks
      .for(netlist.file)
      .info(
        OdbppCode.netlistUnmatched,
        `${unmatched} netlist point(s) lie on no pad or via read from the layers`,
        {
          line: firstUnmatched,
        },
      );
}

function freeTestPad(n: number, point: NetlistPoint, side: CopperSides, netlist: OdbNetlist): Pad {
  const name = netlist.nets.get(point.net);
  const drilled = point.radiusMm > 0 && side === 'both';
  const w = point.widthMm ?? point.radiusMm * 2;
  const h = point.heightMm ?? point.radiusMm * 2;
  return {
    id: padId(n),
    ref: null,
    number: '',
    x: point.x,
    y: point.y,
    net: name === undefined || name === '$NONE$' ? null : name,
    side,
    shape: point.widthMm !== null ? 'rect' : 'circle',
    widthMm: w,
    heightMm: h,
    rotationDeg: 0,
    type: drilled ? 'th' : 'smd',
    drillMm: drilled ? point.radiusMm * 2 : null,
    slotLengthMm: null,
    plated: drilled,
    polygon: null,
    mask: point.exposure === 'c' ? 'covered' : 'open',
    testpointFlag: true,
  };
}
