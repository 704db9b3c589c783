import type { PlateRole } from '../fixture/design/model';
import { type PlateMaterialId, plateMaterialOf } from '../fixture/design/plate-materials';
import type { HoleAction } from './fixture-delta';

/**
 * A hole rev B needs that cannot be drilled in A's plate (issue 25, decision 0054): it overlaps a hole
 * the rework plugs, or leaves less than the plate material's minimum web to it. A plug (a pressed pin or
 * filled epoxy) is softer than the plate and not bonded to it: a drill beside or into it wanders into
 * the plug and the new hole is neither round nor where it should be. Board frame, mm.
 */
export interface UndrillableHole {
  plate: PlateRole;
  plateName: string;
  /** The new hole (rev B's probe or pin id). */
  drill: { ref: string; label: string; x: number; y: number; diameterMm: number };
  /** The plugged hole of rev A it meets. */
  plug: { ref: string; label: string; x: number; y: number; diameterMm: number };
  centresMm: number;
  /** Edge to edge (mm, 0.01); negative when the holes overlap. */
  webMm: number;
  minWebMm: number;
  material: string;
  message: string;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const mm = (v: number) => `${round2(v).toFixed(2)} mm`;

/**
 * Every drill of a fixture delta that comes closer to a plug of the same plate than the plate material's
 * minimum web (`PLATE_MATERIALS`), or overlaps it. A drill at a plug's own place and size is not one:
 * the shop keeps that hole (the plug and the drill cancel out).
 */
export function plugConflicts(
  holes: readonly HoleAction[],
  materials: Partial<Record<PlateRole, PlateMaterialId>> = {},
): UndrillableHole[] {
  const out: UndrillableHole[] = [];
  const plugs = holes.filter((h) => h.action === 'plug');
  for (const d of holes) {
    if (d.action !== 'drill') continue;
    const m = plateMaterialOf(d.plate, materials);
    for (const p of plugs) {
      if (p.plate !== d.plate) continue;
      const centres = Math.hypot(d.x - p.x, d.y - p.y);
      const reused = round2(centres) === 0 && round2(d.diameterMm) === round2(p.diameterMm);
      if (reused) continue;
      const web = round2(centres - d.diameterMm / 2 - p.diameterMm / 2);
      if (Math.round(web * 100) >= Math.round(m.minWebMm * 100)) continue;
      out.push({
        plate: d.plate,
        plateName: d.plateName,
        drill: { ref: d.ref, label: d.label, x: d.x, y: d.y, diameterMm: d.diameterMm },
        plug: { ref: p.ref, label: p.label, x: p.x, y: p.y, diameterMm: p.diameterMm },
        centresMm: round2(centres),
        webMm: web,
        minWebMm: m.minWebMm,
        material: m.name,
        message: `${d.plateName}: the new ⌀${mm(d.diameterMm)} hole of ${d.ref}${d.label ? ` (${d.label})` : ''} is ${mm(centres)} from the plugged ⌀${mm(p.diameterMm)} hole of ${p.ref}${p.label ? ` (${p.label})` : ''}: ${web < 0 ? `they overlap by ${mm(-web)}` : `a ${mm(web)} web`}, ${m.name} needs ${mm(m.minWebMm)}; it cannot be drilled beside the plug.`,
      });
    }
  }
  return out;
}
