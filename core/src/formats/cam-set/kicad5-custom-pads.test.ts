// KiCad 5.0.1's custom pads (core/test/fixtures/gerber/kicad5-custom-pads, written the way KiCad
// 5.0.1 plots them): the anchor is a flash labelled Conductor with .N and .C but no .P, the shape a
// region after it. Without recovery an X2 reader drops them (only pad functions make pads).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPackage } from '../package/index';
import { importGerberSet } from './index';

const DIR = path.resolve(__dirname, '../../../test/fixtures/gerber/kicad5-custom-pads');
const text = (f: string) => readFileSync(path.join(DIR, f), 'utf8');
const SET = [
  { name: 'board-F_Cu.gbr', text: text('board-F_Cu.gbr'), kind: 'gerber' as const },
  { name: 'board-Edge_Cuts.gbr', text: text('board-Edge_Cuts.gbr'), kind: 'gerber' as const },
];

describe('KiCad 5.0 custom pads in a Gerber set', () => {
  const { board, diagnostics } = importGerberSet(SET);
  const padsOf = (ref: string) => board.pads.filter((p) => p.ref === ref);

  it('recovers each custom pad at its anchor, with its part and net; the track stays a track', () => {
    expect(board.pads).toHaveLength(5);
    const [u1a, u1b] = padsOf('U1').sort((a, b) => a.x - b.x);
    expect(u1a).toMatchObject({ x: 5.08, y: 2.54, net: 'GND', number: '', shape: 'custom', type: 'smd' });
    expect(u1b).toMatchObject({ x: 7.62, y: 2.54, net: 'VCC', number: '' });
    // The region's extent, not the 1 mm anchor circle: 1.3 × 1.2 mm.
    expect([u1a!.widthMm, u1a!.heightMm].map((v) => Math.round(v * 1000) / 1000)).toEqual([1.3, 1.2]);
    expect(padsOf('U2')).toEqual([
      expect.objectContaining({ x: 10.16, y: 2.54, net: 'VCC', shape: 'circle', widthMm: 0.8 }),
    ]);
    expect(
      padsOf('R1')
        .map((p) => p.number)
        .sort(),
    ).toEqual(['1', '2']);
  });

  it('says of each pad how it was recovered', () => {
    const notes = diagnostics.filter((d) => d.code === 'gerber.pad.kicad5-custom');
    expect(notes.map((d) => [d.severity, d.location.line])).toEqual([
      ['info', 38],
      ['info', 50],
      ['info', 63],
    ]);
    expect(notes[0]!.message).toBe(
      "U1 pad at (5.080, 2.540) mm: a KiCad 5.0 custom pad, written as a Conductor flash without a pin (.P); recovered from the flash's component attribute and the region on line 39; its pin number is not in the file (an IPC-D-356 netlist in the package gives it)",
    );
    expect(notes[2]!.message).toMatch(/U2 pad .* recovered from the flash alone \(no region follows it\)/);
  });

  it('takes each pin number from the IPC-D-356 record at its place, one note per pad', () => {
    const r = importPackage([
      ...SET.map((f) => ({ name: f.name, bytes: new TextEncoder().encode(f.text) })),
      { name: 'board.d356', bytes: new TextEncoder().encode(text('board.d356')) },
    ]);
    const pins = r.board.pads
      .filter((p) => p.ref === 'U1' || p.ref === 'U2')
      .map((p) => `${p.ref}.${p.number}`)
      .sort();
    expect(pins).toEqual(['U1.1', 'U1.2', 'U2.1']);
    const taken = r.diagnostics.filter((d) => d.code === 'package.merge.pin-taken');
    expect(taken.map((d) => d.location.line)).toEqual([3, 4, 5]);
    expect(taken[1]!.message).toMatch(
      /^U1 pad at \(7\.620, 2\.540\) mm had no pin number in the Gerber set .*: pin 2 taken from the record of board\.d356 at its place$/,
    );
    expect(r.diagnostics.filter((d) => d.code === 'package.crosscheck.pad-missing-in-primary')).toEqual([]);
  });
});
