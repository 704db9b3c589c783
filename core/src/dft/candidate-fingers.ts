import type { TestPoint } from '../board/model';

/**
 * Fingers of the Test points list (issue 30 item 5). A finger is one physical contact spot a probe
 * lands on: the candidates of one component's pad number, on one copper side, on one net. A footprint
 * may draw a finger with several pads of the same number — an edge-connector finger of two pads, a
 * pad split in two, a castellation with its top land — and the list showed "J1.1" once per pad.
 *
 * - Same reference, same pad number, same side, same net → one finger, listed once.
 * - The same number on the other side (a card edge with contacts on both faces, a pad mirrored on
 *   the bottom) is another finger: another access side, probed from the other plate, so it stays a
 *   row of its own. A through-hole pad (`both`) is not merged with an SMD land of the same number.
 * - Pads of one number on different nets (a broken footprint) are not merged: nothing is hidden.
 * - Vias and pads without a reference or a number are fingers of their own.
 *
 * The candidates stay as they are in the board model and in saved configurations (a selection may
 * name any of them); only the list groups them.
 */
export interface CandidateFingers {
  /** For every candidate index, the index of its finger's first candidate (itself when alone). */
  leader: Int32Array;
  /** The candidates (board order) of each finger with more than one, by its leader. */
  members: Map<number, number[]>;
}

export function candidateFingers(points: readonly TestPoint[]): CandidateFingers {
  const leader = new Int32Array(points.length);
  const members = new Map<number, number[]>();
  const byKey = new Map<string, number>();
  for (let i = 0; i < points.length; i++) {
    const tp = points[i]!;
    leader[i] = i;
    if (tp.ref === null || !tp.pad) continue;
    const key = `${tp.ref}\u0000${tp.pad}\u0000${tp.side}\u0000${tp.net ?? ''}`;
    const first = byKey.get(key);
    if (first === undefined) {
      byKey.set(key, i);
      continue;
    }
    leader[i] = first;
    const list = members.get(first);
    if (list) list.push(i);
    else members.set(first, [first, i]);
  }
  return { leader, members };
}

/** The candidates of the finger `index` belongs to (board order). */
export function fingerMembers(fingers: CandidateFingers, index: number): readonly number[] {
  const lead = fingers.leader[index];
  if (lead === undefined) return [];
  return fingers.members.get(lead) ?? [index];
}

/**
 * The candidate a finger's row stands for: a selected one (the first), so the row shows the point the
 * configuration probes; else one not under solder mask; else the largest (the probe's target); else
 * the first in board order.
 */
export function fingerRepresentative(
  points: readonly TestPoint[],
  members: readonly number[],
  selected: { has(id: string): boolean },
): number {
  let best = members[0]!;
  for (const i of members) if (selected.has(points[i]!.id)) return i;
  for (const i of members) {
    const a = points[i]!;
    const b = points[best]!;
    if (a.covered !== b.covered ? !a.covered : a.sizeMm > b.sizeMm) best = i;
  }
  return best;
}
