/**
 * A station profile (PRODUCT.md §12, issue 27): the tester a fixture plugs into, as the company keeps it
 * in Studio — its interface connectors with their pin names and the instrument channels behind those
 * pins, with their kinds and limits. Plain JSON; volts and amperes.
 *
 * One channel is one terminal of one instrument landing on one connector pin: a power supply is
 * several channels (force, sense, return force, return sense), a relay matrix is one channel per
 * row. The fixture wires each probe to the pin of the channel it is given.
 */

/** What an instrument channel is. A DMM measures voltage, current, resistance and frequency. */
export const CHANNEL_KINDS = ['power-supply', 'dmm', 'digital-io', 'programmer', 'relay'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * What a channel's terminal does:
 * - `force` / `sense`: a power supply's output and its remote-sense (Kelvin) input;
 * - `return-force` / `return-sense`: the supply's return (the board's ground) and its sense;
 * - `hi` / `lo`: a DMM's inputs;
 * - `io`: a digital I/O line;
 * - `signal`: a programmer's signal, named by `StationChannel.signal` (SWDIO, TCK, …);
 * - `switch`: a relay-matrix row: any instrument of the station reaches the pin through the matrix.
 */
export const CHANNEL_ROLES = [
  'force',
  'sense',
  'return-force',
  'return-sense',
  'hi',
  'lo',
  'io',
  'signal',
  'switch',
] as const;
export type ChannelRole = (typeof CHANNEL_ROLES)[number];

/** The roles each kind of channel may have (a profile with another pairing is refused). */
export const ROLES_OF_KIND: Record<ChannelKind, readonly ChannelRole[]> = {
  'power-supply': ['force', 'sense', 'return-force', 'return-sense'],
  dmm: ['hi', 'lo'],
  'digital-io': ['io'],
  programmer: ['signal'],
  relay: ['switch'],
};

/** One interface connector of the station: the fixture's connector mates with it pin for pin. */
export interface StationConnector {
  /** Unique in the profile ("SIG", "PWR", "IF1"). */
  name: string;
  /** What it is ("D-sub 50, female"): shown in the wiring list and on the interface board. */
  description: string;
  /** Pin names in the connector's own order ("1" … "50", "A1" … "C32"). */
  pins: string[];
  /** Rated current of one contact (A); null = not stated. */
  pinCurrentA: number | null;
}

/** One terminal of one instrument on one connector pin. */
export interface StationChannel {
  /** Unique in the profile ("PSU1.F+", "MUX.12"). */
  id: string;
  /** The instrument it belongs to ("PSU1", "DMM", "MUX"): the channels of one supply share it. */
  instrument: string;
  kind: ChannelKind;
  role: ChannelRole;
  /** For a programmer: the signal it drives or reads ("SWDIO", "SWCLK", "NRST", "TCK", …); else null. */
  signal: string | null;
  connector: string;
  pin: string;
  /** Largest voltage the channel takes or sources (V, magnitude); null = not stated. */
  maxVoltageV: number | null;
  /** Largest current through the channel (A); null = not stated. */
  maxCurrentA: number | null;
}

/**
 * A profile that grows: as many generic connectors as the probes need are added after its own, each
 * `<prefix><n>` with pins "1" … `pinsPerConnector`, one relay-matrix channel per pin (the generic
 * "N-pin interface" a tester with a full matrix presents).
 */
export interface StationGrowth {
  pinsPerConnector: number;
  description: string;
  pinCurrentA: number | null;
  maxVoltageV: number | null;
  maxCurrentA: number | null;
}

export interface StationProfile {
  /** `builtin:<name>` for the profiles Studio ships, else the stored profile's id. */
  id: string;
  name: string;
  description: string;
  connectors: StationConnector[];
  channels: StationChannel[];
  /** Null for a station of fixed size. */
  growth: StationGrowth | null;
}

/** Ids of the shipped profiles start with this; a stored profile's id never does. */
export const BUILTIN_PREFIX = 'builtin:';

/** Whether a profile is one Studio ships (read-only, available to every company). */
export const isBuiltinStation = (id: string): boolean => id.startsWith(BUILTIN_PREFIX);
