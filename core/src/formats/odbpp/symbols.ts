import type { PadShape, Point } from '../../board/model';
import { MAX_COORD_MM } from './text';
import { type OdbUnits, symbolMm } from './units';

/**
 * Standard symbols (spec, "Standard Symbols"): the name carries the shape and its dimensions, in
 * mils (inch files) or microns (mm files). Shapes the model names
 * directly (circle, rect, oval, roundrect) keep only their size; the others also get their outline
 * as a local polygon (mm, centred on the symbol origin, unrotated) so that pads can carry it.
 */
export interface SymbolShape {
  shape: PadShape;
  widthMm: number;
  heightMm: number;
  /** Outline for non-simple shapes, local mm. */
  polygon: Point[] | null;
}

const N = String.raw`(\d+(?:\.\d+)?)`;
const re = (s: string) => new RegExp(`^${s.replaceAll('#', N)}$`, 'i');

/** A rectangle with its corners cut by `c` (octagon, chamfered rectangle). */
function chamfered(w: number, h: number, c: number): Point[] {
  const k = Math.max(0, Math.min(c, w / 2, h / 2));
  const x = w / 2;
  const y = h / 2;
  return [
    { x: -x + k, y: -y },
    { x: x - k, y: -y },
    { x, y: -y + k },
    { x, y: y - k },
    { x: x - k, y },
    { x: -x + k, y },
    { x: -x, y: y - k },
    { x: -x, y: -y + k },
  ];
}

function ellipse(w: number, h: number): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < 64; i++) {
    const a = (i / 64) * 2 * Math.PI;
    pts.push({ x: (w / 2) * Math.cos(a), y: (h / 2) * Math.sin(a) });
  }
  return pts;
}

const simple = (shape: PadShape, w: number, h: number): SymbolShape => ({
  shape,
  widthMm: w,
  heightMm: h,
  polygon: null,
});
const custom = (shape: PadShape, polygon: Point[], w: number, h: number): SymbolShape => ({
  shape,
  widthMm: w,
  heightMm: h,
  polygon,
});

type Rule = [RegExp, (v: number[]) => SymbolShape | null];

/** Dimensions arrive already in mm. Thermals and donuts are read by their outer size. */
const RULES: Rule[] = [
  [re('r#'), ([d]) => simple('circle', d!, d!)],
  [re('s#'), ([s]) => simple('rect', s!, s!)],
  [re('rect#x#'), ([w, h]) => simple('rect', w!, h!)],
  [re('rect#x#xr#(?:x\\d+)?'), ([w, h]) => simple('roundrect', w!, h!)],
  [re('rect#x#xc#(?:x\\d+)?'), ([w, h, c]) => custom('chamfered-rect', chamfered(w!, h!, c!), w!, h!)],
  [re('oval#x#'), ([w, h]) => simple('oval', w!, h!)],
  [re('oval_h#x#'), ([w, h]) => simple('oval', w!, h!)],
  [
    re('di#x#'),
    ([w, h]) =>
      custom(
        'custom',
        [
          { x: 0, y: -h! / 2 },
          { x: w! / 2, y: 0 },
          { x: 0, y: h! / 2 },
          { x: -w! / 2, y: 0 },
        ],
        w!,
        h!,
      ),
  ],
  [re('oct#x#x#'), ([w, h, c]) => custom('chamfered-rect', chamfered(w!, h!, c!), w!, h!)],
  [re('el#x#'), ([w, h]) => custom('custom', ellipse(w!, h!), w!, h!)],
  [
    re('tri#x#'),
    ([b, h]) =>
      custom(
        'custom',
        [
          { x: -b! / 2, y: -h! / 2 },
          { x: b! / 2, y: -h! / 2 },
          { x: 0, y: h! / 2 },
        ],
        b!,
        h!,
      ),
  ],
  [
    re('hex_l#x#x#'),
    ([w, h, r]) =>
      custom(
        'custom',
        [
          { x: -w! / 2, y: 0 },
          { x: -w! / 2 + r!, y: -h! / 2 },
          { x: w! / 2 - r!, y: -h! / 2 },
          { x: w! / 2, y: 0 },
          { x: w! / 2 - r!, y: h! / 2 },
          { x: -w! / 2 + r!, y: h! / 2 },
        ],
        w!,
        h!,
      ),
  ],
  [
    re('hex_s#x#x#'),
    ([w, h, r]) =>
      custom(
        'custom',
        [
          { x: 0, y: -h! / 2 },
          { x: w! / 2, y: -h! / 2 + r! },
          { x: w! / 2, y: h! / 2 - r! },
          { x: 0, y: h! / 2 },
          { x: -w! / 2, y: h! / 2 - r! },
          { x: -w! / 2, y: -h! / 2 + r! },
        ],
        w!,
        h!,
      ),
  ],
  [re('bfr#'), ([d]) => simple('circle', d!, d!)],
  [re('bfs#'), ([s]) => simple('rect', s!, s!)],
  [re('donut_r#x#'), ([od]) => simple('circle', od!, od!)],
  [re('donut_s#x#'), ([od]) => simple('rect', od!, od!)],
  [re('donut_sr#x#x#(?:x\\d+)?'), ([od]) => simple('roundrect', od!, od!)],
  [re('donut_rc#x#x#'), ([w, h]) => simple('rect', w!, h!)],
  [re('donut_o#x#x#'), ([w, h]) => simple('oval', w!, h!)],
  [re('thr#x#x#x#x#'), ([od]) => simple('circle', od!, od!)],
  [re('ths#x#x#x#x#'), ([od]) => simple('circle', od!, od!)],
  [re('s_th[os]#x#x#x#x#'), ([od]) => simple('rect', od!, od!)],
  [re('sr_ths#x#x#x#x#'), ([od]) => simple('rect', od!, od!)],
  [re('rc_th[os]#x#x#x#x#x#'), ([w, h]) => simple('rect', w!, h!)],
  [re('o_ths#x#x#x#x#x#'), ([w, h]) => simple('oval', w!, h!)],
];

/**
 * The shape of a standard symbol, or null when the name is not a standard symbol (a user-defined
 * symbol, or a form this reader does not know).
 */
export function standardSymbol(name: string, units: OdbUnits): SymbolShape | null {
  const n = name.trim();
  for (const [pattern, make] of RULES) {
    const m = pattern.exec(n);
    if (!m) continue;
    const values = m
      .slice(1)
      .filter((v) => v !== undefined)
      .map((v) => symbolMm(Number(v), units));
    if (!values.every((v) => Number.isFinite(v) && v >= 0 && v <= MAX_COORD_MM)) return null;
    const shape = make(values);
    if (!shape || !(shape.widthMm > 0) || !(shape.heightMm > 0)) return null;
    return shape;
  }
  return null;
}
