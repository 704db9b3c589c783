import type { Point } from '../../board/model';
import { rotate } from '../../geometry/vec';
import type { DiagnosticSink } from '../../board/diagnostics';
import { evaluate } from './expression';
import type { ApertureMacro } from './macro';
import { GerberCode } from './codes';

/**
 * A macro primitive after evaluation, in file units, in the aperture frame (origin = flash point),
 * with its rotation already applied (spec §4.5.1: primitives rotate about the macro origin).
 */
export type MacroShape =
  | { type: 'circle'; on: boolean; c: Point; d: number }
  | { type: 'line'; on: boolean; a: Point; b: Point; width: number }
  | { type: 'poly'; on: boolean; points: Point[]; code: number }
  | { type: 'disc'; on: boolean; c: Point; d: number; code: number };

/**
 * Macro values one file may evaluate (each `%AD` of a macro evaluates all its statements): a KiCad
 * board with thousands of custom pads stays far below it; a file that defines a huge macro thousands
 * of times does not hang the reader.
 */
export const MACRO_BUDGET = 5_000_000;

/** Spec §4.5.1.6 allows up to 5000 outline vertices; more is a broken or hostile file. */
const MAX_OUTLINE_VERTICES = 10_000;

type Handler = (a: number[], line: number, sink: DiagnosticSink<GerberCode>) => MacroShape | null;

const on = (exposure: number | undefined): boolean => exposure !== 0;
const at = (x: number, y: number, deg: number): Point => rotate({ x, y }, deg);

function rectRing(cx: number, cy: number, w: number, h: number, deg: number): Point[] {
  const hw = w / 2;
  const hh = h / 2;
  return [
    at(cx - hw, cy - hh, deg),
    at(cx + hw, cy - hh, deg),
    at(cx + hw, cy + hh, deg),
    at(cx - hw, cy + hh, deg),
  ];
}

function regularPolygon(c: Point, d: number, n: number, startDeg: number, deg: number): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const v = rotate({ x: d / 2, y: 0 }, startDeg + (360 * i) / n);
    pts.push(at(c.x + v.x, c.y + v.y, deg));
  }
  return pts;
}

function outline(a: number[], line: number, sink: DiagnosticSink<GerberCode>): MacroShape | null {
  const n = Math.floor(a[1] ?? 0);
  if (!(n >= 1 && n <= MAX_OUTLINE_VERTICES) || a.length < 2 * n + 4) {
    sink.warn(GerberCode.macroBadOutline, `outline primitive with ${a[1]} vertices and ${a.length} values`, {
      line,
    });
    return null;
  }
  const deg = a[2 * n + 4] ?? 0;
  const points: Point[] = [];
  for (let i = 0; i <= n; i++) points.push(at(a[2 + 2 * i]!, a[3 + 2 * i]!, deg));
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (points.length > 1 && first.x === last.x && first.y === last.y) points.pop();
  return { type: 'poly', on: on(a[0]), points, code: 4 };
}

function vectorLine(a: number[]): MacroShape {
  return {
    type: 'line',
    on: on(a[0]),
    width: a[1] ?? 0,
    a: at(a[2] ?? 0, a[3] ?? 0, a[6] ?? 0),
    b: at(a[4] ?? 0, a[5] ?? 0, a[6] ?? 0),
  };
}

const HANDLERS: Record<number, Handler> = {
  1: (a) => ({ type: 'circle', on: on(a[0]), d: a[1] ?? 0, c: at(a[2] ?? 0, a[3] ?? 0, a[4] ?? 0) }),
  2: vectorLine, // code 2 is the deprecated name of 20
  20: vectorLine,
  21: (a) => ({
    type: 'poly',
    on: on(a[0]),
    code: 21,
    points: rectRing(a[3] ?? 0, a[4] ?? 0, a[1] ?? 0, a[2] ?? 0, a[5] ?? 0),
  }),
  22: (a) => {
    const w = a[1] ?? 0;
    const h = a[2] ?? 0;
    return {
      type: 'poly',
      on: on(a[0]),
      code: 22,
      points: rectRing((a[3] ?? 0) + w / 2, (a[4] ?? 0) + h / 2, w, h, a[5] ?? 0),
    };
  },
  4: outline,
  5: (a) => {
    const n = Math.min(12, Math.max(3, Math.floor(a[1] ?? 3)));
    const c = { x: a[2] ?? 0, y: a[3] ?? 0 };
    return { type: 'poly', on: on(a[0]), code: 5, points: regularPolygon(c, a[4] ?? 0, n, 0, a[5] ?? 0) };
  },
  6: (a) => ({
    type: 'disc',
    on: true,
    code: 6,
    d: Math.max(a[2] ?? 0, a[7] ?? 0),
    c: at(a[0] ?? 0, a[1] ?? 0, a[8] ?? 0),
  }),
  7: (a) => ({ type: 'disc', on: true, code: 7, d: a[2] ?? 0, c: at(a[0] ?? 0, a[1] ?? 0, a[5] ?? 0) }),
};

/**
 * Evaluates a macro with the parameters of one `%AD` (`$1`, `$2`, … in order) into primitives.
 * Statements run in order, so a variable definition affects only the primitives after it.
 * Primitives whose values are not finite numbers are reported and dropped.
 */
export function evaluateMacro(
  macro: ApertureMacro,
  params: number[],
  sink: DiagnosticSink<GerberCode>,
  budget: { left: number } = { left: MACRO_BUDGET },
): MacroShape[] {
  const vars = new Map<number, number>();
  for (let i = 0; i < params.length; i++) vars.set(i + 1, params[i]!);
  const shapes: MacroShape[] = [];
  for (const st of macro.statements) {
    budget.left -= st.cost;
    if (budget.left < 0) {
      sink.error(
        GerberCode.macroBudget,
        `macro ${macro.name}: too much macro arithmetic in this file; aperture left empty`,
        {
          line: st.line,
        },
      );
      return [];
    }
    if (st.kind === 'assign') {
      vars.set(st.index, evaluate(st.expr, vars));
      continue;
    }
    const args = st.args.map((e) => evaluate(e, vars));
    if (!args.every(Number.isFinite)) {
      sink.warn(
        GerberCode.macroNotFinite,
        `macro ${macro.name}: primitive ${st.code} evaluates to a non-number`,
        {
          line: st.line,
        },
      );
      continue;
    }
    const shape = HANDLERS[st.code]?.(args, st.line, sink);
    if (shape) shapes.push(shape);
  }
  return shapes;
}
