import type { StepSolid } from '../board/step-heights/step-model';
import type { StepBox } from '../board/step-heights/write-step-boxes';
import { convexHull } from '../geometry/hull';

export { type StepBox, writeStepBoxes } from '../board/step-heights/write-step-boxes';

/** The box as the STEP reader reduces it (core `reduceMeshes`): its hull on XY and its Z extent. */
export function stepSolidOfBox(box: StepBox): StepSolid {
  const a = (box.rotationDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const corners = [
    [-box.w / 2, -box.h / 2],
    [box.w / 2, -box.h / 2],
    [box.w / 2, box.h / 2],
    [-box.w / 2, box.h / 2],
  ].map(([u, v]) => ({ x: box.cx + u! * cos - v! * sin, y: box.cy + u! * sin + v! * cos }));
  return { names: [box.name], hull: convexHull(corners), zMinMm: box.z0, zMaxMm: box.z1 };
}
