import type { Point } from '../../board/model';
import { cosSin, normalizeDeg } from '../../geometry/vec';
import { boolValue } from './tree';
import type { XmlDoc, XmlNode } from './xml-tree';

/**
 * An IPC-2581 `<Xform>`: rotation (degrees CCW), mirror, scale and offset of the element it belongs to.
 *
 * Order, checked against the consortium test cases (every pad of testcase 3 and 9, 45° and 82.6°
 * bottom parts included, lands on its package pin only this way): scale, rotate by `rotation` CCW,
 * then mirror x → −x, then offset and place at the element's Location. Seen from the top, a mirrored
 * element is therefore turned by −rotation.
 */
export interface Xform {
  rotationDeg: number;
  mirror: boolean;
  scale: number;
  dx: number;
  dy: number;
}

export const IDENTITY: Xform = { rotationDeg: 0, mirror: false, scale: 1, dx: 0, dy: 0 };

/** Reads the `<Xform>` child of `node` (offsets converted with `mmPerUnit`). */
export function readXform(node: XmlNode | undefined, mmPerUnit: number): Xform {
  if (!node) return IDENTITY;
  const x = node.doc.childNamed(node.index, 'Xform');
  return x < 0 ? IDENTITY : xformAt(node.doc, x, mmPerUnit);
}

/** The `<Xform>` element `x` of `doc` (offsets converted with `mmPerUnit`). */
export function xformAt(doc: XmlDoc, x: number, mmPerUnit: number): Xform {
  const scale = doc.numberOf(x, doc.attrId('scale'));
  return {
    rotationDeg: normalizeDeg(doc.numberOf(x, doc.attrId('rotation')) ?? 0),
    mirror: boolValue(doc.valueOf(x, doc.attrId('mirror'))) === true,
    scale: scale !== undefined && scale > 0 ? scale : 1,
    dx: (doc.numberOf(x, doc.attrId('xOffset')) ?? 0) * mmPerUnit,
    dy: (doc.numberOf(x, doc.attrId('yOffset')) ?? 0) * mmPerUnit,
  };
}

/** Maps a local point through an Xform (without the final Location). */
export function applyXform(p: Point, t: Xform): Point {
  const [c, s] = cosSin(t.rotationDeg);
  const x = (p.x * c - p.y * s) * t.scale;
  const y = (p.x * s + p.y * c) * t.scale;
  return { x: (t.mirror ? -x : x) + t.dx + 0, y: y + t.dy + 0 };
}

/** The orientation (degrees CCW, seen from the top) of a shape oriented `deg` after the Xform. */
export function orientThrough(deg: number, t: Xform): number {
  const turned = deg + t.rotationDeg;
  return normalizeDeg(t.mirror ? -turned : turned);
}

/** Local → board mapping: Xform, then translation to `at`. */
export const placePoint = (p: Point, t: Xform, at: Point): Point => {
  const q = applyXform(p, t);
  return { x: q.x + at.x + 0, y: q.y + at.y + 0 };
};
