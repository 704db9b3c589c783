export { type BomPart, readBomCsv } from './read-bom';
export { BomCode } from './codes';
