// The KiCad schematic reader on hand-made schematics (core/test/fixtures/kicad-sch): a flat divider
// written in the syntax of KiCad 6 (the project folder's), 7, 8 and 9, and a KiCad 7 hierarchy that places one channel sheet
// twice with a dual op-amp split between the two uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { placePin } from './lib-symbols';
import { readKicadSchematic } from './read-schematic';
import { SheetGeometry } from './sheet-geometry';
import type { KicadSchematic } from './types';

const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/kicad-sch');
const read = (name: string) => ({ name, text: readFileSync(path.join(FIXTURES, name), 'utf8') });

/** Each net as its sorted pins, e.g. "C1.1 R1.2 R2.1 TP1.1"; single-pin nets left out. */
const connections = (s: KicadSchematic) =>
  s.nets
    .filter((n) => n.nodes.length > 1)
    .map((n) =>
      n.nodes
        .map((x) => `${x.ref}.${x.pin}`)
        .sort()
        .join(' '),
    )
    .sort();

const netOf = (s: KicadSchematic, ref: string, pin: string) =>
  s.nets.find((n) => n.nodes.some((x) => x.ref === ref && x.pin === pin))!;

describe.each([6, 7, 8, 9])('the divider in KiCad %i syntax', (v) => {
  const file = v === 6 ? 'divider-project/divider.kicad_sch' : `divider-v${v}.kicad_sch`;
  const { board: sch, diagnostics } = readKicadSchematic([read(file)]);

  it('reads cleanly', () => {
    expect(diagnostics).toEqual([]);
    expect(sch.sheets).toEqual(['/']);
  });

  it('gives each part its value, footprint and fields (power symbols and flags are not parts)', () => {
    const r1 = sch.parts.find((p) => p.ref === 'R1')!;
    expect(r1).toMatchObject({
      value: '10k',
      footprint: 'Resistor_SMD:R_0603_1608Metric',
      fields: { Tolerance: '1%', MPN: 'RC0603FR-0710KL', Manufacturer: 'Yageo' },
      dnp: false,
      onBoard: true,
    });
    expect(sch.parts.find((p) => p.ref === 'C1')!.fields).toEqual({ Voltage: '50V', Tolerance: '10%' });
    expect(sch.parts.map((p) => p.ref).sort()).toEqual(
      (v >= 7 ? ['C1', 'C2', 'J1', 'R1', 'R2', 'TP1'] : ['C1', 'J1', 'R1', 'R2', 'TP1']).sort(),
    );
  });

  it('connects wire ends, a wire ending along another (T), a label along a wire, pins touching, labels of one name', () => {
    expect(connections(sch)).toEqual(['C1.1 R1.2 R2.1 TP1.1', 'C1.2 J1.2 R2.2', 'J1.1 R1.1']);
    expect(netOf(sch, 'TP1', '1').name).toBe('/VOUT');
    expect(netOf(sch, 'R1', '1').name).toBe('+5V');
    expect(netOf(sch, 'C1', '2').name).toBe('GND');
  });

  it('does not let PWR_FLAG (a power symbol with an output pin) name or join nets', () => {
    expect(sch.nets.some((n) => n.names.includes('PWR_FLAG') || n.names.includes('pwr'))).toBe(false);
  });

  if (v >= 7)
    it('reads DNP (KiCad 7+) and leaves an unwired part on single-pin nets', () => {
      expect(sch.parts.find((p) => p.ref === 'C2')).toMatchObject({ dnp: true, fields: { Voltage: '16V' } });
      expect(netOf(sch, 'C2', '1').nodes).toHaveLength(1);
    });
});

describe('a hierarchy: one sheet placed twice, a dual op-amp split between the uses', () => {
  const { board: sch, diagnostics } = readKicadSchematic([read('channel.kicad_sch'), read('amp.kicad_sch')]);

  it('finds the root (the sheet no other places) and both instances', () => {
    expect(diagnostics).toEqual([]);
    expect(sch.root).toBe('amp.kicad_sch');
    expect(sch.sheets).toEqual(['/', '/ch_a/', '/ch_b/']);
    expect(sch.files).toEqual(['amp.kicad_sch', 'channel.kicad_sch']);
  });

  it('gives each instance its own references, and U1 one unit per instance', () => {
    expect(sch.parts.map((p) => p.ref).sort()).toEqual(['C1', 'C2', 'J1', 'R1', 'R2', 'U1']);
    expect(sch.parts.find((p) => p.ref === 'R2')).toMatchObject({
      value: '10k',
      fields: { Tolerance: '1%' },
    });
  });

  it('joins sheet pins to hierarchical labels, hidden power pins to their global nets, labels by name', () => {
    expect(connections(sch)).toEqual([
      'C1.1 R1.2 U1.3',
      'C1.2 C2.2 J1.4 U1.4',
      'C2.1 R2.2 U1.5',
      'J1.1 R1.1',
      'J1.2 R2.1',
      'J1.3 U1.1 U1.2',
      'U1.6 U1.7',
    ]);
    expect(netOf(sch, 'U1', '8').nodes.map((n) => n.pin)).toEqual(['8']); // +5V: only the hidden pin
    expect(netOf(sch, 'U1', '8').name).toBe('+5V');
    expect(netOf(sch, 'R1', '2').name).toBe('/ch_a/MID');
    expect(netOf(sch, 'R2', '2').name).toBe('/ch_b/MID');
    expect(netOf(sch, 'R1', '1').names).toEqual(['/ch_a/IN', '/IN']);
    expect(netOf(sch, 'U1', '7')).toMatchObject({ noConnect: true, names: ['/ch_b/OUT', '/OUT'] });
  });

  it('reports a sheet file the package does not hold, and reads the rest', () => {
    const r = readKicadSchematic([read('amp.kicad_sch')]);
    expect(r.board.missingSheets).toEqual(['channel.kicad_sch']);
    expect(r.diagnostics.map((d) => d.code)).toEqual([
      'kicad-sch.sheet.file-missing',
      'kicad-sch.sheet.file-missing',
    ]);
    expect(r.board.parts.map((p) => p.ref)).toEqual(['J1']);
  });
});

describe('placing library pins (library +Y up, sheet +Y down)', () => {
  const at = { x: 10, y: 20 };
  it.each<[number, 'x' | 'y' | null, { x: number; y: number }]>([
    [0, null, { x: 11, y: 18 }],
    [90, null, { x: 8, y: 19 }],
    [180, null, { x: 9, y: 22 }],
    [270, null, { x: 12, y: 21 }],
    [0, 'x', { x: 11, y: 22 }],
    [0, 'y', { x: 9, y: 18 }],
    [90, 'y', { x: 12, y: 19 }],
  ])('a pin at (1, 2) of a symbol at %i° mirrored %s', (angleDeg, mirror, expected) => {
    const p = placePin({ ...at, angleDeg, mirror }, { x: 1, y: 2 });
    expect([p.x, p.y]).toEqual([expected.x, expected.y]);
  });
});

describe('what connects on a sheet', () => {
  const g = () => new SheetGeometry();
  it('crossing wires do not connect; a junction at the crossing does', () => {
    const a = g();
    a.addWire({ x1: 0, y1: 5, x2: 10, y2: 5 });
    a.addWire({ x1: 5, y1: 0, x2: 5, y2: 10 });
    a.joinPointsOnWires();
    expect(a.setOf({ x: 0, y: 5 })).not.toBe(a.setOf({ x: 5, y: 0 }));
    const b = g();
    b.addWire({ x1: 0, y1: 5, x2: 10, y2: 5 });
    b.addWire({ x1: 5, y1: 0, x2: 5, y2: 10 });
    b.at({ x: 5, y: 5 });
    b.joinPointsOnWires();
    expect(b.setOf({ x: 0, y: 5 })).toBe(b.setOf({ x: 5, y: 0 }));
  });

  it('a pin joins a wire at its end, not along it (a hidden pin the wire passes)', () => {
    const s = g();
    s.addWire({ x1: 0, y1: 0, x2: 10, y2: 0 });
    s.atPin({ x: 5, y: 0 });
    s.atPin({ x: 10, y: 0 });
    s.joinPointsOnWires();
    expect(s.setOf({ x: 5, y: 0 })).not.toBe(s.setOf({ x: 0, y: 0 }));
    expect(s.setOf({ x: 10, y: 0 })).toBe(s.setOf({ x: 0, y: 0 }));
  });

  it('a label along a slanted wire joins it', () => {
    const s = g();
    s.addWire({ x1: 0, y1: 0, x2: 10, y2: 10 });
    s.at({ x: 2.54, y: 2.54 });
    s.joinPointsOnWires();
    expect(s.setOf({ x: 2.54, y: 2.54 })).toBe(s.setOf({ x: 10, y: 10 }));
  });
});

describe('files that are not schematics', () => {
  it('throws ImportError naming the file and line when no file is a schematic', () => {
    expect(() => readKicadSchematic([{ name: 'x.kicad_sch', text: '(kicad_pcb (version 1))' }])).toThrow(
      ImportError,
    );
    try {
      readKicadSchematic([{ name: 'x.kicad_sch', text: '(kicad_sch (version 20211123)' }]);
    } catch (e) {
      expect(e).toBeInstanceOf(ImportError);
      expect((e as ImportError).location.file).toBe('x.kicad_sch');
    }
  });

  it('reads the others when one sheet file is broken', () => {
    const r = readKicadSchematic([
      read('divider-v8.kicad_sch'),
      { name: 'broken.kicad_sch', text: '(kicad_sch' },
    ]);
    expect(r.board.parts).toHaveLength(6);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'kicad-sch.syntax',
        location: expect.objectContaining({ file: 'broken.kicad_sch' }),
      }),
    ]);
  });
});
