import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { bboxOfPoints } from '../../geometry/bbox';
import { fixture, squareProfile } from './fixture';
import { importIpc2581, looksLikeIpc2581 } from './index';

const run = (xml: string) => importIpc2581(xml, 'fixture.xml');
const fails = (xml: string): ImportError => {
  try {
    run(xml);
  } catch (e) {
    if (e instanceof ImportError) return e;
    throw e;
  }
  throw new Error('expected an ImportError');
};

/** A package "P" with one pin at (1, 0.5) (R2x1) and a component C1 placed by the given Xform. */
const placed = (rotation: number, bottom: boolean) =>
  fixture({
    step: `<Package name="P"><Outline><Polygon><PolyBegin x="-2" y="-1"/><PolyStepSegment x="2" y="-1"/><PolyStepSegment x="2" y="1"/><PolyStepSegment x="-2" y="1"/><PolyStepSegment x="-2" y="-1"/></Polygon></Outline>
      <Pin number="1" type="SURFACE"><Location x="1" y="0.5"/><StandardPrimitiveRef id="R2x1"/></Pin></Package>
      <Component refDes="C1" packageRef="P" layerRef="${bottom ? 'BOTTOM' : 'TOP'}" part="10k">
        <Xform rotation="${rotation}"${bottom ? ' mirror="true"' : ''}/><Location x="10" y="20"/></Component>`,
  });

describe('IPC-2581 placement: rotate CCW, then mirror x → −x, then place', () => {
  // Pin (1, 0.5) turned by r: 0 → (1, 0.5), 90 → (−0.5, 1), 180 → (−1, −0.5), 270 → (0.5, −1);
  // on the bottom x is then negated. Mirroring before turning would give other places at 90 / 270
  // (e.g. 90: (0.5, −1) → (10.5, 19) instead of (10.5, 21)).
  it.each([
    [0, false, 11, 20.5, 0],
    [90, false, 9.5, 21, 90],
    [180, false, 9, 19.5, 180],
    [270, false, 10.5, 19, 270],
    [0, true, 9, 20.5, 0],
    [90, true, 10.5, 21, 270],
    [180, true, 11, 19.5, 180],
    [270, true, 9.5, 19, 90],
  ])('rotation %i, bottom %s → pad (%d, %d) at %i°', (rotation, bottom, x, y, deg) => {
    const { board, diagnostics } = run(placed(rotation, bottom));
    const c = board.components[0]!;
    expect(c).toMatchObject({
      ref: 'C1',
      side: bottom ? 'bottom' : 'top',
      rotationDeg: deg,
      value: '10k',
      footprint: 'P',
    });
    const p = board.pads[0]!;
    expect([p.x, p.y, p.rotationDeg, p.side]).toEqual([x, y, deg, bottom ? 'bottom' : 'top']);
    expect([p.widthMm, p.heightMm]).toEqual([2, 1]);
    // body: the package outline ±2 × ±1, turned
    const box = bboxOfPoints(c.body!);
    expect(box.maxX - box.minX).toBeCloseTo(rotation % 180 === 0 ? 4 : 2, 12);
    expect(diagnostics.map((d) => d.code)).toContain('ipc2581.pads.from-package');
  });
});

describe('IPC-2581 units', () => {
  const body = (k: number) =>
    squareProfile(10 * k) +
    `<LayerFeature layerRef="TOP"><Set net="N1" padUsage="VIA"><Pad><Location x="${2 * k}" y="${3 * k}"/><Circle diameter="${0.6 * k}"/></Pad></Set></LayerFeature>
     <LayerFeature layerRef="DRILL"><Set net="N1"><Hole name="H1" diameter="${0.3 * k}" platingStatus="VIA" x="${2 * k}" y="${3 * k}"/></Set></LayerFeature>`;
  const drill = '<Layer name="DRILL" layerFunction="DRILL" side="ALL"/>';
  it.each([
    ['MILLIMETER', 1],
    ['INCH', 1 / 25.4],
    ['MICRON', 1000],
  ])('%s', (units, k) => {
    const { board } = run(fixture({ units, layers: drill, step: body(k) }));
    const box = bboxOfPoints(board.outline[0]!.outer);
    expect(box.maxX).toBeCloseTo(10, 9);
    const v = board.vias[0]!;
    expect(v.x).toBeCloseTo(2, 9);
    expect(v.y).toBeCloseTo(3, 9);
    expect(v.diameterMm).toBeCloseTo(0.6, 9);
    expect(v.drillMm).toBeCloseTo(0.3, 9);
    expect(v.net).toBe('N1');
  });

  it('a dictionary keeps its own units (INCH entries in a MILLIMETER file)', () => {
    const { board } = run(
      fixture({
        dictUnits: 'INCH',
        dict: '<EntryStandard id="C50"><Circle diameter="0.05"/></EntryStandard>',
        step: '<LayerFeature layerRef="TOP"><Set net="A"><Pad><Location x="1" y="1"/><StandardPrimitiveRef id="C50"/></Pad></Set></LayerFeature>',
      }),
    );
    expect(board.pads[0]!.widthMm).toBeCloseTo(1.27, 12);
  });
});

describe('IPC-2581 pad primitives', () => {
  const pads = (shapes: string[]) =>
    run(
      fixture({
        dict: '<EntryStandard id="TURNED"><RectCenter width="2" height="1"><Xform rotation="90"/></RectCenter></EntryStandard>',
        step: `<LayerFeature layerRef="TOP">${shapes
          .map((s, i) => `<Set net="N${i}"><Pad><Location x="${i * 10}" y="0"/>${s}</Pad></Set>`)
          .join('')}</LayerFeature>`,
      }),
    );

  it('reads circle, rect, round rect, oval, corner rect, donut, octagon and contour', () => {
    const { board, diagnostics } = pads([
      '<Circle diameter="1.5"/>',
      '<RectCenter width="2" height="1"/>',
      '<RectRound width="2" height="1" radius="0.2"/>',
      '<Oval width="3" height="1"/>',
      '<RectCorner lowerLeftX="0" lowerLeftY="0" upperRightX="2" upperRightY="1"/>',
      '<Donut shape="ROUND" outerDiameter="2" innerDiameter="1"/>',
      '<Octagon width="2" height="2"/>',
      '<Contour><Polygon><PolyBegin x="0" y="0"/><PolyStepSegment x="3" y="0"/><PolyStepSegment x="0" y="1"/><PolyStepSegment x="0" y="0"/></Polygon></Contour>',
    ]);
    const s = board.pads.map((p) => [p.shape, p.widthMm, p.heightMm, p.x, p.y]);
    expect(s).toEqual([
      ['circle', 1.5, 1.5, 0, 0],
      ['rect', 2, 1, 10, 0],
      ['roundrect', 2, 1, 20, 0],
      ['oval', 3, 1, 30, 0],
      // RectCorner: the rectangle's centre is offset from the Location
      ['rect', 2, 1, 41, 0.5],
      ['circle', 2, 2, 50, 0],
      ['custom', 2, 2, 60, 0],
      ['custom', 3, 1, 70, 0],
    ]);
    // the contour is placed at its Location
    expect(board.pads[7]!.polygon).toEqual([
      { x: 70, y: 0 },
      { x: 73, y: 0 },
      { x: 70, y: 1 },
    ]);
    expect(diagnostics.map((d) => d.code)).toEqual(['ipc2581.mode', 'ipc2581.profile.missing']);
  });

  it('composes the primitive Xform with the pad Xform (mirror turns the other way)', () => {
    // TURNED is 90°; the pad adds 90° and mirrors: seen from the top −(90 + 90) = 180°
    const { board } = pads([
      '<Xform rotation="90" mirror="true"/><StandardPrimitiveRef id="TURNED"/>',
      '<Xform rotation="30"/><StandardPrimitiveRef id="TURNED"/>',
    ]);
    expect(board.pads.map((p) => p.rotationDeg)).toEqual([180, 120]);
  });

  it('reports an unresolved primitive reference and an unknown shape', () => {
    const { board, diagnostics } = pads(['<StandardPrimitiveRef id="NOPE"/>', '<Squiggle size="1"/>']);
    expect(board.pads).toHaveLength(0);
    expect(diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining(['ipc2581.primitive.unresolved', 'ipc2581.pad.no-shape']),
    );
  });
});

describe('IPC-2581 outline arcs', () => {
  it('reads a full circle made of two PolyStepCurves', () => {
    const { board } = run(
      fixture({
        step: '<Profile><Polygon><PolyBegin x="5" y="0"/><PolyStepCurve x="-5" y="0" centerX="0" centerY="0" clockwise="false"/><PolyStepCurve x="5" y="0" centerX="0" centerY="0" clockwise="false"/></Polygon></Profile>',
      }),
    );
    const box = bboxOfPoints(board.outline[0]!.outer);
    expect(box.maxY).toBeCloseTo(5, 2);
    expect(box.minY).toBeCloseTo(-5, 2);
  });

  it.each([
    ['false', 0, 1], // counter-clockwise from (10, 0) to (10, 10) about (10, 5): bulges to x = 15
    ['true', 1, 0], // clockwise: bulges into the board, to x = 5
  ])('clockwise="%s" picks its side', (cw, outward, inward) => {
    const { board } = run(
      fixture({
        step: `<Profile><Polygon><PolyBegin x="0" y="0"/><PolyStepSegment x="10" y="0"/><PolyStepCurve x="10" y="10" centerX="10" centerY="5" clockwise="${cw}"/><PolyStepSegment x="0" y="10"/><PolyStepSegment x="0" y="0"/></Polygon>${'<Cutout><PolyBegin x="1" y="1"/><PolyStepSegment x="2" y="1"/><PolyStepSegment x="2" y="2"/><PolyStepSegment x="1" y="1"/></Cutout>'}</Profile>`,
      }),
    );
    const box = bboxOfPoints(board.outline[0]!.outer);
    expect(box.maxX).toBeCloseTo(outward ? 10 : 15, 2);
    expect(board.outline[0]!.outer.some((p) => p.x < 10 - 4.99 && p.y > 4 && p.y < 6)).toBe(inward === 0);
    expect(board.outline[0]!.holes).toHaveLength(1);
  });
});

describe('IPC-2581 solder mask, vias and PhyNet-only files', () => {
  const layers =
    '<Layer name="SMT" layerFunction="SOLDERMASK" side="TOP"/><Layer name="SMB" layerFunction="SOLDERMASK" side="BOTTOM"/>';
  const via = (x: number) =>
    `<Set net="V" padUsage="VIA"><Pad><Location x="${x}" y="0"/><Circle diameter="0.6"/></Pad></Set>`;
  it('opens a feature where the mask layer has a pad, covers it elsewhere', () => {
    const { board } = run(
      fixture({
        layers,
        step: `<LayerFeature layerRef="TOP">${via(0)}${via(5)}<Set net="A"><Pad><Location x="9" y="0"/><Circle diameter="1"/></Pad></Set><Set net="B"><Pad><Location x="12" y="0"/><Circle diameter="1"/></Pad></Set></LayerFeature>
        <LayerFeature layerRef="BOTTOM">${via(0)}${via(5)}</LayerFeature>
        <LayerFeature layerRef="SMT"><Set><Pad><Location x="0" y="0"/><Circle diameter="0.7"/></Pad></Set><Set><Pad><Location x="9" y="0"/><Circle diameter="1.1"/></Pad></Set></LayerFeature>
        <LayerFeature layerRef="SMB"><Set><Features><Location x="30" y="30"/><Circle diameter="1"/></Features></Set></LayerFeature>`,
      }),
    );
    expect(board.vias.map((v) => [v.x, v.side, v.tented])).toEqual([
      [0, 'both', false],
      [5, 'both', true],
    ]);
    expect(board.pads.map((p) => [p.net, p.mask])).toEqual([
      ['A', 'open'],
      ['B', 'covered'],
    ]);
    expect(board.testPoints.find((t) => t.kind === 'via' && t.x === 5)?.covered).toBe(true);
  });

  it('builds nets and probe points from PhyNet data alone (TEST mode without copper features)', () => {
    const point = (x: number, layer: string, exposure: string, viaFlag: boolean, extra = '') =>
      `<PhyNetPoint x="${x}" y="1" layerRef="${layer}" netNode="END" exposure="${exposure}" via="${viaFlag}"${extra}><Circle diameter="0.8"/></PhyNetPoint>`;
    const { board, diagnostics } = run(
      fixture({
        mode: 'TEST',
        step: `<PhyNetGroup name="all"><PhyNet name="GND">${point(1, 'TOP', 'EXPOSED', true)}${point(1, 'BOTTOM', 'EXPOSED', true)}${point(3, 'TOP', 'COVERED_SECONDARY', false, ' testPoint="true"')}</PhyNet>
          <PhyNet name="VCC">${point(5, 'BOTTOM', 'COVERED', false)}${point(7, 'BOTTOM', 'COVERED_PRIMARY', false)}</PhyNet></PhyNetGroup>`,
      }),
    );
    expect(board.nets.map((n) => n.name)).toEqual(['GND', 'VCC']);
    expect(board.vias.map((v) => [v.x, v.side, v.tented, v.net, v.diameterMm])).toEqual([
      [1, 'both', false, 'GND', 0.8],
    ]);
    expect(board.pads.map((p) => [p.x, p.side, p.mask, p.net, p.testpointFlag])).toEqual([
      [3, 'top', 'open', 'GND', true],
      [5, 'bottom', 'covered', 'VCC', false],
      [7, 'bottom', 'open', 'VCC', false],
    ]);
    expect(board.testPoints.find((t) => t.x === 3)?.kind).toBe('testpoint');
    expect(diagnostics.map((d) => d.code)).toContain('ipc2581.phynet.features');
  });
});

describe('IPC-2581 test points on VIA pad stacks', () => {
  const layers =
    '<Layer name="DRILL" layerFunction="DRILL" side="ALL"><Span fromLayer="TOP" toLayer="BOTTOM"/></Layer>';
  const set = (x: number, testPoint: boolean) =>
    `<Set net="N${x}" testPoint="${testPoint}" padUsage="VIA"><Pad><Location x="${x}" y="0"/><Circle diameter="1"/></Pad></Set>`;
  it('keeps testPoint on a drilled via, and reads an undrilled one as an SMD test pad, not a drill-0 via', () => {
    const { board, diagnostics } = run(
      fixture({
        layers,
        step: `<LayerFeature layerRef="TOP">${set(0, true)}${set(5, false)}</LayerFeature>
        <LayerFeature layerRef="BOTTOM">${set(0, true)}${set(5, false)}${set(9, true)}</LayerFeature>
        <LayerFeature layerRef="DRILL"><Set net="N0"><Hole name="H1" diameter="0.4" platingStatus="VIA" x="0" y="0"/></Set><Set net="N5"><Hole name="H2" diameter="0.4" platingStatus="VIA" x="5" y="0"/></Set></LayerFeature>`,
      }),
    );
    expect(board.vias.map((v) => [v.x, v.drillMm, v.testpointFlag])).toEqual([
      [0, 0.4, true],
      [5, 0.4, false],
    ]);
    expect(board.pads.map((p) => [p.x, p.type, p.side, p.drillMm, p.testpointFlag])).toEqual([
      [9, 'smd', 'bottom', null, true],
    ]);
    expect(board.testPoints.filter((t) => t.kind === 'testpoint').map((t) => t.x)).toEqual([9, 0]);
    expect(diagnostics.map((d) => d.code)).toContain('ipc2581.via.test-pad');
    expect(diagnostics.map((d) => d.code)).not.toContain('ipc2581.via.no-drill');
  });
});

describe('IPC-2581 errors and warnings', () => {
  it('truncated XML: ImportError naming the file, line and what is wrong', () => {
    const xml = fixture({ step: squareProfile(10) });
    const e = fails(xml.slice(0, xml.indexOf('</CadData>')));
    expect(e.code).toBe('ipc2581.xml');
    expect(e.message).toMatch(/^fixture\.xml:\d+: malformed XML: /);
    expect(e.location.line).toBeGreaterThan(1);
  });

  it('mismatched tags name the line', () => {
    const e = fails('<IPC-2581 revision="C">\n<Content>\n</Ecad>\n</IPC-2581>');
    expect(e.code).toBe('ipc2581.xml');
    expect(e.location.line).toBe(3);
  });

  it('wrong root element', () => {
    const e = fails(fixture({ root: 'Gerber' }));
    expect(e.code).toBe('ipc2581.not-ipc2581');
    expect(e.message).toBe(
      'fixture.xml:2: not an IPC-2581 file: the root element is <Gerber>, expected <IPC-2581>',
    );
  });

  it('missing units', () => {
    const e = fails(fixture({ units: null }));
    expect(e.code).toBe('ipc2581.units.missing');
    expect(e.message).toMatch(/<CadHeader> has no units attribute: expected MILLIMETER, INCH or MICRON$/);
    expect(e.location.element).toBe('CadHeader');
    expect(fails(fixture({ units: 'FURLONG' })).message).toContain('units="FURLONG"');
  });

  it('no Ecad, no Step, not XML at all', () => {
    expect(fails('<IPC-2581 revision="C"><Content/></IPC-2581>').code).toBe('ipc2581.ecad.missing');
    expect(fails('<IPC-2581><Ecad><CadHeader units="INCH"/><CadData/></Ecad></IPC-2581>').message).toContain(
      'no <Step> in <CadData>',
    );
    expect(fails('G04 a Gerber file*').code).toBe('ipc2581.xml');
    expect(fails('').code).toBe('ipc2581.xml');
  });

  it('warns on unknown Step elements, an old revision and a missing Profile; never throws for them', () => {
    const { diagnostics } = run(fixture({ revision: 'A', step: '<Gizmo a="1"><Part/></Gizmo><Gizmo/>' }));
    const byCode = new Map(diagnostics.map((d) => [d.code, d]));
    expect(byCode.get('ipc2581.element.unsupported')?.message).toBe(
      '<Gizmo> in <Step> is not read by this importer (2 times; first shown)',
    );
    expect(byCode.get('ipc2581.revision.unknown')?.severity).toBe('warning');
    expect(byCode.get('ipc2581.profile.missing')?.location).toMatchObject({
      file: 'fixture.xml',
      element: 'Step',
    });
  });
});

describe('looksLikeIpc2581', () => {
  it.each([
    ['<?xml version="1.0"?>\n<IPC-2581 revision="C">', true],
    ['\uFEFF<?xml version = "1.0" encoding = "UTF-8"?>\r\n<!-- exported -->\r\n<IPC-2581>', true],
    ['<ipc:IPC-2581 xmlns:ipc="http://webstds.ipc.org/2581">', true],
    ['<?xml version="1.0"?><ODB>', false],
    ['<?xml version="1.0"?><IPC-25810>', false],
    ['(kicad_pcb (version 20211014))', false],
  ])('%j → %s', (head, yes) => {
    expect(looksLikeIpc2581(head)).toBe(yes);
  });
});
