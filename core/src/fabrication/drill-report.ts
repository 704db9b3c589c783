import type { Plate } from '../fixture/design/model';
import { writeCsv } from './csv';
import { drillTools } from './drill-tools';

export const DRILL_REPORT_HEADER = ['plate', 'tool', 'diameter_mm', 'count', 'purposes'];

/** Tools, diameters and hole counts of every plate (the drill files' tool tables, in one place). */
export function writeDrillReport(plates: Plate[], headerLines: string[]): string {
  const rows = plates.flatMap((plate) =>
    drillTools(plate).map((t) => [
      plate.role,
      `T${t.number}`,
      t.diameterMm.toFixed(3),
      t.holes.length,
      [...new Set(t.holes.map((h) => h.purpose))].join(' '),
    ]),
  );
  return writeCsv(
    [...headerLines, 'Drill report: no coordinates; one tool per diameter per plate.'],
    DRILL_REPORT_HEADER,
    rows,
  );
}
