export * from './selection-ops';
export * from './candidate-filter';
export * from './selection-csv';
export * from './board-features';
