import { finishBoard } from '../board/finish';
import type { Board } from '../board/model';
import { BoardBuilder } from './board-builder';
import { configFor } from './config-for';
import type { TestConfig } from '../test-config/index';

/**
 * Rev A of a small board for the revision tests (board frame, mm): six bottom test points on five
 * nets, each net also on a pin of U1 or J1 (so a lost point leaves its net with other candidates), two
 * guide holes, a connector with through-hole pins, and parts on the top where the pressure pins go.
 */
export function revA(): Board {
  return new BoardBuilder()
    .outline(0, 0, 60, 40)
    .testPoint('TP1', 10, 10, { side: 'bottom', size: 1.2, net: 'GND' })
    .testPoint('TP2', 20, 10, { side: 'bottom', size: 1.2, net: 'VCC' })
    .testPoint('TP3', 30, 10, { side: 'bottom', size: 1.2, net: 'SDA' })
    .testPoint('TP4', 40, 10, { side: 'bottom', size: 1.2, net: 'SCL' })
    .testPoint('TP5', 50, 10, { side: 'bottom', size: 1.2, net: 'RST' })
    .testPoint('TP6', 10, 30, { side: 'bottom', size: 1.2, net: 'GND' })
    .part('U1', 30, 25, { w: 8, h: 6, heightMm: 1.2, side: 'top' })
    .pad({ ref: 'U1', number: '1', x: 27, y: 23, side: 'top', net: 'GND' })
    .pad({ ref: 'U1', number: '2', x: 29, y: 23, side: 'top', net: 'VCC' })
    .pad({ ref: 'U1', number: '3', x: 31, y: 23, side: 'top', net: 'SDA' })
    .pad({ ref: 'U1', number: '4', x: 33, y: 23, side: 'top', net: 'SCL' })
    .pad({ ref: 'U1', number: '5', x: 33, y: 27, side: 'top', net: 'RST' })
    .component({ ref: 'J1', x: 50, y: 30, footprint: 'Connector:PinHeader_1x03', side: 'top' })
    .pad({ ref: 'J1', number: '1', x: 47.46, y: 30, type: 'th', w: 1.7, h: 1.7, net: 'GND' })
    .pad({ ref: 'J1', number: '2', x: 50, y: 30, type: 'th', w: 1.7, h: 1.7, net: 'RST' })
    .pad({ ref: 'J1', number: '3', x: 52.54, y: 30, type: 'th', w: 1.7, h: 1.7, net: 'SDA' })
    .hole(4, 4, { diameter: 3 })
    .hole(56, 36, { diameter: 3 })
    .build();
}

/** A's test configuration: the six test points probed from the bottom, located on the two holes. */
export function configA(board: Board): TestConfig {
  return configFor(board, ['TP1', 'TP2', 'TP3', 'TP4', 'TP5', 'TP6'], {
    holes: ['H0', 'H1'],
    probeSide: 'bottom',
  });
}

/** Rev B made from a board by an edit of a deep copy (pads, components, holes); nets and test points re-derived. */
export function edit(board: Board, change: (b: Board) => void): Board {
  const copy = JSON.parse(JSON.stringify(board)) as Board;
  change(copy);
  return finishBoard(copy);
}

/** Moves every pad (and the component) of a ref by (dx, dy) mm. */
export function moveRef(b: Board, ref: string, dx: number, dy: number): void {
  for (const p of b.pads.filter((q) => q.ref === ref)) {
    p.x += dx;
    p.y += dy;
  }
  for (const c of b.components.filter((q) => q.ref === ref)) {
    c.x += dx;
    c.y += dy;
    if (c.body) c.body = c.body.map((q) => ({ x: q.x + dx, y: q.y + dy }));
  }
}

/** Gives one pad (ref.number) another net. */
export function setNet(b: Board, ref: string, number: string, net: string | null): void {
  const pad = b.pads.find((p) => p.ref === ref && p.number === number);
  if (!pad) throw new Error(`no pad ${ref}.${number}`);
  pad.net = net;
}

/** Removes a component and its pads. */
export function removeRef(b: Board, ref: string): void {
  b.pads = b.pads.filter((p) => p.ref !== ref);
  b.components = b.components.filter((c) => c.ref !== ref);
}
