import type { Plate } from '../fixture/design/model';
import { drillTools } from './drill-tools';
import { type FileFrame, toFrame } from './frame';

/** Coordinates are written with this many decimals (0.1 µm): far below the 0.01 mm the frames are proven to. */
const COORD_DECIMALS = 4;
const TOOL_DECIMALS = 3;

const num = (n: number, decimals: number): string => {
  const s = n.toFixed(decimals);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
};

/**
 * An Excellon drill file for one plate (IPC-NC-349 / Excellon format as CAM tools read it): METRIC,
 * absolute, decimal coordinates with an explicit point (so no zero-suppression or digit format is
 * needed), a tool table with each tool's diameter, one tool per diameter. The header comments say the
 * units, origin and view (`frame.note`) and, first, the status line (e.g. that a rule fails).
 */
export function writeExcellon(plate: Plate, frame: FileFrame, headerLines: string[]): string {
  const tools = drillTools(plate);
  const out: string[] = ['M48'];
  for (const line of [...headerLines, frame.note]) out.push(`; ${line.replace(/[\r\n]+/g, ' ')}`);
  out.push('; FORMAT={-:-/ absolute / metric / decimal}', 'FMAT,2', 'METRIC,TZ');
  for (const t of tools) {
    out.push(`; T${t.number}: ${t.holes.length} hole(s) for ${purposesOf(t.holes)}`);
    out.push(`T${t.number}C${num(t.diameterMm, TOOL_DECIMALS)}`);
  }
  out.push('%', 'G90', 'G05');
  for (const t of tools) {
    out.push(`T${t.number}`);
    for (const hole of t.holes) {
      const p = toFrame(frame, hole);
      out.push(`X${num(p.x, COORD_DECIMALS)}Y${num(p.y, COORD_DECIMALS)}`);
    }
  }
  out.push('T0', 'M30', '');
  return out.join('\n');
}

function purposesOf(holes: Plate['holes']): string {
  return [...new Set(holes.map((h) => h.purpose))].join(', ');
}
