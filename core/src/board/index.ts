export * from './model';
export * from './ids';
export * from './defaults';
export * from './diagnostics';
export * from './finish';
export * from './test-points';
export * from './compact';
export * from './net-display';
