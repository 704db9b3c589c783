export * from './board/index';
export * from './geometry/index';
export * from './formats/index';
export * from './render/index';
