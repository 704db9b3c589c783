import { componentId } from '../../board/ids';
import type { Component, Point, Side } from '../../board/model';
import { normalizeDeg } from '../../geometry/vec';
import type { Ipc2581Context } from './context';
import type { PackageDef } from './packages';
import { IDENTITY, placePoint, type Xform, xformAt } from './xform';
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
  // Walked by element index with the attribute name ids looked up once (a board has tens of
  // thousands of components).
  const { doc } = step;
  const refDes = doc.attrId('refDes');
  const refdes = doc.attrId('refdes');
  const packageRefId = doc.attrId('packageRef');
  const layerRef = doc.attrId('layerRef');
  const heightId = doc.attrId('height');
  const part = doc.attrId('part');
  const xId = doc.attrId('x');
  const yId = doc.attrId('y');
  for (let c = doc.elFirst[step.index]!; c >= 0; c = doc.elNext[c]!) {
    if (doc.nameOf(c) !== 'Component') continue;
    const line = doc.elLine[c]!;
    const ref = doc.valueOf(c, refDes) ?? doc.valueOf(c, refdes) ?? '';
    if (ref === '') {
      ctx.tally.add(
        'warning',
        Ipc2581Code.componentNoRef,
        '<Component> without refDes; ignored',
        line,
        'Component',
      );
      continue;
    }
    if (seen.has(ref)) {
      if (!ctx.tally.again(Ipc2581Code.componentDuplicate)) {
        ctx.tally.add(
          'warning',
          Ipc2581Code.componentDuplicate,
          `component ${ref.slice(0, 40)} is placed twice; the first is kept`,
          line,
          `Component ${ref.slice(0, 40)}`,
        );
      }
      continue;
    }
    seen.add(ref);
    const packageRef = doc.valueOf(c, packageRefId) ?? '';
    const pkg = packages.get(packageRef);
    if (!pkg && packageRef !== '' && !ctx.tally.again(Ipc2581Code.componentPackageMissing)) {
      ctx.tally.add(
        'warning',
        Ipc2581Code.componentPackageMissing,
        `component ${ref.slice(0, 40)} names package "${packageRef.slice(0, 60)}", which is not defined`,
        line,
        `Component ${ref.slice(0, 40)}`,
      );
    }
    const xf = doc.childNamed(c, 'Xform');
    const xform = xf < 0 ? IDENTITY : xformAt(doc, xf, ctx.k);
    const loc = doc.childNamed(c, 'Location');
    const at = {
      x: ((loc < 0 ? undefined : doc.numberOf(loc, xId)) ?? 0) * ctx.k,
      y: ((loc < 0 ? undefined : doc.numberOf(loc, yId)) ?? 0) * ctx.k,
    };
    const layerSide = ctx.layers.byName.get(doc.valueOf(c, layerRef) ?? '')?.side;
    const side: Side = layerSide === 'BOTTOM' || (layerSide !== 'TOP' && xform.mirror) ? 'bottom' : 'top';
    const height = doc.numberOf(c, heightId);
    const component: Component = {
      id: componentId(out.length),
      ref,
      value: doc.valueOf(c, part) ?? '',
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
