import type { NetRole, ProbeFunction, WireColour } from './model';

/**
 * Fixture wire sizing (docs/interface-board.md "Wires"). Diameters follow the AWG definition (ASTM
 * B258: d = 0.127 mm × 92^((36 − n) / 39)); resistance is annealed copper at 20 °C (IEC 60028,
 * 1/58 Ω·mm²/m). The current a gauge is given is Studio's choice: at most `CURRENT_DENSITY_A_PER_MM2`
 * through its copper, a conservative figure for wires bundled in a closed fixture (it also keeps the
 * drop small: 30 AWG at its 0.2 A drops 68 mV per metre).
 */

/** The gauges a fixture is wired with, thinnest first: 30 AWG is the usual receptacle wire. */
export const FIXTURE_GAUGES = [30, 28, 26, 24, 22, 20, 18, 16] as const;

/** Design current density of fixture wiring (A/mm²), Studio's choice (see above). */
export const CURRENT_DENSITY_A_PER_MM2 = 4;

/** Resistivity of annealed copper at 20 °C (Ω·mm²/m), IEC 60028. */
const COPPER_OHM_MM2_PER_M = 1 / 58;

/** Conductor diameter of an AWG size (mm), ASTM B258. */
export const awgDiameterMm = (awg: number): number => 0.127 * 92 ** ((36 - awg) / 39);

/** Conductor cross-section of an AWG size (mm²). */
export const awgAreaMm2 = (awg: number): number => (Math.PI * awgDiameterMm(awg) ** 2) / 4;

/** The current a gauge is given in a fixture (A). */
export const awgCurrentA = (awg: number): number => awgAreaMm2(awg) * CURRENT_DENSITY_A_PER_MM2;

/** Resistance of a length of wire (Ω at 20 °C). */
export const wireResistanceOhm = (awg: number, lengthMm: number): number =>
  (COPPER_OHM_MM2_PER_M * (lengthMm / 1000)) / awgAreaMm2(awg);

/** The thinnest fixture gauge that carries `currentA`; the heaviest one when none does. */
export function gaugeForCurrent(currentA: number): number {
  for (const awg of FIXTURE_GAUGES) if (awgCurrentA(awg) >= currentA) return awg;
  return FIXTURE_GAUGES[FIXTURE_GAUGES.length - 1]!;
}

/**
 * The heaviest wire a receptacle's wire-wrap post takes (Studio's choice from the post sizes INGUN
 * publishes: 0.64 mm square posts, 0.3 mm on 1.27 mm-grid receptacles; standard wrapping bits for
 * 0.64 mm posts take 30–26 AWG). Solder cups and crimped wires have no such limit here.
 */
export function heaviestWrapAwg(probeClass: string): number {
  return probeClass === 'P50' || probeClass === 'P39' ? 30 : 26;
}

/**
 * Wire colours by what the wire carries (IEC 60757 codes), Studio's convention: supply force red,
 * supply sense orange, ground force black, ground sense brown, programming violet, digital green,
 * measured rails yellow, matrix signals blue.
 */
export function wireColour(role: NetRole, fn: ProbeFunction): WireColour {
  if (role === 'supply') return fn === 'sense' ? 'OG' : 'RD';
  if (role === 'ground') return fn === 'sense' ? 'BN' : 'BK';
  if (role === 'programming') return 'VT';
  if (role === 'digital') return 'GN';
  if (role === 'rail') return 'YE';
  return 'BU';
}

/** Colour names for people (the CSV and the screen show both). */
export const COLOUR_NAMES: Record<WireColour, string> = {
  RD: 'red',
  OG: 'orange',
  BK: 'black',
  BN: 'brown',
  VT: 'violet',
  GN: 'green',
  BU: 'blue',
  WH: 'white',
  YE: 'yellow',
  GY: 'grey',
};
