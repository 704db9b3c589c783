import type { Diagnostic } from '../../board/diagnostics';
import { componentId, holeId, padId, viaId } from '../../board/ids';
import type { Board, Component, Hole, Point } from '../../board/model';
import { findTranslation, MATCH_TOL_MM, type Alignment } from './align';
import { type CheckContext, checkPads, checkVias } from './cross-check';
import { describeFeature, Findings } from './findings';
import type { ImportedSource } from './source';
import { PointIndex } from './spatial';
import { PackageCode } from './codes';

/** Appends without spreading (a spread of 100 000+ items overflows the call stack). */
function append<T>(to: T[], items: T[]): void {
  for (const item of items) to.push(item);
}

const copperPoints = (b: Board): Point[] => [...b.pads.filter((p) => p.type !== 'npth'), ...b.vias];

const info = (out: Diagnostic[], code: PackageCode, message: string, file: string, line = 1) =>
  out.push({ severity: 'info', code, message, location: { file, line } });

/**
 * The shift from the source's frame to the target's. KiCad writes its 356 relative to the aux origin
 * while its Gerbers are absolute, so the aux origin is tried first; otherwise the most common offset
 * between features. A test-point CSV that lines up with nothing is taken as already in the target frame.
 */
function align(
  target: Board,
  source: ImportedSource,
  primaryLabel: string,
  out: Diagnostic[],
): Alignment | null {
  const versus = `${source.label} vs ${primaryLabel}`;
  const hints = target.auxOrigin ? [target.auxOrigin] : [];
  const found = findTranslation(copperPoints(target), copperPoints(source.board), hints);
  if (!found) {
    if (source.format === 'testpoint-csv') return { dx: 0, dy: 0, matched: 0, sampled: 0 };
    out.push({
      severity: 'warning',
      code: PackageCode.alignFailed,
      message: `${versus}: fewer than half of the features coincide under any constant shift; ${source.label} is not merged`,
      location: { file: source.file, line: 1 },
    });
    return null;
  }
  if (found.dx !== 0 || found.dy !== 0) {
    info(
      out,
      PackageCode.alignOffset,
      `${source.label} is offset by (${found.dx.toFixed(4)}, ${found.dy.toFixed(4)}) mm from ${primaryLabel} (${found.matched} of ${found.sampled} sampled features coincide after the shift); its coordinates were translated`,
      source.file,
    );
  }
  return found;
}

/** Source holes that are not already a target hole or drilled pad are added (tooling-hole candidates). */
function addHoles(ctx: CheckContext, out: Diagnostic[]): void {
  const drilled: Point[] = [...ctx.target.holes, ...ctx.target.pads.filter((p) => p.drillMm !== null)];
  const index = new PointIndex(drilled);
  const added: Hole[] = [];
  for (const h of ctx.source.board.holes) {
    const s = { ...h, x: h.x + ctx.dx, y: h.y + ctx.dy };
    if (index.near(s.x, s.y, MATCH_TOL_MM).length === 0) added.push(s);
  }
  if (added.length === 0) return;
  append(ctx.target.holes, added);
  info(
    out,
    PackageCode.mergeHoles,
    `${added.length} hole(s) from ${ctx.source.label} added (not in ${ctx.primaryLabel})`,
    ctx.source.file,
  );
}

/** Components of the source for references the target has pads for but no component. */
function addComponents(ctx: CheckContext): void {
  const known = new Set(ctx.target.components.map((c) => c.ref));
  const wanted = new Set(
    ctx.target.pads.map((p) => p.ref).filter((r): r is string => r !== null && !known.has(r)),
  );
  const extra: Component[] = ctx.source.board.components
    .filter((c) => wanted.has(c.ref))
    .map((c) => ({ ...c, x: c.x + ctx.dx, y: c.y + ctx.dy }));
  append(ctx.target.components, extra);
}

/** Test-point CSV rows that are no pad of the target become new test-point pads (with their component). */
function addTestPoints(
  ctx: CheckContext,
  unmatched: { pads: Board['pads']; lines: number[] },
  out: Diagnostic[],
): void {
  const refs = new Set(unmatched.pads.map((p) => p.ref));
  append(ctx.target.pads, unmatched.pads);
  ctx.target.components.push(
    ...ctx.source.board.components
      .filter((c) => refs.has(c.ref))
      .map((c) => ({ ...c, x: c.x + ctx.dx, y: c.y + ctx.dy })),
  );
  if (unmatched.pads.length > 0) {
    info(
      out,
      PackageCode.mergeTestPoints,
      `${unmatched.pads.length} test point(s) of ${ctx.source.label} are not pads of ${ctx.primaryLabel} and were added, e.g. ${describeFeature(unmatched.pads[0]!)}`,
      ctx.source.file,
      unmatched.lines[0],
    );
  }
}

/**
 * Merges a secondary source into the target board (which starts as the primary source's board):
 * lines it up, fills what the target lacks (nets, refs, test-point flags, vias, holes, outline) and
 * reports what disagrees, aggregated per kind.
 */
export function mergeSource(
  target: Board,
  primaryLabel: string,
  source: ImportedSource,
  out: Diagnostic[],
): void {
  const versus = `${source.label} vs ${primaryLabel}`;
  const alignment = align(target, source, primaryLabel, out);
  if (!alignment) return;
  const findings = new Findings(source.file);
  const ctx: CheckContext = {
    target,
    source,
    dx: alignment.dx,
    dy: alignment.dy,
    findings,
    versus,
    primaryLabel,
    pinsTaken: [],
  };
  const { unmatched, lines, netsAdded } = checkPads(ctx);
  for (const { pad, line } of ctx.pinsTaken)
    info(
      out,
      PackageCode.mergePinTaken,
      `${pad.ref} pad at (${pad.x.toFixed(3)}, ${pad.y.toFixed(3)}) mm had no pin number in ${primaryLabel}: pin ${pad.number} taken from the record of ${source.label} at its place`,
      source.file,
      line,
    );
  checkVias(ctx);
  if (source.format === 'testpoint-csv') addTestPoints(ctx, { pads: unmatched, lines }, out);
  else {
    unmatched.forEach((p, i) => {
      const message = `pads of ${source.label} are not in ${primaryLabel}`;
      findings.add(
        'warning',
        PackageCode.crosscheckPadMissingInPrimary,
        message,
        describeFeature(p),
        lines[i],
      );
    });
  }
  if (netsAdded > 0)
    info(out, PackageCode.mergeNets, `${netsAdded} pad(s) took their net from ${source.label}`, source.file);
  if (source.format !== 'gerber' && source.format !== 'kicad') addHoles(ctx, out);
  addComponents(ctx);
  if (target.outline.length === 0 && source.board.outline.length > 0) {
    const move = (p: Point) => ({ x: p.x + ctx.dx, y: p.y + ctx.dy });
    target.outline = source.board.outline.map((poly) => ({
      outer: poly.outer.map(move),
      holes: poly.holes.map((h) => h.map(move)),
    }));
    info(out, PackageCode.mergeOutline, `Board outline taken from ${source.label}`, source.file);
  }
  findings.flush(out);
}

/** Gives every feature a fresh id in reading order (features from several sources were combined). */
export function renumber(board: Board): void {
  board.pads.forEach((p, i) => {
    p.id = padId(i);
  });
  board.vias.forEach((v, i) => {
    v.id = viaId(i);
  });
  board.holes.forEach((h, i) => {
    h.id = holeId(i);
  });
  board.components.forEach((c, i) => {
    c.id = componentId(i);
  });
}
