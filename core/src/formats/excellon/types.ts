import type { Diagnostic } from '../../board/diagnostics';

/** What a drill tool is for, from KiCad's X2-style comments (`; #@! TA.AperFunction,…,ViaDrill`). */
export type DrillFunction = 'via' | 'component' | 'mechanical';

/** A slot: the centres of its two end circles (mm, file frame, +Y up). */
export interface SlotEnds {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * One drilled hole or slot, in mm, in the file's frame (+Y up, the file's own origin). For a slot,
 * (x, y) is its centre and `slot` its end centres.
 */
export interface DrillHit {
  x: number;
  y: number;
  diameterMm: number;
  /** true / false when the file or tool says so; null when unknown. */
  plated: boolean | null;
  slot: SlotEnds | null;
  function: DrillFunction | null;
  tool: number;
  file: string;
  line: number;
}

export interface ExcellonTool {
  diameterMm: number;
  plated: boolean | null;
  function: DrillFunction | null;
}

/** Everything read from one Excellon file. */
export interface ExcellonDrill {
  file: string;
  units: 'mm' | 'inch' | null;
  /** File-level plating: from `TF.FileFunction`, Altium's `;TYPE=`, or the file name; null when unknown. */
  plated: boolean | null;
  tools: Map<number, ExcellonTool>;
  hits: DrillHit[];
  diagnostics: Diagnostic[];
}
