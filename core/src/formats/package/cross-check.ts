import type { Board, CopperSides, Pad, Via } from '../../board/model';
import { MATCH_TOL_MM } from './align';
import { describeFeature, type Findings } from './findings';
import { sameNetName } from './net-names';
import type { ImportedSource } from './source';
import { PointIndex } from './spatial';
import { PackageCode } from './codes';

/** Drills closer than 1 mil are the same drill (356 rounds to 0.1 mil, Excellon to 1 µm or 0.1 mil). */
const DRILL_TOL_MM = 0.0254;

/** A secondary source being checked against the board built so far. */
export interface CheckContext {
  target: Board;
  source: ImportedSource;
  /** Translation from the source's coordinates to the target's (mm). */
  dx: number;
  dy: number;
  findings: Findings;
  /** "a.d356 vs the Gerber set (…)" for messages. */
  versus: string;
  /** The primary source, for messages: "board.kicad_pcb" or "the Gerber set (…)". */
  primaryLabel: string;
  /** Pads of the target that knew their part but not their pin, and took the pin from the source. */
  pinsTaken: { pad: Pad; line: number }[];
}

const reaches = (a: CopperSides, b: CopperSides) => a === 'both' || b === 'both' || a === b;

/** Primary pads at the place of a secondary pad, on a compatible side; the same ref.pin preferred. */
function counterparts(index: PointIndex<Pad>, s: Pad): Pad[] {
  const near = index.near(s.x, s.y, MATCH_TOL_MM).filter((p) => p.type !== 'npth' && reaches(p.side, s.side));
  const named = near.filter((p) => p.ref !== null && p.ref === s.ref && p.number === s.number);
  return named.length > 0 ? named : near;
}

function compareNet(
  ctx: CheckContext,
  p: { net: string | null },
  s: Pad | Via,
  what: 'pad' | 'via',
  line: number,
): boolean {
  if (s.net === null) return false;
  if (p.net === null) {
    p.net = s.net;
    return true;
  }
  if (!sameNetName(p.net, s.net)) {
    ctx.findings.add(
      'warning',
      what === 'pad' ? PackageCode.crosscheckPadNet : PackageCode.crosscheckViaNet,
      `${what}s on different nets (${ctx.versus})`,
      `${describeFeature(s)}: "${s.net}" vs "${p.net}"`,
      line,
    );
  }
  return false;
}

function enrichPad(ctx: CheckContext, p: Pad, s: Pad, line: number): boolean {
  const netAdded = compareNet(ctx, p, s, 'pad', line);
  if (p.ref === null && s.ref !== null) {
    p.ref = s.ref;
    p.number = s.number;
  } else if (p.ref !== null && p.ref === s.ref && p.number === '' && s.number !== '') {
    // A pad whose file named the part but not the pin (KiCad 5.0's custom pads): the source's pin.
    p.number = s.number;
    ctx.pinsTaken.push({ pad: p, line });
  }
  if (s.testpointFlag) p.testpointFlag = true;
  if (p.drillMm !== null && s.drillMm !== null && Math.abs(p.drillMm - s.drillMm) > DRILL_TOL_MM) {
    ctx.findings.add(
      'warning',
      PackageCode.crosscheckDrill,
      `pads with different drills (${ctx.versus})`,
      `${describeFeature(s)}: ${s.drillMm.toFixed(3)} vs ${p.drillMm.toFixed(3)} mm`,
      line,
    );
  }
  return netAdded;
}

/**
 * Target pads no source pad matched. One at a source via is the same feature seen as a via (Gerber
 * sets flash via pads like any pad): it takes the via's net. The rest are reported.
 */
function checkLeftoverPads(ctx: CheckContext, matched: Set<Pad>): number {
  const vias = new PointIndex(ctx.source.board.vias.map((v) => shifted(v, ctx.dx, ctx.dy)));
  const message = `pads of ${ctx.primaryLabel} have no record in ${ctx.source.label}`;
  let netsAdded = 0;
  for (const p of ctx.target.pads) {
    if (p.type === 'npth' || matched.has(p)) continue;
    const [via] = vias.near(p.x, p.y, MATCH_TOL_MM);
    if (!via)
      ctx.findings.add('warning', PackageCode.crosscheckPadMissingInSource, message, describeFeature(p));
    else if (compareNet(ctx, p, via, 'pad', 1)) netsAdded++;
  }
  return netsAdded;
}

const shifted = <T extends { x: number; y: number }>(f: T, dx: number, dy: number): T => ({
  ...f,
  x: f.x + dx,
  y: f.y + dy,
});

/**
 * Matches the source's pads to the target's by position: fills what the target lacks (net, ref / pin,
 * test-point flag), reports what disagrees (net, drill) and returns the source pads (shifted into the
 * target frame) that have no counterpart, with their source lines.
 */
export function checkPads(ctx: CheckContext): { unmatched: Pad[]; lines: number[]; netsAdded: number } {
  const index = new PointIndex(ctx.target.pads);
  const matchedTarget = new Set<Pad>();
  const unmatched: Pad[] = [];
  const lines: number[] = [];
  let netsAdded = 0;
  ctx.source.board.pads.forEach((raw, i) => {
    if (raw.type === 'npth') return;
    const s = shifted(raw, ctx.dx, ctx.dy);
    const line = ctx.source.padLines?.[i] ?? 1;
    const found = counterparts(index, s);
    if (found.length === 0) {
      unmatched.push(s);
      lines.push(line);
      return;
    }
    for (const p of found) {
      matchedTarget.add(p);
      if (enrichPad(ctx, p, s, line)) netsAdded++;
    }
  });
  if (ctx.source.format !== 'testpoint-csv') netsAdded += checkLeftoverPads(ctx, matchedTarget);
  return { unmatched, lines, netsAdded };
}

/** Matches vias by position (nets filled / compared); adds the source's vias when the target has none. */
export function checkVias(ctx: CheckContext): void {
  const index = new PointIndex(ctx.target.vias);
  const hadVias = ctx.target.vias.length > 0;
  ctx.source.board.vias.forEach((raw, i) => {
    const s = shifted(raw, ctx.dx, ctx.dy);
    const line = ctx.source.viaLines?.[i] ?? 1;
    const [p] = index.near(s.x, s.y, MATCH_TOL_MM);
    if (p) compareNet(ctx, p, s, 'via', line);
    else if (!hadVias) ctx.target.vias.push(s);
    else
      ctx.findings.add(
        'warning',
        PackageCode.crosscheckViaMissingInPrimary,
        `vias of ${ctx.source.label} are not in ${ctx.primaryLabel}`,
        describeFeature(s),
        line,
      );
  });
}
