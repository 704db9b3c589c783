/**
 * A test strategy (PRODUCT.md §7): the test plan of a DUT, drafted from its board model and then
 * edited by the engineer. Plain JSON; net names are kept exactly as the board model has them
 * (KiCad escapes included, `displayNetName` shows them), voltages in volts, currents in amperes,
 * resistances in ohms, frequencies in hertz, durations in seconds.
 *
 * Every recognised item carries a `reason`: what was read and why it was concluded ("3.3 V from the
 * name +3V3"). Everything read from names and part values is a guess, and says so.
 */

import type { IctPlan } from '../ict/index';

/** Version of the strategy document's shape and of the generator's rules. */
export const STRATEGY_FORMAT = 'studio-test-strategy';
export const STRATEGY_VERSION = 3;
export const STRATEGY_GENERATOR = 'studio-strategy 3.0.0';

/** What a step does. `custom` steps are the engineer's own. */
export type StepKind =
  | 'shorts'
  | 'power-up'
  | 'rail-voltage'
  | 'current'
  | 'boundary-scan'
  | 'programming'
  | 'bus'
  | 'clock'
  | 'led'
  | 'button'
  | 'custom';

export const STEP_KINDS: readonly StepKind[] = [
  'shorts',
  'power-up',
  'rail-voltage',
  'current',
  'boundary-scan',
  'programming',
  'bus',
  'clock',
  'led',
  'button',
  'custom',
];

/** Steps that need the board powered (everything after the power-up). */
export const POWERED_KINDS: ReadonlySet<StepKind> = new Set([
  'power-up',
  'rail-voltage',
  'current',
  'boundary-scan',
  'programming',
  'bus',
  'clock',
  'led',
  'button',
]);

export type BusKind = 'usb' | 'i2c' | 'spi' | 'uart' | 'can' | 'rs485' | 'ethernet' | 'jtag' | 'swd';

export type PortKind =
  | 'swd'
  | 'jtag'
  | 'updi'
  | 'isp'
  | 'icsp'
  | 'bdm'
  | 'fpga-config'
  | 'spi-flash'
  | 'i2c-eeprom'
  | 'boot'
  | 'reset';

/** What a limit measures: a number against min / max, or a check with an expected outcome. */
export type Quantity = 'resistance' | 'voltage' | 'current' | 'frequency' | 'check';

export const QUANTITY_UNITS: Record<Quantity, string> = {
  resistance: 'Ω',
  voltage: 'V',
  current: 'A',
  frequency: 'Hz',
  check: '',
};

/** Where a rail's voltage comes from. */
export type VoltageBasis =
  /** A standard fixes it (USB VBUS 5 V). */
  | 'standard'
  /** The net's name says it (+3V3, 12V_IN). */
  | 'name'
  /** A part number fixes it (a 7805's 5 V, an LT1129-3.3, a CR2032's 3 V). */
  | 'part'
  /** The regulator's feedback divider and reference set it. */
  | 'divider'
  /** Passed on unchanged (less a diode's drop) through a ferrite, fuse, switch … */
  | 'passed'
  /** A charge-pump inverter makes minus its input. */
  | 'inverted'
  /** Guessed from what the regulators downstream need (an input no name or part states). */
  | 'headroom';

/** A power rail: a net that supplies parts, with its nominal voltage when one can be told. */
export interface Rail {
  net: string;
  /** Nominal voltage (V, negative for negative rails); null when nothing says it. */
  nominalV: number | null;
  /** The range a trimmer in the feedback divider allows (V), or null. */
  rangeV: [number, number] | null;
  /** Where the voltage comes from (null: not known). */
  basis: VoltageBasis | null;
  /** True when the voltage is a guess (an input's supply from the regulators' headroom). */
  voltageIsGuess: boolean;
  /** Why this net is a rail and where the voltage comes from. */
  reason: string;
  /** input: the board is powered through it; regulated: a regulator makes it; rail: anything else. */
  role: 'input' | 'regulated' | 'rail';
  /** The regulator (reference) or the part (filter, jumper) it is fed from, when known. */
  source: string | null;
}

/** How power enters the board. */
export type PowerInputKind =
  | 'edge-connector'
  | 'barrel-jack'
  | 'power-connector'
  | 'usb'
  | 'battery'
  | 'named-rail'
  | 'connector-rail'
  | 'guessed';

/** A place where power enters the board: the fixture supplies the primary one(s). */
export interface PowerInput {
  net: string;
  kind: PowerInputKind;
  /** The connector, jack or battery it comes in on (reference), or null. */
  part: string | null;
  /** Pads of that part on the net. */
  pads: string[];
  voltageV: number | null;
  voltageIsGuess: boolean;
  /** Supplied by the fixture at power-up (several for a bus card: every rail of the bus). */
  primary: boolean;
  reason: string;
}

/** A part that carries a rail on without regulating it (ferrite, fuse, diode, load switch …). */
export interface PowerPass {
  ref: string;
  value: string;
  kind:
    | 'ferrite'
    | 'fuse'
    | 'jumper'
    | 'shunt'
    | 'resistor'
    | 'diode'
    | 'transistor'
    | 'switch'
    | 'load-switch'
    | 'efuse'
    | 'ideal-diode';
  from: string;
  to: string;
  reason: string;
}

export interface Ground {
  net: string;
  reason: string;
}

/** A pin of a regulator with its role (VIN, VOUT, EN, FB, SW, PG …) and net. */
export interface RegulatorPin {
  pad: string;
  role: string;
  net: string | null;
}

/** A regulator tying an input rail to an output rail. */
export interface Regulator {
  ref: string;
  value: string;
  kind: 'linear' | 'buck' | 'boost' | 'switching' | 'inverter' | 'regulator';
  /** Output voltage (V): from its divider, its part number, or its output rail's name. */
  outputV: number | null;
  input: string | null;
  output: string | null;
  /** Other rails on its pins (enable / sequencing inputs). */
  enables: string[];
  /** Its pins: from the package's pinout in the table, or the roles read from the board. */
  pins: RegulatorPin[];
  pinsFrom: 'table' | 'topology' | 'names';
  /** The resistors of its feedback divider (top, bottom), when it has one with known values. */
  feedback: { top: string[]; bottom: string[] } | null;
  reason: string;
}

/** A JTAG chain: its devices in TDI → TDO order, each with where its BSDL file comes from. */
export interface JtagChain {
  /** connectivity: followed on the board; names: TDI / TDO names only; references: not known. */
  order: 'connectivity' | 'names' | 'references';
  devices: { ref: string; value: string; bsdl: string | null }[];
  reason: string;
}

/** An EEPROM's write-protect pin and what holds it. */
export interface WriteProtect {
  net: string | null;
  /** low: writable; high: protected until released; driven: a signal the fixture must hold low; floating. */
  state: 'low' | 'high' | 'driven' | 'floating';
  reason: string;
}

/** A programming or debug port. */
export interface Port {
  kind: PortKind;
  nets: string[];
  /** The parts programmed through it (fitted and programmable); for JTAG the chain in order. */
  devices: string[];
  /** Parts on its nets that are not programmed through it (sockets, logic, not fitted …), and why. */
  skipped: { ref: string; reason: string }[];
  /** The header it comes out on, when one was recognised. */
  connector: string | null;
  chain: JtagChain | null;
  writeProtect: WriteProtect | null;
  reason: string;
}

/** A bus: nets recognised together (one SPI bus with its chip selects, one I²C bus …). */
export interface Bus {
  kind: BusKind;
  /** A short name: the common prefix of its nets ("SPI0"), or the kind. */
  name: string;
  nets: string[];
  /** Chip selects of an SPI bus (also in `nets`). */
  chipSelects: string[];
  /** ICs with a pin on the bus. */
  devices: string[];
  reason: string;
}

/** A clock source: a crystal, an oscillator, or a named clock net. */
export interface Clock {
  /** The crystal's / oscillator's reference, or null for a clock net alone. */
  ref: string | null;
  kind: 'crystal' | 'oscillator' | 'clock-net';
  /** Nominal frequency (Hz) when the value or name says it. */
  frequencyHz: number | null;
  nets: string[];
  reason: string;
}

/** A component the plan looks at: an LED, a button, a connector. */
export interface PartUse {
  ref: string;
  value: string;
  /** Its non-ground nets. */
  nets: string[];
  reason: string;
}

/** A test point the fixture probes, by the label an engineer reads (TP3, J2.1, a via's place). */
export interface StepTestPoint {
  label: string;
  net: string;
}

/**
 * A fixture probe as the plan uses it (issue 26 item 5): the probe (`PR4`), the test point it touches
 * (`TP3`, `J2.1`), its net, what it does on the net and the tester channel it is wired to, from the
 * fixture's interface mapping (decision 0061).
 */
export interface StepProbe {
  probe: string;
  label: string;
  net: string;
  /** force / sense on a supply or ground net; signal otherwise. */
  function: 'force' | 'sense' | 'signal';
  /** The station channel (`PSU1.F+`, `MUX.12`); null when the mapping gave it none (a finding says why). */
  channel: string | null;
  /** The channel's instrument (`PSU1`, `MUX`), or null. */
  instrument: string | null;
}

/** A probe of the fixture with where it lands on the station (one row of the interface mapping). */
export interface FixtureProbe extends StepProbe {
  testPointId: string;
  /** The channel's kind (power-supply, dmm, digital-io, programmer, relay), or null. */
  kind: string | null;
  /** The fixture's interface connector and pin (`IF1`, `3`), or null. */
  connector: string | null;
  pin: string | null;
}

/** The fixture the plan is tied to: its station and every probe with its channel. */
export interface StrategyFixture {
  /** What it was designed from ("Bottom probes v3", "test-config.json"), or null. */
  source: string | null;
  station: { id: string; name: string };
  probes: FixtureProbe[];
  /** Problems of the mapping the plan should show (probes without a channel, exhausted channels). */
  findings: string[];
}

/** One measurement or check of a step, with its limits. */
export interface StepLimit {
  id: string;
  label: string;
  quantity: Quantity;
  /** The net measured (null for checks that name no net). */
  net: string | null;
  /** The second net of the measurement (ground for voltages, the other rail for a short). */
  reference: string | null;
  nominal: number | null;
  min: number | null;
  max: number | null;
  /** For a check: what passes ("enumerates", "high"). */
  expected: string | null;
  reason: string;
  /** Where min / max came from when production set them (decision 0068); absent otherwise. */
  production?: LimitProvenance;
}

/**
 * The production data a limit was set from (issue 32, decision 0068): the strategy version whose
 * runs were observed, how many values, their mean and sample σ (in the limit's unit), the window,
 * the capability target the limits were drawn for, and the limits as designed before production
 * first moved them (carried from version to version, so "beyond the design limits" stays visible).
 */
export interface LimitProvenance {
  sourceVersion: number;
  /** Values observed (measurements that read a number). */
  n: number;
  mean: number;
  stdDev: number;
  /** The observation window (ISO 8601). */
  from: string;
  to: string;
  /** Cpk the limits were drawn for (mean ± 3·cpkTarget·σ). */
  cpkTarget: number;
  designMin: number | null;
  designMax: number | null;
}

/** How the fixture powers the board in a power-up step (one per input it supplies). */
export interface Supply {
  net: string;
  voltageV: number | null;
  currentLimitA: number;
}

export interface Step {
  id: string;
  kind: StepKind;
  title: string;
  /** What to do, for the operator or the test executive's author. */
  instructions: string;
  nets: string[];
  /** Probed test points on the step's nets. */
  testPoints: StepTestPoint[];
  /**
   * The fixture's probes on the step's nets with their tester channels (empty when the plan is not
   * tied to a fixture). Derived from `TestStrategy.fixture` by `refreshStrategy`.
   */
  probes: StepProbe[];
  /** Nets of the step with no probed test point (those it reaches without a probe not counted). */
  unprobed: string[];
  /** Nets the step reaches without a fixture probe (boundary-scan interconnect between two devices). */
  probeless: string[];
  /** A warning to show with the step (unprobed nets), or null. */
  flag: string | null;
  limits: StepLimit[];
  /** Equipment ids (see `Equipment`). */
  equipment: string[];
  /** Estimated duration (s). */
  seconds: number;
  /** Components the step exercises (for the presence / orientation / live score). */
  components: string[];
  /** The supplies a power-up step connects (several for a bus card), empty for other steps. */
  supplies: Supply[];
  /** Why the step is there. */
  reason: string;
  /** The engineer's notes. */
  notes: string;
}

export interface Equipment {
  id: string;
  name: string;
  purpose: string;
  /** Steps that use it (ids), in plan order. */
  steps: string[];
}

/** A net of the board as the plan sees it. */
export interface StrategyNet {
  name: string;
  /** Pads on the net. */
  pads: number;
  /** Labels of the probed test points on it. */
  probes: string[];
  /** Connectors with a pin on it (refs): the fixture can reach it there too. */
  connectors: string[];
}

export type ComponentRole =
  | 'ic'
  | 'regulator'
  | 'resistor'
  | 'capacitor'
  | 'inductor'
  | 'diode'
  | 'led'
  | 'transistor'
  | 'crystal'
  | 'oscillator'
  | 'connector'
  | 'button'
  | 'test-point'
  | 'mechanical'
  | 'other';

/** A component as the coverage score needs it. */
export interface StrategyComponent {
  ref: string;
  value: string;
  role: ComponentRole;
  /** Nets of its pads (ground included). */
  nets: string[];
  /** Has an orientation that matters (ICs, diodes, polarised capacitors …). */
  polarised: boolean;
}

export type Coverage3 = 'covered' | 'not-covered' | 'n/a';

/** Presence / orientation / live coverage of one component (PCOLA/SOQ sense; docs/test-strategies.md). */
export interface ComponentCoverage {
  ref: string;
  role: ComponentRole;
  presence: Coverage3;
  orientation: Coverage3;
  live: Coverage3;
  /** Covered properties / applicable properties, 0..1; null when none applies. */
  score: number | null;
  /** Steps that cover it. */
  steps: string[];
  reason: string;
}

export interface CoverageRow {
  net: string;
  /** Ids of the steps touching the net, in plan order. */
  steps: string[];
}

export interface StrategyCoverage {
  /** Nets counted: nets with at least two pads. */
  nets: number;
  touched: number;
  untouched: string[];
  /** Nets with a single pad (unconnected pins): not counted. */
  singlePad: number;
  matrix: CoverageRow[];
  /** Mean component score over components with an applicable property (0..1), null when none. */
  componentScore: number | null;
}

/** Where the probed test points came from. */
export type ProbeSource = 'test-config' | 'board-test-points';

export interface TestStrategy {
  format: typeof STRATEGY_FORMAT;
  version: typeof STRATEGY_VERSION;
  generator: string;
  probeSource: ProbeSource;
  rails: Rail[];
  /** Where power enters the board; the primary one(s) the fixture supplies. */
  inputs: PowerInput[];
  grounds: Ground[];
  regulators: Regulator[];
  /** Ferrites, fuses, diodes, switches … the rails pass through. */
  passes: PowerPass[];
  ports: Port[];
  buses: Bus[];
  clocks: Clock[];
  leds: PartUse[];
  buttons: PartUse[];
  connectors: PartUse[];
  steps: Step[];
  equipment: Equipment[];
  nets: StrategyNet[];
  components: StrategyComponent[];
  coverage: StrategyCoverage;
  componentCoverage: ComponentCoverage[];
  /** Total estimated time (s). */
  seconds: number;
  /** Things the engineer should know about the draft (what could not be told). */
  notes: string[];
  /**
   * The fixture the plan is tied to (a test-config version's design and interface mapping), or null
   * when it was drafted without one: steps then name test points but no probes or channels.
   */
  fixture: StrategyFixture | null;
  /**
   * The in-circuit test plan (core/src/ict, decision 0056), drafted with the strategy from the same
   * board and probes and kept as drafted through edits. Absent in versions saved before it existed.
   */
  ict?: IctPlan;
}
