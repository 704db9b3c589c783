import { finishBoard } from '../board/finish';
import { componentId, holeId, padId, viaId } from '../board/ids';
import type { Board, Component, Hole, Pad, Ring, Side, Via } from '../board/model';

/**
 * Small hand-made boards for the DFT tests (board frame, mm, top view, +Y up). Each helper adds one
 * feature with the fewest fields a test has to spell out.
 */
export class BoardBuilder {
  private readonly board: Board = {
    units: 'mm',
    frame: 'top-view-y-up',
    sources: [{ format: 'kicad', file: 'test.kicad_pcb' }],
    outline: [],
    thicknessMm: 1.6,
    copperLayerCount: 2,
    auxOrigin: null,
    components: [],
    pads: [],
    vias: [],
    holes: [],
    nets: [],
    testPoints: [],
  };

  /** A rectangular outline from (x0, y0) to (x1, y1), optionally with rectangular cut-outs. */
  outline(x0: number, y0: number, x1: number, y1: number, cutouts: Ring[] = []): this {
    this.board.outline.push({ outer: rect(x0, y0, x1, y1), holes: cutouts.map((r) => [...r].reverse()) });
    return this;
  }

  thickness(mm: number | null): this {
    this.board.thicknessMm = mm;
    return this;
  }

  /** A dedicated test point TPn: a round SMD pad of `size` on one side. */
  testPoint(
    ref: string,
    x: number,
    y: number,
    o: { side?: Side; size?: number; net?: string; mask?: 'open' | 'covered' } = {},
  ): this {
    const side = o.side ?? 'top';
    this.component({ ref, x, y, side, footprint: 'TestPoint:TestPoint_Pad_D1.0mm', body: null });
    return this.pad({
      ref,
      x,
      y,
      side,
      shape: 'circle',
      w: o.size ?? 1,
      h: o.size ?? 1,
      net: o.net ?? `N_${ref}`,
      mask: o.mask ?? 'open',
    });
  }

  /** A component with an explicit body (a rectangle centred on x, y) and height. */
  part(
    ref: string,
    x: number,
    y: number,
    o: {
      side?: Side;
      w?: number;
      h?: number;
      heightMm?: number | null;
      footprint?: string;
      dnp?: boolean;
    } = {},
  ): this {
    const w = (o.w ?? 2) / 2;
    const h = (o.h ?? 1) / 2;
    return this.component({
      ref,
      x,
      y,
      side: o.side ?? 'top',
      footprint: o.footprint ?? 'Package:Generic',
      body: rect(x - w, y - h, x + w, y + h),
      heightMm: o.heightMm === undefined ? 1 : o.heightMm,
      dnp: o.dnp ?? false,
    });
  }

  component(c: Partial<Component> & { ref: string; x: number; y: number }): this {
    this.board.components.push({
      id: componentId(this.board.components.length),
      value: '',
      footprint: '',
      side: 'top',
      rotationDeg: 0,
      body: null,
      heightMm: null,
      dnp: false,
      excludeFromBom: false,
      excludeFromPosFiles: false,
      ...c,
    });
    return this;
  }

  /** A pad; SMD on one side unless `type: 'th'` or `'npth'` (then both sides, with a drill). */
  pad(o: {
    ref: string | null;
    x: number;
    y: number;
    side?: Side;
    shape?: Pad['shape'];
    w?: number;
    h?: number;
    rot?: number;
    net?: string | null;
    type?: Pad['type'];
    drill?: number;
    mask?: 'open' | 'covered';
    number?: string;
  }): this {
    const th = o.type === 'th';
    const drilled = th || o.type === 'npth';
    this.board.pads.push({
      id: padId(this.board.pads.length),
      ref: o.ref,
      number: o.number ?? '1',
      x: o.x,
      y: o.y,
      net: o.net === undefined ? `N${this.board.pads.length}` : o.net,
      side: drilled ? 'both' : (o.side ?? 'top'),
      shape: o.shape ?? 'rect',
      widthMm: o.w ?? 1,
      heightMm: o.h ?? 1,
      rotationDeg: o.rot ?? 0,
      type: o.type ?? 'smd',
      drillMm: drilled ? (o.drill ?? 0.8) : null,
      slotLengthMm: null,
      plated: th,
      polygon: null,
      mask: o.mask ?? 'open',
      testpointFlag: false,
    });
    return this;
  }

  via(
    x: number,
    y: number,
    o: { drill?: number; diameter?: number; net?: string; tented?: boolean | null } = {},
  ): this {
    const via: Via = {
      id: viaId(this.board.vias.length),
      x,
      y,
      drillMm: o.drill ?? 0.3,
      diameterMm: o.diameter ?? 0.6,
      net: o.net ?? `V${this.board.vias.length}`,
      side: 'both',
      tented: o.tented ?? false,
    };
    this.board.vias.push(via);
    return this;
  }

  hole(x: number, y: number, o: { diameter?: number; plated?: boolean; ref?: string | null } = {}): this {
    const hole: Hole = {
      id: holeId(this.board.holes.length),
      x,
      y,
      diameterMm: o.diameter ?? 2,
      slotLengthMm: null,
      plated: o.plated ?? false,
      ref: o.ref ?? null,
    };
    this.board.holes.push(hole);
    return this;
  }

  build(): Board {
    return finishBoard(JSON.parse(JSON.stringify(this.board)) as Board);
  }
}

/** An axis-aligned rectangle ring, counter-clockwise. */
export function rect(x0: number, y0: number, x1: number, y1: number): Ring {
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}
