import type { Pad } from './model';

/** Pads closer than this (mm) to a hole's centre are on that hole. */
const CONCENTRIC_MM = 0.01;

/**
 * True when every pad of a footprint sits on one drilled hole: the copper pad centred on the largest
 * drill (or the drill itself for a bare hole) holds every other pad's centre (stitching vias of a
 * plated mounting hole). False for a footprint without a round drilled pad.
 */
export function isSingleHoleFootprint(pads: readonly Pad[]): boolean {
  let found: Pad | null = null;
  for (const p of pads) if (p.drillMm !== null && (!found || p.drillMm > found.drillMm!)) found = p;
  if (!found || found.slotLengthMm !== null) return false;
  const hole = found;
  let reach = hole.drillMm! / 2;
  for (const p of pads)
    if (Math.hypot(p.x - hole.x, p.y - hole.y) <= CONCENTRIC_MM && p.type !== 'npth')
      reach = Math.max(reach, Math.max(p.widthMm, p.heightMm) / 2);
  return pads.every((p) => Math.hypot(p.x - hole.x, p.y - hole.y) <= reach + CONCENTRIC_MM);
}
