import { type Board, type Point, rotate } from '@studio/core';
import { formatDecimal } from './format-number';

type DrillFunction = 'ComponentDrill' | 'ViaDrill' | 'MechanicalDrill';

interface Hit {
  at: Point;
  /** Slot end points (board frame) when the hole is a slot. */
  slot: [Point, Point] | null;
}

const en = (n: number): string => formatDecimal(n, 4);
const exy = (p: Point): string => `X${en(p.x)}Y${en(p.y)}`;

/** Groups holes by (function, diameter) into tools, in first-seen order. */
class ToolTable {
  readonly tools = new Map<string, { fn: DrillFunction; diameterMm: number; hits: Hit[] }>();

  add(fn: DrillFunction, diameterMm: number, hit: Hit): void {
    const key = `${fn}|${en(diameterMm)}`;
    const tool = this.tools.get(key);
    if (tool) tool.hits.push(hit);
    else this.tools.set(key, { fn, diameterMm, hits: [hit] });
  }
}

function slotEnds(at: Point, lengthMm: number, widthMm: number, deg: number): [Point, Point] {
  const half = rotate({ x: (lengthMm - widthMm) / 2, y: 0 }, deg);
  return [
    { x: at.x - half.x, y: at.y - half.y },
    { x: at.x + half.x, y: at.y + half.y },
  ];
}

function writeTools(table: ToolTable, plated: boolean, layers: number): string {
  const kind = plated ? 'Plated,1,' + layers + ',PTH' : 'NonPlated,1,' + layers + ',NPTH';
  const head = [
    'M48',
    '; DRILL file written by the Studio benchmark generator',
    '; FORMAT={-:-/ absolute / metric / decimal}',
    `; #@! TF.FileFunction,${kind}`,
    'FMAT,2',
    'METRIC',
  ];
  const tools = [...table.tools.values()];
  tools.forEach((t, i) => {
    head.push(`; #@! TA.AperFunction,${plated ? 'Plated,PTH' : 'NonPlated,NPTH'},${t.fn}`);
    head.push(`T${i + 1}C${en(t.diameterMm)}`);
  });
  const body = ['%', 'G90', 'G05'];
  tools.forEach((t, i) => {
    body.push(`T${i + 1}`);
    for (const hit of t.hits) body.push(hit.slot ? `${exy(hit.slot[0])}G85${exy(hit.slot[1])}` : exy(hit.at));
  });
  return [...head, ...body, 'T0', 'M30', ''].join('\n');
}

/**
 * Writes the Excellon drill files of a board: plated (component and via drills) and non-plated
 * (NPTH pads and holes). Metric, decimal, absolute, board frame (+Y up, top view); slots as G85.
 */
export function writeExcellon(board: Board): { plated: string; nonPlated: string } {
  const plated = new ToolTable();
  const nonPlated = new ToolTable();
  for (const pad of board.pads) {
    if (pad.drillMm === null) continue;
    const slot =
      pad.slotLengthMm === null ? null : slotEnds(pad, pad.slotLengthMm, pad.drillMm, pad.rotationDeg);
    const table = pad.plated ? plated : nonPlated;
    table.add(pad.plated ? 'ComponentDrill' : 'MechanicalDrill', pad.drillMm, { at: pad, slot });
  }
  for (const via of board.vias) plated.add('ViaDrill', via.drillMm, { at: via, slot: null });
  for (const hole of board.holes) {
    (hole.plated ? plated : nonPlated).add('MechanicalDrill', hole.diameterMm, { at: hole, slot: null });
  }
  const layers = board.copperLayerCount ?? 2;
  return { plated: writeTools(plated, true, layers), nonPlated: writeTools(nonPlated, false, layers) };
}
