import type { Board } from '../board/model';
import type { PackageMeta } from '../fabrication/package';
import type { FixtureDesign } from '../fixture/design/model';

/**
 * What a net is to the tester: a supply (power injection) or its return. Named by the caller (the
 * server and the CLI read the net names with the test strategy's rail and ground readers, which core's
 * other rooms may not import); absent = a signal.
 */
export type NetRole = 'power' | 'ground';

/**
 * A tester resource a probe is wired to, when the interface mapping has assigned one (issue 27 item 1).
 * `channel` is the tester's own number or name for it (GenCAD `<tan>`, "Tester Assigned Number").
 */
export interface TesterChannel {
  channel: string;
}

/** Device kinds the tester formats describe with a value (the i3070 `board` classes Studio writes). */
export type DeviceKind = 'resistor' | 'capacitor' | 'inductor';

/**
 * A component's value as a value parser read it (SI units: Ω, F, H; tolerances in %). Studio does
 * not guess values: without a parsed value a device is written with its format's "unknown" form.
 */
export interface DeviceValue {
  kind: DeviceKind;
  /** Ω, F or H. */
  value: number;
  /** + and − tolerance (%), when the design says it; null = unknown. */
  plusTolerancePct: number | null;
  minusTolerancePct: number | null;
}

/**
 * Everything the tester writers read: the board, the fixture designed for the test config (its probes
 * are the selected test points), what the package is of, and what the caller knows beyond the board.
 * Plain data; the writers are pure.
 */
export interface TesterInput {
  board: Board;
  design: FixtureDesign;
  meta: PackageMeta;
  /** Net name (as the board model stores it) → role. */
  netRoles?: Readonly<Record<string, NetRole>>;
  /** Probe id (`P12`) → tester resource, when the interface mapping assigned one. */
  channels?: Readonly<Record<string, TesterChannel>>;
  /** Component reference → parsed value, for the components a value parser could read. */
  devices?: Readonly<Record<string, DeviceValue>>;
}

/** One written tester file: its text and the notes (unknown fields, renamed names) it carries. */
export interface TesterText {
  text: string;
  notes: string[];
}
