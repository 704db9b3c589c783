import { testPointId } from './ids';
import type { Board, Component, Pad, TestPoint, TestPointKind } from './model';

const TEST_POINT_REF = /^TP\d*[A-Z]?$/i;
const TEST_POINT_FOOTPRINT = /test[\s_-]?point|(^|[:_/\s-])TP([_-]|$)/i;

/** True when a component is a dedicated test point by reference or footprint name. */
export function isTestPointComponent(component: Pick<Component, 'ref' | 'footprint'>): boolean {
  return TEST_POINT_REF.test(component.ref) || TEST_POINT_FOOTPRINT.test(component.footprint);
}

function classifyPad(pad: Pad, dedicated: boolean): TestPointKind | null {
  if (pad.type === 'npth') return null;
  if (dedicated || pad.testpointFlag) return 'testpoint';
  if (pad.net === null) return null; // an unconnected pin tests nothing
  return pad.type === 'th' ? 'through-hole' : 'smd';
}

/**
 * Derives the test-point candidates of a board (PRODUCT.md §4): dedicated test points (TP* refs,
 * test-point footprints, source test flags), through-hole pads, untented vias and, as a flagged last
 * resort, SMD component pads. Covered copper (solder mask, tented vias) is listed with `covered: true`
 * so that DFT can report it instead of silently dropping it.
 */
export function deriveTestPoints(board: Pick<Board, 'components' | 'pads' | 'vias'>): TestPoint[] {
  const dedicatedRefs = new Set(board.components.filter(isTestPointComponent).map((c) => c.ref));
  const points: TestPoint[] = [];
  for (const pad of board.pads) {
    const kind = classifyPad(pad, pad.ref !== null && dedicatedRefs.has(pad.ref));
    if (kind === null) continue;
    points.push({
      id: testPointId(points.length),
      kind,
      ref: pad.ref,
      pad: pad.number,
      featureId: pad.id,
      x: pad.x,
      y: pad.y,
      net: pad.net,
      side: pad.side,
      sizeMm: Math.min(pad.widthMm, pad.heightMm),
      flagged: kind === 'smd',
      covered: pad.mask === 'covered',
    });
  }
  for (const via of board.vias) {
    points.push({
      id: testPointId(points.length),
      kind: via.testpointFlag ? 'testpoint' : 'via',
      ref: null,
      pad: null,
      featureId: via.id,
      x: via.x,
      y: via.y,
      net: via.net,
      side: via.side,
      sizeMm: via.diameterMm,
      flagged: false,
      covered: via.tented === true,
    });
  }
  return points;
}

/**
 * The test-point candidates of a board, counted one way everywhere (DUT page, workspace, report, PDF,
 * CLI; issue #11): `probeable` are those a probe can touch; `covered` sit under solder mask or are
 * tented vias (kept in the board model so that the report can say why a net has no access); `all` is both.
 */
export interface CandidateCounts {
  all: number;
  probeable: number;
  covered: number;
}

export function countCandidates(board: Pick<Board, 'testPoints'>): CandidateCounts {
  let covered = 0;
  for (const tp of board.testPoints) if (tp.covered) covered++;
  return { all: board.testPoints.length, probeable: board.testPoints.length - covered, covered };
}

/** "TP3.1", "U2.14", or the via's id when it has no reference. */
export function candidateName(tp: TestPoint): string {
  if (tp.ref === null) return tp.kind === 'via' ? `via ${tp.id}` : tp.id;
  return tp.pad ? `${tp.ref}.${tp.pad}` : tp.ref;
}
