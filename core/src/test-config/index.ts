export * from './model';
export * from './selection-ops';
export * from './selection-csv';
export * from './board-features';
