import { normalizeDeg, type Pad, rotate } from '@studio/core';
import { formatDecimal } from './format-number';

/** Aperture function attribute values (Gerber X2, §5.6.10). */
export type ApertureFunction =
  | 'SMDPad,CuDef'
  | 'ComponentPad'
  | 'TestPad'
  | 'ViaPad'
  | 'Conductor'
  | 'Profile';

/** What an aperture draws: a template call such as "C,0.6", "R,2x1" or "RoundRect,…". */
interface ApertureShape {
  /** The AD body after the D code, e.g. "C,0.600000". */
  template: string;
  /** An aperture macro this shape needs (defined once per file). */
  macro?: { name: string; body: string };
}

const an = (n: number): string => formatDecimal(n, 6);

// Macros written once per file. Parameters are described next to each.
/** $1 width, $2 height, $3 rotation: a rotated rectangle (primitive 21, centre line). */
const ROT_RECT = { name: 'RotRect', body: '21,1,$1,$2,0,0,$3*' };
/** $1 diameter, ($2,$3)–($4,$5) the centres of the round ends: an obround at any angle. */
const ROT_OVAL = { name: 'RotOval', body: '1,1,$1,$2,$3*1,1,$1,$4,$5*20,1,$1,$2,$3,$4,$5,0*' };
/**
 * $1 corner radius, $2…$9 the four corner-circle centres: a rounded rectangle at any angle, built
 * from an inner polygon, four corner circles and four edge strokes.
 */
const ROUND_RECT = {
  name: 'RoundRect',
  body:
    '4,1,4,$2,$3,$4,$5,$6,$7,$8,$9,$2,$3,0*' +
    '1,1,$1+$1,$2,$3*1,1,$1+$1,$4,$5*1,1,$1+$1,$6,$7*1,1,$1+$1,$8,$9*' +
    '20,1,$1+$1,$2,$3,$4,$5,0*20,1,$1+$1,$4,$5,$6,$7,0*20,1,$1+$1,$6,$7,$8,$9,0*20,1,$1+$1,$8,$9,$2,$3,0*',
};

/** Corner radius of a roundrect (the model does not carry KiCad's ratio; 0.25 is KiCad's default). */
const ROUNDRECT_RATIO = 0.25;

function rectLike(kind: 'R' | 'O', w: number, h: number, deg: number): ApertureShape {
  const d = normalizeDeg(deg);
  if (d === 0 || d === 180) return { template: `${kind},${an(w)}X${an(h)}` };
  if (d === 90 || d === 270) return { template: `${kind},${an(h)}X${an(w)}` };
  if (kind === 'R') return { template: `RotRect,${an(w)}X${an(h)}X${an(d)}`, macro: ROT_RECT };
  const long = Math.max(w, h);
  const short = Math.min(w, h);
  const axis = rotate({ x: w >= h ? (long - short) / 2 : 0, y: w >= h ? 0 : (long - short) / 2 }, d);
  return {
    template: `RotOval,${an(short)}X${an(-axis.x)}X${an(-axis.y)}X${an(axis.x)}X${an(axis.y)}`,
    macro: ROT_OVAL,
  };
}

function roundRect(w: number, h: number, deg: number): ApertureShape {
  const r = Math.min(w, h) * ROUNDRECT_RATIO;
  const hx = w / 2 - r;
  const hy = h / 2 - r;
  const corners = [
    { x: -hx, y: hy },
    { x: hx, y: hy },
    { x: hx, y: -hy },
    { x: -hx, y: -hy },
  ].map((p) => rotate(p, deg));
  const params = corners.flatMap((p) => [an(p.x), an(p.y)]).join('X');
  return { template: `RoundRect,${an(r)}X${params}`, macro: ROUND_RECT };
}

/** A custom pad outline as a one-off macro with literal coordinates relative to the flash point. */
function outline(pad: Pad, index: number): ApertureShape {
  const ring = pad.polygon ?? [];
  const pts = [...ring, ring[0]!].map((p) => `${an(p.x - pad.x)},${an(p.y - pad.y)}`);
  const name = `Outline${index}`;
  return { template: name, macro: { name, body: `4,1,${ring.length},${pts.join(',')},0*` } };
}

/** The aperture that flashes a pad's copper in its real shape and rotation. */
export function padAperture(pad: Pad, customIndex: () => number): ApertureShape {
  switch (pad.shape) {
    case 'circle':
      return { template: `C,${an(pad.widthMm)}` };
    case 'oval':
      return rectLike('O', pad.widthMm, pad.heightMm, pad.rotationDeg);
    case 'roundrect':
      return roundRect(pad.widthMm, pad.heightMm, pad.rotationDeg);
    default:
      return pad.polygon && pad.polygon.length >= 3
        ? outline(pad, customIndex())
        : rectLike('R', pad.widthMm, pad.heightMm, pad.rotationDeg);
  }
}

export const circleAperture = (diameterMm: number): ApertureShape => ({ template: `C,${an(diameterMm)}` });

/**
 * The aperture dictionary of one file: one D code per distinct (function, shape), numbered from 10,
 * macros defined before their first use.
 */
export class ApertureTable {
  private readonly codes = new Map<string, number>();
  private readonly macros = new Set<string>();
  private readonly lines: string[] = [];

  /** The D code of an aperture; `fn` null for layers whose objects carry no function (solder mask). */
  code(fn: ApertureFunction | null, shape: ApertureShape): number {
    const key = `${fn}|${shape.template}`;
    let code = this.codes.get(key);
    if (code === undefined) {
      code = 10 + this.codes.size;
      this.codes.set(key, code);
      if (shape.macro && !this.macros.has(shape.macro.name)) {
        this.macros.add(shape.macro.name);
        this.lines.push(`%AM${shape.macro.name}*${shape.macro.body}%`);
      }
      if (fn) this.lines.push(`%TA.AperFunction,${fn}*%`, `%ADD${code}${shape.template}*%`, '%TD*%');
      else this.lines.push(`%ADD${code}${shape.template}*%`);
    }
    return code;
  }

  /** The AM / AD block to put in the file header. */
  definitions(): string[] {
    return this.lines;
  }
}
