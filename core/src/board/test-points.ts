import { testPointId } from './ids';
import type { Board, Component, Pad, TestPoint, TestPointKind } from './model';

const TEST_POINT_REF = /^TP\d*[A-Z]?$/i;
const TEST_POINT_FOOTPRINT = /test[\s_-]?point|(^|[:_/\s-])TP([_-]|$)/i;

/** True when a component is a dedicated test point by reference or footprint name. */
export function isTestPointComponent(component: Pick<Component, 'ref' | 'footprint'>): boolean {
  return TEST_POINT_REF.test(component.ref) || TEST_POINT_FOOTPRINT.test(component.footprint);
}

/**
 * The references of the dedicated test-point components (isTestPointComponent), for a board of
 * hundreds of thousands of components: a reference can match only when it starts with T, and a
 * footprint name (boards repeat a few hundred of them) is matched once.
 */
function dedicatedRefs(components: readonly Component[]): Set<string> {
  const refs = new Set<string>();
  const byFootprint = new Map<string, boolean>();
  for (const c of components) {
    const first = c.ref.charCodeAt(0);
    let dedicated = (first === 84 || first === 116) /* T t */ && TEST_POINT_REF.test(c.ref);
    if (!dedicated) {
      let named = byFootprint.get(c.footprint);
      if (named === undefined) {
        named = TEST_POINT_FOOTPRINT.test(c.footprint);
        byFootprint.set(c.footprint, named);
      }
      dedicated = named;
    }
    if (dedicated) refs.add(c.ref);
  }
  return refs;
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
 *
 * `reuse`: candidates this function derived before for the same board (finishBoard passes them when
 * it finishes a board again, as the package importer does): a candidate whose every field comes out
 * the same at the same index is that object, not a new one — a 1M-pad board need not allocate (and
 * the garbage collector copy) 1.3M candidates twice. The result is the same either way.
 */
export function deriveTestPoints(
  board: Pick<Board, 'components' | 'pads' | 'vias'>,
  reuse: readonly TestPoint[] = [],
): TestPoint[] {
  const dedicated = dedicatedRefs(board.components);
  const points: TestPoint[] = [];
  // a footprint's pads follow one another with one reference: look it up once
  let lastRef: string | null = null;
  let lastDedicated = false;
  for (const pad of board.pads) {
    if (pad.ref !== lastRef) {
      lastRef = pad.ref;
      lastDedicated = pad.ref !== null && dedicated.size > 0 && dedicated.has(pad.ref);
    }
    const kind = classifyPad(pad, lastDedicated);
    if (kind === null) continue;
    const k = points.length;
    const sizeMm = Math.min(pad.widthMm, pad.heightMm);
    const covered = pad.mask === 'covered';
    const old = reuse[k];
    if (
      old !== undefined &&
      old.kind === kind &&
      old.ref === pad.ref &&
      old.pad === pad.number &&
      old.featureId === pad.id &&
      Object.is(old.x, pad.x) &&
      Object.is(old.y, pad.y) &&
      old.net === pad.net &&
      old.side === pad.side &&
      Object.is(old.sizeMm, sizeMm) &&
      old.flagged === (kind === 'smd') &&
      old.covered === covered &&
      isIndexId(old.id, k)
    ) {
      points.push(old);
      continue;
    }
    points.push({
      id: testPointId(k),
      kind,
      ref: pad.ref,
      pad: pad.number,
      featureId: pad.id,
      x: pad.x,
      y: pad.y,
      net: pad.net,
      side: pad.side,
      sizeMm,
      flagged: kind === 'smd',
      covered,
    });
  }
  for (const via of board.vias) {
    const k = points.length;
    const kind = via.testpointFlag ? 'testpoint' : 'via';
    const covered = via.tented === true;
    const old = reuse[k];
    if (
      old !== undefined &&
      old.kind === kind &&
      old.ref === null &&
      old.pad === null &&
      old.featureId === via.id &&
      Object.is(old.x, via.x) &&
      Object.is(old.y, via.y) &&
      old.net === via.net &&
      old.side === via.side &&
      Object.is(old.sizeMm, via.diameterMm) &&
      old.flagged === false &&
      old.covered === covered &&
      isIndexId(old.id, k)
    ) {
      points.push(old);
      continue;
    }
    points.push({
      id: testPointId(k),
      kind,
      ref: null,
      pad: null,
      featureId: via.id,
      x: via.x,
      y: via.y,
      net: via.net,
      side: via.side,
      sizeMm: via.diameterMm,
      flagged: false,
      covered,
    });
  }
  return points;
}

/** True when `id` is `testPointId(k)` ("T" and k's decimal digits), without building that string. */
function isIndexId(id: string, k: number): boolean {
  let at = id.length - 1;
  do {
    if (at < 1 || id.charCodeAt(at) !== 48 + (k % 10)) return false;
    k = Math.floor(k / 10);
    at--;
  } while (k > 0);
  return at === 0 && id.charCodeAt(0) === 84; /* T */
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
