import type { Board, CopperSides, Side } from '@studio/core';
import { isHolePad } from '../scene/scene-instances';
import type { LayerVisibility } from '../types';

export interface ViewState {
  side: Side;
  layers: LayerVisibility;
}

/**
 * Hit priority of a visible feature, lower wins; null when the feature is not drawn. Copper on the
 * side being looked at beats holes, which beat far-side copper, which beats component bodies: the
 * same order a person reads the picture in.
 */
export function hitPriority(board: Board, f: number, view: ViewState): number | null {
  const { layers, side } = view;
  let i = f;
  const pad = board.pads[i];
  if (pad) {
    if (isHolePad(pad)) return layers.holes ? 1 : null;
    if (!copperShown(pad.side, layers)) return null;
    return pad.side === side || pad.side === 'both' ? 0 : 2;
  }
  i -= board.pads.length;
  const via = board.vias[i];
  if (via) return layers.vias ? (via.side === 'both' || via.side === side ? 0 : 2) : null;
  i -= board.vias.length;
  if (i < board.holes.length) return layers.holes ? 1 : null;
  i -= board.holes.length;
  const c = board.components[i];
  // Far-side bodies are not drawn, so they are not hit either.
  return c && layers.components && c.side === side ? 3 : null;
}

/** Whether copper on `sides` is drawn at all with these layers. */
export function copperShown(sides: CopperSides, layers: LayerVisibility): boolean {
  if (sides === 'top') return layers.padsTop;
  if (sides === 'bottom') return layers.padsBottom;
  return layers.padsTop || layers.padsBottom;
}
