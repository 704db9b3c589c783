export * from './vec';
export * from './bbox';
export * from './rings';
export * from './arc';
export * from './chain';
export * from './hull';
