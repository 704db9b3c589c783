import type { Board } from '../board/model';
import { groundReason, readRailName } from './rail-names';

/**
 * The supply nets of a board by their names (the rail and ground readers of the strategy): `power` for
 * a rail (`+5V`, `3V3`, `VBUS`, `VCC`…), `ground` for a return (`GND`, `AGND`, `VSS`…). The tester
 * files (core/src/tester, decision 0060) put probes on these nets under GenCAD's POWERPINS.
 */
export function supplyNetRoles(board: Board): Record<string, 'power' | 'ground'> {
  const out: Record<string, 'power' | 'ground'> = {};
  const names = new Set([
    ...board.nets.map((n) => n.name),
    ...board.pads.flatMap((p) => (p.net ? [p.net] : [])),
  ]);
  for (const name of names) {
    if (!name) continue;
    if (groundReason(name)) out[name] = 'ground';
    else if (readRailName(name)?.kind === 'rail') out[name] = 'power';
  }
  return out;
}
