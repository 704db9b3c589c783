// One line per format folder: each exports its importer(s) from its own index.ts.
export {};
