import { describe, expect, it } from 'vitest';
import { featureInfo } from './feature-info';
import { buildIdIndex } from './scene/feature-record';
import { makePad, makeTestBoard } from '@studio/core/testing';

describe('feature details from the model', () => {
  it('lists a component’s pads with their nets, in pad-number order, once each', () => {
    const board = makeTestBoard();
    // U1 gets pins 10 and 2 (out of order) and a second copy of pin 1 (an SMD pad over a hole).
    board.pads.push(
      makePad(90, { ref: 'U1', number: '10', x: 31, y: 31, net: 'D' }),
      makePad(91, { ref: 'U1', number: '2', x: 32, y: 31, net: null }),
      makePad(92, { ref: 'U1', number: '1', x: 30, y: 30, net: 'C' }),
    );
    const ids = buildIdIndex(board);
    const u1 = board.components.find((c) => c.ref === 'U1')!;
    const info = featureInfo(board, ids.get(u1.id)!, 'mm', new Map())!;
    expect(info.kind).toBe('component');
    expect(info.pads).toEqual([
      { number: '1', net: 'C' },
      { number: '2', net: 'C' },
      { number: '2', net: null },
      { number: '10', net: 'D' },
    ]);
    const pad = featureInfo(board, ids.get(board.pads[0]!.id)!, 'mm', new Map())!;
    expect(pad.pads).toBeNull();
  });
});
