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
 * The copper layers a drill file's holes join (X2 `.FileFunction,Plated,<from>,<to>,<PTH|Blind|Buried>`,
 * or KiCad's layer-pair file names `-front-in1`, `-in1-in2`, `-in2-back`). Layers are numbered from 1
 * (top); `to` null = the bottom layer, whatever the count.
 */
export interface DrillSpan {
  from: number;
  to: number | null;
  /** As the file says; null when only the layers are known. */
  kind: 'through' | 'blind' | 'buried' | null;
  /** Where the span comes from, for diagnostics. */
  by: 'x2' | 'name';
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
  /** The layers the hole joins; null = through the whole board (the usual drill file). */
  span: DrillSpan | null;
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
  /** The layers the file's holes join (blind / buried layer pairs); null = through. */
  span: DrillSpan | null;
  tools: Map<number, ExcellonTool>;
  hits: DrillHit[];
  diagnostics: Diagnostic[];
}
