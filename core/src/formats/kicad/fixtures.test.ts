// Hand-made fixtures (core/test/fixtures/kicad): placement on both sides at 0/90/180/270° in every
// format version, one fixture per feature group, outlines, and errors.
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import type { Board, Pad } from '../../board/model';
import { signedArea } from '../../geometry/rings';
import { readFixture } from '../../../test/fixtures/kicad/support';
import { importKicad } from './index';

const load = (name: string) => importKicad(readFixture(name), name);
const bbox = (pts: { x: number; y: number }[]) => ({
  minX: Math.min(...pts.map((p) => p.x)),
  minY: Math.min(...pts.map((p) => p.y)),
  maxX: Math.max(...pts.map((p) => p.x)),
  maxY: Math.max(...pts.map((p) => p.y)),
});

describe.each(['v5', 'v6', 'v8', 'v9', 'v10'])(
  'placement-%s: a footprint at 0/90/180/270° on both sides',
  (v) => {
    const { board, diagnostics } = load(`placement-${v}.kicad_pcb`);
    // Footprint "Test:Offset" at KiCad (X, Y) rotated θ, pad 1 at local (2, 1) with file angle θ + 30,
    // courtyard (−3, −2)–(3, 2), fab body outline (−2, −1.5)–(2.5, 1.5) (four fp_lines in v5 and
    // v10, an fp_rect in v6 and v9, an fp_poly with the pin-1 corner chamfered in v8). Worked out by
    // hand in the y-up frame (KiCad y → −y; KiCad angles are CCW): the pad offset (2, 1) is (2, −1)
    // y-up, turned CCW by θ → (2,−1), (1,2), (−2,1), (−1,−2). A clockwise rotation would swap the
    // 90° and 270° answers; mirroring the bottom side again would negate x; reading the pad angle as
    // relative would give 30 + 2θ.
    const expected: [
      ref: string,
      side: string,
      x: number,
      y: number,
      rot: number,
      padX: number,
      padY: number,
    ][] = [
      ['T0', 'top', 10, -20, 0, 12, -21],
      ['T90', 'top', 30, -20, 90, 31, -18],
      ['T180', 'top', 50, -20, 180, 48, -19],
      ['T270', 'top', 70, -20, 270, 69, -22],
      ['B0', 'bottom', 10, -40, 0, 12, -41],
      ['B90', 'bottom', 30, -40, 90, 31, -38],
      ['B180', 'bottom', 50, -40, 180, 48, -39],
      ['B270', 'bottom', 70, -40, 270, 69, -42],
    ];

    it('reads without diagnostics', () => {
      expect(diagnostics).toEqual([]);
      expect(board.components).toHaveLength(8);
      expect(board.pads).toHaveLength(8);
    });

    it.each(expected)('%s (%s) lands where computed by hand', (ref, side, x, y, rot, padX, padY) => {
      const c = board.components.find((k) => k.ref === ref)!;
      expect([c.side, c.x, c.y, c.rotationDeg, c.value, c.footprint]).toEqual([
        side,
        x,
        y,
        rot,
        'OFFSET',
        'Test:Offset',
      ]);
      const p = board.pads.find((q) => q.ref === ref)!;
      expect([p.x, p.y]).toEqual([padX, padY]);
      expect(p.rotationDeg).toBe((rot + 30) % 360);
      expect([p.widthMm, p.heightMm, p.side, p.net, p.type, p.mask]).toEqual([
        1,
        0.5,
        side,
        '/sheet/SIG',
        'smd',
        'open',
      ]);
      // The body is the fab outline, not the 6 × 4 courtyard (decision 0043). Its y-up local box is
      // x −2…2.5, y −1.5…1.5 (symmetric in y), turned CCW by θ ((x, y) → (−y, x) per quarter turn):
      //   0°: x −2…2.5,   y −1.5…1.5     90°: x −1.5…1.5, y −2…2.5
      //   180°: x −2.5…2, y −1.5…1.5     270°: x −1.5…1.5, y −2.5…2
      // e.g. T90 at (30, −20): x 28.5…31.5, y −22…−17.5. The x asymmetry catches a mirrored bottom
      // (B0 would give x 7.5…12) and the turn direction (90° and 270° differ in y). The chamfered
      // pin-1 corner of v8 (−2, −1.5) → points (−1.5, −1.5) and (−2, −1) leaves the box unchanged.
      const box: Record<number, [number, number, number, number]> = {
        0: [-2, 2.5, -1.5, 1.5],
        90: [-1.5, 1.5, -2, 2.5],
        180: [-2.5, 2, -1.5, 1.5],
        270: [-1.5, 1.5, -2.5, 2],
      };
      const [x0, x1, y0, y1] = box[rot]!;
      expect(bbox(c.body!)).toEqual({ minX: x + x0, maxX: x + x1, minY: y + y0, maxY: y + y1 });
      expect(signedArea(c.body!)).toBeGreaterThan(0); // CCW
    });

    it('reads the board-level facts', () => {
      expect(board.auxOrigin).toEqual({ x: 5, y: -60 });
      expect(board.thicknessMm).toBe(1.6);
      expect(board.copperLayerCount).toBe(2);
      expect(board.nets.map((n) => n.name)).toEqual(['/sheet/SIG']);
      expect(board.outline).toHaveLength(1);
      expect(bbox(board.outline[0]!.outer)).toEqual({ minX: 0, maxX: 90, minY: -60, maxY: 0 });
    });
  },
);

describe('features-v9: KiCad 9 layer numbering, pads, holes, vias, tenting', () => {
  const { board, diagnostics } = load('features-v9.kicad_pcb');
  const pad = (ref: string, number: string): Pad =>
    board.pads.find((p) => p.ref === ref && p.number === number)!;

  it('identifies 4 copper layers by KiCad 9 numbers and keeps declared but unused nets', () => {
    expect(board.copperLayerCount).toBe(4);
    expect(board.thicknessMm).toBe(1.2);
    expect(board.nets.map((n) => n.name)).toEqual(['/power/VCC', 'GND', 'UNUSED']);
    expect(diagnostics.map((d) => [d.code, d.location.file, d.location.line])).toEqual([
      ['kicad.via.buried', 'features-v9.kicad_pcb', 109],
    ]);
  });

  it('reads footprint attributes and the height property', () => {
    const u1 = board.components.find((c) => c.ref === 'U1')!;
    expect([u1.dnp, u1.excludeFromBom, u1.excludeFromPosFiles, u1.heightMm]).toEqual([true, true, true, 1.5]);
    const body = bbox(u1.body!); // F.Fab circle r 5 (no courtyard), as a polygon within 0.005 mm
    expect([body.minX, body.maxX, body.minY, body.maxY].map((v) => Math.round(v * 100) / 100)).toEqual([
      5, 15, -15, -5,
    ]);
    const u2 = board.components.find((c) => c.ref === 'U2')!;
    expect([u2.side, u2.rotationDeg, u2.heightMm, u2.dnp]).toEqual(['bottom', 180, null, false]);
    // U2 draws only a B.CrtYd rectangle: a placement keep-out, not a body (decision 0043), so it has
    // none and DFT takes its pads' extent (fab-body.test.ts checks that by hand).
    expect(u2.body).toBeNull();
  });

  it('writes a component’s fields in one order, the flags and the part’s fields last (stored boards stay byte-identical)', () => {
    for (const c of board.components) {
      // `fields` is written on every component (one object shape) but undefined when the footprint
      // has no field of its own, so the JSON of a board without fields is what it was before it.
      if (c.fields === undefined) expect(JSON.stringify(c)).not.toContain('"fields"');
      expect(Object.keys(c)).toEqual([
        'id',
        'ref',
        'value',
        'footprint',
        'side',
        'x',
        'y',
        'rotationDeg',
        'body',
        'heightMm',
        'dnp',
        'excludeFromBom',
        'excludeFromPosFiles',
        'fields',
      ]);
    }
  });

  it('builds chamfered, trapezoid and custom pad polygons in the board frame', () => {
    const chamfered = pad('U1', '1');
    expect(chamfered.shape).toBe('chamfered-rect');
    // 1 × 1 at (8, −10): top-left (KiCad −Y = board +Y) and bottom-right cut by 0.2
    const ring = chamfered.polygon!;
    expect(ring.some((p) => Math.abs(p.x - 7.5) < 1e-9 && Math.abs(p.y - (-10 + 0.3)) < 1e-9)).toBe(true);
    expect(ring.some((p) => Math.abs(p.x - 7.7) < 1e-9 && Math.abs(p.y - -9.5) < 1e-9)).toBe(true);
    expect(ring.some((p) => Math.abs(p.x - 8.5) < 1e-9 && Math.abs(p.y - (-10 - 0.3)) < 1e-9)).toBe(true);
    expect(bbox(ring)).toEqual({ minX: 7.5, maxX: 8.5, minY: -10.5, maxY: -9.5 });
    expect(signedArea(ring)).toBeGreaterThan(0);

    const trapezoid = pad('U1', '2');
    expect(trapezoid.shape).toBe('trapezoid');
    // rect_delta (0 0.4): the KiCad +Y edge (board −Y) is 1.4 wide, the −Y edge 0.6
    expect(bbox(trapezoid.polygon!)).toEqual({ minX: 11.3, maxX: 12.7, minY: -10.5, maxY: -9.5 });
    const low = trapezoid.polygon!.filter((p) => p.y < -10).map((p) => p.x);
    expect(Math.max(...low) - Math.min(...low)).toBeCloseTo(1.4, 12);

    const custom = pad('U1', '6');
    expect(custom.shape).toBe('custom');
    const b = bbox(custom.polygon!);
    // hull of: anchor circle r 0.25 at (6, −10), line to local (2, 0) = (8, −10), filled circle r 0.5
    // at local (0, 1) = board (6, −11)
    expect(b.minX).toBeCloseTo(5.5, 2);
    expect(b.maxX).toBeCloseTo(8, 9);
    expect(b.minY).toBeCloseTo(-11.5, 2);
    expect(b.maxY).toBeCloseTo(-9.75, 2);
  });

  it('maps pad types, mask, sides and the test-point property', () => {
    expect(pad('U1', '3').type).toBe('smd'); // connect
    expect(pad('U1', '4').mask).toBe('covered'); // no F.Mask in its layers
    expect(pad('U1', '5').testpointFlag).toBe(true);
    expect(board.testPoints.find((t) => t.featureId === pad('U1', '5').id)!.kind).toBe('testpoint');
    expect(pad('J1', '2').side).toBe('both'); // F&B.Cu
    expect(pad('J1', '4').side).toBe('bottom'); // plated, copper on B.Cu only
    expect(pad('J1', '').side).toBe('both'); // NPTH
    expect(pad('J1', '3').mask).toBe('covered'); // (tenting (front yes)) and no B.Mask
    const slot = pad('J1', '1');
    expect([slot.drillMm, slot.slotLengthMm, slot.plated, slot.rotationDeg]).toEqual([1, 2, true, 90]);
    expect([slot.x, slot.y]).toEqual([20, -20]);
    // local (−3, 0) turned 90° with J1 (KiCad RotatePoint: (x, y) → (y, −x)) → KiCad (20, 23); the
    // position is the hole, as KiCad's, not the copper shifted by the drill offset
    const offsetDrill = pad('J1', '2');
    expect([offsetDrill.x, offsetDrill.y, offsetDrill.drillMm]).toEqual([20, -23, 1]);
  });

  it('lists NPTH pads and mounting holes as holes', () => {
    const holes = board.holes.map((h) => [h.ref, h.x, h.y, h.diameterMm, h.slotLengthMm, h.plated]);
    expect(holes).toEqual([
      ['H1', 45, -5, 3.2, null, true], // MountingHole footprint, plated, on GND
      ['H2', 45, -15, 2.5, null, true], // ref H*, plated, no net
      ['J1', 20, -17, 1.5, null, false], // NPTH pad at local (3, 0) → KiCad (20, 17)
    ]);
  });

  it('builds the outline with its cut-outs, including an Edge.Cuts rectangle inside a rotated footprint', () => {
    expect(board.outline).toHaveLength(1);
    const [poly] = board.outline as [Board['outline'][number]];
    expect(bbox(poly.outer)).toEqual({ minX: 0, maxX: 50, minY: -40, maxY: 0 });
    const holes = poly.holes.map(bbox);
    expect(holes).toContainEqual({ minX: 25, maxX: 28, minY: -21, maxY: -19 }); // J1's fp_rect, turned 90°
    expect(holes.find((h) => Math.abs(h.minX - 38) < 0.01)).toBeDefined(); // gr_circle r 2 at (40, −30)
    const polyHole = holes.find((h) => h.minX === 5)!; // gr_poly with an arc bulging to x 11
    expect(polyHole.maxX).toBeCloseTo(11, 2);
    for (const h of poly.holes) expect(signedArea(h)).toBeLessThan(0);
  });

  it('reads through, blind and micro vias with per-via and board tenting; leaves the buried one out', () => {
    expect(board.vias.map((v) => [v.x, v.y, v.side, v.tented, v.net, v.drillMm, v.diameterMm])).toEqual([
      [5, -5, 'both', true, 'GND', 0.3, 0.6], // board (tenting front back)
      [6, -5, 'both', false, 'GND', 0.3, 0.6], // (tenting (front no) (back yes))
      [7, -5, 'top', true, '/power/VCC', 0.2, 0.5], // blind F.Cu–In1.Cu
      [8, -5, 'bottom', true, '/power/VCC', 0.1, 0.3], // micro In2.Cu–B.Cu
      [10, -5, 'both', false, null, 0.3, 0.6],
    ]);
  });
});

describe('arcs-v5: KiCad 5 arcs (start = centre, end = arc start, angle), net classes, virtual', () => {
  const { board, diagnostics } = load('arcs-v5.kicad_pcb');

  it('closes a rounded rectangle drawn with legacy arcs (a wrong sweep direction leaves it open)', () => {
    expect(diagnostics).toEqual([]);
    expect(board.outline).toHaveLength(1);
    const outer = board.outline[0]!.outer;
    expect(bbox(outer)).toEqual({ minX: 0, maxX: 20, minY: -10, maxY: 0 });
    expect(signedArea(outer)).toBeCloseTo(200 - 4 * (4 - Math.PI), 1); // arcs as chords: slightly less
  });

  it('turns a legacy fp_arc with its footprint and reads KiCad 5 names and flags', () => {
    const x1 = board.components[0]!;
    // The fab drawing (an fp_arc and its chord on F.Fab) is the body: arc centre (0,0) from (2,0)
    // sweeping 180° clockwise on screen: local lower half (KiCad +Y), then turned 90° CCW with the
    // footprint: the half disc right of (10, −5). Its area 2π ≈ 6.3 mm² is far above a fifth of the
    // pad's 1 × 2 = 2 mm², so it is no mark.
    expect(bbox(x1.body!).minX).toBeCloseTo(10, 9);
    expect(bbox(x1.body!).maxX).toBeCloseTo(12, 2);
    expect([x1.excludeFromBom, x1.excludeFromPosFiles]).toEqual([true, true]); // (attr virtual)
    const pad = board.pads[0]!;
    expect([pad.net, pad.side, pad.x, pad.y]).toEqual(['~RESET~', 'top', 10, -4]); // layer "Top" = number 0
  });

  it('gives vias without (drill) their net class drill, and reads (viasonmask true) as untented', () => {
    expect(board.vias.map((v) => [v.drillMm, v.tented])).toEqual([
      [0.5, false], // ~RESET~ is in class Fat
      [0.15, false], // micro via, no net: Default class micro-via drill
    ]);
  });
});

/** A minimal KiCad 6 board around some top-level items. */
const board6 = (items: string) =>
  `(kicad_pcb (version 20211014) (generator pcbnew)\n  (general (thickness 1.6))\n  (layers (0 "F.Cu" signal) (31 "B.Cu" signal) (44 "Edge.Cuts" user))\n${items}\n)\n`;
const edge = (a: string, b: string) => `  (gr_line (start ${a}) (end ${b}) (layer "Edge.Cuts") (width 0.1))`;

describe('copperless-v7: pads on no copper layer (paste apertures, a solder-mask removal footprint)', () => {
  const { board, diagnostics } = load('copperless-v7.kicad_pcb');

  it('leaves them out: they are not pads, never test-point candidates', () => {
    expect(board.pads.map((p) => [p.ref, p.number])).toEqual([
      ['U1', '1'],
      ['U1', '2'],
      ['U1', '3'],
    ]);
    expect(board.testPoints.some((t) => t.ref === 'MR1')).toBe(false);
    expect(board.components.map((c) => c.ref)).toEqual(['U1', 'MR1']);
    const d = diagnostics.find((x) => x.code === 'kicad.pad.copperless')!;
    expect(d.severity).toBe('info');
    expect(d.message).toMatch(/^3 pad\(s\) on no copper layer/);
    expect(d.message).toContain('MR1 pad "1"');
    expect(d.location.line).toBe(26);
  });

  it('keeps a mask-only pad as a mask opening: the via under it is not tented, the one beside it is', () => {
    expect(board.vias.map((v) => [v.x, v.tented])).toEqual([
      [20, false],
      [30, true],
    ]);
    const d = diagnostics.find((x) => x.code === 'kicad.pad.copperless')!;
    expect(d.message).toContain('expose 1 via(s) and 0 pad(s)');
  });
});

describe('outlines', () => {
  it('warns about an open outline (with its line) and falls back to the bounding box', () => {
    const text = board6([edge('0 0', '10 0'), edge('10 0', '10 5'), edge('10 5', '0 5')].join('\n'));
    const { board, diagnostics } = importKicad(text, 'open.kicad_pcb');
    expect(diagnostics.map((d) => [d.severity, d.code, d.location])).toEqual([
      ['warning', 'kicad.outline.open', { file: 'open.kicad_pcb', line: 4 }],
      ['info', 'kicad.outline.bbox', { file: 'open.kicad_pcb', line: 4 }],
    ]);
    expect(board.outline).toHaveLength(1);
    expect(bbox(board.outline[0]!.outer)).toEqual({ minX: 0, maxX: 10, minY: -5, maxY: 0 });
  });

  it('keeps a closed outline when a stray open piece lies inside it', () => {
    const square = [edge('0 0', '10 0'), edge('10 0', '10 10'), edge('10 10', '0 10'), edge('0 10', '0 0')];
    const { board, diagnostics } = importKicad(
      board6([...square, edge('2 2', '3 3')].join('\n')),
      'stray.kicad_pcb',
    );
    expect(diagnostics.map((d) => d.code)).toEqual(['kicad.outline.open']);
    expect(signedArea(board.outline[0]!.outer)).toBeCloseTo(100, 9);
  });

  it('chains a Bézier curve into the outline', () => {
    const curve =
      '  (gr_curve (pts (xy 10 10) (xy 7 14) (xy 3 14) (xy 0 10)) (layer "Edge.Cuts") (width 0.1))';
    const text = board6([edge('0 10', '0 0'), edge('0 0', '10 0'), edge('10 0', '10 10'), curve].join('\n'));
    const { board, diagnostics } = importKicad(text, 'curve.kicad_pcb');
    expect(diagnostics).toEqual([]);
    expect(bbox(board.outline[0]!.outer).minY).toBeCloseTo(-13, 9); // Bézier apex: 10 + 0.75 × 4
  });

  it('reports a board without Edge.Cuts', () => {
    const { board, diagnostics } = importKicad(board6(''), 'none.kicad_pcb');
    expect(board.outline).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(['kicad.outline.missing']);
  });
});

describe('diagnostics and errors', () => {
  it('reports bad items with their file and line, and keeps going', () => {
    const text = board6(
      [
        '  (footprint "X:Y" (layer "F.Cu") (at 1 1)',
        '    (fp_text reference "R1" (at 0 0) (layer "F.SilkS"))',
        '    (pad "1" smd rect (size 1 1) (layers "F.Cu"))',
        '    (pad "2" smd blob (at 1 0) (size 1 1) (layers "F.Cu"))',
        '    (pad "3" weird rect (at 1 0) (size 1 1) (layers "F.Cu")))',
        '  (via (at 1 1) (size 0.6) (layers "F.Cu" "B.Cu") (net 7))',
      ].join('\n'),
    );
    const { board, diagnostics } = importKicad(text, 'bad.kicad_pcb');
    expect(diagnostics.map((d) => [d.code, d.location.line, d.location.element])).toEqual([
      ['kicad.pad.bad-position', 6, 'footprint R1 / pad 1'],
      ['kicad.pad.unknown-shape', 7, 'footprint R1 / pad 2'],
      ['kicad.pad.unknown-type', 8, 'footprint R1 / pad 3'],
      ['kicad.net.undeclared', 9, undefined],
      ['kicad.via.bad-size', 9, undefined],
      ['kicad.outline.missing', 1, undefined],
    ]);
    expect(diagnostics.every((d) => d.location.file === 'bad.kicad_pcb')).toBe(true);
    expect(board.pads.map((p) => [p.number, p.shape])).toEqual([['2', 'rect']]);
  });

  it.each([
    ['', 'kicad.not-a-board', 1],
    ['hello world', 'kicad.not-a-board', 1],
    ['{"json": true}', 'kicad.not-a-board', 1],
    ['(kicad_pcb (version 20211014)\n  (general (thickness 1.6)\n', 'kicad.syntax', 2], // innermost open list
    ['(kicad_pcb (version 20211014))\n\n)', 'kicad.syntax', 3],
    ['(kicad_pcb\n (title "unterminated)\n)', 'kicad.syntax', 2],
    ['\n(footprint "R_0603" (layer "F.Cu"))', 'kicad.not-a-board', 2],
    ['(kicad_sch (version 20211123))', 'kicad.not-a-board', 1],
  ])('throws ImportError for %j (code %s, line %i)', (text, code, line) => {
    try {
      importKicad(text, 'input.kicad_pcb');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ImportError);
      const err = e as ImportError;
      expect([err.code, err.location.file, err.location.line]).toEqual([code, 'input.kicad_pcb', line]);
      expect(err.message).toMatch(new RegExp(`^input\\.kicad_pcb:${line}: `));
    }
  });

  it('reads KiCad 10 item nets by name, even a name that looks like a number', () => {
    const text = board6(
      [
        '  (footprint "X:Y" (layer "F.Cu") (at 0 0) (property "Reference" "R1")',
        '    (pad "1" smd rect (at 0 0) (size 1 1) (layers "F.Cu" "F.Mask") (net "42")))',
        '  (via (at 1 1) (size 0.6) (drill 0.3) (layers "F.Cu" "B.Cu") (net "/bus/D0"))',
      ].join('\n'),
    ).replace('20211014', '20260206');
    const { board } = importKicad(text, 'v10.kicad_pcb');
    expect(board.pads[0]!.net).toBe('42');
    expect(board.vias[0]!.net).toBe('/bus/D0');
    expect(board.nets.map((n) => n.name)).toEqual(['/bus/D0', '42']);
  });
});
