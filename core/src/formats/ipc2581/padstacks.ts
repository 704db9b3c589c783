import type { Point } from '../../board/model';
import { type Ipc2581Context, readLocation } from './context';
import type { Primitive } from './primitives';
import { shapeOf } from './shape-ref';
import { childrenNamed, enumAttr, numAttr } from './tree';
import { readXform, type Xform } from './xform';
import type { XmlNode } from './xml-tree';

export interface PadstackHole {
  diameterMm: number;
  /** PLATED, NONPLATED or VIA. */
  plating: string;
}

export interface PadstackPad {
  shape: Primitive;
  at: Point;
  xform: Xform;
}

/** A `<PadStackDef>`: its drilled hole (if any) and its regular pad on each layer. */
export interface Padstack {
  name: string;
  hole: PadstackHole | null;
  pads: Map<string, PadstackPad>;
}

/** Reads the step's `<PadStackDef>`s (only REGULAR pads: antipads and thermals are plane clearances). */
export function readPadstacks(ctx: Ipc2581Context, step: XmlNode): Map<string, Padstack> {
  const out = new Map<string, Padstack>();
  for (const def of childrenNamed(step, 'PadStackDef')) {
    const name = def.attr('name');
    if (name === undefined) continue;
    const holeDef = childrenNamed(def, 'PadstackHoleDef')[0];
    const d = numAttr(holeDef, 'diameter');
    const hole =
      d !== undefined && d > 0
        ? { diameterMm: d * ctx.k, plating: enumAttr(holeDef, 'platingStatus') || 'PLATED' }
        : null;
    const pads = new Map<string, PadstackPad>();
    for (const pd of childrenNamed(def, 'PadstackPadDef')) {
      const use = enumAttr(pd, 'padUse');
      const layer = pd.attr('layerRef');
      if ((use !== '' && use !== 'REGULAR') || layer === undefined || pads.has(layer)) continue;
      const shape = shapeOf(ctx, pd);
      if (shape) pads.set(layer, { shape, at: readLocation(pd, ctx.k), xform: readXform(pd, ctx.k) });
    }
    out.set(name, { name, hole, pads });
  }
  return out;
}
