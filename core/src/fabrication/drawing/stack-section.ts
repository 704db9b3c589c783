import type { FixtureDesign, PlateRole } from '../../fixture/design/model';
import { formatNumber } from '../../units/format-number';

/** A box of the stack's cross-section: x across the section (schematic, mm), z up from the board's bottom face (mm, to scale). */
export interface SectionBox {
  kind: 'plate' | 'board' | 'receptacle' | 'probe' | 'pressure-pin' | 'guide-pin';
  label: string;
  role?: PlateRole;
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

/** A height dimension at x (mm) between z0 and z1. */
export interface SectionDim {
  x: number;
  z0: number;
  z1: number;
  text: string;
}

export interface StackSection {
  boxes: SectionBox[];
  dims: SectionDim[];
  width: number;
  zMin: number;
  zMax: number;
}

const f = (v: number) => formatNumber(v, 2);

/**
 * The cross-section of the closed fixture (the PDF's and the Fixture tab's): the plates to scale in Z,
 * the board, one probe per class in its receptacle at its travel, a guide pin and a pressure pin, and
 * the gaps and thicknesses as height dimensions. X is schematic (the parts side by side), Z in mm up
 * from the board's bottom face. Empty for designs made before the stack-up.
 */
export function stackSection(design: FixtureDesign): StackSection {
  const s = design.stackup;
  const width = 100;
  const boxes: SectionBox[] = [];
  const dims: SectionDim[] = [];
  if (!s) return { boxes, dims, width, zMin: 0, zMax: 1 };
  const t = s.boardThicknessMm;
  for (const p of s.plates) {
    const [z0, z1] = p.faceZMm < p.backZMm ? [p.faceZMm, p.backZMm] : [p.backZMm, p.faceZMm];
    boxes.push({
      kind: 'plate',
      role: p.role,
      label: `${p.name.replace(/ \(.*\)$/, '')}, ${p.material.split(/[ ,(]/)[0]}`,
      x0: 0,
      x1: width,
      z0,
      z1,
    });
  }
  boxes.push({ kind: 'board', label: `board ${f(t)}`, x0: 8, x1: width - 8, z0: 0, z1: t });
  s.probeClasses.forEach((c, i) => {
    const plate = s.plates.find(
      (p) =>
        (p.role === 'probe' || p.role === 'second-probe') &&
        (c.side === 'bottom' ? p.faceZMm < 0 : p.faceZMm > 0),
    );
    if (!plate) return;
    const x = 14 + i * 9;
    const dir = c.side === 'bottom' ? 1 : -1;
    const surface = c.side === 'bottom' ? 0 : t;
    if (c.receptaclePart) {
      const top = plate.faceZMm + dir * c.receptacleSetMm;
      const len = c.receptacleSetMm + c.pressEngagementMm + 4;
      boxes.push({
        kind: 'receptacle',
        label: `${c.receptaclePart}`,
        x0: x - 1.2,
        x1: x + 1.2,
        z0: Math.min(top, top - dir * len),
        z1: Math.max(top, top - dir * len),
      });
      boxes.push({
        kind: 'probe',
        label: `${c.probeClass} travel ${f(c.travelMm)}`,
        x0: x - 0.5,
        x1: x + 0.5,
        z0: Math.min(top, surface),
        z1: Math.max(top, surface),
      });
    } else {
      const bottom = plate.faceZMm - dir * c.receptacleSetMm;
      boxes.push({
        kind: 'probe',
        label: `${c.probeClass} travel ${f(c.travelMm)}`,
        x0: x - 0.5,
        x1: x + 0.5,
        z0: Math.min(bottom, surface),
        z1: Math.max(bottom, surface),
      });
    }
  });
  const gp = s.guidePin;
  if (gp) {
    const z0 = gp.baseZMm;
    boxes.push({
      kind: 'guide-pin',
      label: `guide pin ${f(gp.lengthMm)}`,
      x0: 62,
      x1: 65,
      z0,
      z1: z0 + gp.lengthMm,
    });
  }
  const pp = s.pressurePin;
  if (pp) {
    const surface = pp.side === 'bottom' ? 0 : t;
    const end = surface + (pp.side === 'bottom' ? -pp.lengthMm : pp.lengthMm);
    boxes.push({
      kind: 'pressure-pin',
      label: `pressure pin ${f(pp.lengthMm)}`,
      x0: 76,
      x1: 79,
      z0: Math.min(surface, end),
      z1: Math.max(surface, end),
    });
  }
  for (const g of s.gaps) {
    const [z0, z1] = g.side === 'bottom' ? [-g.closedMm, 0] : [t, t + g.closedMm];
    dims.push({ x: width + 40, z0, z1, text: `gap ${f(g.closedMm)} +/- ${f(g.toleranceMm)}` });
  }
  for (const p of s.plates) {
    const [z0, z1] = p.faceZMm < p.backZMm ? [p.faceZMm, p.backZMm] : [p.backZMm, p.faceZMm];
    dims.push({ x: width + 4, z0, z1, text: `${f(p.thicknessMm)} +/- ${f(p.toleranceMm)}` });
  }
  const zs = boxes.flatMap((b) => [b.z0, b.z1]);
  return { boxes, dims, width, zMin: Math.min(...zs), zMax: Math.max(...zs) };
}
