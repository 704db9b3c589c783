/** A rule's two levels (mm): below `recommended` is a warning, below `minimum` a fail. */
export interface Limit {
  recommended: number;
  minimum: number;
}

/**
 * The DFT thresholds of PRODUCT.md §5. A company can change every value; a report records the set it
 * used. All lengths in mm.
 */
export interface DftThresholds {
  /** Smallest dimension of the probe-able copper. */
  padSizeMm: Limit;
  /** Test point ↔ test point on the same probe side, centre to centre. */
  tpSpacingMm: Limit;
  /** Guide pin ↔ guide pin, edge to edge (centre distance minus both hole radii). */
  guidePinSpacingMm: Limit;
  /** Guide pin ↔ test point, centre to centre, BEFORE adding the guide hole's radius. */
  guidePinTpMm: Limit;
  /** Test point centre ↔ nearest outline edge. */
  tpEdgeMm: Limit;
  /** Test-point pad edge ↔ component body on the same side: recommended = factor × height, clamped. */
  tpComponent: { heightFactor: number; clampMinMm: number; clampMaxMm: number; minimumMm: number };
  /** Components taller than this on a probe side need a plate cut-out (warning). */
  componentHeightMaxMm: number;
  /** Probing a hole larger than this is a warning. */
  largeHoleMm: number;
  /** Boards thinner than this are a warning (flex under probe force). */
  boardThicknessMm: number;
  /**
   * A pressure pin's tip keeps at least this clearance (edge to edge) from every pad, lead, open via,
   * hole and component body on the side it presses (decision 0054); closer is a fail.
   */
  pressurePinClearanceMm: number;
}

/** Defaults exactly as PRODUCT.md §5. */
export const DEFAULT_THRESHOLDS: DftThresholds = {
  padSizeMm: { recommended: 0.8, minimum: 0.6 },
  tpSpacingMm: { recommended: 1.9, minimum: 0.99 },
  guidePinSpacingMm: { recommended: 1.5, minimum: 1.0 },
  guidePinTpMm: { recommended: 2.54, minimum: 1.9 },
  tpEdgeMm: { recommended: 3.0, minimum: 1.0 },
  tpComponent: { heightFactor: 0.8, clampMinMm: 0.6, clampMaxMm: 5, minimumMm: 0.6 },
  componentHeightMaxMm: 5.7,
  largeHoleMm: 1.5,
  boardThicknessMm: 1.57,
  pressurePinClearanceMm: 0.5,
};

/** Recommended pad-edge ↔ body clearance (mm) for a component of the given height. */
export function componentClearanceMm(t: DftThresholds['tpComponent'], heightMm: number): number {
  return Math.min(t.clampMaxMm, Math.max(t.clampMinMm, t.heightFactor * heightMm));
}
