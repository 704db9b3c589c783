import type { Point } from '../../board/model';
import type { ApertureDef } from './apertures';
import type { CappedSink } from '../shared/capped-sink';
import type { CoordinateFormat } from './coordinate-format';
import type { ApertureMacro } from './macro';
import { MACRO_BUDGET } from './macro-primitives';
import type { StepRepeat } from './step-repeat';
import type { Attributes, GerberImage } from './types';
import { GerberCode } from './codes';

/** Aperture transformation (`%LR`, `%LS`, `%LM`, spec §4.9), applied to flashes. */
export interface ApertureTransform {
  rotationDeg: number;
  scale: number;
  mirrorX: boolean;
  mirrorY: boolean;
}

export const IDENTITY_TRANSFORM: ApertureTransform = {
  rotationDeg: 0,
  scale: 1,
  mirrorX: false,
  mirrorY: false,
};

export interface RegionBuilder {
  contours: Point[][];
  current: Point[] | null;
  line: number;
}

/**
 * Bounds that keep any input finite: objects per file, and polyline points per file (arcs become
 * chords beyond it). A real 100k-pad board stays far below both.
 */
export const MAX_OBJECTS = 5_000_000;
export const MAX_POINTS = 20_000_000;

/** The Gerber graphics state (spec §2.8) plus what the reader collects. Coordinates in file units. */
export interface GraphicsState {
  sink: CappedSink<GerberCode>;
  image: GerberImage;
  mmPerUnit: number | null;
  format: CoordinateFormat | null;
  incremental: boolean;
  x: number;
  y: number;
  interpolation: 'linear' | 'cw' | 'ccw';
  quadrant: 'single' | 'multi';
  macros: Map<string, ApertureMacro>;
  apertures: Map<number, ApertureDef>;
  current: ApertureDef | null;
  region: RegionBuilder | null;
  dark: boolean;
  transform: ApertureTransform;
  /** Deprecated image offset `%OF` (file units). */
  offset: Point;
  apertureAttrs: Attributes;
  objectAttrs: Attributes;
  /** The last D01/D02/D03, for deprecated coordinate-only words. */
  lastOperation: 1 | 2 | 3 | null;
  stepRepeat: StepRepeat | null;
  ended: boolean;
  objectCount: number;
  pointCount: number;
  /** What is left of MACRO_BUDGET for this file. */
  macroBudget: { left: number };
}

export function createState(file: string, sink: CappedSink<GerberCode>): GraphicsState {
  return {
    sink,
    image: {
      file,
      fileAttributes: {},
      fileFunctionLine: null,
      units: null,
      flashes: [],
      draws: [],
      regions: [],
      hasApertureFunctions: false,
      commandCount: 0,
      diagnostics: sink.list,
    },
    mmPerUnit: null,
    format: null,
    incremental: false,
    x: 0,
    y: 0,
    interpolation: 'linear',
    quadrant: 'multi',
    macros: new Map(),
    apertures: new Map(),
    current: null,
    region: null,
    dark: true,
    transform: IDENTITY_TRANSFORM,
    offset: { x: 0, y: 0 },
    apertureAttrs: {},
    objectAttrs: {},
    lastOperation: null,
    stepRepeat: null,
    ended: false,
    objectCount: 0,
    pointCount: 0,
    macroBudget: { left: MACRO_BUDGET },
  };
}

/** Millimetres per file unit; warns once and assumes inch (the historical default) when unset. */
export function unitOf(st: GraphicsState, line: number): number {
  if (st.mmPerUnit === null) {
    st.sink.warn(GerberCode.unitsMissing, 'no %MO (or G70/G71) before the first coordinate: assuming inch', {
      line,
    });
    st.mmPerUnit = 25.4;
    st.image.units = 'inch';
  }
  return st.mmPerUnit;
}
