export { detectFormat } from './detect';
export { keptBeforeContent, keptLabel } from './kept-files';
export { importPackage } from './import-package';
export type { DetectedFile, FileFormat, PackageFile, PackageLimits } from './types';
export { expandFiles, isIgnoredEntry } from './expand';
export { listZipEntries, readZipEntry, type ZipEntry, ZipError } from './unzip';
export { type ReadAt, zipFileNames } from './zip-names';
