import { componentId } from '../../board/ids';
import type { Component, Point, Side } from '../../board/model';
import { normalizeDeg } from '../../geometry/vec';
import { type Ipc2581Context, readLocation } from './context';
import type { PackageDef } from './packages';
import { numAttr } from './tree';
import { placePoint, readXform, type Xform } from './xform';
import type { XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';

/** A placed component with what the pad readers need: its package and placement. */
export interface PlacedComponent {
  component: Component;
  pkg: PackageDef | undefined;
  at: Point;
  xform: Xform;
}

/**
 * Reads `<Component>`s. Side: the side of its layerRef (a BOTTOM layer → bottom), else bottom when its
 * Xform mirrors. Rotation is kept as seen from the top (model rule): a mirrored part placed at
 * rotation θ is turned by −θ in the top view (see xform.ts). Body: the package outline, placed.
 */
export function readComponents(
  ctx: Ipc2581Context,
  step: XmlNode,
  packages: Map<string, PackageDef>,
): PlacedComponent[] {
  const out: PlacedComponent[] = [];
  const seen = new Set<string>();
  for (let c = step.first(); c; c = c.next()) {
    if (c.name !== 'Component') continue;
    const ref = c.attr('refDes') ?? c.attr('refdes') ?? '';
    if (ref === '') {
      ctx.tally.add(
        'warning',
        Ipc2581Code.componentNoRef,
        '<Component> without refDes; ignored',
        c.line,
        'Component',
      );
      continue;
    }
    if (seen.has(ref)) {
      ctx.tally.add(
        'warning',
        Ipc2581Code.componentDuplicate,
        `component ${ref.slice(0, 40)} is placed twice; the first is kept`,
        c.line,
        `Component ${ref.slice(0, 40)}`,
      );
      continue;
    }
    seen.add(ref);
    const packageRef = c.attr('packageRef') ?? '';
    const pkg = packages.get(packageRef);
    if (!pkg && packageRef !== '') {
      ctx.tally.add(
        'warning',
        Ipc2581Code.componentPackageMissing,
        `component ${ref.slice(0, 40)} names package "${packageRef.slice(0, 60)}", which is not defined`,
        c.line,
        `Component ${ref.slice(0, 40)}`,
      );
    }
    const xform = readXform(c, ctx.k);
    const at = readLocation(c, ctx.k);
    const layerSide = ctx.layers.byName.get(c.attr('layerRef') ?? '')?.side;
    const side: Side = layerSide === 'BOTTOM' || (layerSide !== 'TOP' && xform.mirror) ? 'bottom' : 'top';
    const height = numAttr(c, 'height');
    const component: Component = {
      id: componentId(out.length),
      ref,
      value: c.attr('part') ?? '',
      footprint: packageRef,
      side,
      x: at.x,
      y: at.y,
      rotationDeg: normalizeDeg(xform.mirror ? -xform.rotationDeg : xform.rotationDeg),
      body: pkg?.outline ? pkg.outline.map((p) => placePoint(p, xform, at)) : null,
      heightMm: height !== undefined && height > 0 ? height * ctx.k : (pkg?.heightMm ?? null),
      dnp: false,
      excludeFromBom: false,
      excludeFromPosFiles: false,
    };
    out.push({ component, pkg, at, xform });
  }
  return out;
}
