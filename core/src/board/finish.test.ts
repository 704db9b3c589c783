import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importKicad } from '../formats/kicad/index';
import { padId } from './ids';
import { collectNets, finishBoard } from './finish';
import type { Board } from './model';
import { deriveTestPoints } from './test-points';

const TESTDATA = path.resolve(__dirname, '../../../../shared/testdata');
const text = readFileSync(path.join(TESTDATA, 'kicad/pic_programmer.kicad_pcb'), 'utf8');
const imported = () => importKicad(text, 'pic_programmer.kicad_pcb').board;

/** What finishing a fresh copy of `board` gives (no earlier candidates to keep). */
const fresh = (board: Board) => {
  const copy = JSON.parse(JSON.stringify(board)) as Board;
  copy.testPoints = [];
  return JSON.stringify(
    finishBoard(
      copy,
      board.nets.map((n) => n.name),
    ),
  );
};

describe('finishing a board again (the package importer does)', () => {
  it('gives the same board and keeps the candidate objects', () => {
    const board = imported();
    const before = board.testPoints;
    const expected = fresh(board);
    finishBoard(
      board,
      board.nets.map((n) => n.name),
    );
    expect(JSON.stringify(board)).toBe(expected);
    expect(board.testPoints).not.toBe(before);
    expect(board.testPoints.length).toBeGreaterThan(100);
    expect(board.testPoints.every((tp, i) => tp === before[i])).toBe(true);
  });

  it('makes new candidates for what changed, in place and by index', () => {
    const board = imported();
    const before = board.testPoints;
    const first = board.pads.findIndex((p) => p.net !== null && p.type === 'th');
    const second = board.pads.findIndex((p, i) => i > first + 5 && p.net !== null);
    board.pads[first]!.mask = 'covered';
    board.pads[second]!.x += 0.5;
    board.pads[second + 1]!.number = 'X';
    board.vias[0]!.tented = board.vias[0]!.tented !== true;
    const expected = fresh(board);
    finishBoard(
      board,
      board.nets.map((n) => n.name),
    );
    expect(JSON.stringify(board)).toBe(expected);
    const changed = board.testPoints.filter((tp, i) => tp !== before[i]).map((tp) => tp.featureId);
    expect(changed).toEqual([
      board.pads[first]!.id,
      board.pads[second]!.id,
      board.pads[second + 1]!.id,
      board.vias[0]!.id,
    ]);
  });

  it('after pads are left out and renumbered: every later candidate is made again', () => {
    const board = imported();
    board.pads = board.pads.slice(3);
    board.pads.forEach((p, i) => {
      p.id = padId(i);
    });
    const expected = fresh(board);
    finishBoard(
      board,
      board.nets.map((n) => n.name),
    );
    expect(JSON.stringify(board)).toBe(expected);
  });

  it('keeps nothing from a candidate list it did not make', () => {
    const board = imported();
    board.testPoints = board.testPoints.map((tp) => ({ ...tp }));
    const copies = board.testPoints;
    const expected = fresh(board);
    finishBoard(
      board,
      board.nets.map((n) => n.name),
    );
    expect(JSON.stringify(board)).toBe(expected);
    expect(board.testPoints.some((tp, i) => tp === copies[i])).toBe(false);
  });

  it('deriveTestPoints without earlier candidates makes every one', () => {
    const board = imported();
    const again = deriveTestPoints(board);
    expect(JSON.stringify(again)).toBe(JSON.stringify(board.testPoints));
    expect(again.some((tp, i) => tp === board.testPoints[i])).toBe(false);
  });
});

describe('collectNets', () => {
  it('gives the same nets without looking at the items when their nets are all declared', () => {
    const board = imported();
    const declared = [...board.nets.map((n) => n.name)].reverse();
    expect(collectNets(board, declared, true)).toEqual(collectNets(board, declared));
  });
});
