export { importGerberSet } from './import-set';
export type { GerberSetFile } from './read-set';
export { type LayerInfo, type LayerKind, layerFromFileFunction, layerFromName } from './layers';
