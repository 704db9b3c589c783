// KiCad 6.0.11's own reading of its demo boards (`kicad-exports/<board>/<board>.oracle.json` in
// ../shared/testdata): the ground truth the KiCad, Gerber and IPC-D-356 accuracy tests compare with.
// KiCad's frame: mm, absolute page coordinates, +Y down.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TESTDATA = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/testdata');

export interface OraclePad {
  number: string;
  x: number;
  y: number;
  w: number;
  h: number;
  shape: string;
  attr: 'PTH' | 'SMD' | 'CONN' | 'NPTH';
  front: boolean;
  back: boolean;
  drill: number;
  net: string;
  orientation: number;
}

export interface OracleFootprint {
  ref: string;
  value: string;
  footprint: string;
  x: number;
  y: number;
  rotation: number;
  side: 'top' | 'bottom';
  pads: OraclePad[];
}

export interface KicadOracle {
  outline_bbox_mm: { x: number; y: number; w: number; h: number };
  thickness_mm: number;
  /** Including KiCad's empty net 0. */
  nets: number;
  footprint_count: number;
  pad_count: number;
  via_count: number;
  footprints: OracleFootprint[];
}

/** KiCad's reading of one demo board. */
export function readKicadOracle(board: string): KicadOracle {
  const file = resolve(TESTDATA, 'kicad-exports', board, `${board}.oracle.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as KicadOracle;
}
