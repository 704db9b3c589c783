import { describe, expect, it } from 'vitest';
import { cadFrameOf, toCadPoint } from './cad-frame';

describe('the CAD frame positions are shown in', () => {
  it('is KiCad’s page frame, +Y down, for a KiCad board: (x, −y)', () => {
    const f = cadFrameOf({ sources: [{ format: 'kicad', file: 'tomu-fpga.kicad_pcb' }] });
    expect(f).toEqual({ name: 'KiCad', yDown: true, label: 'KiCad frame (+Y down)' });
    // tomu's TP1 is at (17.6, 20.95) in KiCad: the board model holds (17.6, −20.95).
    expect(toCadPoint({ x: 17.6, y: -20.95 }, f)).toEqual({ x: 17.6, y: 20.95 });
    expect(Object.is(toCadPoint({ x: 1, y: 0 }, f).y, -0)).toBe(false);
  });

  it('is the source’s own +Y up frame for IPC-2581, ODB++ and Gerber (no change)', () => {
    for (const [format, name] of [
      ['ipc2581', 'IPC-2581'],
      ['odbpp', 'ODB++'],
      ['gerber', 'Gerber'],
    ] as const) {
      const f = cadFrameOf({ sources: [{ format, file: 'x' }] });
      expect(f.label).toBe(`${name} frame (+Y up)`);
      expect(toCadPoint({ x: 3, y: -4 }, f)).toEqual({ x: 3, y: -4 });
    }
  });

  it('follows the first geometry source, skipping netlists and STEP files', () => {
    const f = cadFrameOf({
      sources: [
        { format: 'kicad-netlist', file: 'Duet2.net' },
        { format: 'step', file: 'Duet2.step' },
        { format: 'kicad', file: 'Duet2.kicad_pcb' },
      ],
    });
    expect(f.name).toBe('KiCad');
    expect(cadFrameOf({ sources: [] }).label).toBe('Studio frame (+Y up)');
  });
});
