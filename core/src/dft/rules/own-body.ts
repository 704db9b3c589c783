import type { TestPoint } from '../../board/model';
import { pointInRing } from '../../geometry/rings';
import type { ComponentBody } from '../component-bodies';

/**
 * True when a through-hole pin lies under its own part's body on the side the body is on (issue 25,
 * decision 0054): its centre is inside the drawn body outline, so a probe from that side meets the
 * body (a connector's housing, a relay's case), not the pin. Only bodies with a drawn outline: a body
 * made from the box of the pads covers every pad by construction and says nothing. The other
 * clearances to a pin's own part stay skipped (its leads stand outside its body).
 */
export function underOwnBody(tp: Pick<TestPoint, 'kind' | 'ref' | 'x' | 'y'>, body: ComponentBody): boolean {
  if (tp.kind !== 'through-hole' || tp.ref === null || body.component.ref !== tp.ref) return false;
  if (body.bodyFromPads) return false;
  const core = body.shape.core;
  return core.length >= 3 && pointInRing({ x: tp.x, y: tp.y }, core);
}
