import type { Polygon } from '../../board/model';
import { toCCW, toCW } from '../../geometry/rings';
import type { Ipc2581Context } from './context';
import { readRing } from './poly';
import { child, childrenNamed } from './tree';
import type { XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';

/**
 * The board outline from `<Step>/<Profile>`: its Polygon is the outer ring, each Cutout a hole
 * (arcs flattened). A step without a Profile has no outline (reported).
 */
export function readProfile(ctx: Ipc2581Context, step: XmlNode): Polygon[] {
  const profiles = childrenNamed(step, 'Profile');
  if (profiles.length === 0) {
    ctx.sink.warn(Ipc2581Code.profileMissing, 'the step has no <Profile>: the board outline is unknown', {
      line: step.line,
      element: 'Step',
    });
    return [];
  }
  const out: Polygon[] = [];
  for (const profile of profiles) {
    const polygon = child(profile, 'Polygon');
    const outer = polygon ? ringOf(ctx, polygon) : [];
    if (outer.length < 3) {
      ctx.sink.warn(Ipc2581Code.profileBad, '<Profile> without a Polygon of at least 3 points: no outline', {
        line: profile.line,
        element: 'Profile',
      });
      continue;
    }
    const holes = childrenNamed(profile, 'Cutout')
      .map((c) => ringOf(ctx, c))
      .filter((r) => r.length >= 3)
      .map(toCW);
    out.push({ outer: toCCW(outer), holes });
  }
  return out;
}

function ringOf(ctx: Ipc2581Context, node: XmlNode) {
  const { ring, badSteps } = readRing(node, ctx.k);
  if (badSteps > 0) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.profileBadStep,
      `${node.name} step without numeric coordinates; skipped`,
      node.line,
      node.name,
    );
  }
  return ring;
}
