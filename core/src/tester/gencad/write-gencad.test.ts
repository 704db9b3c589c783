import { describe, expect, it } from 'vitest';
import { readGencadIndependently, tokenizeGencad } from '../../../test/read-gencad';
import { displayNetName } from '../../board/net-display';
import type { Point } from '../../board/model';
import { POSES } from '../../testing/poses';
import { testerBoard, testerInput } from '../../testing/tester-board';
import { transformBoard } from '../../testing/transform-board';
import { testerFrame } from '../frame';
import { gencadString } from './gencad-string';
import { writeGencad } from './write-gencad';

const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) <= 0.001;

describe('GenCAD 1.4 writer, read back by an independent reader', () => {
  for (const pose of POSES) {
    it(`${pose.name}: every pin, probe, via and tooling hole where the board has it; sides kept`, () => {
      const board = transformBoard(testerBoard(), {
        rotateDeg: pose.rotateDeg,
        flip: pose.flip,
        dx: 120,
        dy: -30,
      });
      const input = testerInput(board);
      const frame = testerFrame(board);
      const o = frame.origin;
      const read = readGencadIndependently(writeGencad(input).text);
      expect(read.version).toBe('1.4');
      expect(read.mmPerUnit).toBe(1);
      // GenCAD's ORIGIN: where the board model's (0, 0) is in the file.
      expect(read.origin.x).toBeCloseTo(-o.x, 4);
      expect(read.origin.y).toBeCloseTo(-o.y, 4);

      // Every component pad, placed through its shape (mirror, rotation, place): top-view, unmirrored.
      const pads = board.pads.filter((p) => p.ref !== null);
      expect(read.pins).toHaveLength(pads.length);
      for (const pad of pads) {
        const pin = read.pins.find((p) => p.ref === pad.ref && p.pin === pad.number);
        expect(pin, `${pad.ref}.${pad.number}`).toBeDefined();
        expect(
          near(pin!, { x: pad.x - o.x, y: pad.y - o.y }),
          `${pad.ref}.${pad.number} at ${pin!.x},${pin!.y}`,
        ).toBe(true);
        const sides = pad.side === 'both' ? ['BOTTOM', 'TOP'] : [pad.side.toUpperCase()];
        expect(pin!.layers, `${pad.ref}.${pad.number} layers`).toEqual(sides);
      }
      // Bottom components are on the bottom, placed with their shape mirrored and flipped.
      const c1 = board.components.find((c) => c.ref === 'C1')!;
      expect(read.components.get('C1')!.layer).toBe(c1.side.toUpperCase());

      // Nets: every component pin on its net, under the name the CAD tool shows.
      for (const pad of pads.filter((p) => p.net)) {
        const nodes = read.signals.get(displayNetName(pad.net!));
        expect(nodes, pad.net!).toContainEqual({ ref: pad.ref, pin: pad.number });
      }

      // Probes: TESTPIN / POWERPIN at the probe, on its net, from its side; power and ground apart.
      const nails = [...read.testpins, ...read.powerpins];
      expect(nails).toHaveLength(input.design.probes.length);
      for (const probe of input.design.probes) {
        const nail = nails.find((n) => n.name === probe.id)!;
        expect(near(nail, { x: probe.x - o.x, y: probe.y - o.y }), probe.id).toBe(true);
        expect(nail.layer).toBe(probe.side.toUpperCase());
        expect(nail.net).toBe(displayNetName(probe.net!));
        expect(nail.tan).toBe('-1');
        expect(nail.tin).toBe(`${probe.connector}-${probe.pin}`);
        const power = probe.net === 'GND' || probe.net === '+3V3';
        expect(read.powerpins.includes(nail), probe.id).toBe(power);
      }
      // A through-hole pin probed from the bottom says BOTTOM though its copper reaches both sides.
      const j1 = input.design.probes.find((p) => p.label === 'J1.2')!;
      expect(nails.find((n) => n.name === j1.id)!.layer).toBe('BOTTOM');

      // Vias in $ROUTES on their nets; the probed via has a NAILLOC; the pad of no component is a TESTPAD.
      for (const via of board.vias) {
        const v = read.vias.find((r) => near(r, { x: via.x - o.x, y: via.y - o.y }))!;
        expect(v.net).toBe(displayNetName(via.net!));
        expect(v.layer).toBe('ALL');
      }
      expect(read.naillocs.some((n) => n.target.startsWith('VIA'))).toBe(true);
      const free = board.pads.find((p) => p.ref === null)!;
      expect(read.testpads.filter((t) => near(t, { x: free.x - o.x, y: free.y - o.y }))).toHaveLength(1);
      expect(read.testpads[0]!.layer).toBe(free.side.toUpperCase());

      // Tooling: FHOLE at the guide pins' holes, HOLE for the third hole.
      expect(read.fholes).toHaveLength(input.design.guidePins.length);
      for (const g of input.design.guidePins)
        expect(
          read.fholes.some(
            (h) => near(h, { x: g.x - o.x, y: g.y - o.y }) && Math.abs(h.drill - g.holeDiameterMm) < 1e-4,
          ),
        ).toBe(true);
      expect(read.holes).toHaveLength(1);
      // Outline: 4 edges and a 4-edge cut-out.
      expect(read.boardLines).toBe(8);
    });
  }

  it('writes the sections GenCAD requires, in KiCad-compatible order, with CRLF line ends', () => {
    const text = writeGencad(testerInput(testerBoard())).text;
    const read = readGencadIndependently(text);
    expect(read.sections).toEqual([
      'HEADER',
      'BOARD',
      'PADS',
      'PADSTACKS',
      'ARTWORKS',
      'SHAPES',
      'COMPONENTS',
      'DEVICES',
      'SIGNALS',
      'TRACKS',
      'LAYERS',
      'ROUTES',
      'MECH',
      'TESTPINS',
      'POWERPINS',
    ]);
    expect(text.split('\r\n').every((l) => !l.startsWith(' '))).toBe(true);
    expect(read.headerAttributes.frame).toContain('NOT mirrored');
    expect(read.headerAttributes.status).toContain('tester board');
    expect(read.devices.get('C1')).toMatchObject({ PACKAGE: 'Cap:C_0805', VALUE: '100n' });
    expect(read.devices.get('C1')!.TYPE).toBeUndefined();
  });

  it('writes each name the way the CAD tool shows it, escaped and quoted by GenCAD rules', () => {
    const text = writeGencad(testerInput(testerBoard())).text;
    expect(text).toContain('SIGNAL /VPP/MCLR\r\n');
    expect(text).toContain('SIGNAL "SENSE \\"A\\" 1"\r\n');
    expect(text).toContain('SIGNAL "\\u{B5}A_IN"\r\n');
    const read = readGencadIndependently(text);
    expect([...read.signals.keys()].sort()).toEqual(
      ['+3V3', '/VPP/MCLR', 'GND', 'SENSE "A" 1', 'µA_IN'].sort(),
    );
  });

  it('escapes every string so that the tokenizer gets it back', () => {
    for (const name of ['R1', 'a b', 'q"uote', 'back\\slash', 'tab\tand\nline', 'Ω-ß-€', '😀', '', '-1'])
      expect(tokenizeGencad(`SIGNAL ${gencadString(name)}`)).toEqual(['SIGNAL', name]);
  });
});
