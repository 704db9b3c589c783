import type { Board, Component, CopperSides, Pad, PadShape, Point, Via } from '@studio/core';
import { componentId, finishBoard, holeId, padId, viaId } from '@studio/core';

/**
 * A seeded synthetic board for the viewer benchmark (board model: mm, top view, +Y up). Rows of
 * realistic footprints — chip passives, SOICs, QFPs, BGAs, through-hole headers, test points and a
 * few custom-polygon pads — at mixed rotations on both sides, plus vias, mounting holes and an
 * outline with a cut-out, until `padCount` pads exist. Same seed, same board.
 */

/** mulberry32: small, fast, good enough to scatter features reproducibly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A pad relative to its footprint origin, before rotation. */
interface LocalPad {
  number: string;
  x: number;
  y: number;
  w: number;
  h: number;
  shape: PadShape;
  th: boolean;
  /** Custom copper outline relative to the pad centre (mm). */
  poly?: Point[];
}

interface Footprint {
  prefix: string;
  name: string;
  /** Body size (mm): the cell the footprint takes. */
  w: number;
  h: number;
  pads: LocalPad[];
  weight: number;
}

const chip = (
  prefix: string,
  name: string,
  len: number,
  pw: number,
  ph: number,
  weight: number,
): Footprint => ({
  prefix,
  name,
  w: len + pw,
  h: ph * 1.3,
  pads: [
    { number: '1', x: -len / 2, y: 0, w: pw, h: ph, shape: 'roundrect', th: false },
    { number: '2', x: len / 2, y: 0, w: pw, h: ph, shape: 'roundrect', th: false },
  ],
  weight,
});

function dualRow(
  prefix: string,
  name: string,
  n: number,
  pitch: number,
  span: number,
  weight: number,
): Footprint {
  const pads: LocalPad[] = [];
  const half = n / 2;
  for (let i = 0; i < n; i++) {
    const k = i < half ? i : n - 1 - i;
    const x = (k - (half - 1) / 2) * pitch;
    pads.push({
      number: String(i + 1),
      x,
      y: i < half ? -span / 2 : span / 2,
      w: pitch * 0.55,
      h: 1.5,
      shape: 'oval',
      th: false,
    });
  }
  return { prefix, name, w: half * pitch + 1, h: span + 2, pads, weight };
}

function quad(n: number, pitch: number, weight: number): Footprint {
  const side = n / 4;
  const span = side * pitch + 2;
  const pads: LocalPad[] = [];
  for (let i = 0; i < n; i++) {
    const s = Math.floor(i / side);
    const t = ((i % side) - (side - 1) / 2) * pitch;
    const [x, y] = [
      [-span / 2, -t],
      [t, -span / 2],
      [span / 2, t],
      [-t, span / 2],
    ][s]!;
    const vertical = s % 2 === 1;
    pads.push({
      number: String(i + 1),
      x: x!,
      y: y!,
      w: vertical ? pitch * 0.5 : 1.4,
      h: vertical ? 1.4 : pitch * 0.5,
      shape: 'roundrect',
      th: false,
    });
  }
  return { prefix: 'U', name: `QFP-${n}`, w: span + 2, h: span + 2, pads, weight };
}

function bga(rows: number, pitch: number, weight: number): Footprint {
  const pads: LocalPad[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < rows; c++) {
      const x = (c - (rows - 1) / 2) * pitch;
      const y = (r - (rows - 1) / 2) * pitch;
      pads.push({
        number: `${String.fromCharCode(65 + (r % 26))}${c + 1}`,
        x,
        y,
        w: pitch * 0.5,
        h: pitch * 0.5,
        shape: 'circle',
        th: false,
      });
    }
  }
  const size = rows * pitch + 1;
  return { prefix: 'U', name: `BGA-${rows * rows}`, w: size, h: size, pads, weight };
}

function header(pins: number, weight: number): Footprint {
  const pads: LocalPad[] = [];
  for (let i = 0; i < pins; i++) {
    const x = (Math.floor(i / 2) - (pins / 2 - 1) / 2) * 2.54;
    const y = i % 2 === 0 ? -1.27 : 1.27;
    pads.push({ number: String(i + 1), x, y, w: 1.7, h: 1.7, shape: i === 0 ? 'rect' : 'circle', th: true });
  }
  return { prefix: 'J', name: `PinHeader_2x${pins / 2}`, w: (pins / 2) * 2.54 + 1, h: 6, pads, weight };
}

/** An L-shaped custom pad (e.g. a shield tab) to exercise the polygon path. */
const customPad: Footprint = {
  prefix: 'SH',
  name: 'ShieldTab',
  w: 3,
  h: 3,
  pads: [
    {
      number: '1',
      x: 0,
      y: 0,
      w: 2,
      h: 2,
      shape: 'custom',
      th: false,
      poly: [
        { x: -1, y: -1 },
        { x: 1, y: -1 },
        { x: 1, y: -0.3 },
        { x: -0.3, y: -0.3 },
        { x: -0.3, y: 1 },
        { x: -1, y: 1 },
      ],
    },
  ],
  weight: 1,
};

const FOOTPRINTS: Footprint[] = [
  chip('R', 'R_0402', 1.0, 0.6, 0.6, 30),
  chip('C', 'C_0603', 1.6, 0.9, 0.95, 25),
  dualRow('U', 'SOIC-8', 8, 1.27, 5.4, 5),
  dualRow('U', 'TSSOP-20', 20, 0.65, 5.8, 3),
  quad(64, 0.5, 2),
  quad(144, 0.5, 1),
  bga(16, 0.8, 1),
  header(20, 2),
  {
    prefix: 'TP',
    name: 'TestPoint_Pad_D1.0mm',
    w: 1.6,
    h: 1.6,
    pads: [{ number: '1', x: 0, y: 0, w: 1, h: 1, shape: 'circle', th: false }],
    weight: 6,
  },
  customPad,
];

function pickFootprint(rand: () => number): Footprint {
  const total = FOOTPRINTS.reduce((n, f) => n + f.weight, 0);
  let r = rand() * total;
  for (const f of FOOTPRINTS) {
    r -= f.weight;
    if (r <= 0) return f;
  }
  return FOOTPRINTS[0]!;
}

const rotatePoint = (p: Point, deg: number): Point => {
  const a = (deg * Math.PI) / 180;
  return { x: p.x * Math.cos(a) - p.y * Math.sin(a), y: p.x * Math.sin(a) + p.y * Math.cos(a) };
};

export interface SyntheticOptions {
  padCount: number;
  seed?: number;
}

/** Draws footprints until their pads reach `padCount`. */
function pickFootprints(rand: () => number, padCount: number): Footprint[] {
  const out: Footprint[] = [];
  for (let n = 0; n < padCount; ) {
    const fp = pickFootprint(rand);
    out.push(fp);
    n += fp.pads.length;
  }
  return out;
}

const cellOf = (fp: Footprint): number => Math.max(fp.w, fp.h) + 0.8;

/** Generates the board. Roughly padCount / 5 vias; nets mix many 2–6-pin nets and a big GND. */
export function generateViewerBoard({ padCount, seed = 1 }: SyntheticOptions): Board {
  const rand = seededRandom(seed);
  // Shelf packing, biggest cells first, so rows hold footprints of one height (a dense, board-like
  // layout); the width makes the board about 1.4 : 1.
  const fps = pickFootprints(rand, padCount).sort((a, b) => cellOf(b) - cellOf(a));
  const area = fps.reduce((n, fp) => n + cellOf(fp) ** 2, 0);
  const width = Math.max(30, Math.sqrt(area * 1.4) + 4);
  const components: Component[] = [];
  const pads: Pad[] = [];
  const counters = new Map<string, number>();
  const netFor = () =>
    rand() < 0.15 ? 'GND' : rand() < 0.05 ? '+3V3' : `N${Math.floor(rand() * (padCount / 4))}`;
  let x = 2;
  let y = 2;
  let rowHeight = 0;
  for (const fp of fps) {
    const quarter = Math.floor(rand() * 4) * 90;
    const rot = rand() < 0.08 ? Math.round(rand() * 360) : quarter;
    const cell = cellOf(fp);
    if (x + cell > width - 2) {
      x = 2;
      y += rowHeight;
      rowHeight = 0;
    }
    const cx = x + cell / 2;
    const cy = y + cell / 2;
    x += cell;
    rowHeight = Math.max(rowHeight, cell);
    const hasTh = fp.pads.some((p) => p.th);
    const side = hasTh || rand() < 0.7 ? 'top' : 'bottom';
    const n = (counters.get(fp.prefix) ?? 0) + 1;
    counters.set(fp.prefix, n);
    const ref = `${fp.prefix}${n}`;
    const body = [
      { x: -fp.w / 2, y: -fp.h / 2 },
      { x: fp.w / 2, y: -fp.h / 2 },
      { x: fp.w / 2, y: fp.h / 2 },
      { x: -fp.w / 2, y: fp.h / 2 },
    ].map((p) => {
      const r = rotatePoint(p, rot);
      return { x: cx + r.x, y: cy + r.y };
    });
    components.push({
      id: componentId(components.length),
      ref,
      value: '',
      footprint: fp.name,
      side,
      x: cx,
      y: cy,
      rotationDeg: rot,
      body,
      heightMm: 1,
      dnp: false,
      excludeFromBom: false,
      excludeFromPosFiles: false,
    });
    for (const lp of fp.pads) pads.push(placePad(lp, ref, cx, cy, rot, side, pads.length, netFor()));
  }
  const height = y + rowHeight + 2;
  return finishBoard({
    units: 'mm',
    frame: 'top-view-y-up',
    sources: [],
    outline: [outlineOf(width, height)],
    thicknessMm: 1.6,
    copperLayerCount: 4,
    auxOrigin: null,
    components,
    pads,
    vias: makeVias(rand, Math.floor(padCount / 5), width, height, netFor),
    holes: [
      [3, 3],
      [width - 3, 3],
      [3, height - 3],
      [width - 3, height - 3],
    ].map(([hx, hy], i) => ({
      id: holeId(i),
      x: hx!,
      y: hy!,
      diameterMm: 3.2,
      slotLengthMm: null,
      plated: false,
      ref: null,
    })),
    nets: [],
    testPoints: [],
  });
}

function placePad(
  lp: LocalPad,
  ref: string,
  cx: number,
  cy: number,
  rot: number,
  side: 'top' | 'bottom',
  n: number,
  net: string,
): Pad {
  const c = rotatePoint(lp, rot);
  const px = cx + c.x;
  const py = cy + c.y;
  const copperSide: CopperSides = lp.th ? 'both' : side;
  return {
    id: padId(n),
    ref,
    number: lp.number,
    x: px,
    y: py,
    net,
    side: copperSide,
    shape: lp.shape,
    widthMm: lp.w,
    heightMm: lp.h,
    rotationDeg: rot,
    type: lp.th ? 'th' : 'smd',
    drillMm: lp.th ? 1.0 : null,
    slotLengthMm: null,
    plated: lp.th,
    polygon: lp.poly
      ? lp.poly.map((p) => {
          const r = rotatePoint(p, rot);
          return { x: px + r.x, y: py + r.y };
        })
      : null,
    mask: 'open',
    testpointFlag: false,
  };
}

function makeVias(rand: () => number, count: number, w: number, h: number, netFor: () => string): Via[] {
  return Array.from({ length: count }, (_, i) => ({
    id: viaId(i),
    x: 1 + rand() * (w - 2),
    y: 1 + rand() * (h - 2),
    drillMm: 0.3,
    diameterMm: 0.6,
    net: netFor(),
    side: 'both' as const,
    tented: rand() < 0.5,
  }));
}

/** A rectangle with chamfered corners and a slot cut-out near the middle (CCW outer, CW hole). */
function outlineOf(w: number, h: number) {
  const c = Math.min(3, w / 10);
  const outer = [
    { x: c, y: 0 },
    { x: w - c, y: 0 },
    { x: w, y: c },
    { x: w, y: h - c },
    { x: w - c, y: h },
    { x: c, y: h },
    { x: 0, y: h - c },
    { x: 0, y: c },
  ];
  const hole = [
    { x: w * 0.45, y: h * 0.3 },
    { x: w * 0.45, y: h * 0.34 },
    { x: w * 0.55, y: h * 0.34 },
    { x: w * 0.55, y: h * 0.3 },
  ];
  return { outer, holes: [hole] };
}
