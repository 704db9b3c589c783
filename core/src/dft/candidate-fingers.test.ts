import { describe, expect, it } from 'vitest';
import { candidateName } from '../board/test-points';
import { BoardBuilder } from '../testing/board-builder';
import { candidateFingers, fingerMembers, fingerRepresentative } from './candidate-fingers';
import { filterFingers, NO_FILTER } from './candidate-filter';

// J1: an edge connector. Finger 1 is drawn as two top pads (a long contact and a small land, one
// number, one net); the bottom face carries a contact numbered 1 too. Finger 2 is one pad. U1 has two
// pads numbered 5 on different nets (a broken footprint): not merged.
const board = new BoardBuilder()
  .pad({ ref: 'J1', x: 10, y: 2, number: '1', net: 'D0', w: 0.6, h: 0.6 })
  .pad({ ref: 'J1', x: 10, y: 4, number: '1', net: 'D0', w: 1, h: 3 })
  .pad({ ref: 'J1', x: 10, y: 3, number: '1', net: 'D0', w: 1, h: 3, side: 'bottom' })
  .pad({ ref: 'J1', x: 12, y: 3, number: '2', net: 'D1', w: 1, h: 3 })
  .pad({ ref: 'U1', x: 20, y: 5, number: '5', net: 'A' })
  .pad({ ref: 'U1', x: 21, y: 5, number: '5', net: 'B' })
  .via(30, 5, { net: 'A' })
  .build();
const points = board.testPoints;
const none = new Set<string>();
const rows = (selected: Set<string> = none, filter = NO_FILTER) =>
  filterFingers(points, candidateFingers(points), filter, selected, none);
const label = (i: number) =>
  `${candidateName(points[i]!)} ${points[i]!.side} (${points[i]!.x},${points[i]!.y})`;

describe('candidate fingers', () => {
  it('lists a finger drawn with two pads once, at its larger pad; the other side stays its own row', () => {
    expect(points).toHaveLength(7);
    expect(rows().map(label)).toEqual([
      'J1.1 top (10,4)',
      'J1.1 bottom (10,3)',
      'J1.2 top (12,3)',
      'U1.5 top (20,5)',
      'U1.5 top (21,5)',
      `via ${points[6]!.id} both (30,5)`,
    ]);
  });

  it('groups by reference, number, side and net, and knows each finger’s candidates', () => {
    const fingers = candidateFingers(points);
    expect(fingerMembers(fingers, 1)).toEqual([0, 1]);
    expect(fingerMembers(fingers, 0)).toEqual([0, 1]);
    expect(fingerMembers(fingers, 2)).toEqual([2]);
    expect([...fingers.members.keys()]).toEqual([0]);
  });

  it('a selected pad is the row (the selection shows, and filters see the finger selected)', () => {
    const small = new Set([points[0]!.id]);
    expect(fingerRepresentative(points, [0, 1], small)).toBe(0);
    expect(rows(small).map(label)[0]).toBe('J1.1 top (10,2)');
    const selectedOnly = rows(small, { ...NO_FILTER, selection: 'selected' });
    expect(selectedOnly).toEqual([0]);
    const unselected = rows(small, { ...NO_FILTER, selection: 'unselected', query: 'J1.1' });
    expect(unselected.map(label)).toEqual(['J1.1 bottom (10,3)']);
  });

  it('prefers a pad not under solder mask', () => {
    const masked = new BoardBuilder()
      .pad({ ref: 'J2', x: 1, y: 1, number: '1', net: 'X', w: 2, h: 2, mask: 'covered' })
      .pad({ ref: 'J2', x: 1, y: 3, number: '1', net: 'X', w: 1, h: 1 })
      .build().testPoints;
    expect(fingerRepresentative(masked, [0, 1], none)).toBe(1);
  });
});
