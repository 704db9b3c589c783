import type { PadShape, PadType } from '@studio/core';

/** A pad of a footprint template, in the footprint's own frame (mm, +Y up, unrotated, top side). */
export interface TemplatePad {
  number: string;
  x: number;
  y: number;
  shape: PadShape;
  widthMm: number;
  heightMm: number;
  /** Pad rotation within the footprint (degrees CCW). */
  rotationDeg: number;
  type: PadType;
  drillMm: number | null;
}

/** A footprint template: the library part a synthetic component is an instance of. */
export interface FootprintTemplate {
  /** KiCad-style "Library:Name". */
  name: string;
  refPrefix: string;
  values: readonly string[];
  pads: TemplatePad[];
  /** Courtyard half-sizes (mm). */
  bodyHalfW: number;
  bodyHalfH: number;
  /** Placement cell (mm): the footprint with its clearance. */
  cellW: number;
  cellH: number;
}

const smd = (
  number: string,
  x: number,
  y: number,
  w: number,
  h: number,
  shape: PadShape = 'roundrect',
  rot = 0,
): TemplatePad => ({
  number,
  x,
  y,
  shape,
  widthMm: w,
  heightMm: h,
  rotationDeg: rot,
  type: 'smd',
  drillMm: null,
});

const th = (
  number: string,
  x: number,
  y: number,
  size: number,
  drill: number,
  shape: PadShape,
): TemplatePad => ({
  number,
  x,
  y,
  shape,
  widthMm: size,
  heightMm: size,
  rotationDeg: 0,
  type: 'th',
  drillMm: drill,
});

/** Pads of a quad flat no-lead package: `perSide` pads per side at `pitch`, plus an exposed pad. */
function qfnPads(perSide: number, pitch: number, reach: number, epSize: number): TemplatePad[] {
  const pads: TemplatePad[] = [];
  const first = ((perSide - 1) * pitch) / 2;
  const sides = [
    { x: () => -reach, y: (i: number) => first - i * pitch, rot: 0 },
    { x: (i: number) => -first + i * pitch, y: () => -reach, rot: 90 },
    { x: () => reach, y: (i: number) => -first + i * pitch, rot: 0 },
    { x: (i: number) => first - i * pitch, y: () => reach, rot: 90 },
  ];
  for (const side of sides) {
    for (let i = 0; i < perSide; i++) {
      pads.push(smd(String(pads.length + 1), side.x(i), side.y(i), 0.8, 0.25, 'roundrect', side.rot));
    }
  }
  pads.push(smd(String(pads.length + 1), 0, 0, epSize, epSize, 'rect'));
  return pads;
}

function rowPads(count: number, pitch: number, make: (n: string, x: number) => TemplatePad): TemplatePad[] {
  const first = (-(count - 1) * pitch) / 2;
  return Array.from({ length: count }, (_, i) => make(String(i + 1), first + i * pitch));
}

/** The parts the generator places, with the mix it draws them from (weights). */
export const FOOTPRINTS: { template: FootprintTemplate; weight: number }[] = [
  {
    weight: 34,
    template: {
      name: 'Resistor_SMD:R_0603_1608Metric',
      refPrefix: 'R',
      values: ['10k', '4k7', '100R', '1k', '22R'],
      pads: [smd('1', -0.825, 0, 0.8, 0.95), smd('2', 0.825, 0, 0.8, 0.95)],
      bodyHalfW: 1.48,
      bodyHalfH: 0.73,
      cellW: 3.6,
      cellH: 2.2,
    },
  },
  {
    weight: 30,
    template: {
      name: 'Capacitor_SMD:C_0402_1005Metric',
      refPrefix: 'C',
      values: ['100nF', '1uF', '10nF', '22pF'],
      pads: [smd('1', -0.48, 0, 0.56, 0.62), smd('2', 0.48, 0, 0.56, 0.62)],
      bodyHalfW: 0.91,
      bodyHalfH: 0.46,
      cellW: 2.4,
      cellH: 1.6,
    },
  },
  {
    weight: 8,
    template: {
      name: 'Package_TO_SOT_SMD:SOT-23',
      refPrefix: 'Q',
      values: ['BSS138', 'MMBT3904'],
      pads: [
        smd('1', -1.1, 0.95, 1.3, 0.6, 'rect'),
        smd('2', -1.1, -0.95, 1.3, 0.6, 'rect'),
        smd('3', 1.1, 0, 1.3, 0.6, 'rect'),
      ],
      bodyHalfW: 1.92,
      bodyHalfH: 1.7,
      cellW: 4.4,
      cellH: 4,
    },
  },
  {
    weight: 6,
    template: {
      name: 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm',
      refPrefix: 'U',
      values: ['LM358', 'NE555', '24LC256'],
      pads: [
        ...rowPads(4, 1.27, (n, y) => smd(n, -2.475, -y, 1.95, 0.6, 'roundrect')),
        ...rowPads(4, 1.27, (n, y) => smd(String(Number(n) + 4), 2.475, y, 1.95, 0.6, 'roundrect')),
      ],
      bodyHalfW: 3.7,
      bodyHalfH: 2.7,
      cellW: 8,
      cellH: 6,
    },
  },
  {
    weight: 3,
    template: {
      name: 'Package_DFN_QFN:QFN-32-1EP_5x5mm_P0.5mm_EP3.1x3.1mm',
      refPrefix: 'U',
      values: ['ATMEGA328P-MU', 'STM32G031K8U6'],
      pads: qfnPads(8, 0.5, 2.45, 3.1),
      bodyHalfW: 3.1,
      bodyHalfH: 3.1,
      cellW: 7,
      cellH: 7,
    },
  },
  {
    weight: 4,
    template: {
      name: 'Connector_PinHeader_2.54mm:PinHeader_1x04_P2.54mm_Vertical',
      refPrefix: 'J',
      values: ['Conn_01x04'],
      pads: rowPads(4, 2.54, (n, x) => th(n, x, 0, 1.7, 1.0, n === '1' ? 'rect' : 'oval')),
      bodyHalfW: 5.35,
      bodyHalfH: 1.35,
      cellW: 11.4,
      cellH: 3.4,
    },
  },
  {
    weight: 5,
    template: {
      name: 'TestPoint:TestPoint_Pad_D1.0mm',
      refPrefix: 'TP',
      values: ['TestPoint'],
      pads: [smd('1', 0, 0, 1, 1, 'circle')],
      bodyHalfW: 0.75,
      bodyHalfH: 0.75,
      cellW: 2.6,
      cellH: 2.6,
    },
  },
];

/** Four of these sit at the board's corners. */
export const MOUNTING_HOLE: FootprintTemplate = {
  name: 'MountingHole:MountingHole_3.2mm_M3',
  refPrefix: 'H',
  values: ['MountingHole'],
  pads: [{ ...th('', 0, 0, 3.2, 3.2, 'circle'), type: 'npth' }],
  bodyHalfW: 3.45,
  bodyHalfH: 3.45,
  cellW: 8,
  cellH: 8,
};
