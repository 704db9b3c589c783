import type { Board } from './model';
import { testPointNetIndex } from './net-index';

/**
 * KiCad 6+ names the net of a pin that no wire reaches `unconnected-(U1-Pad3)`: it connects nothing,
 * whatever the board says.
 */
const KICAD_UNCONNECTED = /^unconnected-\(/i;

/** True when KiCad's name says the net is a pin that nothing connects to. */
export function isUnconnectedNetName(name: string): boolean {
  return KICAD_UNCONNECTED.test(name);
}

/**
 * Whether a net connects anything a probe could test (issue 25): two pads or more (vias do not count:
 * they only carry the net) and not a KiCad `unconnected-(…)` net. A single-pad net is a pin that
 * nothing else touches — probing it tests nothing. The one rule for DFT coverage, the proposal, the
 * test strategy and the DUT page.
 */
export function isConnectionNet(name: string, pads: number): boolean {
  return pads >= 2 && !isUnconnectedNetName(name);
}

interface Entry {
  nets: Board['nets'];
  testPoints: Board['testPoints'];
  flags: Uint8Array;
}
const known = new WeakMap<Pick<Board, 'nets' | 'testPoints'>, Entry>();

/**
 * Whether the board lists every pad of its nets, so that a net with one pad truly connects nothing.
 * A board read only from a test-point CSV does not: it lists the probe points, one per net as often as
 * not, and says nothing of the pads between them — there every named net counts.
 */
export function knowsEveryPad(board: Pick<Board, 'sources'>): boolean {
  return board.sources.length === 0 || board.sources.some((s) => s.format !== 'testpoint-csv');
}

/**
 * Per net (index in `board.nets`): 1 when the net is a connection (`isConnectionNet`), 0 when it has a
 * single pad or is a KiCad unconnected net. Pads are counted from the test-point candidates (every pad
 * on a net is one, vias are not), once per board. On a board that does not list every pad
 * (`knowsEveryPad`), only KiCad's unconnected names are set apart.
 */
export function connectionNets(board: Board): Uint8Array {
  const entry = known.get(board);
  if (entry && entry.nets === board.nets && entry.testPoints === board.testPoints) return entry.flags;
  const index = testPointNetIndex(board);
  const pads = new Uint32Array(board.nets.length);
  for (let i = 0; i < board.testPoints.length; i++) {
    const n = index[i]!;
    if (n >= 0 && board.testPoints[i]!.pad !== null) pads[n]!++;
  }
  const flags = new Uint8Array(board.nets.length);
  const every = knowsEveryPad(board);
  for (let n = 0; n < flags.length; n++) {
    const name = board.nets[n]!.name;
    flags[n] = (every ? isConnectionNet(name, pads[n]!) : !isUnconnectedNetName(name)) ? 1 : 0;
  }
  known.set(board, { nets: board.nets, testPoints: board.testPoints, flags });
  return flags;
}

/** How many of the board's nets are connections, and how many are counted apart (single pad / unconnected). */
export function countConnectionNets(board: Board): { connections: number; singlePad: number } {
  const flags = connectionNets(board);
  let connections = 0;
  for (let n = 0; n < flags.length; n++) connections += flags[n]!;
  return { connections, singlePad: flags.length - connections };
}
