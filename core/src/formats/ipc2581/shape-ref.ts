import type { Ipc2581Context } from './context';
import { PRIMITIVE_NAMES, type Primitive, readPrimitive } from './primitives';
import { type XmlDoc, XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';

/**
 * The pad shape `node` (Pad, Pin, PhyNetPoint, PadstackPadDef) refers to: a StandardPrimitiveRef /
 * UserPrimitiveRef into the dictionaries, or an inline primitive. undefined when it names none;
 * an unresolved reference is reported.
 */
export function shapeOf(ctx: Ipc2581Context, node: XmlNode): Primitive | undefined {
  return shapeAt(ctx, node.doc, node.index);
}

/** shapeOf element `el` of `doc` (by index: no node object for the pads' references). */
export function shapeAt(ctx: Ipc2581Context, doc: XmlDoc, el: number): Primitive | undefined {
  for (let c = doc.elFirst[el]!; c >= 0; c = doc.elNext[c]!) {
    const name = doc.nameOf(c);
    if (name === 'StandardPrimitiveRef' || name === 'UserPrimitiveRef') {
      const id = doc.valueOf(c, doc.attrId('id')) ?? '';
      const p = ctx.primitives.get(id);
      if (!p) {
        ctx.tally.add(
          'warning',
          Ipc2581Code.primitiveUnresolved,
          `${name} id="${id.slice(0, 60)}" names no dictionary entry`,
          doc.elLine[c]!,
          doc.nameOf(el),
        );
      } else if (p.approximate) {
        ctx.tally.add(
          'info',
          Ipc2581Code.primitiveApproximate,
          `primitive "${id.slice(0, 60)}" is read as its outer size`,
          doc.elLine[c]!,
        );
      }
      return p;
    }
    if (PRIMITIVE_NAMES.has(name)) {
      const p = readPrimitive(new XmlNode(doc, c), ctx.k);
      if (!p)
        ctx.tally.add(
          'warning',
          Ipc2581Code.primitiveBad,
          `<${name}> without positive sizes; ignored`,
          doc.elLine[c]!,
          doc.nameOf(el),
        );
      return p ?? undefined;
    }
  }
  return undefined;
}
