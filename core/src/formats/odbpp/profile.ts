import type { Polygon } from '../../board/model';
import { ringsToPolygons } from '../../geometry/rings';
import { type Contour, readContours } from './contours';
import { type OdbContext, stepPath } from './context';
import { recordLines, tokens } from './text';
import { coordScale, declaredUnits } from './units';
import { OdbppCode } from './codes';

/**
 * The board outline from `steps/<step>/profile` (spec, "profile"): a features file holding one or
 * more positive surfaces whose islands are the board and whose holes are cut-outs.
 */
export function readProfile(ctx: OdbContext): Polygon[] {
  const path = stepPath(ctx, 'profile');
  const t = ctx.tree.text(path);
  if (!t) {
    ctx.sinks
      .for(ctx.tree.nameOf(path))
      .warn(OdbppCode.profileMissing, `no ${path}: the board outline is unknown`, { line: 1 });
    return [];
  }
  const sink = ctx.sinks.for(t.file);
  const lines = recordLines(t.text);
  const scale = coordScale(declaredUnits(lines)?.units ?? ctx.units);
  const contours: Contour[] = [];
  for (let i = 0; i < lines.length; i++) {
    const kind = tokens(lines[i]!.text)[0];
    if (kind === 'S') {
      const j = readContours(lines, i + 1, scale, sink, contours);
      i = j < lines.length && tokens(lines[j]!.text)[0] === 'SE' ? j : j - 1;
    }
  }
  const polygons = ringsToPolygons(contours.filter((c) => c.ring.length >= 3).map((c) => c.ring));
  if (polygons.length === 0)
    sink.warn(OdbppCode.profileEmpty, 'the profile holds no closed surface: the board outline is unknown', {
      line: lines[0]?.line ?? 1,
    });
  return polygons;
}
