import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPackage } from '../formats/package/index';
import { decodeBoard, encodeBoard } from './compact';
import type { Board } from './model';
import { testPointNetIndex } from './net-index';

const TESTDATA = path.resolve(__dirname, '../../../../shared/testdata');

/** The index by the definition: the position of the candidate's net name in board.nets. */
const byNames = (board: Board) =>
  board.testPoints.map((tp) => (tp.net === null ? -1 : board.nets.findIndex((n) => n.name === tp.net)));

describe('candidate → net index', () => {
  const bytes = readFileSync(path.join(TESTDATA, 'kicad/pic_programmer.kicad_pcb'));
  const { board } = importPackage([{ name: 'pic_programmer.kicad_pcb', bytes }]);

  it('is made from the net names for an imported board', () => {
    const index = testPointNetIndex(board);
    expect(index).toEqual(byNames(board));
    expect(index.filter((i) => i >= 0).length).toBeGreaterThan(100);
    expect(testPointNetIndex(board)).toBe(index);
  });

  it('is read off the string table by the decoder, with the same values', () => {
    const decoded = decodeBoard(JSON.parse(JSON.stringify(encodeBoard(board))));
    expect(testPointNetIndex(decoded)).toEqual(byNames(decoded));
    expect(testPointNetIndex(decoded)).toEqual(testPointNetIndex(board));
  });

  it('is made again when the board gets other nets or candidates', () => {
    const decoded = decodeBoard(encodeBoard(board));
    const before = testPointNetIndex(decoded);
    decoded.nets = decoded.nets.slice(1);
    const after = testPointNetIndex(decoded);
    expect(after).not.toBe(before);
    expect(after).toEqual(byNames(decoded));
    expect(after.filter((i) => i === -1).length).toBeGreaterThan(before.filter((i) => i === -1).length);
  });
});
