import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../board/model';
import { displayNetName } from '../../board/net-display';
import { POSES } from '../../testing/poses';
import { testerBoard, testerInput } from '../../testing/tester-board';
import { transformBoard } from '../../testing/transform-board';
import { testerFrame } from '../frame';
import { FLYING_PROBE_HEADER, writeFlyingProbeCsv } from './write-flying-probe';

// Read with csv-parse (a well-kept RFC 4180 reader), comment lines skipped.
const read = (text: string) =>
  parse(text, { columns: true, comment: '#', skip_empty_lines: true }) as Record<string, string>[];

const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) <= 0.001;

describe('flying-probe access list', () => {
  for (const pose of POSES) {
    it(`${pose.name}: each reachable place once per side, the probes preferred on their side`, () => {
      const board = transformBoard(testerBoard(), {
        rotateDeg: pose.rotateDeg,
        flip: pose.flip,
        dx: -40,
        dy: 70,
      });
      const input = testerInput(board);
      const o = testerFrame(board).origin;
      const rows = read(writeFlyingProbeCsv(input).text);
      const pt = (r: Record<string, string>) => ({ x: Number(r.x_mm), y: Number(r.y_mm) });
      const candidates = board.testPoints.filter((t) => !t.covered && t.net !== null);
      const expected = candidates.reduce((n, t) => n + (t.side === 'both' ? 2 : 1), 0);
      expect(rows).toHaveLength(expected);
      for (const t of candidates) {
        const sides = t.side === 'both' ? ['bottom', 'top'] : [t.side];
        const here = rows.filter((r) => near(pt(r), { x: t.x - o.x, y: t.y - o.y }));
        expect(here.map((r) => r.side).sort(), t.id).toEqual(sides);
        for (const r of here) expect(r.net).toBe(displayNetName(t.net!));
      }
      // The tented via is not reachable: no row.
      const tented = board.vias.find((v) => v.tented)!;
      expect(rows.some((r) => near(pt(r), { x: tented.x - o.x, y: tented.y - o.y }))).toBe(false);
      // Every probe is the preferred row at its place and side; nothing else is preferred.
      const preferred = rows.filter((r) => r.priority === 'preferred');
      expect(preferred).toHaveLength(input.design.probes.length);
      for (const p of input.design.probes) {
        const r = preferred.find((x) => x.probe === p.id)!;
        expect(near(pt(r), { x: p.x - o.x, y: p.y - o.y }), p.id).toBe(true);
        expect(r.side).toBe(p.side);
      }
      // J1 pin 2 (through-hole) is probed from the bottom: its top row is an alternate.
      const j12 = rows.filter((r) => r.ref === 'J1' && r.pin === '2');
      expect(j12.map((r) => `${r.side}:${r.priority}`).sort()).toEqual(['bottom:preferred', 'top:alternate']);
    });
  }

  it('writes a header row of the documented columns after the comment lines; quotes names by RFC 4180', () => {
    const text = writeFlyingProbeCsv(testerInput(testerBoard())).text;
    const lines = text.split('\r\n');
    const header = lines.find((l) => !l.startsWith('#'))!;
    expect(header.split(',')).toEqual(FLYING_PROBE_HEADER);
    expect(text).toContain('"SENSE ""A"" 1"');
    const rows = read(text);
    expect(new Set(rows.map((r) => r.net))).toEqual(
      new Set(['+3V3', '/VPP/MCLR', 'GND', 'SENSE "A" 1', 'µA_IN']),
    );
    expect(lines[0]).toMatch(/^# Studio fixture package for tester board/);
  });
});
