import { displayNetName } from './net-display';
import type { TestPoint } from './model';

/**
 * "TP3.1" (reference and pad), a reference alone ("J1"), or "via /CDONE": how a person names a test
 * point in the report, the CLI and the fixture package. Never an internal id.
 */
export function testPointLabel(tp: Pick<TestPoint, 'ref' | 'pad' | 'net'>): string {
  if (tp.ref && tp.pad) return `${tp.ref}.${tp.pad}`;
  if (tp.ref) return tp.ref;
  return tp.net ? `via ${displayNetName(tp.net)}` : 'via (no net)';
}
