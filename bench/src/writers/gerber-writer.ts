import type { Board, Pad, Point, Side } from '@studio/core';
import { type ApertureFunction, ApertureTable, circleAperture, padAperture } from './gerber-apertures';
import type { TrackSegment } from './types';

/** Gerber coordinates: format 4.6 in mm (%FSLAX46Y46*%), integers in nanometres, board frame, +Y up. */
const g = (mm: number): string => String(Math.round(mm * 1e6));
const xy = (p: Point): string => `X${g(p.x)}Y${g(p.y)}`;

/** Escapes an attribute value: ',', '*', '%' and '\' are written as \uXXXX (X2 spec, §5.1). */
const attr = (s: string): string =>
  s.replace(/[,*%\\]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);

function header(fileFunction: string, polarity: 'Positive' | 'Negative' | null): string[] {
  return [
    '%TF.GenerationSoftware,Studio,bench-generator,0.1*%',
    '%TF.SameCoordinates,Original*%',
    `%TF.FileFunction,${fileFunction}*%`,
    ...(polarity ? [`%TF.FilePolarity,${polarity}*%`] : []),
    '%FSLAX46Y46*%',
    '%MOMM*%',
    '%LPD*%',
    'G01*',
  ];
}

/** One flash or stroke, with the object attributes it carries. */
interface Draw {
  code: number;
  /** The `%TO…*%` lines that must be in force (joined), "" for none. */
  attributes: string;
  /** The operation lines (a D03 flash, or D02 + D01 for a stroke). */
  ops: string;
}

const padFunction = (pad: Pad): ApertureFunction =>
  pad.type === 'smd' ? (pad.testpointFlag ? 'TestPad' : 'SMDPad,CuDef') : 'ComponentPad';

const netAttribute = (net: string | null): string => `%TO.N,${net === null ? 'N/C' : attr(net)}*%`;

function collectDraws(board: Board, side: Side, tracks: TrackSegment[], table: ApertureTable): Draw[] {
  const draws: Draw[] = [];
  let customs = 0;
  const customIndex = () => customs++;
  for (const t of tracks) {
    if (t.side !== side) continue;
    const code = table.code('Conductor', circleAperture(t.widthMm));
    draws.push({ code, attributes: netAttribute(t.net), ops: `${xy(t.start)}D02*\n${xy(t.end)}D01*` });
  }
  for (const pad of board.pads) {
    // NPTH pads carry no copper; SMD pads are on one side only.
    if (pad.type === 'npth' || (pad.side !== 'both' && pad.side !== side)) continue;
    const code = table.code(padFunction(pad), padAperture(pad, customIndex));
    const pin = `%TO.P,${attr(pad.ref ?? '')},${attr(pad.number)}*%`;
    draws.push({ code, attributes: `${pin}\n${netAttribute(pad.net)}`, ops: `${xy(pad)}D03*` });
  }
  for (const via of board.vias) {
    if (via.side !== 'both' && via.side !== side) continue;
    const code = table.code('ViaPad', circleAperture(via.diameterMm));
    draws.push({ code, attributes: netAttribute(via.net), ops: `${xy(via)}D03*` });
  }
  return draws;
}

/**
 * Writes one outer copper layer as Gerber X2: pads flashed in their real shapes with `.P` (reference,
 * pin) and `.N` (net) object attributes, vias, and tracks. Gerber files are always seen from the
 * top: the bottom layer is not mirrored.
 */
export function writeGerberCopper(board: Board, side: Side, tracks: TrackSegment[] = []): string {
  const layers = board.copperLayerCount ?? 2;
  const fn = side === 'top' ? 'Copper,L1,Top' : `Copper,L${layers},Bot`;
  const table = new ApertureTable();
  const draws = collectDraws(board, side, tracks, table);
  // Grouped by aperture, as CAD tools write them: fewer D-code selections.
  draws.sort((a, b) => a.code - b.code);
  const body: string[] = [];
  let code = -1;
  let attributes = '';
  for (const d of draws) {
    if (d.code !== code) {
      body.push(`D${d.code}*`);
      code = d.code;
    }
    if (d.attributes !== attributes) {
      if (attributes) body.push('%TD*%');
      body.push(d.attributes);
      attributes = d.attributes;
    }
    body.push(d.ops);
  }
  if (attributes) body.push('%TD*%');
  return [...header(fn, 'Positive'), ...table.definitions(), ...body, 'M02*', ''].join('\n');
}

/** Writes the board outline as a Gerber X2 profile layer (`Profile,NP`). */
export function writeGerberProfile(board: Board): string {
  const table = new ApertureTable();
  const code = table.code('Profile', circleAperture(0.1));
  const body: string[] = [`D${code}*`];
  for (const poly of board.outline) {
    for (const ring of [poly.outer, ...poly.holes]) {
      if (ring.length === 0) continue;
      body.push(`${xy(ring[0]!)}D02*`);
      for (const p of [...ring.slice(1), ring[0]!]) body.push(`${xy(p)}D01*`);
    }
  }
  return [...header('Profile,NP', null), ...table.definitions(), ...body, 'M02*', ''].join('\n');
}

/**
 * Writes one solder-mask layer: the openings (negative polarity: what is drawn is where the mask is
 * not). Pads whose mask is open are opened to their copper size (no mask expansion); untented vias
 * are opened too, tented ones are not.
 */
export function writeGerberMask(board: Board, side: Side): string {
  const table = new ApertureTable();
  const flashes: { code: number; op: string }[] = [];
  let customs = 0;
  const customIndex = () => customs++;
  for (const pad of board.pads) {
    if (pad.mask !== 'open' || (pad.side !== 'both' && pad.side !== side)) continue;
    flashes.push({ code: table.code(null, padAperture(pad, customIndex)), op: `${xy(pad)}D03*` });
  }
  for (const via of board.vias) {
    if (via.tented !== false || (via.side !== 'both' && via.side !== side)) continue;
    flashes.push({ code: table.code(null, circleAperture(via.diameterMm)), op: `${xy(via)}D03*` });
  }
  flashes.sort((a, b) => a.code - b.code);
  const body: string[] = [];
  let code = -1;
  for (const f of flashes) {
    if (f.code !== code) {
      code = f.code;
      body.push(`D${code}*`);
    }
    body.push(f.op);
  }
  const fn = side === 'top' ? 'Soldermask,Top' : 'Soldermask,Bot';
  return [...header(fn, 'Negative'), ...table.definitions(), ...body, 'M02*', ''].join('\n');
}
