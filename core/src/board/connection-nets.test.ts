import { describe, expect, it } from 'vitest';
import { BoardBuilder } from '../testing/board-builder';
import {
  connectionNets,
  countConnectionNets,
  isConnectionNet,
  isUnconnectedNetName,
} from './connection-nets';

/** Which nets count for coverage and the proposal (issue 25, decision 0054). */
describe('connection nets', () => {
  const board = () =>
    new BoardBuilder()
      .outline(0, 0, 40, 30)
      .pad({ ref: 'R1', number: '1', x: 5, y: 5, net: 'A' })
      .pad({ ref: 'R1', number: '2', x: 7, y: 5, net: 'B' })
      .pad({ ref: 'U1', number: '1', x: 20, y: 5, net: 'A' })
      // B has one pad and a via: the via carries the net, it connects nothing more.
      .via(10, 10, { net: 'B' })
      .pad({ ref: 'U1', number: '3', x: 22, y: 5, net: 'unconnected-(U1-Pad3)' })
      .pad({ ref: 'J1', number: '1', x: 30, y: 5, net: 'unconnected-(J1-Pad1)' })
      .pad({ ref: 'J1', number: '1', x: 32, y: 5, net: 'unconnected-(J1-Pad1)' })
      .build();

  it('a net connects two pads or more and is not KiCad’s unconnected-(…)', () => {
    expect(isConnectionNet('A', 2)).toBe(true);
    expect(isConnectionNet('B', 1)).toBe(false);
    expect(isConnectionNet('unconnected-(J1-Pad1)', 2)).toBe(false);
    expect(isUnconnectedNetName('Unconnected-(U1-Pad3)')).toBe(true);
    expect(isUnconnectedNetName('Net-(U1-Pad3)')).toBe(false);
  });

  it('counts pads per net from the board, vias aside', () => {
    const b = board();
    const flags = connectionNets(b);
    expect(Object.fromEntries(b.nets.map((n, i) => [n.name, flags[i]]))).toEqual({
      A: 1,
      B: 0,
      'unconnected-(J1-Pad1)': 0,
      'unconnected-(U1-Pad3)': 0,
    });
    expect(countConnectionNets(b)).toEqual({ connections: 1, singlePad: 3 });
  });

  it('a board read from a test-point CSV alone lists one point per net: every named net counts', () => {
    const b = board();
    b.sources = [{ format: 'testpoint-csv', file: 'points.csv' }];
    expect(countConnectionNets(b)).toEqual({ connections: 2, singlePad: 2 });
  });
});
