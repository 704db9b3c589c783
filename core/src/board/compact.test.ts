import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPackage } from '../formats/package/index';
import { decodeBoard, encodeBoard } from './compact';
import { ENGINE_VERSION } from '../version';
import type { Board } from './model';

const TESTDATA = path.resolve(__dirname, '../../../../shared/testdata');

/** The board with every length rounded to 1 nm, as the compact form keeps it. */
function rounded(board: Board): Board {
  return JSON.parse(JSON.stringify(board), (key, value) =>
    typeof value === 'number' && !['copperLayerCount'].includes(key) ? Math.round(value * 1e6) / 1e6 : value,
  );
}

describe('compact board', () => {
  const bytes = readFileSync(path.join(TESTDATA, 'kicad/pic_programmer.kicad_pcb'));
  const { board } = importPackage([{ name: 'pic_programmer.kicad_pcb', bytes }]);

  it('round-trips a real board (lengths to 1 nm)', () => {
    const compact = encodeBoard(board);
    const decoded = decodeBoard(JSON.parse(JSON.stringify(compact)));
    expect(decoded).toEqual(rounded(board));
    expect(compact.pads.ids).toBeUndefined();
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(board).length / 2);
  });

  it('keeps ids that do not follow the default numbering, and null fields', () => {
    const copy: Board = structuredClone(board);
    copy.pads[0]!.id = 'custom' as Board['pads'][number]['id'];
    copy.pads[0]!.net = null;
    if (copy.vias[0]) copy.vias[0].tented = null;
    const tp = copy.testPoints.find((t) => t.featureId === board.pads[0]!.id);
    if (tp) tp.featureId = copy.pads[0]!.id;
    const decoded = decodeBoard(encodeBoard(copy));
    expect(decoded.pads[0]!.id).toBe('custom');
    expect(decoded.pads[0]!.net).toBeNull();
    expect(decoded.pads[1]!.id).toBe(board.pads[1]!.id);
    expect(decoded).toEqual(rounded(copy));
  });

  it('keeps a via test-point flag, and reads boards stored without the column', () => {
    const copy: Board = structuredClone(board);
    copy.vias[1]!.testpointFlag = true;
    const compact = encodeBoard(copy);
    expect(
      decodeBoard(JSON.parse(JSON.stringify(compact))).vias.map((v) => v.testpointFlag === true),
    ).toEqual(copy.vias.map((_, i) => i === 1));
    expect(encodeBoard(board).vias.testpointFlag).toBeUndefined();
  });

  it('keeps the engine version that read the board, and reads a board stored before it had one', () => {
    expect(board.readBy).toBe(ENGINE_VERSION);
    expect(decodeBoard(JSON.parse(JSON.stringify(encodeBoard(board)))).readBy).toBe(ENGINE_VERSION);
    const older: Board = structuredClone(board);
    delete older.readBy; // stored before engine 1.3.0 (decision 0043)
    const compact = encodeBoard(older);
    expect('readBy' in compact).toBe(false);
    expect('readBy' in decodeBoard(compact)).toBe(false);
  });

  it('refuses something that is not a compact board', () => {
    expect(() => decodeBoard({ format: 'x' } as never)).toThrow(/compact board/);
  });
});
