import {
  type Board,
  type Component,
  componentId,
  emptyBoard,
  finishBoard,
  normalizeDeg,
  type Pad,
  type Point,
  padId,
  rotate,
  type Side,
  viaId,
} from '@studio/core';
import type { TrackSegment } from '../writers/types';
import { FOOTPRINTS, type FootprintTemplate, MOUNTING_HOLE } from './footprints';
import { NetAllocator } from './nets';
import { Prng } from './prng';

/** A generated board: the model the files are written from, plus the tracks that make it realistic. */
export interface SyntheticBoard {
  name: string;
  board: Board;
  /** Tracks from pads to their vias: only the KiCad and Gerber writers draw them. */
  tracks: TrackSegment[];
}

export interface SynthesizeOptions {
  /** Total pad count, mounting-hole pads included (the board has exactly this many pads). */
  pads: number;
  seed?: number;
}

// Layout: components stand in columns inside rows; a channel above each row carries the vias.
const ROW_MM = 8;
const VIA_CHANNEL_MM = 1.4;
const VIA_PITCH_MM = 1.27;
const EDGE_MARGIN_MM = 10;
/** Target board area per pad (mm²): about a dense two-sided consumer board. */
const AREA_PER_PAD_MM2 = 5;

const QUARTERS = [0, 90, 180, 270] as const;

/** Rounds a coordinate to 0.1 µm so that every writer prints it exactly. */
const snap = (v: number): number => Math.round(v * 1e4) / 1e4;

interface Placement {
  template: FootprintTemplate;
  side: Side;
  rotationDeg: number;
  cellW: number;
  cellH: number;
}

/**
 * Generates a deterministic synthetic board with exactly `pads` pads (board frame: mm, top view,
 * +Y up; the board spans (0, 0)…(width, height)). The same options always give the same board.
 */
export function synthesizeBoard(options: SynthesizeOptions): SyntheticBoard {
  const target = Math.max(8, Math.floor(options.pads));
  const prng = new Prng(options.seed ?? 1);
  const name = `synthetic-${target}`;
  const board = emptyBoard([]);
  board.thicknessMm = 1.6;
  board.copperLayerCount = 2;
  board.auxOrigin = { x: 0, y: 0 };
  const builder = new BoardBuilder(board, prng);
  const width = Math.round(Math.max(60, Math.sqrt(target * AREA_PER_PAD_MM2)));
  let remaining = target - MOUNTING_HOLE.pads.length * 4;
  let x = EDGE_MARGIN_MM;
  let row = 0;
  const rowY = () => snap(EDGE_MARGIN_MM + row * (ROW_MM + VIA_CHANNEL_MM));
  let y = rowY();
  while (remaining > 0) {
    const placement = choosePlacement(prng, remaining);
    const perPart = placement.template.pads.length;
    const count = Math.min(
      Math.max(1, Math.floor(ROW_MM / placement.cellH)),
      Math.floor(remaining / perPart),
    );
    if (x + placement.cellW > width - EDGE_MARGIN_MM) {
      x = EDGE_MARGIN_MM;
      row++;
      y = rowY();
    }
    const column: Pad[] = [];
    for (let k = 0; k < count; k++) {
      const at = { x: snap(x + placement.cellW / 2), y: snap(y + placement.cellH * (k + 0.5)) };
      column.push(...builder.place(placement, at));
    }
    builder.addVias(column, x, x + placement.cellW, snap(y + ROW_MM + VIA_CHANNEL_MM / 2));
    x += placement.cellW;
    remaining -= count * perPart;
  }
  const height = snap(y + ROW_MM + VIA_CHANNEL_MM + EDGE_MARGIN_MM);
  addMountingHoles(builder, width, height);
  board.outline = [{ outer: rectRing(width, height), holes: [] }];
  finishBoard(board, builder.nets.names);
  return { name, board, tracks: builder.tracks };
}

const rectRing = (w: number, h: number): Point[] => [
  { x: 0, y: 0 },
  { x: w, y: 0 },
  { x: w, y: h },
  { x: 0, y: h },
];

function addMountingHoles(builder: BoardBuilder, width: number, height: number): void {
  const inset = EDGE_MARGIN_MM / 2;
  const corners = [
    { x: inset, y: inset },
    { x: width - inset, y: inset },
    { x: width - inset, y: height - inset },
    { x: inset, y: height - inset },
  ];
  for (const at of corners) {
    builder.place({ template: MOUNTING_HOLE, side: 'top', rotationDeg: 0, cellW: 0, cellH: 0 }, at);
  }
}

function choosePlacement(prng: Prng, remaining: number): Placement {
  const fitting = FOOTPRINTS.filter((f) => f.template.pads.length <= remaining);
  const total = fitting.reduce((s, f) => s + f.weight, 0);
  let r = prng.next() * total;
  let template = fitting[0]!.template;
  for (const f of fitting) {
    r -= f.weight;
    if (r < 0) {
      template = f.template;
      break;
    }
  }
  const bottomShare =
    template.refPrefix === 'R' || template.refPrefix === 'C' ? 0.35 : template.refPrefix === 'TP' ? 0.4 : 0;
  const side: Side = prng.chance(bottomShare) ? 'bottom' : 'top';
  // A few resistors sit at 45° so that importers meet arbitrary rotations too.
  let rotationDeg: number = template.refPrefix === 'R' && prng.chance(0.02) ? 45 : prng.pick(QUARTERS);
  // A part standing on end must still fit its row (a turned pin header would overlap the via channel).
  if ((rotationDeg === 90 || rotationDeg === 270) && template.cellW > ROW_MM) rotationDeg -= 90;
  const quarter = rotationDeg === 90 || rotationDeg === 270;
  const diagonal = rotationDeg % 90 !== 0;
  const square = Math.max(template.cellW, template.cellH);
  return {
    template,
    side,
    rotationDeg,
    cellW: diagonal ? square : quarter ? template.cellH : template.cellW,
    cellH: diagonal ? square : quarter ? template.cellW : template.cellH,
  };
}

/** Adds components, pads, vias and tracks to a board, numbering ids in order. */
class BoardBuilder {
  readonly nets: NetAllocator;
  readonly tracks: TrackSegment[] = [];
  private readonly refCounts = new Map<string, number>();

  constructor(
    private readonly board: Board,
    private readonly prng: Prng,
  ) {
    this.nets = new NetAllocator(prng);
  }

  /** Places one instance of a footprint centred at `at`; returns its pads. */
  place(placement: Placement, at: Point): Pad[] {
    const { template, side, rotationDeg } = placement;
    const ref = this.nextRef(template.refPrefix);
    const mirror = side === 'bottom' ? -1 : 1;
    // A bottom-side part is the top-side footprint flipped about its X axis, then rotated.
    const toBoard = (p: Point): Point => {
      const r = rotate({ x: p.x, y: mirror * p.y }, rotationDeg);
      return { x: at.x + r.x, y: at.y + r.y };
    };
    const hw = template.bodyHalfW;
    const hh = template.bodyHalfH;
    const component: Component = {
      id: componentId(this.board.components.length),
      ref,
      value: this.prng.pick(template.values),
      footprint: template.name,
      side,
      x: at.x,
      y: at.y,
      rotationDeg,
      body: [
        toBoard({ x: -hw, y: -hh }),
        toBoard({ x: hw, y: -hh }),
        toBoard({ x: hw, y: hh }),
        toBoard({ x: -hw, y: hh }),
      ],
      heightMm: null,
      dnp: false,
      excludeFromBom: template.refPrefix === 'TP' || template.refPrefix === 'H',
      excludeFromPosFiles: template.refPrefix === 'TP' || template.refPrefix === 'H',
    };
    this.board.components.push(component);
    const pads: Pad[] = [];
    for (const tp of template.pads) {
      const centre = toBoard(tp);
      const pad: Pad = {
        id: padId(this.board.pads.length),
        ref,
        number: tp.number,
        x: centre.x,
        y: centre.y,
        net: tp.type === 'npth' ? null : this.nets.next(template.refPrefix === 'TP'),
        side: tp.type === 'smd' ? side : 'both',
        shape: tp.shape,
        widthMm: tp.widthMm,
        heightMm: tp.heightMm,
        rotationDeg: normalizeDeg(rotationDeg + mirror * tp.rotationDeg),
        type: tp.type,
        drillMm: tp.drillMm,
        slotLengthMm: null,
        plated: tp.type === 'th',
        polygon: null,
        mask: 'open',
        testpointFlag: false,
      };
      this.board.pads.push(pad);
      pads.push(pad);
    }
    return pads;
  }

  /** Vias along the channel between xFrom and xTo, each tied by a track to a pad of the column. */
  addVias(column: Pad[], xFrom: number, xTo: number, channelY: number): void {
    const connected = column.filter((p) => p.net !== null && p.type !== 'npth');
    for (let x = xFrom + VIA_PITCH_MM / 2; x < xTo && connected.length > 0; x += VIA_PITCH_MM) {
      if (!this.prng.chance(0.8)) continue;
      const pad = this.prng.pick(connected);
      const net = pad.net!;
      this.board.vias.push({
        id: viaId(this.board.vias.length),
        x: snap(x),
        y: channelY,
        drillMm: 0.3,
        diameterMm: 0.6,
        net,
        side: 'both',
        tented: this.prng.chance(0.5),
      });
      const side: Side = pad.side === 'bottom' ? 'bottom' : 'top';
      this.tracks.push({
        start: { x: pad.x, y: pad.y },
        end: { x: snap(x), y: channelY },
        widthMm: 0.25,
        side,
        net,
      });
    }
  }

  private nextRef(prefix: string): string {
    const n = (this.refCounts.get(prefix) ?? 0) + 1;
    this.refCounts.set(prefix, n);
    return `${prefix}${n}`;
  }
}
