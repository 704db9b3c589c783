export { readKicadSchematic } from './read-schematic';
export type {
  KicadSchematic,
  SchematicNet,
  SchematicNode,
  SchematicPart,
} from './types';
export { KicadSchCode } from './codes';
