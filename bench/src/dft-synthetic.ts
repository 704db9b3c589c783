// Synthetic boards for the DFT benchmark: n dedicated test points (one per net) on a jittered
// 2.6 mm grid (±0.5 mm: a few pairs come closer than the recommended 1.9 mm), n/4 two-pad 0603
// resistors in the middle of grid cells (nets shared with the test points), n/8 vias (half
// tented), a rounded-rectangle outline with cut-outs, four tooling holes. Deterministic (LCG seed).
import {
  type Board,
  type Component,
  decodeBoard,
  encodeBoard,
  finishBoard,
  type Hole,
  type Pad,
  type Ring,
  type Via,
} from '@studio/core';

const PITCH_MM = 2.6;

/** A small deterministic generator (numerical recipes LCG): the same n gives the same board. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function roundedRect(w: number, h: number, r: number, segments: number): Ring {
  const ring: Ring = [];
  const corners = [
    [w - r, r, -90],
    [w - r, h - r, 0],
    [r, h - r, 90],
    [r, r, 180],
  ] as const;
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= segments; i++) {
      const a = ((start + (90 * i) / segments) * Math.PI) / 180;
      ring.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
    }
  }
  return ring;
}

const square = (x: number, y: number, s: number): Ring => [
  { x, y },
  { x, y: y + s },
  { x: x + s, y: y + s },
  { x: x + s, y },
];

function component(
  i: number,
  ref: string,
  footprint: string,
  x: number,
  y: number,
  side: 'top' | 'bottom',
  body: Ring | null,
  heightMm: number | null,
): Component {
  return {
    id: `C${i}` as Component['id'],
    ref,
    value: '',
    footprint,
    side,
    x,
    y,
    rotationDeg: 0,
    body,
    heightMm,
    dnp: false,
    excludeFromBom: false,
    excludeFromPosFiles: false,
  };
}

function pad(
  i: number,
  ref: string,
  x: number,
  y: number,
  net: string,
  side: 'top' | 'bottom',
  size: number,
  shape: Pad['shape'],
): Pad {
  return {
    id: `P${i}` as Pad['id'],
    ref,
    number: '1',
    x,
    y,
    net,
    side,
    shape,
    widthMm: size,
    heightMm: shape === 'circle' ? size : size * 1.2,
    rotationDeg: 0,
    type: 'smd',
    drillMm: null,
    slotLengthMm: null,
    plated: false,
    polygon: null,
    mask: 'open',
    testpointFlag: false,
  };
}

/** A board with `n` test points (and nets), about 2.6 mm apart, 85 % on the bottom. */
export function synthesizeDftBoard(n: number): Board {
  const rand = lcg(n);
  const cols = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  const w = (cols + 2) * PITCH_MM;
  const h = (rows + 2) * PITCH_MM;
  const components: Component[] = [];
  const pads: Pad[] = [];
  const vias: Via[] = [];
  for (let i = 0; i < n; i++) {
    const x = (2 + (i % cols)) * PITCH_MM + (rand() - 0.5) * 1.0;
    const y = (2 + Math.floor(i / cols)) * PITCH_MM + (rand() - 0.5) * 1.0;
    const side = rand() < 0.85 ? 'bottom' : 'top';
    const ref = `TP${i + 1}`;
    components.push(
      component(components.length, ref, 'TestPoint:TestPoint_Pad_D1.0mm', x, y, side, null, null),
    );
    pads.push(pad(pads.length, ref, x, y, `N${i}`, side, 0.7 + rand() * 0.6, 'circle'));
  }
  for (let i = 0; i < n / 4; i++) {
    const x = (2.5 + ((i * 4) % cols)) * PITCH_MM;
    const y = (2.5 + Math.floor((i * 4) / cols)) * PITCH_MM;
    // The cell centre is 1.84 mm from the four test points around it: most clear the 0.6 mm part.
    const ref = `R${i + 1}`;
    const side = i % 3 === 0 ? 'top' : 'bottom';
    components.push(
      component(
        components.length,
        ref,
        'Resistor_SMD:R_0603_1608Metric',
        x,
        y,
        side,
        square(x - 0.8, y - 0.4, 0.8).map((p) => ({ x: p.x, y: p.y })),
        null,
      ),
    );
    pads.push(pad(pads.length, ref, x - 0.4, y, `N${(i * 4) % n}`, side, 0.6, 'roundrect'));
    pads.push({
      ...pad(pads.length, ref, x + 0.4, y, `N${(i * 4 + 1) % n}`, side, 0.6, 'roundrect'),
      number: '2',
    });
  }
  for (let i = 0; i < n / 8; i++) {
    const x = (2.5 + ((i * 8 + 2) % cols)) * PITCH_MM;
    const y = (2 + Math.floor((i * 8 + 2) / cols)) * PITCH_MM + 1.3;
    vias.push({
      id: `V${i}` as Via['id'],
      x,
      y,
      drillMm: 0.3,
      diameterMm: 0.6,
      net: `N${(i * 8 + 2) % n}`,
      side: 'both',
      tented: i % 2 === 0,
    });
  }
  const holes: Hole[] = [
    [2, 2],
    [w - 2, 2.5],
    [2.5, h - 2],
    [w - 3, h - 2],
  ].map(([x, y], i) => ({
    id: `H${i}` as Hole['id'],
    x: x!,
    y: y!,
    diameterMm: 2,
    slotLengthMm: null,
    plated: i === 3,
    ref: null,
  }));
  const cutouts = [square(w * 0.3, h * 0.3, 3), square(w * 0.7, h * 0.6, 3)];
  const board: Board = {
    units: 'mm',
    frame: 'top-view-y-up',
    sources: [{ format: 'kicad', file: `synthetic-${n}.kicad_pcb` }],
    outline: [{ outer: roundedRect(w, h, 3, 16), holes: cutouts }],
    thicknessMm: 1.6,
    copperLayerCount: 4,
    auxOrigin: null,
    components,
    pads,
    vias,
    holes,
    nets: [],
    testPoints: [],
  };
  return finishBoard(board);
}

/**
 * The same board as the server analyses it: the import worker stores it in the compact encoding
 * (as JSON) and "Run DFT" decodes it, so the analysis reads decoded objects and the decoder's
 * candidate → net index. The round trip is not part of any timing.
 */
export function storedDftBoard(n: number): Board {
  return decodeBoard(JSON.parse(JSON.stringify(encodeBoard(synthesizeDftBoard(n)))));
}
