import type { Pad, Ring } from '../board/model';
import { normalizeDeg } from '../geometry/vec';
import { fmt, type SvgView, svgAngle, svgX, svgY } from './svg-view';

/**
 * Corner radius of a `roundrect` pad as a fraction of its smaller side. The board model does not carry
 * the source's ratio; 0.25 is KiCad's default.
 */
export const ROUNDRECT_RATIO = 0.25;

/** A closed ring as SVG path data ("M x y L … Z"), converted to the view. */
export function ringPath(view: SvgView, ring: Ring): string {
  let d = '';
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    d += `${i === 0 ? 'M' : 'L'}${fmt(svgX(view, p.x))} ${fmt(svgY(p.y))}`;
  }
  return ring.length > 0 ? `${d}Z` : '';
}

/** A circle centred on a board-frame point (mm). */
export function circleElement(view: SvgView, x: number, y: number, radiusMm: number): string {
  return `<circle cx="${fmt(svgX(view, x))}" cy="${fmt(svgY(y))}" r="${fmt(radiusMm)}"/>`;
}

/**
 * A rectangle of `w` × `h` (mm, before rotation) centred on a board-frame point, with corner radius
 * `r`, rotated `deg` CCW as seen from the top. Quarter turns swap the sides instead of emitting a
 * transform, which keeps the common case short.
 */
export function rectElement(
  view: SvgView,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  deg: number,
): string {
  const angle = normalizeDeg(svgAngle(view, deg));
  const quarter = angle === 90 || angle === 270;
  const width = quarter ? h : w;
  const height = quarter ? w : h;
  const cx = svgX(view, x);
  const cy = svgY(y);
  const corner = r > 0 ? ` rx="${fmt(r)}"` : '';
  const turn = angle % 90 === 0 ? '' : ` transform="rotate(${fmt(angle)} ${fmt(cx)} ${fmt(cy)})"`;
  return `<rect x="${fmt(cx - width / 2)}" y="${fmt(cy - height / 2)}" width="${fmt(width)}" height="${fmt(height)}"${corner}${turn}/>`;
}

/** A polygon from board-frame points. */
export function polygonElement(view: SvgView, ring: Ring): string {
  let points = '';
  for (const p of ring) points += `${points ? ' ' : ''}${fmt(svgX(view, p.x))},${fmt(svgY(p.y))}`;
  return `<polygon points="${points}"/>`;
}

type PadDrawer = (view: SvgView, pad: Pad) => string;

const rectLike =
  (radius: (pad: Pad) => number): PadDrawer =>
  (view, pad) =>
    rectElement(view, pad.x, pad.y, pad.widthMm, pad.heightMm, radius(pad), pad.rotationDeg);

const drawRect = rectLike(() => 0);
const drawOutlineOrRect: PadDrawer = (view, pad) =>
  pad.polygon && pad.polygon.length >= 3 ? polygonElement(view, pad.polygon) : drawRect(view, pad);

const PAD_DRAWERS: Record<Pad['shape'], PadDrawer> = {
  circle: (view, pad) => circleElement(view, pad.x, pad.y, pad.widthMm / 2),
  rect: drawRect,
  oval: rectLike((pad) => Math.min(pad.widthMm, pad.heightMm) / 2),
  roundrect: rectLike((pad) => Math.min(pad.widthMm, pad.heightMm) * ROUNDRECT_RATIO),
  'chamfered-rect': drawOutlineOrRect,
  trapezoid: drawOutlineOrRect,
  custom: drawOutlineOrRect,
};

/** The copper of a pad in its real shape and rotation. */
export function padElement(view: SvgView, pad: Pad): string {
  return PAD_DRAWERS[pad.shape](view, pad);
}

/** The drill of a through-hole or NPTH pad (a round hole or a slot along the pad's X axis); "" for SMD. */
export function padDrillElement(view: SvgView, pad: Pad): string {
  if (pad.drillMm === null || !(pad.drillMm > 0)) return '';
  if (pad.slotLengthMm !== null && pad.slotLengthMm > pad.drillMm) {
    const d = pad.drillMm;
    return rectElement(view, pad.x, pad.y, pad.slotLengthMm, d, d / 2, pad.rotationDeg);
  }
  return circleElement(view, pad.x, pad.y, pad.drillMm / 2);
}
