import type { Point } from '../board/model';
import type { PlacedConnector } from './model';

/**
 * Where the fixture's interface connectors sit (board frame, mm): in a row along the kit's rear edge
 * of the probe plate (the edge away from the operator, whichever way the board is turned in the kit),
 * `EDGE_INSET_MM` in from it, `GAP_MM` apart; a row that does not fit starts a second row further in.
 * Each connector is a two-row header of 2.54 mm pitch numbered as IDC headers are (pin 1 and 2 side by
 * side across the rows, then 3 and 4 …): Studio's generic footprint, which the interface board's
 * README says to replace by the real connector's. Wire lengths are measured to these pins.
 */

export const PIN_PITCH_MM = 2.54;
const EDGE_INSET_MM = 10;
const GAP_MM = 10;
const ROW_STEP_MM = 20;

export interface PlateBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface ConnectorToPlace {
  ref: string;
  stationConnector: string;
  description: string;
  pins: string[];
}

/** Pin places of a two-row header relative to its centre, along +X (pin 1 at the left, first row). */
export function headerPinOffsets(pinCount: number): Point[] {
  const columns = Math.ceil(pinCount / 2);
  const span = (columns - 1) * PIN_PITCH_MM;
  return Array.from({ length: pinCount }, (_, i) => ({
    x: -span / 2 + Math.floor(i / 2) * PIN_PITCH_MM,
    y: i % 2 === 0 ? PIN_PITCH_MM / 2 : -PIN_PITCH_MM / 2,
  }));
}

/** Length of a header along its row (mm, pin centres). */
const headerLength = (pinCount: number) => (Math.ceil(pinCount / 2) - 1) * PIN_PITCH_MM;

/**
 * Places the connectors on the plate. `orientationDeg` is the board's turn in the kit (CCW, seen from
 * the top): the kit's rear (+Y of the kit) is the board frame's direction R(−θ)·(0, 1).
 */
export function placeConnectors(
  connectors: readonly ConnectorToPlace[],
  plate: PlateBox,
  orientationDeg: number,
): PlacedConnector[] {
  const theta = (orientationDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(theta), Math.sin(theta)];
  const centre = { x: (plate.minX + plate.maxX) / 2, y: (plate.minY + plate.maxY) / 2 };
  const turned = Math.round(orientationDeg / 90) % 2 !== 0;
  const [w, h] = [plate.maxX - plate.minX, plate.maxY - plate.minY];
  const [kitW, kitH] = turned ? [h, w] : [w, h];
  // Kit frame → board frame: b = centre + R(−θ)·k. Exact at quarter turns (no sin/cos residue).
  const r = (v: number) => Math.round(v);
  const [cq, sq] = Math.abs(orientationDeg % 90) < 1e-9 ? [r(c), r(s)] : [c, s];
  const toBoard = (k: Point): Point => ({
    x: centre.x + cq * k.x + sq * k.y,
    y: centre.y - sq * k.x + cq * k.y,
  });
  // Rows of connectors along the rear edge, centred, filled in order.
  const rows: ConnectorToPlace[][] = [[]];
  let used = 0;
  const room = kitW - 2 * EDGE_INSET_MM;
  for (const conn of connectors) {
    const len = headerLength(conn.pins.length) + PIN_PITCH_MM;
    const row = rows[rows.length - 1]!;
    if (row.length > 0 && used + GAP_MM + len > room) {
      rows.push([conn]);
      used = len;
    } else {
      used += (row.length > 0 ? GAP_MM : 0) + len;
      row.push(conn);
    }
  }
  const placed: PlacedConnector[] = [];
  const rotationDeg = (((-orientationDeg % 360) + 360) % 360) as number;
  rows.forEach((row, ri) => {
    const lengths = row.map((conn) => headerLength(conn.pins.length) + PIN_PITCH_MM);
    const total = lengths.reduce((a, b) => a + b, 0) + GAP_MM * Math.max(0, row.length - 1);
    let x = -total / 2;
    const y = kitH / 2 - EDGE_INSET_MM - ri * ROW_STEP_MM;
    row.forEach((conn, i) => {
      const kx = x + lengths[i]! / 2;
      x += lengths[i]! + GAP_MM;
      const offsets = headerPinOffsets(conn.pins.length);
      placed.push({
        ref: conn.ref,
        stationConnector: conn.stationConnector,
        description: conn.description,
        pins: conn.pins,
        at: toBoard({ x: kx, y }),
        pinsAt: offsets.map((o) => toBoard({ x: kx + o.x, y: y + o.y })),
        rotationDeg,
      });
    });
  });
  return placed;
}
