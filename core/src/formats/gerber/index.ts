export { parseGerber } from './parse-gerber';
export type { ApertureShape, GerberDraw, GerberFlash, GerberImage, GerberRegion } from './types';
