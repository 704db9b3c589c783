import type { IctAllowances } from './types';

/**
 * The plan's numbers (decision 0056, docs/test-strategies.md "In-circuit tests"). They are stated
 * guesses a test engineer replaces after measuring known-good boards, never hidden constants.
 */
export const ICT_DEFAULTS: IctAllowances = {
  resistor: {
    relative: 0.02,
    absolute: 0.1,
    guarded: 0.01,
    reason:
      'tolerance + 2 % of the nominal + 0.1 Ω: the tester’s accuracy (better than 1 % in the middle of its ranges) and the contact and wiring resistance of a two-wire measurement; + 1 % more when guarded (guard error through the guarded paths)',
  },
  capacitor: {
    relative: 0.05,
    absolute: 2e-12,
    reason:
      'tolerance + 5 % + 2 pF: in-circuit capacitance readings are less exact than resistance, and the fixture’s stray capacitance is only partly nulled',
  },
  inductor: {
    relative: 0.1,
    reason:
      'tolerance + 10 %: in-circuit inductance readings depend on the test frequency and the part’s core',
  },
  defaultTolerance: {
    resistor: 0.05,
    capacitor: 0.2,
    electrolytic: 0.2,
    inductor: 0.2,
    potentiometer: 0.2,
    zener: 0.05,
    reason:
      'when neither the value nor the fields give a tolerance: resistors ±5 % (E24), ceramic and electrolytic capacitors ±20 %, inductors ±20 %, potentiometers ±20 % end to end, zeners ±5 % — assumed, said in each test',
  },
  shortsThresholdOhm: 10,
  continuityOhm: 2,
  fuseOhm: 10,
  opensOhm: 1,
  junctionCurrentA: 1e-3,
  adjacencyGapMm: 1.0,
  reason:
    'shorts: below 10 Ω between two nets is a short (a bridge reads milliohms; nets joined by parts below 10 Ω — jumpers, beads, inductors, fuses, small resistors — are one group, not a short); continuity of jumpers, beads and small inductors ≤ 2 Ω, of fuses ≤ 10 Ω (a small PTC reads ohms cold); two probes on one net ≤ 1 Ω; junctions measured at 1 mA; pads within 1.0 mm edge to edge (fine-pitch SMD and 2.54 mm through-hole rows) are short pairs',
};

/** Forward-voltage windows (V) at the junction test current, from typical datasheet curves at ~1 mA. */
export const FORWARD_WINDOWS = {
  silicon: { min: 0.4, max: 0.9, what: 'a silicon junction' },
  schottky: { min: 0.1, max: 0.5, what: 'a Schottky junction' },
  generic: { min: 0.1, max: 0.9, what: 'a diode of unknown type (silicon or Schottky)' },
  bodyDiode: { min: 0.4, max: 1.0, what: 'a MOSFET body diode' },
  ledRed: { min: 1.4, max: 2.2, what: 'a red, orange or yellow LED' },
  ledBlue: { min: 2.3, max: 3.4, what: 'a blue, white or true-green LED' },
  ledIr: { min: 0.9, max: 1.6, what: 'an infrared LED' },
  ledAny: { min: 1.4, max: 3.6, what: 'an LED of unknown colour' },
} as const;

export type ForwardWindow = (typeof FORWARD_WINDOWS)[keyof typeof FORWARD_WINDOWS];

/** Allowance of a zener's breakdown measured below its datasheet test current (fraction). */
export const ZENER_ALLOWANCE = 0.1;
/** A parallel path may draw at most this share of a junction's test current for the test to stand. */
export const JUNCTION_SHUNT_SHARE = 0.1;
/** A capacitance measurement stands when the parallel conductance is at most this share of ωC. */
export const CAPACITOR_SHUNT_RATIO = 10;
/** DC resistance of a part modelled as a short (a bead, a jumper, an inductor's winding) (Ω). */
export const SHORT_OHM = 0.05;
/** Capacitances below this are not measured (the fixture's stray capacitance is as large) (F). */
export const SMALLEST_CAPACITANCE_F = 5e-12;
/** Inductances below this are tested for continuity only (H). */
export const SMALLEST_INDUCTANCE_H = 1e-6;
/** The largest network the plan solves for one measurement (nodes); beyond it the part alone is taken. */
export const LARGEST_NETWORK = 400;
