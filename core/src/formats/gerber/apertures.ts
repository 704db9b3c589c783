import type { DiagnosticSink } from '../../board/diagnostics';
import type { Point } from '../../board/model';
import { rotate } from '../../geometry/vec';
import type { ApertureMacro } from './macro';
import { evaluateMacro } from './macro-primitives';
import { classifyMacro, scaleShape } from './macro-shape';
import { outlineShape, symmetricShape } from './shape-geometry';
import { clip } from '../shared/clip';
import type { ApertureShape } from './types';
import { GerberCode } from './codes';

/** An aperture defined by `%ADD…*%`, with its shape in mm and its X2 aperture function. */
export interface ApertureDef {
  code: number;
  template: string;
  shape: ApertureShape;
  aperFunction: readonly string[] | null;
  line: number;
}

/** Parsed but not yet evaluated `%AD`: D-code, template name and parameters. */
export interface ApertureDefinition {
  code: number;
  template: string;
  params: number[];
}

/** Reads `ADD10C,0.5`, `ADD12RoundRect,0.26X-1.04X…`; null when it is not a definition. */
export function parseApertureDefinition(body: string): ApertureDefinition | null {
  let k = 3; // after "ADD"
  while (k < body.length && body.charCodeAt(k) >= 48 && body.charCodeAt(k) <= 57) k++;
  const code = Number(body.slice(3, k));
  if (!body.startsWith('ADD') || k === 3 || !Number.isSafeInteger(code)) return null;
  const comma = body.indexOf(',', k);
  const template = (comma < 0 ? body.slice(k) : body.slice(k, comma)).trim();
  if (template === '') return null;
  const params =
    comma < 0
      ? []
      : body
          .slice(comma + 1)
          .split(/[Xx]/)
          .map((p) => Number(p.trim()));
  return { code, template, params };
}

/** Regular polygon vertices (standard `P` aperture, spec §4.4.5). */
function polygonOutline(d: number, n: number, deg: number): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) pts.push(rotate({ x: d / 2, y: 0 }, deg + (360 * i) / n));
  return pts;
}

type Standard = (p: number[], k: number) => ApertureShape;

/** The standard templates (spec §4.4): sizes are scaled to mm by k; holes are ignored. */
const STANDARD: Record<string, Standard> = {
  C: (p, k) => symmetricShape('circle', (p[0] ?? 0) * k, (p[0] ?? 0) * k, 0),
  R: (p, k) => symmetricShape('rect', (p[0] ?? 0) * k, (p[1] ?? p[0] ?? 0) * k, 0),
  O: (p, k) => symmetricShape('oval', (p[0] ?? 0) * k, (p[1] ?? p[0] ?? 0) * k, 0),
  P: (p, k) => {
    const n = Math.min(12, Math.max(3, Math.floor(p[1] ?? 3)));
    return outlineShape('polygon', polygonOutline((p[0] ?? 0) * k, n, p[2] ?? 0));
  },
};

/**
 * Builds the shape of an aperture in mm (`mmPerUnit` = 1 or 25.4). Unknown templates and bad
 * parameters are reported; they yield a zero-size circle so that the file's objects still read.
 */
export function buildApertureShape(
  def: ApertureDefinition,
  macros: ReadonlyMap<string, ApertureMacro>,
  mmPerUnit: number,
  line: number,
  sink: DiagnosticSink<GerberCode>,
  budget?: { left: number },
): ApertureShape {
  const zero = symmetricShape('circle', 0, 0, 0);
  if (!def.params.every(Number.isFinite)) {
    sink.warn(GerberCode.apertureBadParameter, `aperture D${def.code}: parameters are not numbers`, { line });
    return zero;
  }
  const standard = STANDARD[def.template];
  if (standard) return standard(def.params, mmPerUnit);
  const macro = macros.get(def.template);
  if (!macro) {
    sink.error(
      GerberCode.apertureUnknownTemplate,
      `aperture D${def.code}: unknown template "${clip(def.template)}"`,
      {
        line,
      },
    );
    return zero;
  }
  const shapes = evaluateMacro(macro, def.params, sink, budget).map((s) => scaleShape(s, mmPerUnit));
  return classifyMacro(shapes);
}
