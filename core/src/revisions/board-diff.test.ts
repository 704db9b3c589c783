import { describe, expect, it } from 'vitest';
import type { Board, TestPoint } from '../board/model';
import { BoardBuilder } from '../testing/board-builder';
import { edit, revA } from '../testing/revision-pair';
import { diffBoards } from './board-diff';

const label = (t: TestPoint) => `${t.ref}.${t.pad}`;

describe('diffBoards pairing', () => {
  it('pairs test points through their pads whatever order and ids the lists have', () => {
    const a = revA();
    // Rev B lists its pads backwards (their ids no longer say their place) and names them anew.
    const b = edit(a, (x) => {
      x.pads.reverse();
      for (const p of x.pads) p.id = `pad ${p.ref}.${p.number}` as typeof p.id;
    });
    // And a board whose candidate list is not in its pads' order.
    const shuffled: Board = { ...b, testPoints: [...b.testPoints].reverse() };
    for (const rev of [b, shuffled]) {
      const { diff, pairing } = diffBoards(a, rev);
      expect(diff.pads).toMatchObject({ unchanged: a.pads.length, changed: [], added: [], removed: [] });
      expect(diff.testPoints).toMatchObject({ unchanged: a.testPoints.length, changed: [], added: [] });
      const byId = new Map(rev.testPoints.map((t) => [t.id as string, t]));
      for (const t of a.testPoints) {
        const pair = pairing.testPoints.get(t.id);
        expect(pair && label(byId.get(pair.id)!)).toBe(label(t));
      }
      expect(pairing.testPoints.get('T99')).toBeUndefined();
      expect(pairing.components.get(a.components[0]!.id)?.id).toBe(rev.components[0]!.id);
    }
  });

  it('pairs pads by the name `ref.number` even when a dot in a ref makes two splits of it', () => {
    const board = (ref: string, number: string, x: number): Board =>
      new BoardBuilder()
        .outline(0, 0, 40, 20)
        .component({ ref, x, y: 5, side: 'top' })
        .pad({ ref, number, x, y: 5, net: 'N1' })
        .build();
    // U1 pin "2.3" and U1.2 pin "3" are both "U1.2.3": the same pad, renamed, 20 mm away.
    const { diff } = diffBoards(board('U1', '2.3', 5), board('U1.2', '3', 25));
    expect(diff.pads.changed).toEqual([
      expect.objectContaining({
        movedMm: 20,
        changes: ['name'],
        a: expect.objectContaining({ label: 'U1.2.3' }),
      }),
    ]);
    expect(diff.pads).toMatchObject({ added: [], removed: [] });
  });

  it('boxes a part without a body by its pads, one without a ref too', () => {
    const a = new BoardBuilder()
      .outline(0, 0, 40, 20)
      .component({ ref: 'J1', x: 10, y: 10, side: 'top' })
      .pad({ ref: 'J1', number: '1', x: 9, y: 10, w: 1, h: 1 })
      .pad({ ref: 'J1', number: '2', x: 11, y: 10, w: 1, h: 2 })
      .component({ ref: '', x: 30, y: 10, side: 'top' })
      .pad({ ref: '', number: '1', x: 30, y: 10, w: 2, h: 2 })
      .build();
    const { diff } = diffBoards(
      a,
      edit(a, (x) => {
        x.components = [];
      }),
    );
    expect(diff.components.removed.map((c) => [c.ref, c.box])).toEqual([
      ['J1', { minX: 8.5, minY: 9, maxX: 12, maxY: 11 }],
      ['', { minX: 29, minY: 9, maxX: 31, maxY: 11 }],
    ]);
  });
});
