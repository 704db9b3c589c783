import type { Point, Ring } from '../../board/model';
import { type Ipc2581Context, readLocation } from './context';
import { readRing } from './poly';
import type { Primitive } from './primitives';
import { shapeOf } from './shape-ref';
import { child, childrenNamed, enumAttr, numAttr } from './tree';
import { readXform, type Xform } from './xform';
import type { XmlNode } from './xml-tree';

export interface PackagePin {
  number: string;
  at: Point;
  xform: Xform;
  shape: Primitive | undefined;
  /** THRU / SURFACE / ... as written. */
  type: string;
}

/** A `<Package>` (footprint), in its own frame, mm. */
export interface PackageDef {
  name: string;
  /** Body outline (Package/Outline), own frame; null when absent. */
  outline: Ring | null;
  heightMm: number | null;
  pins: PackagePin[];
  /** The package type says test point (e.g. TEST_POINT). */
  testPoint: boolean;
}

const TEST_POINT_TYPE = /TEST[\s_-]?POINT|^PROBE/i;

export function readPackages(ctx: Ipc2581Context, step: XmlNode): Map<string, PackageDef> {
  const out = new Map<string, PackageDef>();
  for (const pkg of childrenNamed(step, 'Package')) {
    const name = pkg.attr('name');
    if (name === undefined) continue;
    const polygon = child(child(pkg, 'Outline'), 'Polygon');
    const ring = polygon ? readRing(polygon, ctx.k).ring : [];
    const height = numAttr(pkg, 'height');
    out.set(name, {
      name,
      outline: ring.length >= 3 ? ring : null,
      heightMm: height !== undefined && height > 0 ? height * ctx.k : null,
      pins: childrenNamed(pkg, 'Pin').map((pin) => ({
        number: pin.attr('number') ?? '',
        at: readLocation(pin, ctx.k),
        xform: readXform(pin, ctx.k),
        shape: shapeOf(ctx, pin),
        type: enumAttr(pin, 'type'),
      })),
      testPoint: TEST_POINT_TYPE.test(pkg.attr('type') ?? ''),
    });
  }
  return out;
}
