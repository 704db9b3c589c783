export * from './analyze';
export * from './index-terms';
export * from './passages';
export * from './query';
export * from './quote';
export * from './rank';
export * from './units';
