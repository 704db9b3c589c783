import { makeComponent, makePad } from '../board/defaults';
import { finishBoard } from '../board/finish';
import { holeId, viaId } from '../board/ids';
import type { Board, Component, Pad, Point, Via } from '../board/model';

/**
 * Hand-made boards for tests (mm, top view, +Y up). Two boards, because their suites assert different
 * things: `makeTestBoard` (the viewer, the workspace) has rotated and custom pads and a component body;
 * `makeRenderTestBoard` (the SVG renderer) has a cut-out and a tented via. Both share the outline,
 * TP1 near the top-left corner, R1 on the bottom near the bottom-right corner, a through-hole J1 and a
 * 3 mm non-plated hole at (90, 45).
 */
export { makeComponent, makePad };

export const makeVia = (n: number, x: number, y: number, net: string | null): Via => ({
  id: viaId(n),
  x,
  y,
  drillMm: 0.3,
  diameterMm: 0.6,
  net,
  side: 'both',
  tented: false,
});

/** The 100 × 50 mm outline both boards share, with the given cut-outs. */
const rectangle = (holes: Point[][]): Board['outline'] => [
  {
    outer: [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 50 },
      { x: 0, y: 50 },
    ],
    holes,
  },
];

/** J1.1: through-hole rect 2 × 2 at (20, 10), drill 1, net A. */
const j1Pad = (n: number): Pad =>
  makePad(n, {
    ref: 'J1',
    x: 20,
    y: 10,
    net: 'A',
    side: 'both',
    shape: 'rect',
    widthMm: 2,
    heightMm: 2,
    type: 'th',
    drillMm: 1,
    plated: true,
  });

/** A 1.6 mm two-layer board with the 3 mm non-plated hole at (90, 45). */
const boardOf = (parts: Pick<Board, 'outline' | 'components' | 'pads' | 'vias'>): Board =>
  finishBoard({
    units: 'mm',
    frame: 'top-view-y-up',
    sources: [],
    thicknessMm: 1.6,
    copperLayerCount: 2,
    auxOrigin: null,
    ...parts,
    holes: [{ id: holeId(0), x: 90, y: 45, diameterMm: 3, slotLengthMm: null, plated: false, ref: null }],
    nets: [],
    testPoints: [],
  });

/**
 * A 100 × 50 mm board (mm, top view, +Y up):
 * - P0 TP1.1   round 1.2 mm at (5, 45), top, net A — near the board's top-left corner
 * - P1 R1.1    rect 2 × 1 at (95, 5), BOTTOM, net B — near the bottom-right corner
 * - P2 R1.2    rect 2 × 1 at (90, 5), bottom, net B
 * - P3 U1.1    rect 4 × 1 rotated 90° at (30, 30), top, net C (so it is 1 wide, 4 tall)
 * - P4 U1.2    custom L-shaped polygon around (50, 30), top, net C
 * - P5 J1.1    through-hole rect 2 × 2 at (20, 10), drill 1, net A
 * - V0 via at (60, 10), net B; H0 3 mm hole at (90, 45)
 * - U1 has a body 26…54 × 27…33; R1 is on the bottom.
 */
export function makeTestBoard(): Board {
  const pads: Pad[] = [
    makePad(0, { ref: 'TP1', x: 5, y: 45, net: 'A', widthMm: 1.2, heightMm: 1.2 }),
    makePad(1, {
      ref: 'R1',
      number: '1',
      x: 95,
      y: 5,
      net: 'B',
      side: 'bottom',
      shape: 'rect',
      widthMm: 2,
      heightMm: 1,
    }),
    makePad(2, {
      ref: 'R1',
      number: '2',
      x: 90,
      y: 5,
      net: 'B',
      side: 'bottom',
      shape: 'rect',
      widthMm: 2,
      heightMm: 1,
    }),
    makePad(3, {
      ref: 'U1',
      number: '1',
      x: 30,
      y: 30,
      net: 'C',
      shape: 'rect',
      widthMm: 4,
      heightMm: 1,
      rotationDeg: 90,
    }),
    makePad(4, {
      ref: 'U1',
      number: '2',
      x: 50,
      y: 30,
      net: 'C',
      shape: 'custom',
      widthMm: 2,
      heightMm: 2,
      polygon: [
        { x: 49, y: 29 },
        { x: 51, y: 29 },
        { x: 51, y: 29.5 },
        { x: 49.5, y: 29.5 },
        { x: 49.5, y: 31 },
        { x: 49, y: 31 },
      ],
    }),
    j1Pad(5),
  ];
  const u1Body = [
    { x: 26, y: 27 },
    { x: 54, y: 27 },
    { x: 54, y: 33 },
    { x: 26, y: 33 },
  ];
  return boardOf({
    outline: rectangle([]),
    components: [
      makeComponent(0, 'TP1', { x: 5, y: 45 }),
      makeComponent(1, 'R1', { x: 92.5, y: 5, side: 'bottom' }),
      makeComponent(2, 'U1', { x: 40, y: 30, body: u1Body }),
      makeComponent(3, 'J1', { x: 20, y: 10 }),
    ],
    pads,
    vias: [makeVia(0, 60, 10, 'B')],
  });
}

const component = (n: number, ref: string, side: Component['side'], x: number, y: number): Component =>
  makeComponent(n, ref, { side, x, y });

/**
 * A 100 × 50 mm board with a 20 × 10 cut-out in the middle; TP1 near the top-left corner (top side),
 * R1 pad near the bottom-right corner on the BOTTOM side, a through-hole J1 pad, a tented via and a
 * non-plated hole.
 */
export function makeRenderTestBoard(): Board {
  return boardOf({
    outline: rectangle([
      [
        { x: 40, y: 20 },
        { x: 40, y: 30 },
        { x: 60, y: 30 },
        { x: 60, y: 20 },
      ],
    ]),
    components: [
      component(0, 'TP1', 'top', 5, 45),
      component(1, 'R1', 'bottom', 95, 5),
      component(2, 'J1', 'top', 20, 10),
    ],
    pads: [
      makePad(0, { ref: 'TP1', x: 5, y: 45, net: 'A', widthMm: 1.2, heightMm: 1.2 }),
      makePad(1, {
        ref: 'R1',
        x: 95,
        y: 5,
        net: 'B',
        side: 'bottom',
        shape: 'rect',
        widthMm: 2,
        heightMm: 1,
      }),
      j1Pad(2),
    ],
    vias: [{ ...makeVia(0, 50, 10, 'B'), tented: true }],
  });
}
