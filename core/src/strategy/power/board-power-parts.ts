import { type BoardIndex, isConnection, netsOf } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import type { FeedbackDivider } from './feedback';
import { matchPowerPart, type PowerPartMatch } from './match-part';
import { isSwitchKind, type PowerPartFamily, type PowerPartKind } from './power-parts';
import { type PowerPins, pinsFromTable, switchNode } from './regulator-pins';

/** A power part placed on the board, its pins as far as they are known so far. */
export interface BoardPowerPart {
  ref: string;
  value: string;
  kind: PowerPartKind;
  match: PowerPartMatch;
  /** Its non-ground, connected nets. */
  nets: string[];
  /** The pins as the table gives them (checked against the board), or null. */
  table: PowerPins | null;
  /** Why the table's pinout was not used. */
  tableNote: string | null;
  vin: string | null;
  vout: string | null;
  sw: string | null;
  fb: { net: string; pin: 'FB' | 'ADJ' } | null;
  enables: string[];
  /** The inductor on the switch node (a switcher's own, not a filter). */
  inductor: string | null;
  feedback: FeedbackDivider | null;
  /** How the output was found ('table' pin, the inductor of a switcher, a rail name …). */
  outputHow: string;
}

/**
 * The board's power parts (matchPowerPart): regulators and power switches with their table pins, and
 * the inductors that belong to a switcher's switch node (those are not filters: a rail does not pass
 * through them). Do-not-populate parts are left out.
 */
export function findBoardPowerParts(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  grounds: Set<string>,
  userParts: readonly PowerPartFamily[],
): { parts: BoardPowerPart[]; switcherInductors: Set<string> } {
  const parts: BoardPowerPart[] = [];
  const switcherInductors = new Set<string>();
  for (const c of index.board.components) {
    if (c.dnp) continue;
    const match = matchPowerPart(c, userParts);
    if (!match) continue;
    const nets = netsOf(index, c.ref).filter((n) => !grounds.has(n) && isConnection(index, n));
    if (nets.length === 0) continue;
    const table = pinsFromTable(index, c.ref, match, grounds);
    const pins = table && 'from' in table ? table : null;
    const part: BoardPowerPart = {
      ref: c.ref,
      value: c.value,
      kind: match.family.kind,
      match,
      nets,
      table: pins,
      tableNote: table && 'rejected' in table ? table.rejected : null,
      vin: pins?.vin ?? null,
      vout: pins?.vout ?? null,
      sw: pins?.sw ?? null,
      fb: pins?.fb ?? null,
      enables: pins?.enables ?? [],
      inductor: null,
      feedback: null,
      outputHow: pins?.vout ? 'its output pin' : '',
    };
    if (!isSwitchKind(part.kind) && part.kind !== 'linear' && part.kind !== 'inverter') {
      const node = switchNode(index, roles, c.ref, nets, part.vin, part.sw, grounds);
      if (node) {
        part.sw = node.sw;
        part.inductor = node.inductor;
        switcherInductors.add(node.inductor);
        // The inductor tells a buck's output, and a boost's input, before the power reaches them.
        if (part.kind === 'buck' && !part.vout && node.far !== part.vin) {
          part.vout = node.far;
          part.outputHow = `the far side of ${node.inductor} on its switch node (a buck)`;
        } else if (part.kind === 'boost' && !part.vin && node.diodeOut) {
          part.vin = node.far;
          part.vout ??= node.diodeOut;
          part.outputHow ||= `past the diode on its switch node (a boost: ${node.inductor} from the input)`;
        }
      }
    }
    parts.push(part);
  }
  return { parts, switcherInductors };
}

export const isRegulatorPart = (p: BoardPowerPart) => !isSwitchKind(p.kind);
