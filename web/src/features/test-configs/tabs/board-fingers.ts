import { type Board, type CandidateFingers, candidateFingers, fingerMembers } from '@studio/core';

export interface BoardFingers {
  fingers: CandidateFingers;
  /** A candidate's index by its id. */
  indexOf: ReadonlyMap<string, number>;
  /** The ids of the finger a candidate belongs to (itself alone for most). */
  idsOf(id: string): string[];
}

const cache = new WeakMap<Board['testPoints'], BoardFingers>();

/**
 * The fingers of a board's candidates (core candidateFingers: one row per contact spot), worked out
 * once per board for both the Test points list and the board's click-to-select.
 */
export function boardFingers(board: Pick<Board, 'testPoints'>): BoardFingers {
  const points = board.testPoints;
  const known = cache.get(points);
  if (known) return known;
  const fingers = candidateFingers(points);
  const indexOf = new Map<string, number>(points.map((t, i) => [t.id, i]));
  const made: BoardFingers = {
    fingers,
    indexOf,
    idsOf(id) {
      const at = indexOf.get(id);
      return at === undefined ? [id] : fingerMembers(fingers, at).map((i) => points[i]!.id);
    },
  };
  cache.set(points, made);
  return made;
}
