export { detectFormat } from './detect';
export { importPackage } from './import-package';
export type { DetectedFile, FileFormat, PackageFile, PackageLimits } from './types';
