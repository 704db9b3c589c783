import type { Diagnostic } from '../../board/diagnostics';
import type { Side } from '../../board/model';

/** Which writer's conventions a placement file follows. */
export type CentroidDialect = 'kicad-csv' | 'kicad-pos' | 'altium' | 'generic';

/**
 * One placed component, in mm, in the file's frame (+Y up, the file's origin): x/y are NOT yet
 * shifted or un-mirrored; `importGerberSet` lines them up with the board.
 */
export interface CentroidRow {
  ref: string;
  value: string;
  footprint: string;
  x: number;
  y: number;
  /** Degrees CCW seen from the top, as the file states it. */
  rotationDeg: number;
  side: Side;
  line: number;
}

export interface CentroidFile {
  file: string;
  dialect: CentroidDialect;
  rows: CentroidRow[];
  /** True when the bottom rows look written with KiCad's "negative X for bottom" option. */
  bottomXNegated: boolean;
  diagnostics: Diagnostic[];
}
