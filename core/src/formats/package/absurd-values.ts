import type { Diagnostic } from '../../board/diagnostics';
import type { Component, Hole, Pad, Point, Polygon, Ring, Via } from '../../board/model';
import { PackageCode } from './codes';
import type { ImportedSource } from './source';

/**
 * The largest |coordinate| or size (mm) a board feature may have: 10 m. No PCB comes near it; a
 * value beyond it is a unit or parsing accident in the file (1e29 mm was seen), and stored as is it
 * would break every view, distance and output downstream.
 */
export const MAX_PLAUSIBLE_MM = 10_000;

const fine = (v: number) => Number.isFinite(v) && Math.abs(v) <= MAX_PLAUSIBLE_MM;
const fineOrNull = (v: number | null | undefined) => v === null || v === undefined || fine(v);
const fineRing = (ring: Ring | null) => ring === null || ring.every((p) => fine(p.x) && fine(p.y));
const fineAt = (f: Point) => fine(f.x) && fine(f.y);
const at = (f: Point) => `(${f.x}, ${f.y}) mm`;

const padOk = (p: Pad) =>
  fineAt(p) &&
  fine(p.widthMm) &&
  fine(p.heightMm) &&
  fineOrNull(p.drillMm) &&
  fineOrNull(p.slotLengthMm) &&
  fineRing(p.polygon);
const viaOk = (v: Via) => fineAt(v) && fine(v.drillMm) && fine(v.diameterMm);
const holeOk = (h: Hole) => fineAt(h) && fine(h.diameterMm) && fineOrNull(h.slotLengthMm);
const polygonOk = (p: Polygon) => fineRing(p.outer) && p.holes.every(fineRing);
const padName = (p: Pad) => `pad ${p.ref ?? ''}${p.ref && p.number ? '.' : ''}${p.number}`.trim();

/**
 * Keeps the items that pass `ok` (and their source lines, index for index); reports the others in
 * one diagnostic naming how many, the first one and its line.
 */
function keepFine<T>(
  source: ImportedSource,
  items: T[],
  ok: (item: T) => boolean,
  what: { plural: string; name: (item: T) => string },
  out: Diagnostic[],
  lines?: number[],
): { kept: T[]; lines: number[] | undefined } {
  const kept: T[] = [];
  const keptLines: number[] = [];
  let first: { item: T; line: number | undefined } | null = null;
  let dropped = 0;
  for (const [i, item] of items.entries()) {
    if (ok(item)) {
      kept.push(item);
      if (lines) keptLines.push(lines[i] ?? 1);
      continue;
    }
    dropped++;
    first ??= { item, line: lines?.[i] };
  }
  if (first)
    out.push({
      severity: 'error',
      code: PackageCode.absurdValue,
      message: `${source.label}: ${dropped} ${what.plural} left out: a coordinate or size beyond 10 m (first: ${what.name(first.item)}); expected millimetres within ±${MAX_PLAUSIBLE_MM} — check the file's units`,
      location: { file: source.file, ...(first.line ? { line: first.line } : {}) },
    });
  return { kept, lines: lines ? keptLines : undefined };
}

/**
 * Leaves out of an imported source every feature with a coordinate or size that is not a finite
 * number within ±10 m (MAX_PLAUSIBLE_MM), each kind reported once as an error naming the first;
 * an implausible thickness, height, body outline or aux origin is cleared instead. Issue 13 item 9.
 */
export function dropAbsurdValues(source: ImportedSource, out: Diagnostic[]): void {
  const board = source.board;
  const pads = keepFine(
    source,
    board.pads,
    padOk,
    { plural: 'pads', name: (p) => `${padName(p)} at ${at(p)}, ${p.widthMm} × ${p.heightMm} mm` },
    out,
    source.padLines,
  );
  board.pads = pads.kept;
  if (pads.lines) source.padLines = pads.lines;
  const vias = keepFine(
    source,
    board.vias,
    viaOk,
    { plural: 'vias', name: (v) => `via at ${at(v)}, drill ${v.drillMm} mm` },
    out,
    source.viaLines,
  );
  board.vias = vias.kept;
  if (vias.lines) source.viaLines = vias.lines;
  board.holes = keepFine(
    source,
    board.holes,
    holeOk,
    { plural: 'holes', name: (h) => `hole at ${at(h)}, ⌀ ${h.diameterMm} mm` },
    out,
  ).kept;
  board.components = keepFine(
    source,
    board.components,
    fineAt,
    { plural: 'components', name: (c: Component) => `${c.ref} at ${at(c)}` },
    out,
  ).kept;
  board.outline = keepFine(
    source,
    board.outline,
    polygonOk,
    { plural: 'outline polygons', name: (p) => `the one starting at ${p.outer[0] ? at(p.outer[0]) : '—'}` },
    out,
  ).kept;
  clearAbsurdAttributes(source, out);
}

/** Values whose feature stays: a thickness, a component's height or body, the aux origin. */
function clearAbsurdAttributes(source: ImportedSource, out: Diagnostic[]): void {
  const board = source.board;
  const cleared: string[] = [];
  if (!fineOrNull(board.thicknessMm)) {
    cleared.push(`board thickness ${board.thicknessMm} mm`);
    board.thicknessMm = null;
  }
  if (board.auxOrigin && !fineAt(board.auxOrigin)) {
    cleared.push(`aux origin ${at(board.auxOrigin)}`);
    board.auxOrigin = null;
  }
  for (const c of board.components) {
    if (!fineOrNull(c.heightMm)) {
      cleared.push(`${c.ref} height ${c.heightMm} mm`);
      c.heightMm = null;
    }
    if (!fineRing(c.body)) {
      cleared.push(`${c.ref} body outline`);
      c.body = null;
    }
  }
  if (cleared.length > 0)
    out.push({
      severity: 'warning',
      code: PackageCode.absurdValue,
      message: `${source.label}: ${cleared.length} value(s) beyond 10 m ignored (${cleared.slice(0, 3).join('; ')}${cleared.length > 3 ? '; …' : ''})`,
      location: { file: source.file },
    });
}
