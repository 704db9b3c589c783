import { finishBoard } from '../board/finish';
import { makeComponent, makePad } from '../board/defaults';
import { viaId, holeId } from '../board/ids';
import type { Board, Component } from '../board/model';

/** A hand-made board for the renderer's tests (mm, top view, +Y up). */
export const pad = makePad;

const component = (n: number, ref: string, side: Component['side'], x: number, y: number): Component =>
  makeComponent(n, ref, { side, x, y });

/**
 * A 100 × 50 mm board with a 20 × 10 cut-out in the middle; TP1 near the top-left corner (top side),
 * R1 pad near the bottom-right corner on the BOTTOM side, a through-hole J1 pad, a tented via and a
 * non-plated hole.
 */
export function makeTestBoard(): Board {
  const board: Board = {
    units: 'mm',
    frame: 'top-view-y-up',
    sources: [],
    outline: [
      {
        outer: [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
          { x: 100, y: 50 },
          { x: 0, y: 50 },
        ],
        holes: [
          [
            { x: 40, y: 20 },
            { x: 40, y: 30 },
            { x: 60, y: 30 },
            { x: 60, y: 20 },
          ],
        ],
      },
    ],
    thicknessMm: 1.6,
    copperLayerCount: 2,
    auxOrigin: null,
    components: [
      component(0, 'TP1', 'top', 5, 45),
      component(1, 'R1', 'bottom', 95, 5),
      component(2, 'J1', 'top', 20, 10),
    ],
    pads: [
      pad(0, { ref: 'TP1', x: 5, y: 45, net: 'A', widthMm: 1.2, heightMm: 1.2 }),
      pad(1, { ref: 'R1', x: 95, y: 5, net: 'B', side: 'bottom', shape: 'rect', widthMm: 2, heightMm: 1 }),
      pad(2, {
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
      }),
    ],
    vias: [
      { id: viaId(0), x: 50, y: 10, drillMm: 0.3, diameterMm: 0.6, net: 'B', side: 'both', tented: true },
    ],
    holes: [{ id: holeId(0), x: 90, y: 45, diameterMm: 3, slotLengthMm: null, plated: false, ref: null }],
    nets: [],
    testPoints: [],
  };
  return finishBoard(board);
}
