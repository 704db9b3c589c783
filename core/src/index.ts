export * from './board/index';
export * from './geometry/index';
export * from './formats/index';
export * from './render/index';
export * from './spatial/index';
export * from './dft/index';
export * from './fixture/index';
export * from './test-config/index';
