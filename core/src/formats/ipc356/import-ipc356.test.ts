import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { bboxHeight, bboxOfPoints, bboxWidth } from '../../geometry/bbox';
import { importIpc356 } from './index';

const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/ipc356');
const TESTDATA = path.resolve(__dirname, '../../../../../shared/testdata/ipc356');
const IN = 25.4;

const fixture = (name: string) => importIpc356(readFileSync(path.join(FIXTURES, name), 'utf8'), name);
const real = (name: string) => importIpc356(readFileSync(path.join(TESTDATA, name), 'utf8'), name);
const codes = (r: { diagnostics: { code: string }[] }) => r.diagnostics.map((d) => d.code);

describe('importIpc356 on tiny fixtures', () => {
  it('reads CUST 1 as 0.001 mm per unit, signs included', () => {
    const { board } = fixture('units-mm.ipc');
    expect(board.pads.map((p) => [p.ref, p.x, p.y, p.widthMm, p.heightMm, p.drillMm])).toEqual([
      ['J1', 10, 20, 1.7, 1.7, 1],
      ['R1', -5, 2.5, 1, 0.5, null],
    ]);
    expect(board.pads[1]!.rotationDeg).toBe(90);
  });

  it('resolves NNAME aliases, maps N/C and blank to null, keeps other names as written', () => {
    const { board } = fixture('nname.ipc');
    expect(board.pads.map((p) => p.net)).toEqual(['A VERY LONG NET NAME', null, null, 'VCC?3V3']);
    expect(board.nets.map((n) => n.name)).toEqual(['A VERY LONG NET NAME', 'VCC?3V3']);
  });

  it('derives sides from access codes and mask state from S codes', () => {
    const { board } = fixture('sides-and-mask.ipc');
    expect(board.pads.map((p) => [p.ref, p.side, p.type, p.mask])).toEqual([
      ['J1', 'both', 'th', 'open'],
      ['R1', 'top', 'smd', 'open'], // S2 covers the bottom only
      ['R2', 'bottom', 'smd', 'covered'],
      ['J2', 'both', 'th', 'open'], // covered on top, reachable from the bottom
    ]);
    expect(board.vias.map((v) => [v.x, v.drillMm, v.diameterMm, v.tented])).toEqual([
      [2000 * 0.00254, 120 * 0.00254, 240 * 0.00254, true],
      [3000 * 0.00254, 120 * 0.00254, 240 * 0.00254, false],
    ]);
  });

  it('leaves inner-layer access codes out (buried vias) and finds the secondary side from the SMD records', () => {
    const r = fixture('access-codes.ipc');
    // A00 through, A01 blind from the top, A04 (the SMD records' secondary side) blind from the bottom
    expect(r.board.vias.map((v) => [v.x / 0.00254, v.side])).toEqual([
      [1000, 'both'],
      [2000, 'top'],
      [3000, 'bottom'],
    ]);
    const inner = r.diagnostics.find((d) => d.code === 'ipc356.access.inner')!;
    expect(inner.severity).toBe('info');
    expect(inner.message).toMatch(/3 times/);
    expect(inner.location.line).toBe(7);
    expect(r.board.pads.filter((p) => p.ref === 'R2').map((p) => p.side)).toEqual(['bottom']);
  });

  it('takes the secondary side from a 356B SECONDARY_SIDE_LAYER parameter when there is one', () => {
    const text = readFileSync(path.join(FIXTURES, 'access-codes.ipc'), 'utf8');
    const r = importIpc356(`P  SECONDARY_SIDE_LAYER 7\n${text}`, 'six.ipc');
    expect(r.board.vias.map((v) => [v.x / 0.00254, v.side])).toEqual([
      [1000, 'both'],
      [2000, 'top'],
      [6000, 'bottom'],
    ]);
  });

  it('puts a component on the side of its SMD pads, and says when a through-hole part is a guess', () => {
    const r = fixture('access-codes.ipc');
    const side = (ref: string) => r.board.components.find((c) => c.ref === ref)?.side;
    expect([side('R1'), side('R2'), side('J1'), side('J2')]).toEqual(['top', 'bottom', 'bottom', 'top']);
    const guessed = r.diagnostics.find((d) => d.code === 'ipc356.component.side-guessed')!;
    expect(guessed.severity).toBe('info');
    expect(guessed.message).toContain('J2');
    expect(guessed.message).not.toContain('J1');
  });

  it('turns 367 / 347 records into holes and a 317 U record into an npth pad', () => {
    const { board } = fixture('holes.ipc');
    expect(board.holes.map((h) => [h.ref, h.plated, h.diameterMm])).toEqual([
      ['MH1', false, 1260 * 0.00254],
      [null, true, 800 * 0.00254],
    ]);
    expect(board.pads.map((p) => [p.ref, p.type, p.plated])).toEqual([['MH2', 'npth', false]]);
    expect(board.components.map((c) => c.ref)).toEqual(['MH2', 'MH1']);
  });

  it('reads a 389 outline with a width word', () => {
    const { board } = fixture('outline-with-size.ipc');
    const box = bboxOfPoints(board.outline[0]!.outer);
    expect([board.outline.length, bboxWidth(box), bboxHeight(box)]).toEqual([
      1,
      expect.closeTo(2 * IN, 9),
      expect.closeTo(IN, 9),
    ]);
  });

  it('closes an Eagle outline continued on an 089 record', () => {
    const r = fixture('outline-continued.ipc');
    expect(r.board.outline[0]!.outer).toHaveLength(4);
    expect(codes(r)).toContain('ipc356.outline.closed');
  });

  it('imports only IMAGE PRIMARY and nothing after 999', () => {
    const r = fixture('images.ipc');
    expect(r.board.pads.map((p) => p.x)).toEqual([1000 * 0.00254]);
    expect(codes(r)).toEqual(expect.arrayContaining(['ipc356.image.skipped', 'ipc356.after-end']));
  });

  it('throws ImportError for text that is not IPC-D-356', () => {
    expect(() => importIpc356('hello\nworld\n', 'notes.txt')).toThrow(ImportError);
    expect(() => importIpc356('', 'empty.ipc')).toThrow(ImportError);
  });

  it('gives every diagnostic a file and a line', () => {
    const r = importIpc356('P  UNITS FURLONGS\n317GND  J1\nhello\n327X\n', 'bad.ipc');
    expect(r.diagnostics.length).toBeGreaterThan(2);
    for (const d of r.diagnostics)
      expect(d.location).toMatchObject({ file: 'bad.ipc', line: expect.any(Number) });
  });
});

describe('importIpc356 on real files', () => {
  it('HeadPower (Altium 14, CRLF, bare CUST): Q1 pin 3 on "A LIM" at (1.9876, 1.2250) in', () => {
    const { board } = real('HeadPower.ipc');
    const q1p3 = board.pads.find((p) => p.ref === 'Q1' && p.number === '3')!;
    expect(q1p3.net).toBe('A LIM');
    expect(q1p3.x).toBeCloseTo(1.9876 * IN, 9);
    expect(q1p3.y).toBeCloseTo(1.225 * IN, 9);
    expect([q1p3.widthMm, q1p3.heightMm, q1p3.rotationDeg, q1p3.side]).toEqual([
      expect.closeTo(0.0236 * IN, 9),
      expect.closeTo(0.0591 * IN, 9),
      270,
      'top',
    ]);
    expect(board.vias).toHaveLength(15);
    const box = bboxOfPoints(board.outline[0]!.outer);
    expect(bboxWidth(box)).toBeCloseTo(3.1496 * IN, 9);
    expect(bboxHeight(box)).toBeCloseTo(2.1654 * IN, 9);
  });

  it('eagle-pcb-tools (Eagle 7.1): NNAME1 alias, 2.25 × 1.5 in edge, 26 unconnected records, 26 on GND', () => {
    const r = real('eagle-pcb-tools.ipc');
    const { board } = r;
    const features = [...board.pads, ...board.vias];
    expect(features.filter((f) => f.net === null)).toHaveLength(26);
    expect(features.filter((f) => f.net === 'GND')).toHaveLength(26);
    expect(board.pads.filter((p) => p.net === 'A_REALLY_LONG_NET_NAME').map((p) => p.ref)).toEqual(['NA']);
    const box = bboxOfPoints(board.outline[0]!.outer);
    expect([bboxWidth(box), bboxHeight(box)]).toEqual([
      expect.closeTo(2.25 * IN, 9),
      expect.closeTo(1.5 * IN, 9),
    ]);
    expect(board.vias).toHaveLength(14);
    expect(board.components).toHaveLength(21);
    // Eagle's drills are in 0.001 in: a 0.024 in via drill in its 0.0396 in pad.
    expect(board.vias[0]!.drillMm).toBeCloseTo(0.024 * IN, 9);
    expect(codes(r)).toContain('ipc356.drill.scaled');
  });

  it('HexadecipadV2 (KiCad 9): 62 SMD + 130 TH pads, 47 vias, 120 NPTH holes, "?" names kept', () => {
    const r = real('HexadecipadV2.ipc');
    const { board } = r;
    expect(board.pads.filter((p) => p.type === 'smd')).toHaveLength(62);
    expect(board.pads.filter((p) => p.type === 'th')).toHaveLength(130);
    expect(board.vias).toHaveLength(47);
    expect(board.holes).toHaveLength(120);
    expect(board.components).toHaveLength(60);
    expect(board.pads.filter((p) => p.ref === 'U1')).toHaveLength(28);
    expect(board.nets.map((n) => n.name)).toContain('COLUMN?0');
    // Its vias carry a garbage mask code: tenting unknown, reported once.
    expect(board.vias.every((v) => v.tented === null)).toBe(true);
    expect(r.diagnostics.filter((d) => d.code === 'ipc356.mask.invalid')).toHaveLength(1);
    expect(board.pads.every((p) => p.y < 0)).toBe(true);
  });
});
