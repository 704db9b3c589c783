import { describe, expect, it } from 'vitest';
import { cadFrameOf } from '../viewer/cad-frame';
import { cursorText } from './cursor-readout';

describe('cursor readout', () => {
  const kicad = cadFrameOf({ sources: [{ format: 'kicad', file: 'tomu-fpga.kicad_pcb' }] });
  it('reads as KiCad does: +Y down, from the page origin', () => {
    // tomu's TP12 is at KiCad (26.1, 23.3); the board frame holds (26.1, −23.3).
    expect(cursorText({ x: 26.1, y: -23.3 }, kicad, 'mm')).toBe('X 26.10  Y 23.30 mm');
    expect(cursorText({ x: 25.4, y: -2.54 }, kicad, 'mil')).toBe('X 1000.0  Y 100.0 mil');
  });
  it('keeps +Y up for a source that has it', () => {
    const ipc = cadFrameOf({ sources: [{ format: 'ipc2581', file: 'board.xml' }] });
    expect(cursorText({ x: 1, y: -2 }, ipc, 'mm')).toBe('X 1.00  Y -2.00 mm');
  });
});
