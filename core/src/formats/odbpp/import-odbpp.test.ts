import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import type { Board } from '../../board/model';
import { importOdbpp } from './index';
import { makeTree, twoLayerMatrix } from './test-trees';

/**
 * A one-component board written in either unit system. In inch files coordinates are inches and
 * symbol sizes mils; in mm files coordinates are mm and symbol sizes microns (spec, "Units of
 * Measurement"). `k` converts the inch numbers below to the file's units.
 */
function unitBoard(units: 'INCH' | 'MM'): Record<string, string> {
  const k = units === 'MM' ? 25.4 : 1;
  const c = (v: number) => String(+(v * k).toFixed(6));
  return {
    'misc/info': `UNITS=${units}\n`,
    'matrix/matrix': twoLayerMatrix(),
    'steps/pcb/profile': `UNITS=${units}\nS P 0\nOB 0 0 I\nOS ${c(2)} 0\nOS ${c(2)} ${c(1)}\nOS 0 ${c(1)}\nOE\nSE\n`,
    // r40 = 40 mils (1.016 mm), rect60x30 = 60 × 30 mils; in microns: r1016, rect1524x762.
    'steps/pcb/layers/top/features': `UNITS=${units}\n$0 r${c(40)}\n$1 rect${c(60)}x${c(30)}\nP ${c(1)} ${c(0.5)} 0 P 0 0\nP ${c(1.1)} ${c(0.5)} 1 P 0 1\n`,
    'steps/pcb/layers/comp_+_top/components': `UNITS=${units}\nCMP 0 ${c(1.05)} ${c(0.5)} 0 N U1 PART-1\nPRP Value '10k'\nTOP 0 ${c(1)} ${c(0.5)} 0 N 0 0 1\nTOP 1 ${c(1.1)} ${c(0.5)} 0 N 1 0 2\n`,
    'steps/pcb/eda/data': `UNITS=${units}\nLYR top bottom\nNET A\nSNT TOP T 0 0\nFID C 0 0\nNET B\nSNT TOP T 0 1\nFID C 0 1\nPKG SOT ${c(0.1)} ${c(-0.1)} ${c(-0.05)} ${c(0.1)} ${c(0.05)}\nPIN 1 S ${c(-0.05)} 0 0 U U\nPIN 2 S ${c(0.05)} 0 0 U U\n`,
  };
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('units', () => {
  it('reads an inch tree in mm: coordinates × 25.4, symbol sizes in mils', () => {
    const { board, diagnostics } = importOdbpp(makeTree(unitBoard('INCH')), 'inch.tgz');
    expect(diagnostics).toEqual([]);
    const [p1, p2] = board.pads;
    expect(p1).toMatchObject({ ref: 'U1', number: '1', net: 'A', shape: 'circle', side: 'top', type: 'smd' });
    expect(near(p1!.x, 25.4) && near(p1!.y, 12.7) && near(p1!.widthMm, 1.016)).toBe(true);
    // orient_def 1 = 90° clockwise = 270° counter-clockwise.
    expect(p2).toMatchObject({ number: '2', net: 'B', shape: 'rect', rotationDeg: 270 });
    expect(near(p2!.widthMm, 1.524) && near(p2!.heightMm, 0.762) && near(p2!.x, 27.94)).toBe(true);
    expect(board.components[0]).toMatchObject({ ref: 'U1', value: '10k', footprint: 'SOT', side: 'top' });
    const xs = board.outline[0]!.outer.map((p) => p.x);
    expect(Math.max(...xs)).toBeCloseTo(50.8, 9);
  });

  it('reads the same board from an mm tree', () => {
    const inch = importOdbpp(makeTree(unitBoard('INCH')), 'b').board;
    const mm = importOdbpp(makeTree(unitBoard('MM')), 'b').board;
    const round = (b: Board) =>
      JSON.parse(JSON.stringify(b, (_k, v) => (typeof v === 'number' ? +v.toFixed(6) : v)));
    expect(round(mm)).toEqual(round(inch));
  });

  it('reads files without UNITS= in the units of misc/info, and inch when misc/info says nothing', () => {
    const files = unitBoard('MM');
    for (const k of Object.keys(files)) files[k] = files[k]!.replace(/^UNITS=MM\n/, '');
    files['misc/info'] = 'UNITS=MM\n';
    expect(importOdbpp(makeTree(files), 'b').board.pads[0]!.widthMm).toBeCloseTo(1.016, 9);
    delete files['misc/info'];
    const r = importOdbpp(makeTree(files), 'b');
    // 1016 read as mils: 25.8064 mm — and the reader said what it assumed.
    expect(r.board.pads[0]!.widthMm).toBeCloseTo(25.8064, 6);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'odbpp.info.missing', location: { file: 'odb/misc/info', line: 1 } }),
    );
  });
});

/**
 * A bottom-side component at (10, 10), mirrored (M) and rotated `cw`° clockwise; its package has a
 * 2 × 1 mm body (RC 0 0 2 1) and one pin at (1, 0.5). The pin's copper on the bottom layer is a
 * triangle (tri1000x500: base 1 mm, height 0.5 mm, apex local (0, 0.25)) with orient_def `9 cw`.
 */
function bottomBoard(cw: number, pin: { x: number; y: number }): Record<string, string> {
  return {
    'misc/info': 'UNITS=MM\n',
    'matrix/matrix': twoLayerMatrix(),
    'steps/pcb/profile': 'UNITS=MM\nS P 0\nOB 0 0 I\nOS 20 0\nOS 20 20\nOS 0 20\nOE\nSE\n',
    'steps/pcb/layers/bottom/features': `UNITS=MM\n$0 tri1000x500\nP ${pin.x} ${pin.y} 0 P 0 9 ${cw}\n`,
    'steps/pcb/layers/comp_+_bot/components': `UNITS=MM\nCMP 0 10 10 ${cw} M U7 PART\nTOP 0 ${pin.x} ${pin.y} ${cw} M 0 0 1\n`,
    'steps/pcb/eda/data':
      'UNITS=MM\nLYR top bottom\nNET N1\nSNT TOP B 0 0\nFID C 1 0\nPKG P 1 0 0 2 1\nRC 0 0 2 1\nPIN 1 S 1 0.5 0 U U\n',
  };
}

describe('bottom side: mirror in X, then rotate clockwise (orient.ts)', () => {
  // By hand: local (x, y) → mirrored (−x, y) → clockwise θ: (x cos θ + y sin θ, −x sin θ + y cos θ).
  //   pin (1, 0.5) → (−1, 0.5) → 0°: (−1, 0.5)   90°: (0.5, 1)   180°: (1, −0.5)   270°: (−0.5, −1)
  //   body corner (2, 1) → (−2, 1) → 0°: (−2, 1)  90°: (1, 2)     180°: (2, −1)     270°: (−1, −2)
  //   triangle apex (0, 0.25) → 0°: (0, 0.25)      90°: (0.25, 0)  180°: (0, −0.25)  270°: (−0.25, 0)
  const cases = [
    { cw: 0, ccw: 0, pin: { x: 9, y: 10.5 }, corner: { x: 8, y: 11 }, apex: { x: 0, y: 0.25 } },
    { cw: 90, ccw: 270, pin: { x: 10.5, y: 11 }, corner: { x: 11, y: 12 }, apex: { x: 0.25, y: 0 } },
    { cw: 180, ccw: 180, pin: { x: 11, y: 9.5 }, corner: { x: 12, y: 9 }, apex: { x: 0, y: -0.25 } },
    { cw: 270, ccw: 90, pin: { x: 9.5, y: 9 }, corner: { x: 9, y: 8 }, apex: { x: -0.25, y: 0 } },
  ];
  for (const c of cases) {
    it(`rot ${c.cw}° M`, () => {
      const { board, diagnostics } = importOdbpp(makeTree(bottomBoard(c.cw, c.pin)), 'bottom.zip');
      expect(diagnostics).toEqual([]);
      const comp = board.components[0]!;
      expect(comp).toMatchObject({ ref: 'U7', side: 'bottom', x: 10, y: 10, rotationDeg: c.ccw });
      // The body keeps top-view coordinates: RC corner (2, 1) lands where the rule puts it.
      expect(comp.body!.some((p) => near(p.x, c.corner.x) && near(p.y, c.corner.y))).toBe(true);
      const pad = board.pads[0]!;
      expect(pad).toMatchObject({
        ref: 'U7',
        number: '1',
        side: 'bottom',
        net: 'N1',
        shape: 'custom',
        rotationDeg: c.ccw,
      });
      expect(near(pad.x, c.pin.x) && near(pad.y, c.pin.y)).toBe(true);
      const apex = { x: c.pin.x + c.apex.x, y: c.pin.y + c.apex.y };
      expect(pad.polygon!.some((p) => near(p.x, apex.x) && near(p.y, apex.y))).toBe(true);
    });
  }
});

describe('profile surfaces', () => {
  it('reads islands, holes and arcs (OC, clockwise and counter-clockwise)', () => {
    const profile = [
      'UNITS=MM',
      'S P 0',
      // a 20 × 10 island whose right end is a half circle (centre (20, 5), r 5, counter-clockwise)
      'OB 0 0 I',
      'OS 20 0',
      'OC 20 10 20 5 N',
      'OS 0 10',
      'OE',
      // a round hole of radius 2 about (5, 5): one clockwise OC back to its start
      'OB 7 5 H',
      'OC 7 5 5 5 Y',
      'OE',
      'SE',
      // a second board of the same step (a separate island)
      'S P 0',
      'OB 40 0 I',
      'OS 42 0',
      'OS 42 2',
      'OS 40 2',
      'OE',
      'SE',
    ].join('\n');
    const files = {
      'misc/info': 'UNITS=MM\n',
      'matrix/matrix': twoLayerMatrix(),
      'steps/pcb/profile': profile,
    };
    const { board } = importOdbpp(makeTree(files), 'p.zip');
    expect(board.outline).toHaveLength(2);
    const main = board.outline.find((p) => p.holes.length === 1)!;
    const xs = main.outer.map((p) => p.x);
    expect(Math.max(...xs)).toBeCloseTo(25, 3); // the arc bulges to x = 25
    for (const p of main.outer.filter((q) => q.x > 20))
      expect(Math.hypot(p.x - 20, p.y - 5)).toBeCloseTo(5, 9);
    const hole = main.holes[0]!;
    expect(hole.length).toBeGreaterThan(8);
    for (const p of hole) expect(Math.hypot(p.x - 5, p.y - 5)).toBeCloseTo(2, 9);
  });
});

describe('compressed members', () => {
  it('reads .gz members like plain ones', () => {
    const plain = makeTree(unitBoard('MM'));
    const zipped = plain.map((f) =>
      /features$|eda\/data$|matrix\/matrix$/.test(f.name)
        ? { name: `${f.name}.gz`, bytes: gzipSync(f.bytes) }
        : f,
    );
    expect(zipped.filter((f) => f.name.endsWith('.gz'))).toHaveLength(3);
    expect(importOdbpp(zipped, 'b').board).toEqual(importOdbpp(plain, 'b').board);
  });

  it('a damaged compressed layer is an error naming it; a damaged matrix stops the import', () => {
    const plain = makeTree(unitBoard('MM'));
    const broken = (re: RegExp) =>
      plain.map((f) => {
        if (!re.test(f.name)) return f;
        const gz = gzipSync(f.bytes);
        gz.fill(0x55, 10, gz.length - 8);
        return { name: `${f.name}.gz`, bytes: gz };
      });
    const r = importOdbpp(broken(/layers\/top\/features$/), 'b');
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'odbpp.decompress.corrupt',
        location: { file: 'odb/steps/pcb/layers/top/features', line: 1 },
      }),
    );
    expect(() => importOdbpp(broken(/matrix\/matrix$/), 'b.tgz')).toThrow(
      expect.objectContaining({
        code: 'odbpp.decompress.corrupt',
        message: expect.stringMatching(/^b\.tgz:1: odb\/matrix\/matrix\.gz: gzip data is damaged/),
      }),
    );
  });
});

describe('errors', () => {
  it('no matrix: not a product model', () => {
    const files = makeTree({ 'misc/info': 'UNITS=MM\n', 'steps/pcb/profile': '' });
    expect(() => importOdbpp(files, 'job.zip')).toThrow(ImportError);
    expect(() => importOdbpp(files, 'job.zip')).toThrow(
      'job.zip:1: no matrix/matrix file: expected an ODB++ product model (a folder with matrix/matrix, misc/info and steps/)',
    );
  });

  it('a matrix without a step, and a step without its folder', () => {
    const noStep = makeTree({ 'matrix/matrix': 'LAYER {\nROW=1\nCONTEXT=BOARD\nTYPE=SIGNAL\nNAME=TOP\n}\n' });
    expect(() => importOdbpp(noStep, 'j')).toThrow(
      expect.objectContaining({
        code: 'odbpp.matrix.no-step',
        message: 'odb/matrix/matrix:1: the matrix names no step: expected a "STEP { NAME=... }" block',
      }),
    );
    const missing = makeTree({
      'matrix/matrix': '\n\nSTEP {\nCOL=1\nNAME=PCB\n}\n',
      'misc/info': 'UNITS=MM\n',
    });
    expect(() => importOdbpp(missing, 'j')).toThrow(
      expect.objectContaining({
        code: 'odbpp.step.missing',
        message: 'odb/matrix/matrix:3: the matrix names step "pcb" but there is no steps/pcb/ folder',
      }),
    );
  });

  it('malformed records are warnings naming the file, the line and what was expected', () => {
    const files = unitBoard('MM');
    files['steps/pcb/layers/top/features'] += 'P 1 abc 0 P 0 0\n';
    files['steps/pcb/layers/comp_+_top/components'] += 'CMP zero 1 2 0 N U2 X\nTOP 0 1 2 0 N 0 0 1\n';
    files['steps/pcb/eda/data'] = files['steps/pcb/eda/data']!.replace(
      'FID C 0 0\n',
      'FID C 0 0\nFID C one 2\n',
    );
    const { diagnostics, board } = importOdbpp(makeTree(files), 'bad.zip');
    expect(board.components.map((c) => c.ref)).toEqual(['U1']);
    expect(diagnostics).toContainEqual({
      severity: 'warning',
      code: 'odbpp.features.bad-record',
      message:
        'odb/steps/pcb/layers/top/features: expected P <x> <y> <symbol> <P|N> <dcode> <orient_def> [angle], found "P 1 abc 0 P 0 0"',
      location: { file: 'odb/steps/pcb/layers/top/features', line: 6 },
    });
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'odbpp.components.bad-record',
        message: expect.stringContaining(
          'expected CMP <package number> <x> <y> <rotation> <N|M> <name> <part>',
        ),
        location: { file: 'odb/steps/pcb/layers/comp_+_top/components', line: 6 },
      }),
    );
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'odbpp.components.bad-record',
        message: expect.stringContaining('TOP only after a CMP record'),
        location: { file: 'odb/steps/pcb/layers/comp_+_top/components', line: 7 },
      }),
    );
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'odbpp.eda.bad-record',
        message: expect.stringContaining('expected FID <C|L|H> <layer number> <feature number>'),
        location: { file: 'odb/steps/pcb/eda/data', line: 6 },
      }),
    );
  });

  it('reads the ID= header line of ODB++ 8 files (components, features, eda/data) without a warning', () => {
    const files = unitBoard('MM');
    for (const f of [
      'steps/pcb/layers/comp_+_top/components',
      'steps/pcb/layers/top/features',
      'steps/pcb/eda/data',
    ])
      files[f] = files[f]!.replace('UNITS=MM\n', 'UNITS=MM\nID=4711\n');
    const { diagnostics, board } = importOdbpp(makeTree(files), 'ids.zip');
    expect(board.components.map((c) => c.ref)).toEqual(['U1']);
    expect(diagnostics.filter((d) => d.code.endsWith('.bad-record'))).toEqual([]);
  });

  it('a tree without eda/data or a profile still gives its components, with warnings', () => {
    const files = unitBoard('MM');
    delete files['steps/pcb/eda/data'];
    delete files['steps/pcb/profile'];
    const { board, diagnostics } = importOdbpp(makeTree(files), 'b');
    expect(board.pads).toHaveLength(2);
    expect(board.outline).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining(['odbpp.eda.missing', 'odbpp.profile.missing']),
    );
  });

  it('finds the product model at the top of the list or under any folder', () => {
    const top = makeTree(unitBoard('MM'), '');
    expect(importOdbpp(top, 'b').board.pads).toHaveLength(2);
    const nested = makeTree(unitBoard('MM'), 'Job 7/odb');
    expect(importOdbpp(nested, 'b').board.pads).toHaveLength(2);
  });
});

describe('user-defined symbols', () => {
  it('reads a pad drawn with a symbol of symbols/<name> as a custom shape of its outline', () => {
    const files = unitBoard('MM');
    // An L-shaped island spanning 2 × 1 mm; a symbol file holds coordinates (here mm, its UNITS=MM).
    files['symbols/my_pad/features'] =
      'UNITS=MM\nS P 0\nOB -1 -0.5 I\nOS 1 -0.5\nOS 1 0.5\nOS 0 0.5\nOS 0 0\nOS -1 0\nOE\nSE\n';
    files['steps/pcb/layers/top/features'] = files['steps/pcb/layers/top/features']!.replace(
      /\$1 rect\S+/,
      '$1 my_pad',
    );
    const { board, diagnostics } = importOdbpp(makeTree(files), 'b');
    expect(diagnostics).toEqual([]);
    const pad = board.pads[1]!;
    expect(pad).toMatchObject({ shape: 'custom', widthMm: 2, heightMm: 1, rotationDeg: 270 });
    // orient_def 1 (90° clockwise) maps local (1, 0.5) to (0.5, −1) about the pad at (27.94, 12.7).
    expect(pad.polygon).toContainEqual({ x: 27.94 + 0.5, y: 12.7 - 1 });
  });
});

describe('test points', () => {
  it('flags pins whose copper carries .test_point, and netlist test points with no pad under them', () => {
    const files = unitBoard('MM');
    files['steps/pcb/layers/top/features'] = files['steps/pcb/layers/top/features']!.replace(
      '$1 rect',
      '@0 .test_point\n$1 rect',
    ).replace(/(P \S+ \S+ 1 P 0 1)\n/, '$1 ;0\n');
    // Netlist: a test point (t) on pin 1, a plain point on pin 2, and a test point on the bottom
    // where no copper was read.
    files['steps/pcb/netlists/cadnet/netlist'] =
      'UNITS=MM\nH optimize n\n$0 A\n$1 B\n0 0 25.4 12.7 T 1 1 e e t\n1 0 27.94 12.7 T 1.5 0.7 e e\n0 0 30 5 D 1 1 e e staggered 0 0 0 t\n';
    const { board, diagnostics } = importOdbpp(makeTree(files), 'b');
    expect(diagnostics).toEqual([]);
    expect(board.pads.map((p) => [p.ref, p.number, p.testpointFlag])).toEqual([
      ['U1', '1', true], // netlist t
      ['U1', '2', true], // .test_point
      [null, '', true], // netlist t, no pad there: a free test pad
    ]);
    expect(board.pads[2]).toMatchObject({
      x: 30,
      y: 5,
      side: 'bottom',
      net: 'A',
      shape: 'rect',
      widthMm: 1,
      type: 'smd',
    });
    expect(board.testPoints.filter((t) => t.kind === 'testpoint')).toHaveLength(3);
    // Without the attribute and the t flags nothing is a dedicated test point.
    const plain = importOdbpp(makeTree(unitBoard('MM')), 'b').board;
    expect(plain.pads.some((p) => p.testpointFlag)).toBe(false);
  });
});

describe('drills, vias and holes', () => {
  it('reads routed slots (line records) of a drill layer: a through-hole pin on a slot, a free slot as a hole', () => {
    const files = unitBoard('MM');
    files['steps/pcb/eda/data'] = files['steps/pcb/eda/data']!.replace('PIN 1 S', 'PIN 1 T');
    // U1 pin 1 is at (25.4, 12.7): a 0.6 mm slot through it, 0.8 mm between end centres; a free slot.
    files['steps/pcb/layers/drill/features'] =
      'UNITS=MM\n$0 r600\n$1 r1000\nL 25 12.7 25.8 12.7 0 P 0\nL 40 20 40 23 1 P 0\n';
    const { board, diagnostics } = importOdbpp(makeTree(files), 'slots.zip');
    const pin = board.pads.find((p) => p.ref === 'U1' && p.number === '1')!;
    expect([pin.type, pin.side, pin.drillMm, pin.slotLengthMm]).toEqual([
      'th',
      'both',
      0.6,
      expect.closeTo(1.4, 9),
    ]);
    expect(board.holes).toEqual([
      expect.objectContaining({
        x: 40,
        y: 21.5,
        diameterMm: 1,
        slotLengthMm: expect.closeTo(4, 9),
        plated: true,
      }),
    ]);
    expect(diagnostics.map((d) => d.code)).not.toContain('odbpp.pad.no-drill');
    expect(diagnostics.map((d) => d.code)).not.toContain('odbpp.drill.slots');
  });

  it('tells vias, plated and non-plated holes apart and reads via tenting from the masks', () => {
    const files = unitBoard('MM');
    // Drill layer: a via (.drill=2), a plated mounting hole (.drill=0), a non-plated tooling hole (.drill=1).
    files['steps/pcb/layers/drill/features'] =
      'UNITS=MM\n$0 r300\n$1 r3200\n$2 r2000\n@0 .drill\nP 5 5 0 P 0 0 ;0=2\nP 40 20 1 P 0 0 ;0=0\nP 3 20 2 P 0 0 ;0=1\n';
    // Copper: via pads r600 on both sides; top mask opens the via (r700), bottom mask does not.
    files['steps/pcb/layers/top/features'] += '$2 r600\nP 5 5 2 P 0 0\n';
    files['steps/pcb/layers/bottom/features'] = 'UNITS=MM\n$0 r600\nP 5 5 0 P 0 0\n';
    files['steps/pcb/layers/top_mask/features'] = 'UNITS=MM\n$0 r700\nP 5 5 0 P 0 0\n';
    files['steps/pcb/layers/bottom_mask/features'] = 'UNITS=MM\n$0 r700\nP 99 99 0 P 0 0\n';
    const { board } = importOdbpp(makeTree(files), 'b');
    expect(board.vias).toEqual([
      expect.objectContaining({ x: 5, y: 5, drillMm: 0.3, diameterMm: 0.6, side: 'both', tented: false }),
    ]);
    expect(board.holes).toEqual([
      expect.objectContaining({ x: 40, y: 20, diameterMm: 3.2, plated: true, ref: null }),
      expect.objectContaining({ x: 3, y: 20, diameterMm: 2, plated: false, ref: null }),
    ]);
    expect(board.vias[0]!.testpointFlag).toBe(false);
    // A netlist test point (t) on the via marks it as a designed test point.
    files['steps/pcb/netlists/cadnet/netlist'] = 'UNITS=MM\nH optimize n\n$0 A\n0 0.3 5 5 B 0.6 0.6 e e t\n';
    const flagged = importOdbpp(makeTree(files), 'b').board;
    expect(flagged.vias[0]!.testpointFlag).toBe(true);
    expect(flagged.testPoints.find((t) => t.featureId === flagged.vias[0]!.id)?.kind).toBe('testpoint');
    // Both masks closed over the via: tented; and a pad under closed mask is covered.
    files['steps/pcb/layers/top_mask/features'] = 'UNITS=MM\n$0 r700\nP 99 99 0 P 0 0\n';
    const closed = importOdbpp(makeTree(files), 'b').board;
    expect(closed.vias[0]!.tented).toBe(true);
    expect(closed.pads[0]!.mask).toBe('covered');
  });
});
