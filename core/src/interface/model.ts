import type { Point, Side } from '../board/model';
import type { ProbeClass } from '../probing/probe-catalog';
import type { ChannelKind, ChannelRole, StationProfile } from './station-profile';

/**
 * The interface mapping (issue 27 item 1): every probe → receptacle → wire (gauge, colour, length) →
 * interface connector pin → a tester channel of a station profile. Plain JSON; mm, V, A, Ω; positions
 * in the board frame (mm, top view, +Y up; decision 0002).
 */

/** What the test plan needs of a net (from the test strategy's rails, grounds, ports and buses). */
export type NetRole =
  /** the fixture powers the board through it: force probes sized by current, plus a sense probe */
  | 'supply'
  /** the supplies' return: force probes sized by the supplies' current, plus a sense probe */
  | 'ground'
  /** a rail the board makes itself: measured (a DMM through the matrix), never forced */
  | 'rail'
  /** a programming / debug port signal (`signal` names it: SWDIO, TCK, …) */
  | 'programming'
  /** a digital signal the plan drives or reads (bus, LED, button) */
  | 'digital'
  /** anything else: reached through the matrix */
  | 'analog';

export const NET_ROLES: readonly NetRole[] = ['supply', 'ground', 'rail', 'programming', 'digital', 'analog'];

export interface NetDemand {
  net: string;
  role: NetRole;
  /** Nominal voltage (V; negative for negative rails); null = unknown. */
  voltageV: number | null;
  /**
   * Current the fixture carries on the net (A): a supply's current limit, the ground's return current.
   * Null = unknown (a ground without its own figure carries the sum of the supplies').
   */
  currentA: number | null;
  /** For programming nets: the port signal ("SWDIO", "TCK", "NRST", …); else null. */
  signal: string | null;
}

/** A probe as the interface sees it (a `DesignedProbe` is one). */
export interface InterfaceProbe {
  /** Probe id (`P12`, or the fixture naming's prefix). */
  id: string;
  testPointId: string;
  /** `ref.pad` of the test point. */
  label: string;
  net: string | null;
  side: Side;
  x: number;
  y: number;
  probeClass: ProbeClass;
  receptaclePart: string | null;
  /** Continuous current rating of the fitted probe (A). */
  currentRatingA: number;
}

/** The engineer's choice for one probe, kept with the test-config version (decision 0061). */
export interface ChannelOverride {
  /** The probed test point (stable while the selection changes; probe ids are renumbered). */
  testPointId: string;
  /** The station channel it is wired to; null = leave it unwired. */
  channelId: string | null;
}

/** What the engineer says of a net, over what the plan derived (e.g. the supply current). */
export interface NetOverride {
  net: string;
  role: NetRole;
  voltageV: number | null;
  currentA: number | null;
}

/** The interface settings of a test configuration (stored with each version; decision 0061). */
export interface InterfaceSettings {
  /** The station profile chosen (a stored profile's id or `builtin:…`). */
  stationId: string;
  /** The chosen profile as it was when chosen, so a version reproduces its package; null = look it up. */
  station: StationProfile | null;
  overrides: ChannelOverride[];
  nets: NetOverride[];
}

/** What a probe does on its net. */
export type ProbeFunction = 'force' | 'sense' | 'signal';

/** IEC 60757 colour codes used for fixture wires. */
export type WireColour = 'RD' | 'OG' | 'BK' | 'BN' | 'VT' | 'GN' | 'BU' | 'WH' | 'YE' | 'GY';

/** One wire from a receptacle's tail to an interface connector pin. */
export interface Wire {
  /** American Wire Gauge. */
  awg: number;
  colour: WireColour;
  /** Cut length (mm), slack included, rounded up to 5 mm. */
  lengthMm: number;
  /** The current it is sized for (A): the probe's share of its net's current; 0 for signals. */
  currentA: number;
  /** Its resistance at 20 °C (Ω). */
  resistanceOhm: number;
}

/** One row of the mapping: one probe. */
export interface InterfaceRow {
  probe: string;
  testPointId: string;
  label: string;
  net: string | null;
  side: Side;
  /** Where the probe is (board frame, mm): the receptacle's tail is below it. */
  x: number;
  y: number;
  receptaclePart: string | null;
  role: NetRole;
  function: ProbeFunction;
  /** The station channel, or null when none could be given (a finding says why). */
  channel: {
    id: string;
    instrument: string;
    kind: ChannelKind;
    role: ChannelRole;
    signal: string | null;
  } | null;
  /** The fixture's interface connector (reference, as on the interface board) and the station's name for it. */
  connector: string | null;
  stationConnector: string | null;
  pin: string | null;
  /** The wire to its pin; null when the probe has no channel. */
  wire: Wire | null;
  /** The channel came from the engineer's override. */
  overridden: boolean;
}

/** One interface connector the fixture carries, where it sits (board frame, mm) and its pins' places. */
export interface PlacedConnector {
  /** The fixture's reference (`IF1`, …: never a board reference; decision 0061). */
  ref: string;
  /** The station's name of the connector it mates with. */
  stationConnector: string;
  description: string;
  pins: string[];
  /** Centre of the connector and the place of each pin, in pin order (board frame, mm). */
  at: Point;
  pinsAt: Point[];
  /** Rotation of the connector's row of pins (degrees CCW from +X, board frame). */
  rotationDeg: number;
}

/** A conflict or a limit the mapping breaks: data with a stable code, the measured value and the limit. */
export interface InterfaceFinding {
  code: InterfaceFindingCode;
  severity: 'warning' | 'fail';
  message: string;
  measured: number | null;
  limit: number | null;
  unit: 'V' | 'A' | 'probes' | 'channels' | 'AWG' | null;
  net: string | null;
  probes: string[];
  channel: string | null;
}

export const INTERFACE_FINDING_CODES = [
  /** more probes than free channels of the roles they need */
  'interface.channels-exhausted',
  /** a supply or ground net has too few probes for its current (force) or none left for sensing */
  'interface.supply-probes',
  /** a supply or ground net has no sense probe: the supply regulates at the connector, not the board */
  'interface.sense-missing',
  /** no power-supply channel takes the net's voltage and current: it goes to a matrix channel */
  'interface.no-supply',
  /** a channel's voltage limit is below the net's */
  'interface.channel-voltage',
  /** a channel's current limit is below what it carries */
  'interface.channel-current',
  /** a connector contact's current rating is below what it carries */
  'interface.pin-current',
  /** a probe's current rating is below its share of the net's current */
  'interface.probe-current',
  /** an override names a channel the station does not have, or one already taken */
  'interface.override-invalid',
  /** an override gives a probe a channel whose kind does not suit its net */
  'interface.override-kind',
  /** a wire heavier than the receptacle's wire-wrap post takes */
  'interface.wire-termination',
] as const;
export type InterfaceFindingCode = (typeof INTERFACE_FINDING_CODES)[number];

/** Total wire per gauge and colour (for the BOM and the cutting list). */
export interface WireTotal {
  awg: number;
  colour: WireColour;
  count: number;
  lengthMm: number;
}

export interface InterfaceMapping {
  station: { id: string; name: string };
  /** The prefixes of the fixture's names (decision 0061). */
  names: { probe: string; connector: string };
  rows: InterfaceRow[];
  connectors: PlacedConnector[];
  wires: WireTotal[];
  findings: InterfaceFinding[];
}
