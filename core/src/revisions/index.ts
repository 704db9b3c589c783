export * from './match-features';
export * from './net-map';
export * from './outline-diff';
export * from './board-diff';
export * from './carry-config';
export * from './fixture-delta';
export * from './compare';
export * from './delta-files';
