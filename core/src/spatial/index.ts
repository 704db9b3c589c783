export * from './box-index';
export * from './point-pairs';
export * from './segment-index';
export * from './grid-hash';
export * from './edge-clearance-grid';
export * from './box-grid';
