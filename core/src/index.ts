export * from './board/index';
export * from './geometry/index';
