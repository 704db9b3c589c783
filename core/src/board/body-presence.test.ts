import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSingleHoleFootprint } from './single-hole';
import type { Board } from './model';
import { importKicad } from '../formats/kicad/index';
import { BoardBuilder, rect } from '../testing/board-builder';
import { POSES } from '../testing/poses';
import { transformBoard } from '../testing/transform-board';
import { noBodyReasons } from './body-presence';
import { collectBodyOutlines } from '../dft/component-bodies';

// "No body" from flags and geometry, never from a word of the footprint name (issue 25, decision
// 0054). Each part below is named to mislead a name test: the D-sub's name says "MountingHoles",
// the mounting hole's says nothing, the fiducial is called "Marker".
function parts(): Board {
  return (
    new BoardBuilder()
      .outline(0, 0, 60, 40)
      // A D-sub: fab outline, signal pins and two plated board-locks — a body.
      .component({
        ref: 'J1',
        x: 20,
        y: 20,
        footprint: 'Connector_Dsub:DSUB-9_Female_Horizontal_Housed_MountingHolesOffset9.12mm',
        body: rect(8, 14, 32, 26),
      })
      .pad({ ref: 'J1', x: 15, y: 20, type: 'th', drill: 1, w: 1.6, h: 1.6, net: 'A', number: '1' })
      .pad({ ref: 'J1', x: 17.77, y: 20, type: 'th', drill: 1, w: 1.6, h: 1.6, net: 'B', number: '2' })
      .pad({ ref: 'J1', x: 10, y: 20, type: 'th', drill: 3.2, w: 4, h: 4, net: null, number: '0' })
      .pad({ ref: 'J1', x: 30, y: 20, type: 'th', drill: 3.2, w: 4, h: 4, net: null, number: '0' })
      // The same D-sub drawn without a fab outline: its pads stand in for the body.
      .component({ ref: 'J2', x: 45, y: 10, footprint: 'DSUB-9_MountingHolesOffset' })
      .pad({ ref: 'J2', x: 44, y: 10, type: 'th', drill: 1, w: 1.6, h: 1.6, net: 'A', number: '1' })
      .pad({ ref: 'J2', x: 46, y: 10, type: 'th', drill: 1, w: 1.6, h: 1.6, net: 'B', number: '2' })
      // A plated mounting hole with a ring of stitching vias, named like a part.
      .component({ ref: 'X1', x: 5, y: 35, footprint: 'Lib:Part_3.2mm' })
      .pad({ ref: 'X1', x: 5, y: 35, type: 'th', drill: 3.2, w: 6.4, h: 6.4, net: 'GND', shape: 'circle' })
      .pad({ ref: 'X1', x: 7.4, y: 35, type: 'th', drill: 0.4, w: 0.8, h: 0.8, net: 'GND', shape: 'circle' })
      .pad({ ref: 'X1', x: 5, y: 32.6, type: 'th', drill: 0.4, w: 0.8, h: 0.8, net: 'GND', shape: 'circle' })
      // A bare NPTH hole footprint.
      .component({ ref: 'X2', x: 55, y: 35, footprint: 'Lib:Part' })
      .pad({ ref: 'X2', x: 55, y: 35, type: 'npth', drill: 3, w: 3, h: 3, net: null, number: '' })
      // A fiducial called a marker.
      .component({ ref: 'X3', x: 30, y: 5, footprint: 'Lib:Marker' })
      .pad({ ref: 'X3', x: 30, y: 5, shape: 'circle', net: null })
      // A logo: no pads, no outline.
      .component({ ref: 'X4', x: 40, y: 30, footprint: 'Lib:Thing' })
      // A net tie excluded from the BOM, and a solder jumper excluded from the position files.
      .component({ ref: 'X5', x: 50, y: 25, footprint: 'Lib:Tie', excludeFromBom: true })
      .pad({ ref: 'X5', x: 49.5, y: 25, net: 'A' })
      .pad({ ref: 'X5', x: 50.5, y: 25, net: 'A', number: '2' })
      .component({ ref: 'JP1', x: 50, y: 30, footprint: 'Lib:Jumper', excludeFromPosFiles: true })
      .pad({ ref: 'JP1', x: 49.5, y: 30, net: 'A' })
      .pad({ ref: 'JP1', x: 50.5, y: 30, net: 'C', number: '2' })
      // A through-hole part excluded from the position files (hand-inserted): a body.
      .component({ ref: 'R1', x: 30, y: 35, footprint: 'Lib:R_Axial', excludeFromPosFiles: true })
      .pad({ ref: 'R1', x: 27, y: 35, type: 'th', net: 'A' })
      .pad({ ref: 'R1', x: 33, y: 35, type: 'th', net: 'C', number: '2' })
      // A press-fit standoff: one plated hole, but its body is drawn.
      .component({ ref: 'X6', x: 15, y: 5, footprint: 'Lib:Standoff', body: rect(12.5, 2.5, 17.5, 7.5) })
      .pad({ ref: 'X6', x: 15, y: 5, type: 'th', drill: 3.2, w: 5, h: 5, net: null, shape: 'circle' })
      // A part named "MountingHole" that has pins elsewhere: a body.
      .component({ ref: 'X7', x: 40, y: 10, footprint: 'MountingHole_Connector' })
      .pad({ ref: 'X7', x: 38, y: 10, type: 'th', drill: 3, w: 5, h: 5, net: null, shape: 'circle' })
      .pad({ ref: 'X7', x: 42, y: 10, type: 'th', net: 'A' })
      // A do-not-populate part and a test point.
      .part('U9', 30, 12, { dnp: true })
      .testPoint('TP1', 5, 5)
      .build()
  );
}

const EXPECTED = {
  J1: null,
  J2: null,
  X1: 'single-hole',
  X2: 'no-copper',
  X3: 'fiducial',
  X4: 'no-pads',
  X5: 'not-bought',
  JP1: 'not-placed',
  R1: null,
  X6: null,
  X7: null,
  U9: 'dnp',
  TP1: 'test-point',
};

describe('noBodyReason', () => {
  it.each(POSES)('decides from flags and geometry, not names ($name)', (pose) => {
    const board = transformBoard(parts(), { rotateDeg: pose.rotateDeg, flip: pose.flip });
    const reason = noBodyReasons(board);
    expect(Object.fromEntries(board.components.map((c) => [c.ref, reason(c)]))).toEqual(EXPECTED);
    const bodies = collectBodyOutlines(board, {}).map((b) => b.component.ref);
    expect(bodies.sort()).toEqual(['J1', 'J2', 'R1', 'X6', 'X7']);
  });

  it('a footprint is one hole only when every pad lies on the hole’s copper', () => {
    const board = parts();
    const padsOf = (ref: string) => board.pads.filter((p) => p.ref === ref);
    expect(isSingleHoleFootprint(padsOf('X1'))).toBe(true);
    expect(isSingleHoleFootprint(padsOf('X2'))).toBe(true);
    expect(isSingleHoleFootprint(padsOf('J1'))).toBe(false);
    expect(isSingleHoleFootprint(padsOf('X7'))).toBe(false);
    expect(isSingleHoleFootprint(padsOf('X3'))).toBe(false); // no drill
    // A stitching via 0.1 mm outside the 6.4 mm pad: not the hole's own.
    const off = padsOf('X1').map((p, i) => (i === 1 ? { ...p, x: p.x + 1.05 } : p));
    expect(isSingleHoleFootprint(off)).toBe(false);
  });
});

describe('pic_programmer (KiCad demo)', () => {
  const file = path.resolve(
    import.meta.dirname,
    '../../../../shared/testdata/kicad/pic_programmer.kicad_pcb',
  );
  const { board } = importKicad(readFileSync(file, 'utf8'), 'pic_programmer.kicad_pcb');

  it('gives the D-sub J1 its drawn body and the mounting holes none; its pins are no holes', () => {
    const reason = noBodyReasons(board);
    const byRef = (ref: string) => board.components.find((c) => c.ref === ref)!;
    expect(byRef('J1').footprint).toContain('MountingHolesOffset');
    expect(reason(byRef('J1'))).toBeNull();
    for (const ref of ['P101', 'P102', 'P103', 'P104', 'P105', 'P106'])
      expect(reason(byRef(ref))).toBe('no-copper');
    expect(board.holes.map((h) => h.ref)).toEqual(['P101', 'P102', 'P103', 'P104', 'P105', 'P106']);
    expect(collectBodyOutlines(board, {}).some((b) => b.component.ref === 'J1')).toBe(true);
  });
});
