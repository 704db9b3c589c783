import { describe, expect, it } from 'vitest';
import { readBoardIndependently, readBoardXyIndependently } from '../../../test/read-i3070';
import type { Point } from '../../board/model';
import { POSES } from '../../testing/poses';
import { testerBoard, testerInput } from '../../testing/tester-board';
import { transformBoard } from '../../testing/transform-board';
import { testerFrame } from '../frame';
import { i3070Names } from './i3070-names';
import { siValue, writeI3070Board } from './write-board';
import { writeI3070BoardXy } from './write-board-xy';

const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) <= 0.001;

describe('i3070 board_xy, read back by an independent reader', () => {
  for (const pose of POSES) {
    it(`${pose.name}: nodes, alternates and probes where the board has them, with their flags`, () => {
      const board = transformBoard(testerBoard(), {
        rotateDeg: pose.rotateDeg,
        flip: pose.flip,
        dx: 80,
        dy: 15,
      });
      const input = testerInput(board);
      const o = testerFrame(board).origin;
      const names = i3070Names(board);
      const read = readBoardXyIndependently(writeI3070BoardXy(input).text);
      expect(read.ended).toBe(true);
      const at = (p: Point) => ({ x: p.x - o.x, y: p.y - o.y });

      // Every pad and via on its net's node, at its place (top view, not mirrored).
      for (const pad of board.pads.filter((p) => p.net !== null)) {
        const alts = read.nodes.get(names.node(pad.net!))!;
        const found = alts.find((a) => near(a, at(pad)));
        expect(found, `${pad.ref}.${pad.number}`).toBeDefined();
        if (pad.ref) expect(found!.devPin).toBe(`${names.device(pad.ref)}.${names.pin(pad.ref, pad.number)}`);
        else expect(found!.devPin).toBeNull();
      }
      for (const via of board.vias) {
        const found = read.nodes.get(names.node(via.net!))!.find((a) => near(a, at(via)))!;
        expect(found.options.includes('NO_PROBE')).toBe(via.tented === true);
      }
      // U1 pin 4 is on no net: OTHER.
      const u14 = board.pads.find((p) => p.ref === 'U1' && p.number === '4')!;
      expect(read.other.some((a) => near(a, at(u14)) && a.devPin === 'U1.4')).toBe(true);

      // Probes: PREFERRED, the side Studio probes from (TOP or none = bottom), 50MIL for a P50.
      for (const probe of input.design.probes) {
        const alts = read.nodes.get(names.node(probe.net!))!;
        const a = alts.find((x) => near(x, at(probe)))!;
        expect(a.options, probe.id).toContain('PREFERRED');
        expect(a.options.includes('TOP'), probe.id).toBe(probe.side === 'top');
        expect(a.options.includes('BOTH'), probe.id).toBe(false);
        expect(a.options.includes('50MIL')).toBe(probe.probeClass === 'P50');
      }
      expect(read.nodes.get(names.node('GND'))!.filter((a) => a.options.includes('PREFERRED'))).toHaveLength(
        2,
      );

      // Accessibility of the others: J1 pins 1 and 3 reach both sides; U1's pads are SMD terminations.
      const j11 = board.pads.find((p) => p.ref === 'J1' && p.number === '1')!;
      expect(read.nodes.get(names.node(j11.net!))!.find((a) => near(a, at(j11)))!.options).toEqual(['BOTH']);
      const u11 = board.pads.find((p) => p.ref === 'U1' && p.number === '1')!;
      const u1side = u11.side === 'top' ? ['TOP'] : [];
      expect(read.nodes.get(names.node('GND'))!.find((a) => near(a, at(u11)))!.options).toEqual([
        ...u1side,
        'UNRELIABLE',
      ]);

      // Tooling at the guide pins' holes; the outline; devices with their sides.
      expect(read.tooling).toHaveLength(input.design.guidePins.length);
      for (const g of input.design.guidePins)
        expect(
          read.tooling.some((t) => near(t, at(g)) && Math.abs(t.diameter - g.holeDiameterMm) < 1e-6),
        ).toBe(true);
      const ring = board.outline[0]!.outer;
      expect(read.outline).toHaveLength(ring.length + 1);
      for (const [i, p] of ring.entries()) expect(near(read.outline[i]!, at(p))).toBe(true);
      for (const c of board.components)
        expect(read.devices.get(names.device(c.ref))!.side).toBe(c.side.toUpperCase());
    });
  }
});

describe('i3070 board file', () => {
  it('connects every pin to its node and cross-references every device; unknown values are UNDEFINED NT', () => {
    const board = testerBoard();
    const names = i3070Names(board);
    const text = writeI3070Board(testerInput(board)).text;
    const read = readBoardIndependently(text);
    expect(read.ended).toBe(true);
    expect(read.heading).toBe('tester board');
    for (const pad of board.pads.filter((p) => p.ref !== null && p.net !== null)) {
      const dp = `${names.device(pad.ref!)}.${names.pin(pad.ref!, pad.number)}`;
      expect(read.connections.get(names.node(pad.net!)), dp).toContain(dp);
      expect(read.pins.get(names.device(pad.ref!))!.get(names.pin(pad.ref!, pad.number))).toBe(
        names.node(pad.net!),
      );
    }
    for (const c of board.components)
      expect(read.devices.get(c.ref)).toEqual({ class: 'UNDEFINED', fields: ['NT'] });
    expect(text).toContain('C1 NT;   ! value "100n" (not parsed)');
  });

  it('writes parsed resistors and capacitors in their classes; a missing tolerance stays UNDEFINED', () => {
    const board = testerBoard();
    board.components.push({
      ...board.components.find((c) => c.ref === 'C1')!,
      ref: 'R7',
      value: '4k7',
      fields: { MPN: 'RC0603FR-074K7L' },
    });
    const input = {
      ...testerInput(board),
      devices: {
        R7: { kind: 'resistor' as const, value: 4700, plusTolerancePct: 1, minusTolerancePct: 1 },
        C1: { kind: 'capacitor' as const, value: 100e-9, plusTolerancePct: null, minusTolerancePct: null },
      },
    };
    const read = readBoardIndependently(writeI3070Board(input).text);
    expect(read.devices.get('R7')).toEqual({
      class: 'RESISTOR',
      fields: ['4.7k', '1', '1', 'f', 'PN', 'RC0603FR-074K7L'],
    });
    expect(read.devices.get('C1')).toEqual({ class: 'UNDEFINED', fields: ['NT'] });
  });

  it('renames what i3070 does not allow, the same in both files, and lists each rename', () => {
    const board = testerBoard();
    const input = testerInput(board);
    const names = i3070Names(board);
    expect(names.node('/VPP{slash}MCLR')).toBe('/VPP/MCLR');
    expect(names.node('SENSE "A" 1')).toBe('SENSE _A_ 1');
    expect(names.node('µA_IN')).toBe('_A_IN');
    const board1 = writeI3070Board(input).text;
    const xy = writeI3070BoardXy(input).text;
    for (const text of [board1, xy]) {
      expect(text).toContain('! name node "SENSE _A_ 1" = "SENSE \\"A\\" 1"'.replace('\\"A\\"', '"A"'));
      expect(text).toContain('! name node "_A_IN" = "\\u{B5}A_IN"');
      expect(/[^\x20-\x7e\n]/.test(text)).toBe(false);
    }
    const read = readBoardXyIndependently(xy);
    expect([...read.nodes.keys()].sort()).toEqual(
      ['+3V3', '/VPP/MCLR', 'GND', 'SENSE _A_ 1', '_A_IN'].sort(),
    );
  });

  it('keeps names unique when rewriting makes two the same, and pins at most 8 characters', () => {
    const board = testerBoard();
    board.pads.find((p) => p.ref === 'U1' && p.number === '4')!.number = 'GPIO_TX_LONG';
    board.vias[1]!.net = '_A_IN';
    const names = i3070Names(board);
    expect(names.pin('U1', 'GPIO_TX_LONG')).toBe('GPIO_TX_');
    expect(names.node('µA_IN')).not.toBe(names.node('_A_IN'));
  });

  it('writes values with SI multipliers', () => {
    expect([4700, 100e-9, 10, 2.2e-12, 1e6, 0].map(siValue)).toEqual([
      '4.7k',
      '100n',
      '10',
      '2.2p',
      '1M',
      '0',
    ]);
  });
});
