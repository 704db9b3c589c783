/**
 * The in-circuit test (ICT) plan of a board (issue 26, decision 0056): unpowered shorts and opens on
 * the probed nets, analog tests of the passive and junction parts with their expected values, limits
 * and guard points, the coverage gaps (tests that need a probe the fixture does not have), and the
 * coverage of every part in PCOLA/SOQ terms. Plain JSON: values in SI base units (Ω, F, H, V, A, Hz,
 * s), net names exactly as the board model has them, probes by the labels the strategy uses.
 */

export const ICT_FORMAT = 'studio-ict-plan';
export const ICT_VERSION = 1;
export const ICT_GENERATOR = 'studio-ict 1.0.0';

/** What a test measures. `continuity` is a near-short (jumper, fuse, ferrite bead, small inductor). */
export type IctTestType =
  | 'shorts'
  | 'opens'
  | 'resistor'
  | 'capacitor'
  | 'inductor'
  | 'continuity'
  | 'diode'
  | 'zener'
  | 'transistor';

export const ICT_TEST_TYPES: readonly IctTestType[] = [
  'shorts',
  'opens',
  'resistor',
  'capacitor',
  'inductor',
  'continuity',
  'diode',
  'zener',
  'transistor',
];

export type IctQuantity = 'resistance' | 'capacitance' | 'inductance' | 'voltage' | 'check';

export const ICT_UNITS: Record<IctQuantity, string> = {
  resistance: 'Ω',
  capacitance: 'F',
  inductance: 'H',
  voltage: 'V',
  check: '',
};

/** A node of a test: a net and the probes that reach it. */
export interface IctNode {
  net: string;
  /** Probe labels on the net (TP3, J2.1, via (x, y)); empty when the net is reached through `via`. */
  probes: string[];
  /** When the net has no probe of its own: the probed net it is reached through and the part between. */
  via: { net: string; probes: string[]; through: string[] } | null;
}

/** How a test is run: what the tester applies and waits for. */
export interface IctConditions {
  /** DC test current of a junction test (A). */
  currentA: number | null;
  /** AC test frequency of a capacitance or inductance measurement (Hz). */
  frequencyHz: number | null;
  /** Wait before measuring, for parallel capacitance to charge (s); null when none is needed. */
  settleS: number | null;
}

export interface IctTest {
  /** Unique in the plan: `r1`, `r1+r2` (parallel parts measured together), `q1:be`, `d4:z`, `shorts`, `opens:+3V3`. */
  id: string;
  type: IctTestType;
  /** What the test checks, in words. */
  title: string;
  /** Parts measured (several when they are in parallel and cannot be told apart). */
  parts: string[];
  /** Source node (the tester's S / A side; a junction's anode). */
  high: IctNode | null;
  /** Measuring node (the tester's I / B side; a junction's cathode). */
  low: IctNode | null;
  /** Guard nodes: held at the measuring node's potential so parallel paths carry no measured current. */
  guards: IctNode[];
  quantity: IctQuantity;
  expected: number | null;
  min: number | null;
  max: number | null;
  conditions: IctConditions;
  /** How the expected value and limits were worked out (tolerance, allowance, parallel parts). */
  limitsReason: string;
  reason: string;
  notes: string[];
}

/** A test the plan would make but cannot: it needs probes on nets the fixture does not probe. */
export interface IctGap {
  /** The part (or null for a net-level test such as a short pair). */
  ref: string | null;
  /** What cannot be tested ("R5 resistance", "short U1.3 – U1.4"). */
  test: string;
  /** Nets to add a probe to. */
  nets: string[];
  reason: string;
}

/** Two nets that could be bridged: their pads lie close, or they are pins of one part side by side. */
export interface IctShortPair {
  a: string;
  b: string;
  /** Where: the closest pads and their gap ("U1.3 / U1.4, 0.20 mm apart"). */
  where: string;
  /** Edge-to-edge gap of the closest pads (mm, board frame). */
  gapMm: number;
  /** Both nets are probed: the shorts scan measures this pair. */
  testable: boolean;
}

/** How the opens of a net are covered. */
export type IctOpensCover = 'probe-to-probe' | 'through-parts' | 'component-tests' | 'none';

/** A net as the ICT plan sees it. */
export interface IctNetRow {
  net: string;
  probes: string[];
  /** In the shorts scan (probed). */
  shortsScan: boolean;
  /** Adjacent nets (short pairs) involving this net. */
  adjacent: number;
  opens: IctOpensCover;
  /** Why (which tests or parts cover it). */
  opensReason: string;
}

/** PCOLA / SOQ grades. */
export type IctGrade = 'full' | 'partial' | 'none' | 'n/a';

/** Coverage of one part (PCOLA: presence, correctness, orientation, live, alignment; SOQ: shorts, opens, quality). */
export interface IctPartCoverage {
  ref: string;
  /** Its kind (values/ `PartKind`). */
  kind: string;
  value: string;
  /** The value as read ("10 kΩ ±1 %", "BZX84C5V1: 5.1 V zener"), or what could not be read. */
  read: string;
  dnp: boolean;
  presence: IctGrade;
  correctness: IctGrade;
  orientation: IctGrade;
  live: IctGrade;
  alignment: IctGrade;
  shorts: IctGrade;
  opens: IctGrade;
  quality: IctGrade;
  /** Ids of the tests that measure it. */
  tests: string[];
  /** Nets to add probes to, for the tests it lacks. */
  missing: string[];
  reason: string;
}

/** The numbers the plan used, each with why: the engineer reads (and replaces) them here. */
export interface IctAllowances {
  /** Measurement allowance added to a part's tolerance: relative (fraction) and absolute (base unit). */
  resistor: { relative: number; absolute: number; guarded: number; reason: string };
  capacitor: { relative: number; absolute: number; reason: string };
  inductor: { relative: number; reason: string };
  /** Default tolerances when the value and fields give none (fractions). */
  defaultTolerance: {
    resistor: number;
    capacitor: number;
    electrolytic: number;
    inductor: number;
    potentiometer: number;
    zener: number;
    reason: string;
  };
  /** A reading below this between two nets is a short (Ω); nets joined by parts below it form one group. */
  shortsThresholdOhm: number;
  /** Continuity (jumper, ferrite bead, small inductor) passes below this (Ω); fuses below `fuseOhm`. */
  continuityOhm: number;
  fuseOhm: number;
  /** Two probes on one net: at most this (Ω). */
  opensOhm: number;
  /** Junction tests: the test current (A). */
  junctionCurrentA: number;
  /** Pads closer than this edge to edge (mm) are a short pair. */
  adjacencyGapMm: number;
  reason: string;
}

export interface IctSummary {
  /** Parts the plan looks at (test points and mechanical parts left out). */
  parts: number;
  /** Parts with at least one test. */
  tested: number;
  /** Parts with a value a test could use but no test (a missing probe, shunted, unknown pinout). */
  untested: number;
  /** Parts with no ICT test by their kind (ICs, connectors …). */
  notApplicable: number;
  dnp: number;
  tests: number;
  gaps: number;
  probedNets: number;
  /** Nets with at least two pads. */
  nets: number;
  /** Short pairs found, and those both of whose nets are probed. */
  shortPairs: number;
  testableShortPairs: number;
}

export interface IctPlan {
  format: typeof ICT_FORMAT;
  version: typeof ICT_VERSION;
  generator: string;
  allowances: IctAllowances;
  summary: IctSummary;
  nets: IctNetRow[];
  shortPairs: IctShortPair[];
  tests: IctTest[];
  gaps: IctGap[];
  coverage: IctPartCoverage[];
  notes: string[];
}
