import type { Point } from '../../board/model';
import { PAD_FUNCTIONS } from '../gerber/attributes';
import { outlineShape, symmetricShape } from '../gerber/shape-geometry';
import type { ApertureShape, Attributes, GerberDraw, GerberImage, GerberRegion } from '../gerber/types';

/** A pad-like copper object on an outer layer, before drills pair and classify it. mm, board frame. */
export interface PadCandidate {
  side: 'top' | 'bottom';
  x: number;
  y: number;
  shape: ApertureShape;
  /** First field of the X2 aperture function (`SMDPad`, `ViaPad`, …); null without X2. */
  function: string | null;
  net: string | null;
  ref: string | null;
  pin: string | null;
  file: string;
  line: number;
  /** Reading order across the set (ids follow it). */
  order: number;
  used: boolean;
}

/** X2 `.N`: `N/C` (spec §5.6.13, "not connected") and empty mean no net. */
export function netOf(attrs: Attributes): string | null {
  const n = attrs['.N']?.[0];
  return n === undefined || n === '' || n === 'N/C' ? null : n;
}

/** A candidate, built field by field (object spread is slow on this hot path: one per pad). */
function candidate(
  side: PadCandidate['side'],
  img: GerberImage,
  attrs: Attributes,
  fn: string | null,
  line: number,
  at: Point,
  shape: ApertureShape,
): PadCandidate {
  const p = attrs['.P'];
  return {
    side,
    x: at.x,
    y: at.y,
    shape,
    function: fn,
    net: netOf(attrs),
    ref: p?.[0] ?? attrs['.C']?.[0] ?? null,
    pin: p?.[1] ?? null,
    file: img.file,
    line,
    order: 0,
    used: false,
  };
}

const isPadFunction = (fn: string | null): boolean => fn !== null && PAD_FUNCTIONS.has(fn);

/**
 * A draw with a pad function and one straight segment is an oval pad stroked by a round aperture
 * (older KiCad versions plot oval pads that way).
 */
function drawAsPad(d: GerberDraw): { at: Point; shape: ApertureShape } | null {
  if (d.points.length !== 2) return null;
  const [a, b] = d.points as [Point, Point];
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const deg = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  return {
    at: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
    shape: symmetricShape('oval', len + d.widthMm, d.widthMm, deg),
  };
}

/** A region with a pad function is a custom pad (how some writers plot custom pads). */
function regionAsPad(r: GerberRegion): { at: Point; shape: ApertureShape } | null {
  const contour = r.contours[0];
  if (!contour || contour.length < 3) return null;
  const whole = outlineShape('custom', contour);
  const at = { x: (whole.minX + whole.maxX) / 2, y: (whole.minY + whole.maxY) / 2 };
  return {
    at,
    shape: outlineShape(
      'custom',
      contour.map((p) => ({ x: p.x - at.x, y: p.y - at.y })),
    ),
  };
}

/**
 * Collects the pads of one outer copper layer. With X2 aperture functions, only objects whose
 * function is a pad function count (so KiCad's optional drill marks and conductors are not pads);
 * without them (plain RS-274X, e.g. Altium's), every dark flash on copper is a pad.
 */
export function collectPadCandidates(img: GerberImage, side: PadCandidate['side']): PadCandidate[] {
  const out: PadCandidate[] = [];
  const fnOf = (f: readonly string[] | null) => f?.[0] ?? null;
  for (const f of img.flashes) {
    const fn = fnOf(f.aperFunction);
    if (!f.dark || (img.hasApertureFunctions && !isPadFunction(fn))) continue;
    out.push(candidate(side, img, f.attrs, fn, f.line, f, f.shape));
  }
  for (const d of img.draws) {
    const fn = fnOf(d.aperFunction);
    const pad = d.dark && isPadFunction(fn) ? drawAsPad(d) : null;
    if (pad) out.push(candidate(side, img, d.attrs, fn, d.line, pad.at, pad.shape));
  }
  for (const r of img.regions) {
    const fn = fnOf(r.aperFunction);
    const pad = r.dark && isPadFunction(fn) ? regionAsPad(r) : null;
    if (pad) out.push(candidate(side, img, r.attrs, fn, r.line, pad.at, pad.shape));
  }
  return out;
}
