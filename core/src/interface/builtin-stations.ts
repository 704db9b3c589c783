import { BUILTIN_PREFIX, type StationChannel, type StationProfile } from './station-profile';

/**
 * The station profiles Studio ships, available to every company (read-only; a company copies one to
 * change it). Figures are Studio's choices for a typical station, written in docs/interface-board.md.
 */

/** Id of the generic N-pin interface: the default when a test configuration names no station. */
export const GENERIC_STATION_ID = `${BUILTIN_PREFIX}generic`;
export const PYTEST_STATION_ID = `${BUILTIN_PREFIX}pytest`;

/**
 * A generic N-pin interface: 50-pin connectors (the seed catalog's D-sub 50 interface connector), as
 * many as the probes need, every pin a relay-matrix channel — the tester behind it decides what each
 * pin does. Contact rating 3 A: Studio's conservative figure for standard D-sub contacts.
 */
export const GENERIC_STATION: StationProfile = {
  id: GENERIC_STATION_ID,
  name: 'Generic N-pin interface',
  description:
    'Connectors of 50 pins (D-sub 50), as many as the probes need; every pin is a matrix channel of the tester behind it.',
  connectors: [],
  channels: [],
  growth: {
    pinsPerConnector: 50,
    description: 'D-sub 50, female',
    pinCurrentA: 3,
    maxVoltageV: null,
    maxCurrentA: null,
  },
};

const range = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

function channel(
  id: string,
  instrument: string,
  kind: StationChannel['kind'],
  role: StationChannel['role'],
  connector: string,
  pin: string,
  maxVoltageV: number | null,
  maxCurrentA: number | null,
  signal: string | null = null,
): StationChannel {
  return { id, instrument, kind, role, signal, connector, pin, maxVoltageV, maxCurrentA };
}

function supply(name: string, first: number, volts: number, amps: number): StationChannel[] {
  const pin = (k: number) => String(first + k);
  return [
    channel(`${name}.F+`, name, 'power-supply', 'force', 'PWR', pin(0), volts, amps),
    channel(`${name}.S+`, name, 'power-supply', 'sense', 'PWR', pin(1), volts, 0.01),
    channel(`${name}.F-`, name, 'power-supply', 'return-force', 'PWR', pin(2), volts, amps),
    channel(`${name}.S-`, name, 'power-supply', 'return-sense', 'PWR', pin(3), volts, 0.01),
  ];
}

/** The Cortex Debug 10-pin header's signals by pin (pins 3, 5, 9 are ground, 7 is the key). */
const DEBUG_PINS: [string, string][] = [
  ['1', 'VTREF'],
  ['2', 'SWDIO'],
  ['4', 'SWCLK'],
  ['6', 'SWO'],
  ['8', 'TDI'],
  ['10', 'NRST'],
];

/**
 * The station the strategy's pytest export simulates (`instruments.py`'s `SimulatedStation`):
 * `power_on` drives a supply (PSU1 30 V / 3 A, PSU2 6 V / 5 A, force and sense), `resistance`,
 * `voltage`, `current` and `frequency` are the DMM reaching any probe through a 48-row relay matrix
 * (60 V, 0.5 A per relay), and `check` uses 16 digital I/O lines (5.5 V, 24 mA) and an SWD/JTAG
 * programmer on a Cortex Debug 10-pin connector.
 */
export const PYTEST_STATION: StationProfile = {
  id: PYTEST_STATION_ID,
  name: 'Pytest station (simulated instruments)',
  description:
    'The station of the exported pytest project: two power supplies with remote sense, a DMM behind a 48-row relay matrix, 16 digital I/O lines and an SWD/JTAG programmer.',
  connectors: [
    { name: 'PWR', description: 'Power, 8 contacts', pins: range(8), pinCurrentA: 5 },
    { name: 'SIG', description: 'Signals, 2 × 32 contacts', pins: range(64), pinCurrentA: 1 },
    {
      name: 'PROG',
      description: 'Cortex Debug 10-pin (1.27 mm)',
      pins: range(10),
      pinCurrentA: 0.5,
    },
  ],
  channels: [
    ...supply('PSU1', 1, 30, 3),
    ...supply('PSU2', 5, 6, 5),
    ...range(48).map((n) => channel(`MUX.${n}`, 'MUX', 'relay', 'switch', 'SIG', n, 60, 0.5)),
    ...range(16).map((n) =>
      channel(`DIO.${n}`, 'DIO', 'digital-io', 'io', 'SIG', String(48 + Number(n)), 5.5, 0.024),
    ),
    ...DEBUG_PINS.map(([pin, signal]) =>
      channel(`PROG.${signal}`, 'PROG', 'programmer', 'signal', 'PROG', pin, 5.5, 0.05, signal),
    ),
  ],
  growth: null,
};

/** The shipped profiles, in the order the settings screen lists them. */
export const BUILTIN_STATIONS: readonly StationProfile[] = [GENERIC_STATION, PYTEST_STATION];

/** A shipped profile by id, or undefined. */
export const builtinStation = (id: string): StationProfile | undefined =>
  BUILTIN_STATIONS.find((s) => s.id === id);
