// One line per format folder: each exports its importer(s) from its own index.ts.
export * from './kicad/index';
export * from './ipc356/index';
export * from './testpoint-csv/index';
export * from './package/index';
export * from './gerber/index';
export * from './cam-set/index';
export * from './excellon/index';
export * from './centroid/index';
export * from './codes';
