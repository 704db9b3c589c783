export { detectFormat } from './detect';
export { keptBeforeContent, keptLabel } from './kept-files';
export { importPackage } from './import-package';
export type { DetectedFile, FileFormat, PackageFile, PackageLimits } from './types';
export { expandFiles } from './expand';
export { type ReadAt, zipFileNames } from './zip-names';
