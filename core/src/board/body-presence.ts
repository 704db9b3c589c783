import type { Board, Component, Pad } from './model';
import { isSingleHoleFootprint } from './single-hole';
import { isTestPointComponent } from './test-points';

/**
 * Why a component has no body the fixture must clear (issue 25, decision 0054). Decided from the
 * part's flags and geometry, never from a word in its footprint name (KiCad's D-sub footprints are
 * named `…_MountingHolesOffset…` and have a body):
 * - `dnp`: do-not-populate, not on the board;
 * - `test-point`: a dedicated test point (what the probe touches);
 * - the rest only when the design draws no body outline (fabrication drawing, package outline) and
 *   no STEP solid matched the part — a drawn body is a body:
 *   - `no-pads`: neither pads nor outline (a logo, a text, a graphic);
 *   - `no-copper`: holes only, no copper pad (a non-plated mounting hole, a mechanical cut-out);
 *   - `single-hole`: every pad sits on one drilled hole (a plated mounting hole, with or without its
 *     ring of stitching vias): the footprint is the hole;
 *   - `fiducial`: one SMD pad on no net (a fiducial, an alignment mark);
 *   - `not-bought`: excluded from the BOM (net ties, solder jumpers, KiCad's "virtual" parts);
 *   - `not-placed`: excluded from the position files and surface-mount only (nothing is placed).
 */
export type NoBodyReason =
  | 'dnp'
  | 'test-point'
  | 'no-pads'
  | 'no-copper'
  | 'single-hole'
  | 'fiducial'
  | 'not-bought'
  | 'not-placed';

/** Words for each reason, for the screens that list the parts without a body. */
export const NO_BODY_WORDS: Record<NoBodyReason, string> = {
  dnp: 'not populated',
  'test-point': 'a test point',
  'no-pads': 'no pads and no drawn body',
  'no-copper': 'holes only, no copper and no drawn body',
  'single-hole': 'one drilled hole (a mounting hole)',
  fiducial: 'one unconnected SMD pad (a fiducial)',
  'not-bought': 'excluded from the BOM, no drawn body',
  'not-placed': 'excluded from the position files, no drawn body',
};

/** True when the design draws the part's body: a STEP solid or a body outline of three points or more. */
export const hasDrawnBody = (c: Component): boolean =>
  (c.step !== undefined && c.step.outline.length >= 3) || (c.body !== null && c.body.length >= 3);

/**
 * Why a component has no body, or null when it has one (see `NoBodyReason`). `pads` are the
 * component's own pads (any order).
 */
export function noBodyReason(c: Component, pads: readonly Pad[]): NoBodyReason | null {
  if (c.dnp) return 'dnp';
  if (isTestPointComponent(c)) return 'test-point';
  if (hasDrawnBody(c)) return null;
  if (pads.length === 0) return 'no-pads';
  if (pads.every((p) => p.type === 'npth')) return 'no-copper';
  if (isSingleHoleFootprint(pads)) return 'single-hole';
  if (pads.length === 1 && pads[0]!.type === 'smd' && pads[0]!.net === null) return 'fiducial';
  if (c.excludeFromBom) return 'not-bought';
  if (c.excludeFromPosFiles && pads.every((p) => p.type === 'smd')) return 'not-placed';
  return null;
}

/** Whether a component has a body the fixture must clear (`noBodyReason` is null). */
export const hasBody = (c: Component, pads: readonly Pad[]): boolean => noBodyReason(c, pads) === null;

/**
 * Each reference's pads (a footprint's pads follow one another: one map lookup per footprint).
 * `only`: the references wanted, when not all are.
 */
export function padsByRef(board: Board, only?: ReadonlySet<string>): Map<string, Pad[]> {
  const map = new Map<string, Pad[]>();
  let last: Pad[] | null = null;
  let lastRef: string | null = null;
  for (const pad of board.pads) {
    if (pad.ref === null) continue;
    if (pad.ref !== lastRef) {
      lastRef = pad.ref;
      last = null;
      if (only && !only.has(pad.ref)) continue;
      last = map.get(pad.ref) ?? null;
      if (!last) {
        last = [];
        map.set(pad.ref, last);
      }
    }
    last?.push(pad);
  }
  return map;
}

const NO_PADS: readonly Pad[] = [];

/**
 * The body test of a board's components: `hasBody` with each component's pads looked up (the pads
 * are grouped once, for the parts without a drawn body: the others need none).
 */
export function bodyTest(board: Board): (c: Component) => boolean {
  const reason = noBodyReasons(board);
  return (c) => reason(c) === null;
}

/** `noBodyReason` of a board's components, the pads grouped once (see `bodyTest`). */
export function noBodyReasons(board: Board): (c: Component) => NoBodyReason | null {
  const wanted = new Set<string>();
  for (const c of board.components) if (!hasDrawnBody(c)) wanted.add(c.ref);
  const pads = padsByRef(board, wanted);
  return (c) => noBodyReason(c, pads.get(c.ref) ?? NO_PADS);
}
