export { StepCode } from './codes';
export {
  decodeStepDisplayMesh,
  encodeStepDisplayMesh,
  type StepDisplayMesh,
  type StepSolidMesh,
} from './display-mesh';
export { matchStepModel, withStepBodies, type StepMatch, type StepMatchOptions } from './match-step';
export { reduceMeshes } from './reduce-meshes';
export type { StepMesh, StepModel, StepSolid, StepTreeNode } from './step-model';
export { type StepBox, writeStepBoxes } from './write-step-boxes';
