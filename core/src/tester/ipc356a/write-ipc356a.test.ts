import { describe, expect, it } from 'vitest';
import { readIpc356aIndependently } from '../../../test/read-ipc356a';
import type { Point } from '../../board/model';
import { displayNetName } from '../../board/net-display';
import { importIpc356 } from '../../formats/ipc356/import-ipc356';
import { POSES } from '../../testing/poses';
import { testerBoard, testerInput } from '../../testing/tester-board';
import { transformBoard } from '../../testing/transform-board';
import { testerFrame } from '../frame';
import { asciiOf } from '../ascii';
import { writeIpc356a } from './write-ipc356a';

const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) <= 0.001;

describe('IPC-D-356A writer, read back by column', () => {
  for (const pose of POSES) {
    it(`${pose.name}: every pad, via and hole at its place; access side, mid-point, mask and probe marker`, () => {
      const board = transformBoard(testerBoard(), {
        rotateDeg: pose.rotateDeg,
        flip: pose.flip,
        dx: 30,
        dy: 90,
      });
      const input = testerInput(board);
      const o = testerFrame(board).origin;
      const at = (p: Point) => ({ x: p.x - o.x, y: p.y - o.y });
      const read = readIpc356aIndependently(writeIpc356a(input).text);
      expect(read.version).toBe('IPC-D-356A');
      expect(read.mmPerUnit).toBe(0.001);
      expect(read.ended).toBe(true);
      const probeOf = new Map(
        input.design.probes.map((p) => [
          board.testPoints.find((t) => t.id === p.testPointId)!.featureId as string,
          p,
        ]),
      );
      const code = (s: 'top' | 'bottom' | 'both') => (s === 'both' ? 0 : s === 'top' ? 1 : 2);
      for (const pad of board.pads) {
        const r = read.records.find((x) => near(x, at(pad)) && x.ref === (pad.ref ?? ''))!;
        expect(r, `${pad.ref}.${pad.number}`).toBeDefined();
        expect(r.net).toBe(pad.net === null ? null : displayNetName(pad.net));
        expect(r.code).toBe(pad.type === 'smd' ? '327' : '317');
        const probe = probeOf.get(pad.id);
        expect(r.access, `${pad.ref}.${pad.number}`).toBe(code(probe ? probe.side : pad.side));
        expect(r.probe?.id ?? null).toBe(probe?.id ?? null);
        expect(r.probe?.side ?? null).toBe(probe ? probe.side.toUpperCase() : null);
        expect(r.midpoint).toBe(false);
        expect(Math.abs(r.sizeX - pad.widthMm)).toBeLessThan(0.0006);
      }
      for (const via of board.vias) {
        const r = read.records.find((x) => near(x, at(via)) && x.ref === 'VIA')!;
        const probe = probeOf.get(via.id);
        expect(r.midpoint).toBe(!probe);
        expect(r.mask).toBe(via.tented ? 3 : 0);
        expect(r.access).toBe(probe ? code(probe.side) : 0);
        expect(r.drillMm).toBeCloseTo(via.drillMm, 6);
      }
      // Two tooling holes and the third hole, non-plated.
      expect(read.records.filter((r) => r.code === '367')).toHaveLength(3);
      expect(read.records.filter((r) => r.probe)).toHaveLength(input.design.probes.length);
    });
  }

  it("reads back through the project's own IPC-D-356 importer: pads, nets and sides", () => {
    const board = testerBoard();
    const input = testerInput(board);
    const o = testerFrame(board).origin;
    const { board: back } = importIpc356(writeIpc356a(input).text, 'tester.ipc');
    const component = board.pads.filter((p) => p.ref !== null);
    for (const pad of component) {
      const b = back.pads.find((x) => x.ref === pad.ref && x.number === pad.number)!;
      expect(near(b, { x: pad.x - o.x, y: pad.y - o.y })).toBe(true);
      // The project's reader keeps Studio's \u{HEX} escape as written.
      expect(b.net).toBe(pad.net === null ? null : asciiOf(displayNetName(pad.net)));
      const probe = input.design.probes.find((p) => p.label === `${pad.ref}.${pad.number}`);
      expect(b.side).toBe(probe ? probe.side : pad.side);
    }
  });

  it('writes long names through NNAME aliases, escapes non-ASCII, stays within 80 ASCII columns', () => {
    const board = testerBoard();
    board.pads[0]!.net = 'A VERY LONG NET NAME 17';
    const text = writeIpc356a(testerInput(board)).text;
    expect(text).toMatch(/^P {2}NNAME\d+ +A VERY LONG NET NAME 17\r$/m);
    expect(text).toMatch(/^317\\u\{B5\}A_IN {4}/m);
    expect(text).toMatch(/^317\/VPP\/MCLR {5}/m);
    const read = readIpc356aIndependently(text);
    expect(read.records.some((r) => r.net === 'SENSE "A" 1')).toBe(true);
  });
});
