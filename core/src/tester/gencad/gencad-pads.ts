import type { Pad, PadShape, Point, Via } from '../../board/model';
import { rotate } from '../../geometry/vec';
import { decimal as d } from '../decimal';

/** Copper layers of a pad stack as the shape defines them (the component's own top = TOP). */
export type StackLayers = 'TOP' | 'BOTTOM' | 'TOP+BOTTOM';

interface PadDef {
  name: string;
  lines: string[];
}

/**
 * The $PADS and $PADSTACKS sections (GenCAD 1.4 §2): one pad per distinct copper shape (in the pad's
 * own frame, unrotated: the PIN / TESTPAD line carries the rotation) and one pad stack per distinct
 * (pad, drill, layers). Names are numbered in first-use order: `PAD1…`, `STACK1…`, `VIAPAD1…`.
 */
export class GencadPads {
  private readonly pads = new Map<string, PadDef>();
  private readonly stacks = new Map<string, PadDef>();

  /**
   * The pad definition of a board pad (its copper shape; drill 0 for SMD). `mirrored`: the pad is used
   * by a shape placed with MIRRORX (a bottom component), so an asymmetric polygon is defined mirrored
   * about its X axis and lands the right way round on the board.
   */
  pad(pad: Pad, mirrored = false): string {
    const geometry = padGeometry(pad, mirrored);
    const drill = pad.drillMm ?? 0;
    const key = `${geometry.type}|${drill}|${geometry.lines.join(';')}`;
    return this.define(this.pads, key, `PAD${this.pads.size + 1}`, (name) => [
      `PAD ${name} ${geometry.type} ${d(drill)}`,
      ...geometry.lines,
      ...(geometry.note ? [`ATTRIBUTE studio shape ${geometry.note}`] : []),
    ]);
  }

  /** A pad stack of one pad on the given layers (the drill passes through when there is one). */
  stack(pad: Pad, layers: StackLayers, mirrored = false): string {
    const padName = this.pad(pad, mirrored);
    const drill = pad.drillMm ?? 0;
    return this.define(
      this.stacks,
      `${padName}|${layers}|${drill}`,
      `STACK${this.stacks.size + 1}`,
      (name) => [`PADSTACK ${name} ${d(drill)}`, ...layerList(layers).map((l) => `PAD ${padName} ${l} 0 0`)],
    );
  }

  /** The pad stack of a via: a round pad of its diameter on the sides it reaches. */
  via(via: Via): string {
    const layers: StackLayers = via.side === 'both' ? 'TOP+BOTTOM' : via.side === 'top' ? 'TOP' : 'BOTTOM';
    const padKey = `ROUND|${via.drillMm}|${via.diameterMm}`;
    const padName = this.define(this.pads, padKey, `VIAPAD${this.pads.size + 1}`, (name) => [
      `PAD ${name} ROUND ${d(via.drillMm)}`,
      `CIRCLE 0 0 ${d(via.diameterMm / 2)}`,
    ]);
    return this.define(
      this.stacks,
      `${padName}|${layers}|${via.drillMm}`,
      `STACK${this.stacks.size + 1}`,
      (name) => [
        `PADSTACK ${name} ${d(via.drillMm)}`,
        ...layerList(layers).map((l) => `PAD ${padName} ${l} 0 0`),
      ],
    );
  }

  padsSection(): string[] {
    return ['$PADS', ...[...this.pads.values()].flatMap((p) => p.lines), '$ENDPADS'];
  }

  stacksSection(): string[] {
    return ['$PADSTACKS', ...[...this.stacks.values()].flatMap((p) => p.lines), '$ENDPADSTACKS'];
  }

  private define(
    map: Map<string, PadDef>,
    key: string,
    name: string,
    lines: (name: string) => string[],
  ): string {
    const found = map.get(key);
    if (found) return found.name;
    map.set(key, { name, lines: lines(name) });
    return name;
  }
}

const layerList = (l: StackLayers): string[] => (l === 'TOP+BOTTOM' ? ['TOP', 'BOTTOM'] : [l]);

interface Geometry {
  type: 'ROUND' | 'RECTANGULAR' | 'FINGER' | 'POLYGON';
  lines: string[];
  note: string | null;
}

const line = (a: Point, b: Point) => `LINE ${d(a.x)} ${d(a.y)} ${d(b.x)} ${d(b.y)}`;
const arc = (a: Point, b: Point, c: Point) =>
  `ARC ${d(a.x)} ${d(a.y)} ${d(b.x)} ${d(b.y)} ${d(c.x)} ${d(c.y)}`;

const SHAPE_NOTES: Partial<Record<PadShape, string>> = {
  roundrect: '"roundrect: the bounding rectangle (the corner radius is not in the board data)"',
  'chamfered-rect': '"chamfered-rect: the bounding rectangle"',
  trapezoid: '"trapezoid: the bounding rectangle"',
  custom: '"custom: the bounding rectangle"',
};

/** A pad's copper in its own frame (mm, unrotated), as GenCAD pad keywords. */
function padGeometry(pad: Pad, mirrored: boolean): Geometry {
  const w = pad.widthMm;
  const h = pad.heightMm;
  if (pad.shape === 'circle') return { type: 'ROUND', lines: [`CIRCLE 0 0 ${d(w / 2)}`], note: null };
  if (pad.shape === 'oval') return { type: 'FINGER', lines: obround(w, h), note: null };
  if (pad.polygon && pad.polygon.length >= 3) {
    // The model keeps these rings placed and rotated (board frame): back to the pad's own frame.
    const local = pad.polygon
      .map((p) => rotate({ x: p.x - pad.x, y: p.y - pad.y }, -pad.rotationDeg))
      .map((p) => (mirrored ? { x: p.x, y: -p.y } : p));
    return {
      type: 'POLYGON',
      lines: local.map((p, i) => line(p, local[(i + 1) % local.length]!)),
      note: null,
    };
  }
  return {
    type: 'RECTANGULAR',
    lines: [`RECTANGLE ${d(-w / 2)} ${d(-h / 2)} ${d(w)} ${d(h)}`],
    note: SHAPE_NOTES[pad.shape] ?? null,
  };
}

/** An obround w × h centred on the origin: two lines and two counter-clockwise arcs (GenCAD `FINGER`). */
function obround(w: number, h: number): string[] {
  if (w >= h) {
    const r = h / 2;
    const a = w / 2 - r;
    return [
      line({ x: -a, y: -r }, { x: a, y: -r }),
      arc({ x: a, y: -r }, { x: a, y: r }, { x: a, y: 0 }),
      line({ x: a, y: r }, { x: -a, y: r }),
      arc({ x: -a, y: r }, { x: -a, y: -r }, { x: -a, y: 0 }),
    ];
  }
  const r = w / 2;
  const a = h / 2 - r;
  return [
    line({ x: r, y: -a }, { x: r, y: a }),
    arc({ x: r, y: a }, { x: -r, y: a }, { x: 0, y: a }),
    line({ x: -r, y: a }, { x: -r, y: -a }),
    arc({ x: -r, y: -a }, { x: r, y: -a }, { x: 0, y: -a }),
  ];
}
