export { importGerberSet } from './import-set';
export type { GerberSetFile } from './read-set';
export { parseGerber } from './parse-gerber';
export { type LayerInfo, type LayerKind, layerFromFileFunction, layerFromName } from './layers';
export type { ApertureShape, GerberDraw, GerberFlash, GerberImage, GerberRegion } from './types';
