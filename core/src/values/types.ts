import type { DiodePart, TransistorPart } from './discrete-parts';
import type { Tolerance } from './value-tokens';

/** What a part is, as far as its reference, value, package, pins and fields tell. */
export type PartKind =
  | 'resistor'
  | 'resistor-network'
  | 'potentiometer'
  | 'capacitor'
  | 'inductor'
  | 'ferrite-bead'
  | 'fuse'
  | 'jumper'
  | 'diode'
  | 'schottky'
  | 'zener'
  | 'led'
  | 'tvs'
  | 'bjt'
  | 'mosfet'
  | 'transistor'
  | 'crystal'
  | 'oscillator'
  | 'regulator'
  | 'ic'
  | 'connector'
  | 'switch'
  | 'relay'
  | 'transformer'
  | 'battery'
  | 'buzzer'
  | 'test-point'
  | 'mechanical'
  | 'unknown';

export const PART_KINDS: readonly PartKind[] = [
  'resistor',
  'resistor-network',
  'potentiometer',
  'capacitor',
  'inductor',
  'ferrite-bead',
  'fuse',
  'jumper',
  'diode',
  'schottky',
  'zener',
  'led',
  'tvs',
  'bjt',
  'mosfet',
  'transistor',
  'crystal',
  'oscillator',
  'regulator',
  'ic',
  'connector',
  'switch',
  'relay',
  'transformer',
  'battery',
  'buzzer',
  'test-point',
  'mechanical',
  'unknown',
];

/** What the classifier reads: a component of the board model, its connected pad count and fields. */
export interface PartInput {
  ref: string;
  value: string;
  footprint: string;
  /** Pads of the part (with a net or not); 0 for a part with no pads. */
  pads: number;
  /** Pads with a net. */
  connectedPads: number;
  fields?: Readonly<Record<string, string>>;
}

/** Where a property of a part was read. `value` = the value text; otherwise the field's name. */
export type ReadFrom = 'value' | 'part number' | 'default' | (string & {});

/** A part's value, read. Every number in SI base units; null when nothing says it. */
export interface PartValue {
  /** The value text as the design has it. */
  text: string;
  resistanceOhms: number | null;
  capacitanceF: number | null;
  inductanceH: number | null;
  /** A crystal's or oscillator's frequency. */
  frequencyHz: number | null;
  /** A zener's breakdown voltage. */
  zenerV: number | null;
  /** The voltage rating (a capacitor's, a fuse's). */
  voltageRatingV: number | null;
  powerW: number | null;
  /** A fuse's or an inductor's current rating. */
  currentA: number | null;
  tolerance: Tolerance | null;
  toleranceFrom: ReadFrom | null;
  dielectric: string | null;
  partNumber: string | null;
  /** What was assumed to read it ("a bare number on a capacitor read as picofarads"). */
  assumptions: string[];
}

/** The verdict on a part: its kind, why, and what its part number told. */
export interface PartClass {
  kind: PartKind;
  /** What was read and why it was concluded. Unknown parts say what was missing. */
  reason: string;
  /** Read from a part number, a field, the value's words, the package, or the reference letters. */
  from: 'part-number' | 'field' | 'value' | 'package' | 'reference' | 'none';
  diode: DiodePart | null;
  transistor: TransistorPart | null;
  /** Pad roles when the part's pinout is known ("1=K 2=A", "CBE"): pad number → role letter. */
  pins: Readonly<Record<string, string>> | null;
  pinsFrom: string | null;
}

/** A classified part with its value. */
export interface ReadPart {
  ref: string;
  class: PartClass;
  value: PartValue;
}
