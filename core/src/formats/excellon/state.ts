import type { CappedSink } from '../shared/capped-sink';
import { defaultDigits, type NumberFormat } from './number-format';
import type { DrillFunction, ExcellonDrill } from './types';
import { ExcellonCode } from './codes';

/** A tool as defined: diameter in file units at the time of definition. */
export interface ToolDef {
  diameter: number;
  mmPerUnit: number | null;
  plated: boolean | null;
  function: DrillFunction | null;
}

/** Reader state for one Excellon file. Positions in file units. */
export interface ExcellonState {
  sink: CappedSink<ExcellonCode>;
  drill: ExcellonDrill;
  inHeader: boolean;
  mmPerUnit: number | null;
  format: NumberFormat;
  digitsDeclared: boolean;
  incremental: boolean;
  x: number;
  y: number;
  offsetX: number;
  offsetY: number;
  tools: Map<number, ToolDef>;
  tool: number | null;
  /** Plating / function announced by a KiCad `TA.AperFunction` comment for the next tool. */
  nextTool: { plated: boolean | null; function: DrillFunction | null } | null;
  mode: 'drill' | 'route';
  routeMotion: 'move' | 'line';
  down: boolean;
  path: { x: number; y: number }[];
  pathLine: number;
  ended: boolean;
  /** Set once a coordinate without a decimal point was read with undeclared zero handling. */
  guessedZeros: boolean;
}

/** At most this many holes per file (a real panel has tens of thousands). */
export const MAX_HITS = 2_000_000;
/** At most this many repeats in one `R` command. */
export const MAX_REPEAT = 10_000;

export function createExcellonState(drill: ExcellonDrill, sink: CappedSink<ExcellonCode>): ExcellonState {
  return {
    sink,
    drill,
    inHeader: false,
    mmPerUnit: null,
    format: { kept: null, ...defaultDigits(false) },
    digitsDeclared: false,
    incremental: false,
    x: 0,
    y: 0,
    offsetX: 0,
    offsetY: 0,
    tools: new Map(),
    tool: null,
    nextTool: null,
    mode: 'drill',
    routeMotion: 'move',
    down: false,
    path: [],
    pathLine: 0,
    ended: false,
    guessedZeros: false,
  };
}

/** Millimetres per file unit; assumes inch (the Excellon default) with a warning when unset. */
export function unitOf(st: ExcellonState, line: number): number {
  if (st.mmPerUnit === null) {
    st.sink.warn(
      ExcellonCode.unitsMissing,
      'no METRIC / INCH (or M71 / M72) before the first value: assuming inch',
      {
        line,
      },
    );
    setUnits(st, 25.4);
  }
  return st.mmPerUnit ?? 25.4;
}

export function setUnits(st: ExcellonState, mmPerUnit: number): void {
  st.mmPerUnit = mmPerUnit;
  st.drill.units = mmPerUnit === 1 ? 'mm' : 'inch';
  if (!st.digitsDeclared) st.format = { ...st.format, ...defaultDigits(mmPerUnit === 1) };
}
