import type { Side } from '../../board/model';
import { childrenNamed, enumAttr, numAttr } from './tree';
import type { XmlNode } from './xml-tree';

/** Layer functions that carry copper (IPC-2581 layerFunction enumeration). */
const COPPER = new Set(['CONDUCTOR', 'SIGNAL', 'PLANE', 'MIXED', 'CONDFOIL']);
const DRILL = new Set(['DRILL', 'ROUT', 'V_CUT']);

export interface LayerInfo {
  name: string;
  function: string;
  /** TOP / BOTTOM / INTERNAL / ALL / BOTH / NONE as written (upper case). */
  side: string;
  line: number;
}

/** The layer table of `<CadData>`: what each layerRef is. */
export interface LayerTable {
  byName: Map<string, LayerInfo>;
  copperCount: number;
  /** The outer copper layers by name. */
  outer: Map<string, Side>;
  /** Solder-mask layers by name, with the side they cover. */
  mask: Map<string, Side>;
  drill: Set<string>;
}

/**
 * Reads `<Layer>` definitions. Outer copper layers are those with side TOP / BOTTOM; when a writer
 * leaves the side out, the first and last copper layers (document order, which is the stackup
 * order) are taken as top and bottom.
 */
export function readLayers(cadData: XmlNode | undefined): LayerTable {
  const byName = new Map<string, LayerInfo>();
  for (const l of childrenNamed(cadData, 'Layer')) {
    const name = l.attr('name');
    if (name === undefined || byName.has(name)) continue;
    byName.set(name, {
      name,
      function: enumAttr(l, 'layerFunction'),
      side: enumAttr(l, 'side'),
      line: l.line,
    });
  }
  const copper = [...byName.values()].filter((l) => COPPER.has(l.function));
  const outer = new Map<string, Side>();
  for (const l of copper) {
    if (l.side === 'TOP') outer.set(l.name, 'top');
    else if (l.side === 'BOTTOM') outer.set(l.name, 'bottom');
  }
  const first = copper[0];
  const last = copper[copper.length - 1];
  if (first && last && outer.size === 0) {
    outer.set(first.name, 'top');
    if (last !== first) outer.set(last.name, 'bottom');
  }
  const mask = new Map<string, Side>();
  for (const l of byName.values()) {
    if (l.function !== 'SOLDERMASK') continue;
    if (l.side === 'TOP') mask.set(l.name, 'top');
    else if (l.side === 'BOTTOM') mask.set(l.name, 'bottom');
  }
  const drill = new Set([...byName.values()].filter((l) => DRILL.has(l.function)).map((l) => l.name));
  return { byName, copperCount: copper.length, outer, mask, drill };
}

/** True when `function` is a copper layer function. */
export const isCopperFunction = (fn: string): boolean => COPPER.has(fn);

/**
 * Board thickness in mm from the first `<Stackup>`: its overallThickness, else the sum of its
 * layers' thicknesses; null when there is no stackup or no positive figure.
 */
export function readThickness(cadData: XmlNode | undefined, mmPerUnit: number): number | null {
  const stackup = childrenNamed(cadData, 'Stackup')[0];
  if (!stackup) return null;
  const overall = numAttr(stackup, 'overallThickness');
  if (overall !== undefined && overall > 0) return overall * mmPerUnit;
  let sum = 0;
  for (const group of childrenNamed(stackup, 'StackupGroup')) {
    const t = numAttr(group, 'thickness');
    if (t !== undefined && t > 0) sum += t;
    else
      for (const l of childrenNamed(group, 'StackupLayer')) sum += Math.max(0, numAttr(l, 'thickness') ?? 0);
  }
  return sum > 0 ? sum * mmPerUnit : null;
}
