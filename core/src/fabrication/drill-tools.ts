import type { Plate, PlateHole } from '../fixture/design/model';

/** One drill tool: one per distinct diameter (rounded to 0.001 mm), numbered from 1, smallest first. */
export interface DrillTool {
  number: number;
  diameterMm: number;
  holes: PlateHole[];
}

/** Diameters closer than this are one tool (mm): a drill file states diameters to 0.001 mm. */
const DIAMETER_STEP = 1000;

/** The plate's holes grouped by diameter into tools, smallest first; holes keep the plate's order. */
export function drillTools(plate: Pick<Plate, 'holes'>): DrillTool[] {
  const byDiameter = new Map<number, PlateHole[]>();
  for (const hole of plate.holes) {
    const key = Math.round(hole.diameterMm * DIAMETER_STEP);
    const list = byDiameter.get(key);
    if (list) list.push(hole);
    else byDiameter.set(key, [hole]);
  }
  return [...byDiameter.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([key, holes], i) => ({ number: i + 1, diameterMm: key / DIAMETER_STEP, holes }));
}
