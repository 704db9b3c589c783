import type { Board } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { featureName, featureNames } from './dft-format';

// The text report names its few locating holes by scanning the board (featureName) instead of building
// the map of every feature (featureNames); both must give the same name for every id, including ids
// that several kinds of feature share, pads and holes without a ref, and ids of nothing.
describe('featureName', () => {
  it('names every id as the map of all features does', () => {
    const board = {
      pads: [
        { id: 'p1', ref: 'R1', number: '1' },
        { id: 'shared', ref: 'R2', number: '2' },
        { id: 'p3', ref: null, number: '1' },
        { id: 'dup', ref: 'U1', number: '3' },
        { id: 'dup', ref: 'U1', number: '4' },
        { id: 'h2', ref: null, number: '1' },
      ],
      holes: [
        { id: 'h1', ref: 'H1' },
        { id: 'h2', ref: 'H2' },
        { id: 'h3', ref: null },
        { id: 'shared', ref: 'H9' },
        { id: 'c2', ref: 'H7' },
      ],
      components: [
        { id: 'c1', ref: 'R1' },
        { id: 'c2', ref: 'C2' },
        { id: 'c3', ref: '' },
        { id: 't1', ref: 'TP1' },
      ],
      testPoints: [
        { id: 't1', ref: 'TP1', pad: '1', net: 'A' },
        { id: 't2', ref: null, pad: null, net: 'B' },
        { id: 't3', ref: null, pad: null, net: null },
        { id: 'p3', ref: 'X', pad: '9', net: null },
      ],
    } as unknown as Board;
    const all = featureNames(board);
    const ids = [
      'p1',
      'shared',
      'p3',
      'dup',
      'h1',
      'h2',
      'h3',
      'c1',
      'c2',
      'c3',
      't1',
      't2',
      't3',
      'nothing',
    ];
    for (const id of ids) expect(featureName(board, id), id).toBe(all(id));
  });
});
