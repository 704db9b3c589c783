import { type Board, type Hole, normalizeDeg, type Pad, type Point, type Via } from '@studio/core';
import { signedField, unsignedField } from './format-number';

/** IPC-D-356A units `CUST 0`: 0.0001 inch. */
const UNIT_MM = 0.00254;
const NET_WIDTH = 14;

/** Fixed-column fields of one feature record (IPC-D-356A, 80-column records). */
interface FeatureRecord {
  code: '317' | '327' | '367';
  net: string;
  ref: string;
  pin: string;
  midpoint: boolean;
  drill: { mm: number; plated: boolean } | null;
  access: number;
  at: Point;
  widthMm: number;
  heightMm: number;
  rotationDeg: number;
  /** Solder-mask code: 0 none, 1 primary (top) side covered, 2 secondary covered, 3 both. */
  mask: 0 | 1 | 2 | 3;
}

const u = (mm: number) => mm / UNIT_MM;
const pad = (s: string, width: number) => s.slice(0, width).padEnd(width);

/**
 * One record laid out column by column as KiCad writes it: op code 1–3, net 4–17, reference 21–26,
 * "-" 27, pin 28–31, mid-point 32, drill 33–38, access 39–41, X 42–49, Y 50–57, size 58–67,
 * rotation 68–71, solder mask 72–73. References longer than the 6-column field are cut, as KiCad's
 * writer does.
 */
function formatRecord(r: FeatureRecord, netField: string): string {
  const drill = r.drill ? `D${unsignedField(u(r.drill.mm), 4)}${r.drill.plated ? 'P' : 'U'}` : '      ';
  return (
    r.code +
    pad(netField, NET_WIDTH) +
    '   ' +
    pad(r.ref, 6) +
    (r.pin ? '-' : ' ') +
    pad(r.pin, 4) +
    (r.midpoint ? 'M' : ' ') +
    drill +
    `A${unsignedField(r.access, 2)}` +
    `X${signedField(u(r.at.x), 6)}Y${signedField(u(r.at.y), 6)}` +
    `X${unsignedField(u(r.widthMm), 4)}Y${unsignedField(u(r.heightMm), 4)}` +
    `R${unsignedField(normalizeDeg(Math.round(r.rotationDeg)), 3)}` +
    `S${r.mask}`
  );
}

function padRecord(p: Pad, origin: Point, bottomAccess: number): FeatureRecord {
  const open = p.mask === 'open';
  const smdMask = (p.side === 'bottom' ? (open ? 1 : 3) : open ? 2 : 3) as FeatureRecord['mask'];
  return {
    code: p.type === 'smd' ? '327' : p.type === 'th' ? '317' : '367',
    net: p.type === 'npth' ? '' : (p.net ?? ''),
    ref: p.ref ?? '',
    pin: p.number,
    midpoint: false,
    drill: p.drillMm === null ? null : { mm: p.drillMm, plated: p.plated },
    access: p.type !== 'smd' ? 0 : p.side === 'bottom' ? bottomAccess : 1,
    at: { x: p.x - origin.x, y: p.y - origin.y },
    widthMm: p.widthMm,
    heightMm: p.type === 'npth' ? 0 : p.heightMm,
    rotationDeg: p.rotationDeg,
    mask: p.type === 'smd' ? smdMask : open ? 0 : 3,
  };
}

const viaRecord = (v: Via, origin: Point): FeatureRecord => ({
  code: '317',
  net: v.net ?? '',
  ref: 'VIA',
  pin: '',
  midpoint: true,
  drill: { mm: v.drillMm, plated: true },
  access: 0,
  at: { x: v.x - origin.x, y: v.y - origin.y },
  widthMm: v.diameterMm,
  heightMm: 0,
  rotationDeg: 0,
  mask: v.tented ? 3 : 0,
});

const holeRecord = (h: Hole, origin: Point): FeatureRecord => ({
  code: h.plated ? '317' : '367',
  net: '',
  ref: h.ref ?? '',
  pin: '',
  midpoint: false,
  drill: { mm: h.diameterMm, plated: h.plated },
  access: 0,
  at: { x: h.x - origin.x, y: h.y - origin.y },
  widthMm: h.diameterMm,
  heightMm: 0,
  rotationDeg: 0,
  mask: 0,
});

/** The board outline as `389 BOARD_EDGE` records, several points per line, continued by `089`. */
function outlineRecords(board: Board, origin: Point): string[] {
  const lines: string[] = [];
  const coord = (p: Point) => `X${Math.round(u(p.x - origin.x))}Y${Math.round(u(p.y - origin.y))}`;
  for (const poly of board.outline) {
    for (const ring of [poly.outer, ...poly.holes]) {
      const points = [...ring, ring[0]!].map(coord);
      for (let i = 0; i < points.length; i += 4) {
        const head = i === 0 ? '389BOARD_EDGE         ' : '089                   ';
        lines.push(head + points.slice(i, i + 4).join(' '));
      }
    }
  }
  return lines;
}

/**
 * Writes an IPC-D-356A netlist (units CUST 0 = 0.0001 inch) the way KiCad lays it out. Coordinates
 * are relative to the board's aux origin (or the frame origin), +Y up. Net names longer than the
 * 14-column field get `NNAME` aliases; unconnected pads are on net `N/C`.
 */
export function writeIpc356(board: Board, jobName: string): string {
  const origin = board.auxOrigin ?? { x: 0, y: 0 };
  const bottomAccess = board.copperLayerCount ?? 2;
  const aliases = new Map<string, string>();
  const netField = (net: string) => {
    if (net === '') return 'N/C';
    if (net.length <= NET_WIDTH && !net.includes(' ')) return net;
    let alias = aliases.get(net);
    if (!alias) {
      alias = `NNAME${aliases.size + 1}`;
      aliases.set(net, alias);
    }
    return alias;
  };
  const body: string[] = [];
  for (const p of board.pads) {
    const r = padRecord(p, origin, bottomAccess);
    body.push(formatRecord(r, netField(r.net)));
  }
  for (const v of board.vias) body.push(formatRecord(viaRecord(v, origin), netField(v.net ?? '')));
  for (const h of board.holes) body.push(formatRecord(holeRecord(h, origin), 'N/C'));
  const header = [
    `C  IPC-D-356A netlist of ${jobName}`,
    'C  written by the Studio benchmark generator',
    `P  JOB   ${jobName}`,
    'P  CODE  00',
    'P  UNITS CUST 0',
    'P  DIM   N',
    ...[...aliases].map(([net, alias]) => `P  ${alias} ${net}`),
  ];
  return [...header, ...body, ...outlineRecords(board, origin), '999', ''].join('\n');
}
