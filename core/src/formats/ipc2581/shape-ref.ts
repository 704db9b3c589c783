import type { Ipc2581Context } from './context';
import { PRIMITIVE_NAMES, type Primitive, readPrimitive } from './primitives';
import type { XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';

/**
 * The pad shape `node` (Pad, Pin, PhyNetPoint, PadstackPadDef) refers to: a StandardPrimitiveRef /
 * UserPrimitiveRef into the dictionaries, or an inline primitive. undefined when it names none;
 * an unresolved reference is reported.
 */
export function shapeOf(ctx: Ipc2581Context, node: XmlNode): Primitive | undefined {
  for (let c = node.first(); c; c = c.next()) {
    if (c.name === 'StandardPrimitiveRef' || c.name === 'UserPrimitiveRef') {
      const id = c.attr('id') ?? '';
      const p = ctx.primitives.get(id);
      if (!p) {
        ctx.tally.add(
          'warning',
          Ipc2581Code.primitiveUnresolved,
          `${c.name} id="${id.slice(0, 60)}" names no dictionary entry`,
          c.line,
          node.name,
        );
      } else if (p.approximate) {
        ctx.tally.add(
          'info',
          Ipc2581Code.primitiveApproximate,
          `primitive "${id.slice(0, 60)}" is read as its outer size`,
          c.line,
        );
      }
      return p;
    }
    if (PRIMITIVE_NAMES.has(c.name)) {
      const p = readPrimitive(c, ctx.k);
      if (!p)
        ctx.tally.add(
          'warning',
          Ipc2581Code.primitiveBad,
          `<${c.name}> without positive sizes; ignored`,
          c.line,
          node.name,
        );
      return p ?? undefined;
    }
  }
  return undefined;
}
