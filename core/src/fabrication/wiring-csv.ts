import type { FixtureDesign } from '../fixture/design/model';
import { writeCsv, mm4 } from './csv';
import { type FileFrame, toFrame } from './frame';

export const WIRING_HEADER = [
  'probe',
  'test_point',
  'net',
  'side',
  'x_mm',
  'y_mm',
  'probe_class',
  'tip_style',
  'probe_part',
  'receptacle_part',
  'connector',
  'pin',
];

/**
 * The wiring list (probe → test point → net → receptacle → interface pin), one row per probe in
 * wiring order (grouped by net). x, y in `frame` (the board's top view; the note says so).
 */
export function writeWiringCsv(design: FixtureDesign, frame: FileFrame, headerLines: string[]): string {
  const rows = design.probes.map((p) => {
    const at = toFrame(frame, p);
    return [
      p.id,
      p.label,
      p.net ?? '',
      p.side,
      mm4(at.x),
      mm4(at.y),
      p.probeClass,
      p.tipStyle,
      p.probePart ?? '',
      p.receptaclePart ?? '',
      p.connector,
      p.pin,
    ];
  });
  return writeCsv([...headerLines, `Wiring list: ${frame.note}`], WIRING_HEADER, rows);
}
